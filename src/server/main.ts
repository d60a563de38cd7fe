// The server process: open the database (PGlite in ./data by default, or
// PostgreSQL), apply migrations, seed reference data, serve the app and the API
// on one port, and shut down cleanly on Ctrl-C or SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { describeDemoAccounts, seedDemoAccounts } from './demo/demoAccounts';
import { devModeBanner } from './devToolsGuard';

async function main(): Promise<void> {
  // Refuses (throws) before anything opens or listens when development tools would be reachable from other machines.
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, poolMax: config.databasePoolMax });
  const { applied } = await migrateToLatest(database.db);
  // The sample ICPs only go with the sample addresses and the embedded registry (docs/operations/icp-registry.md).
  const sampleIcps = config.icpRegistry.provider === 'database' && config.address.provider === 'sample';
  const { inserted } = await seedReferenceData(database.db, { sampleIcps });
  // Demo accounts live in the embedded provider's account store; an external issuer has its own users.
  const showDemoAccounts = config.seedDemoAccounts && config.identity.mode === 'embedded';
  const demoCreated = showDemoAccounts ? await seedDemoAccounts(database.db, config.publicUrl) : [];
  const app = await buildApp({ config, database });
  app.log.info(
    { dialect: database.dialect, migrationsApplied: applied.length, referenceRowsInserted: inserted, demoAccountsCreated: demoCreated.length },
    database.dialect === 'pglite' ? `database ready (PGlite in ${config.dataDir})` : 'database ready (PostgreSQL)',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Printed plainly (not only as a log line) so whoever ran `npm start` sees where to go. The public
  // address, not the socket's: sign-in only works at the address the identity provider knows.
  console.log(`\nPortal ready at ${config.publicUrl}  (API at ${config.publicUrl}/api/health)\n`);
  if (config.devTools || config.seedDemoAccounts) {
    app.log.warn({ devTools: config.devTools, demoAccounts: config.seedDemoAccounts }, 'development mode: development tools are on; never use this in a deployment');
    const demoAccounts = showDemoAccounts ? describeDemoAccounts() : undefined;
    console.log(`${devModeBanner({ publicUrl: config.publicUrl, devTools: config.devTools, demoAccounts })}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
