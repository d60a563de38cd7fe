// Kysely's introspector, as the migrator uses it, limited to the connection's
// current schema.
//
// Why: the stock PostgresIntrospector lists the tables of *every* schema and
// calls has_schema_privilege(name) on each. When another process drops its
// own schema while that query runs (a second test file on the same server,
// another tenant), the call fails with 'schema "…" does not exist' and our
// migration fails with it, although nothing of ours changed. The migrator
// only asks whether its bookkeeping tables exist in our schema, so looking in
// our schema alone is both enough and immune to that race.
import {
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
}

const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schemas: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    // Listing schema names reads pg_namespace only, with no per-schema call that a drop can break.
    this.#schemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#schemas.getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // Catalog tables only (no privilege or serial-sequence functions by name), filtered to
    // current_schema(): our own schema cannot be dropped under us while we migrate it.
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type,
             a.attname as column, t.typname as type, tns.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as auto_incrementing
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0
        and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);

    const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && MIGRATION_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
        isNullable: !row.not_null,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
