import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest, StaticMigrationProvider } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

async function tableNames(database: Database): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(database.db);
  return result.rows.map((r) => r.table_name);
}

describe(`migrations (${testBackend})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('starts from an empty schema', async () => {
    expect(await tableNames(database)).toEqual([]);
  });

  it('applies every migration, in order, from empty', async () => {
    const { applied } = await migrateToLatest(database.db);
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(await tableNames(database)).toEqual([
      'app_event',
      'business_invitation',
      'customer_account',
      'customer_order',
      'customer_user',
      'draft_file',
      'icp_registry',
      'identity_account',
      'kysely_migration',
      'kysely_migration_lock',
      'oidc_payload',
      'oidc_secret',
      'order_draft',
      'order_event',
      'order_file',
      'order_payment',
      'order_payment_receipt',
      'order_submission',
      'outbox_message',
      'password_reset_token',
      'payment_session',
      'pending_sign_up',
      'sandbox_payment_session',
      'service_provider',
      'sign_in_throttle',
      'uploaded_file',
    ]);
  });

  it("looks only in its own schema, so another schema's tables (or their drop) cannot disturb it", async () => {
    // Another schema on the same server, as a second test file or tenant has. The stock
    // introspector listed its tables too and failed when it was dropped mid-query.
    const other = `other_${Date.now()}`;
    await sql`create schema ${sql.id(other)}`.execute(database.db);
    try {
      await sql`create table ${sql.id(other, 'kysely_migration')} (name text)`.execute(database.db);
      const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
      expect(tables.map((table) => table.name)).toContain('customer_order');
      expect(tables.find((table) => table.name === 'customer_order')?.columns.find((c) => c.name === 'id')).toMatchObject({
        isNullable: false,
      });
      expect((await database.db.introspection.getTables()).map((table) => table.name)).not.toContain('kysely_migration');
      expect((await migrateToLatest(database.db)).applied).toEqual([]);
    } finally {
      await sql`drop schema ${sql.id(other)} cascade`.execute(database.db);
    }
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual({ applied: [] });
  });

  it('enforces the service_provider constraints', async () => {
    const insert = (row: { id: string; kind: string; name: string }) =>
      sql`insert into service_provider (id, kind, name) values (${row.id}, ${row.kind}, ${row.name})`.execute(
        database.db,
      );
    await insert({ id: 'acme', kind: 'power_retailer', name: 'Acme' });
    await expect(insert({ id: 'acme-2', kind: 'gas_retailer', name: 'Acme Gas' })).rejects.toThrow(/check/);
    await expect(insert({ id: 'acme-3', kind: 'power_retailer', name: 'Acme' })).rejects.toThrow(/unique|duplicate/);
    await expect(insert({ id: 'Not A Slug', kind: 'power_retailer', name: 'X' })).rejects.toThrow(/check/);
    await sql`delete from service_provider`.execute(database.db);
  });

  it('reports a failing migration clearly and keeps the previous version', async () => {
    const broken = {
      ...migrations,
      '9999_broken': {
        up: async (db: Parameters<NonNullable<(typeof migrations)[string]>['up']>[0]) => {
          await sql`create table should_be_rolled_back (id int)`.execute(db);
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };
    await expect(migrateToLatest(database.db, broken)).rejects.toThrow(
      /Database migration "9999_broken" failed: .*no_such_table.*previous version/,
    );
    expect(await tableNames(database)).not.toContain('should_be_rolled_back');
    expect(await migrateToLatest(database.db)).toEqual({ applied: [] });
  });

  it('runs every down migration and back up again', async () => {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]?.s;
    const migrator = new Migrator({
      db: database.db,
      provider: new StaticMigrationProvider(migrations),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames(database)).toEqual(['kysely_migration', 'kysely_migration_lock']);
    expect((await migrateToLatest(database.db)).applied).toEqual(Object.keys(migrations).sort());
  });
});
