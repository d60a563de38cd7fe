// Builds the real application for API tests, on the test database of this pass
// (in-memory PGlite, or a fresh schema on PostgreSQL when TEST_DATABASE_URL is set).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { AddressProvider } from '../../src/server/address/addressProvider';
import type { AccessTokenVerifier } from '../../src/server/auth/accessTokens';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import type { FileServiceOverrides } from '../../src/server/files/fileServices';
import type { IcpRegistry } from '../../src/server/icp/icpRegistry';
import type { PaymentProvider } from '../../src/server/payments/paymentProvider';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed';
import { openTestDatabase } from '../storage/testDatabase';

export const SPA_FIXTURE_DIR = path.resolve('tests/api/fixtures/spa');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs before `ready()`, e.g. to add a test-only route. */
  prepare?: (app: FastifyInstance) => void;
  /** Trust tokens from `createTestTokenSigner()` (tests/api/testTokens.ts). */
  accessTokenVerifier?: AccessTokenVerifier;
  /**
   * Build the app on this database instead of a new one, e.g. to play a
   * restart or a second process. `close()` then leaves the database open.
   */
  database?: Database;
  /** Replaces the configured address provider (e.g. one that is down). */
  addressProvider?: AddressProvider;
  /** Replaces the configured ICP registry (e.g. one that is down). */
  icpRegistry?: IcpRegistry;
  /** Replaces parts of the file services (e.g. a virus scanner that is down). */
  fileServices?: FileServiceOverrides;
  /** Replaces the configured payment provider (e.g. a recording or slow one). */
  paymentProvider?: PaymentProvider;
}

/** Apps built on the same database share its uploaded files (as processes share one store). */
const filesDirOfDatabase = new WeakMap<Database, string>();

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  { prepare, accessTokenVerifier, database: sharedDatabase, addressProvider, icpRegistry, fileServices, paymentProvider }: TestAppOptions = {},
): Promise<TestApp> {
  const database = sharedDatabase ?? (await openTestDatabase({ migrated: true }));
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  // Uploaded files go to a temporary directory of this database (never ./data/files), removed
  // when the app that created it closes.
  let ownFilesDir: string | undefined;
  let filesDir = overrides.files ? undefined : filesDirOfDatabase.get(database);
  if (!overrides.files && !filesDir) {
    filesDir = ownFilesDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-'));
    filesDirOfDatabase.set(database, ownFilesDir);
  }
  // Development tools on, explicitly (the identity tests read the outbox); tests of the
  // production behaviour pass `devTools: false` (or see productionMode.test.ts).
  const config = {
    ...loadConfig({ STATIC_DIR: SPA_FIXTURE_DIR, DATA_DIR: 'memory://', DEV_TOOLS: 'true', ...(filesDir ? { FILE_STORAGE_DIR: filesDir } : {}) }),
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false, accessTokenVerifier, addressProvider, icpRegistry, fileServices, paymentProvider });
  prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!sharedDatabase) await database.close();
      if (ownFilesDir) {
        filesDirOfDatabase.delete(database);
        rmSync(ownFilesDir, { recursive: true, force: true });
      }
    },
  };
}
