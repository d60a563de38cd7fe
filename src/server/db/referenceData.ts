import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonObject, ServiceProviderKind } from './schema';

export interface ServiceProviderOption {
  id: string;
  name: string;
}

/** Active providers of one kind, in display order (sort_order, then name). */
export async function listServiceProviders(
  db: Kysely<DatabaseSchema>,
  kind: ServiceProviderKind,
): Promise<ServiceProviderOption[]> {
  return db
    .selectFrom('service_provider')
    .select(['id', 'name'])
    .where('kind', '=', kind)
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface AppEvent {
  id: number;
  kind: string;
  detail: JsonObject;
  createdAt: Date;
}

/** Appends an event; returns it as stored. */
export async function recordEvent(
  db: Kysely<DatabaseSchema>,
  kind: string,
  detail: JsonObject = {},
): Promise<AppEvent> {
  const row = await db
    .insertInto('app_event')
    // JSON text: stored as jsonb identically by node-postgres and PGlite
    // (node-postgres would turn a JS array into a Postgres array literal).
    .values({ kind, detail: JSON.stringify(detail) })
    .returning(['id', 'kind', 'detail', 'created_at'])
    .executeTakeFirstOrThrow();
  return toAppEvent(row);
}

/** Events of one kind, oldest first. */
export async function listEvents(db: Kysely<DatabaseSchema>, kind: string): Promise<AppEvent[]> {
  const rows = await db
    .selectFrom('app_event')
    .select(['id', 'kind', 'detail', 'created_at'])
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAppEvent);
}

function toAppEvent(row: { id: number; kind: string; detail: JsonObject; created_at: Date }): AppEvent {
  return { id: row.id, kind: row.kind, detail: row.detail, createdAt: row.created_at };
}
