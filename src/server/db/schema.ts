import type { ColumnType, GeneratedAlways } from 'kysely';

/**
 * Kysely table types. Keep in step with `./migrations` (there is no codegen:
 * the migrations are the source of truth and this file mirrors them by hand).
 *
 * Type conventions shared by both back ends (see `typeParsers` in database.ts):
 * - `timestamptz` -> `Date` (UTC instant); inserts/updates accept Date or ISO string.
 * - `bigint`      -> `number` (safe while below 2^53; identity ids never get there).
 * - `date`        -> `string` 'YYYY-MM-DD' (never a Date, to avoid time-zone shifts).
 * - `jsonb`       -> parsed value on select; write it as a JSON *string*
 *                    (`JSON.stringify(value)`), which both pg and PGlite store as JSON.
 */

/** A timestamp column with a database default (`default now()`). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const SERVICE_PROVIDER_KINDS = ['power_retailer', 'livening_inspector'] as const;
export type ServiceProviderKind = (typeof SERVICE_PROVIDER_KINDS)[number];

export interface ServiceProviderTable {
  /** Stable slug, e.g. `mercury`. Never changes once referenced. */
  id: string;
  kind: ServiceProviderKind;
  name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AppEventTable {
  /** `bigint generated always as identity`: cannot be inserted or updated. */
  id: GeneratedAlways<number>;
  kind: string;
  /** Select: parsed JSON object. Insert: JSON text (`JSON.stringify(obj)`). Append-only. */
  detail: ColumnType<JsonObject, string | undefined, never>;
  created_at: CreatedAt;
}

export interface OutboxMessageTable {
  id: ColumnType<string, string | undefined, never>;
  channel: ColumnType<'email' | 'sms', 'email' | 'sms' | undefined, never>;
  /** What caused it, e.g. `password-reset`, `business-invitation`, `order-confirmation`. */
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DatabaseSchema {
  service_provider: ServiceProviderTable;
  app_event: AppEventTable;
  outbox_message: OutboxMessageTable;
}
