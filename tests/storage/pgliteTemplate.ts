// Vitest global setup for the API and storage tests on PGlite: builds two
// clusters once for the whole run and hands their dumps to every test file,
// whose in-memory databases then start from one of them (openTestDatabase).
// initdb takes 2-5 s a database and the pass opens well over a hundred;
// loading a dump takes about half a second.
//
// - The empty cluster, taken before any query: the storage tests that check
//   migrating and seeding start from it, so every migration still runs from
//   nothing in every pass (and on PostgreSQL, every test schema does).
// - The same cluster migrated to the latest version and seeded with the
//   reference data, as createTestApp leaves every app's database: the API
//   tests start from it instead of running all the migrations again for each
//   app (the PGlite pass took 168 s before, 156 s after). createTestApp still
//   migrates and seeds, which then finds nothing to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/server/db/migrate';
import { pgliteDialect } from '../../src/server/db/pgliteDriver';
import { pgliteParsers } from '../../src/server/db/resultTypes';
import type { DatabaseSchema } from '../../src/server/db/schema';
import { seedReferenceData } from '../../src/server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the empty cluster's dump, or '' on PostgreSQL. */
    pgliteTemplateFile: string;
    /** The file holding the migrated and seeded cluster's dump, or '' on PostgreSQL. */
    pgliteMigratedTemplateFile: string;
  }
}

async function dumpTo(client: PGlite, file: string): Promise<string> {
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateFile', '');
    project.provide('pgliteMigratedTemplateFile', '');
    return () => {};
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const client = await PGlite.create({ parsers: pgliteParsers });
  const db = new Kysely<DatabaseSchema>({ dialect: pgliteDialect(client) });
  try {
    project.provide('pgliteTemplateFile', await dumpTo(client, path.join(directory, 'empty-cluster.tar')));
    await migrateToLatest(db);
    await seedReferenceData(db);
    // Everything on disk before the copy, so that a database started from it has nothing to recover.
    await sql`checkpoint`.execute(db);
    project.provide('pgliteMigratedTemplateFile', await dumpTo(client, path.join(directory, 'migrated-cluster.tar')));
  } finally {
    await db.destroy();
    if (!client.closed) await client.close();
  }
  return () => rmSync(directory, { recursive: true, force: true });
}
