// npm run icp:add -- --icp 0000123456NK26A --address "12 Example Street, Te Aro, Wellington 6011"
//
// Staff add an ICP to the embedded ICP registry (ICP_REGISTRY=database, the
// default), so the disconnection form's ICP lookup finds it. The ICP is
// checked (format and checksum) and refused if the registry already has it.
// Uses the configured database (DATABASE_URL, or the PGlite DATA_DIR: stop
// the server first, PGlite allows one process at a time). See
// docs/operations/icp-registry.md.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { addIcp, IcpCommandError } from '../src/server/icp/addIcp';
import { formatNzDateTime } from '../src/shared/format';

const USAGE = `Add an ICP to the embedded ICP registry.

Usage:
  npm run icp:add -- --icp <ICP number> --address "<site address on one line>"

Options:
  --icp         the ICP number: 15 characters (10 digits, the 2-letter network code, the 3-character checksum)
  --address     the site address as the ICP lookup should show it, e.g. "12 Example Street, Te Aro, Wellington 6011"
  --address-id  optional: the address lookup's id of the site
  --added-by    optional: who adds it (default: your user name on this machine, ${os.userInfo().username})
  --help        show this text`;

async function main(): Promise<number> {
  let values: { icp?: string; address?: string; 'address-id'?: string; 'added-by'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        icp: { type: 'string' },
        address: { type: 'string' },
        'address-id': { type: 'string' },
        'added-by': { type: 'string' },
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
  if (!values.icp || !values.address) {
    console.error(`--icp and --address are required.\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    await migrateToLatest(database.db);
    const added = await addIcp(database.db, {
      icpNumber: values.icp,
      label: values.address,
      addressId: values['address-id'],
      addedBy: values['added-by'] ?? os.userInfo().username,
    });
    console.log(
      [
        `Added ICP ${added.icpNumber} at ${added.label}${added.addressId ? ` (address id ${added.addressId})` : ''}.`,
        `  Added by ${added.addedBy} on ${formatNzDateTime(added.addedAt)}.`,
        config.icpRegistry.provider === 'database'
          ? `  The ICP lookup finds it now: ${config.publicUrl}/api/address/icp/${added.icpNumber}`
          : '  Note: this server asks the industry registry (ICP_REGISTRY=registry), not this table.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof IcpCommandError) {
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
