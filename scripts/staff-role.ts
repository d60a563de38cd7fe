// npm run staff:role -- --email someone@company.example [--remove]
// Gives (or with --remove takes away) the company's staff role to a person
// who signs in with the embedded identity provider. Their next sign-in's
// access token carries it, and /staff opens for them. With an external
// identity provider, give the role there instead (docs/operations/staff.md).
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { setStaffRole } from '../src/server/identity/embedded/identityAccounts';

const { values } = parseArgs({ options: { email: { type: 'string' }, remove: { type: 'boolean', default: false } } });
if (!values.email) {
  console.error('Say whose: npm run staff:role -- --email <their sign-in email> [--remove]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
try {
  await migrateToLatest(database.db);
  const changed = await setStaffRole(database.db, values.email, !values.remove);
  if (!changed) {
    console.error(`Nobody signs in with ${values.email}. They sign up first, then you run this again.`);
    process.exitCode = 1;
  } else {
    console.log(values.remove ? `${values.email} is no longer staff.` : `${values.email} is staff now: they sign out and in again to open /staff.`);
  }
} finally {
  await database.close();
}
