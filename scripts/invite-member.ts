// npm run invite-member -- --business-nzbn 9429041234567 --email new.person@example.com
// npm run invite-member -- --admin-email admin@example.com --email new.person@example.com
//
// Staff invite someone to a business account: the invitation and its mail are
// recorded exactly as when the account's admin invites through the API. Uses
// the configured database (DATABASE_URL, or the PGlite DATA_DIR: stop the
// server first, PGlite allows one process at a time). See
// docs/operations/business-accounts.md.
import { parseArgs } from 'node:util';
import { inviteMemberAsStaff, StaffCommandError } from '../src/server/accounts/staffInvitation';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { formatNzDate } from '../src/shared/format';

const USAGE = `Invite someone to join a business account.

Usage:
  npm run invite-member -- --business-nzbn <NZBN> --email <invitee email>
  npm run invite-member -- --admin-email <admin email> --email <invitee email>

Options:
  --business-nzbn  the business account's NZBN (13 digits)
  --admin-email    or: the email of the business account's admin
  --email          who to invite (they sign up or sign in with this address)
  --help           show this text`;

async function main(): Promise<number> {
  let values: { 'business-nzbn'?: string; 'admin-email'?: string; email?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        'business-nzbn': { type: 'string' },
        'admin-email': { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email) {
    console.error(`--email is required.\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    await migrateToLatest(database.db);
    const { account, invitation } = await inviteMemberAsStaff(database.db, {
      businessNzbn: values['business-nzbn'],
      adminEmail: values['admin-email'],
      email: values.email,
      publicUrl: config.publicUrl,
    });
    console.log(
      [
        `Invited ${invitation.email} to join ${account.businessName} (NZBN ${account.companyNzbn}).`,
        `  Invitation ${invitation.id}, expires ${formatNzDate(invitation.expiresAt)} (${invitation.expiresAt.toISOString()}).`,
        `  Admin${account.adminEmails.length === 1 ? '' : 's'}: ${account.adminEmails.join(', ') || 'none'}.`,
        `  The invitation email is in the outbox (kind business-invitation, to ${invitation.email}).`,
        `  They sign up or sign in at ${config.publicUrl}/login with that address, then choose Business account -> 'Joining existing account'.`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof StaffCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
