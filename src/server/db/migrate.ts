import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { DatabaseSchema } from './schema';

/** Serves the static migration record (no filesystem access). */
export class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly record: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.record;
  }
}

/**
 * Brings the schema up to date. Safe to call on every start-up and from several
 * processes at once on PostgreSQL (Kysely takes an advisory lock).
 *
 * The bookkeeping tables (`kysely_migration`, `kysely_migration_lock`) live in
 * the connection's current schema. That has to be passed explicitly: without
 * `migrationTableSchema` Kysely checks for the table in *any* schema, so a
 * second schema on the same server (e.g. a test schema) would make it think the
 * tables already exist here.
 */
export async function migrateToLatest(
  db: Kysely<DatabaseSchema>,
  record: Record<string, Migration> = migrations,
): Promise<{ applied: string[] }> {
  const current = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = current.rows[0]?.schema;
  if (!schema) {
    throw new Error('Database migration failed: no current schema (check search_path).');
  }

  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(record),
    migrationTableSchema: schema,
  });

  const { error, results = [] } = await migrator.migrateToLatest();

  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    // Kysely runs the whole batch in one transaction on PostgreSQL/PGlite, so
    // nothing from this run was kept, even migrations reported as 'Success'.
    throw new Error(
      `Database migration ${failed ? `"${failed}" ` : ''}failed: ${reason}. ` +
        'The database was left at its previous version.',
      { cause: error },
    );
  }

  return {
    applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}
