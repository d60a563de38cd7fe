// oidc-provider's storage adapter over the oidc_payload table, so sessions,
// interactions, grants, codes and refresh tokens live in our database (PGlite
// or PostgreSQL) and any process can continue what another one started.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { DatabaseSchema } from '../../db/schema';
import { isStorableText } from '../../validation/hostileJson';

/** How often (at most) a process sweeps expired rows; reads ignore them anyway. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function expiryDate(expiresIn: number | undefined): Date | null {
  return typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
}

/** Deletes expired rows now and then, on writes, so the table does not grow forever. */
class ExpiredRowSweeper {
  #lastSweep = 0;

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async maybeSweep(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now;
    await this.db.deleteFrom('oidc_payload').where('expires_at', '<', sql<Date>`now()`).execute();
  }
}

/**
 * An id, uid or user code PostgreSQL can compare: a NUL or an unpaired
 * surrogate in it would fail the query (500) instead of finding nothing.
 * Such a value cannot name a stored row (the provider never issues one), so
 * lookups answer not found and changes do nothing. The form guard in
 * providerMount.ts refuses these earlier; this holds whatever the path.
 */
function isStorableKey(value: unknown): value is string {
  return typeof value === 'string' && isStorableText(value);
}

export class KyselyOidcAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: Kysely<DatabaseSchema>,
    private readonly sweeper: ExpiredRowSweeper,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.sweeper.maybeSweep();
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiryDate(expiresIn),
      // A saved payload replaces the old one entirely, including its consumption.
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_payload')
      .values({ model: this.model, id, ...row })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    if (!isStorableKey(id)) return;
    await this.db
      .updateTable('oidc_payload')
      .set({ consumed_at: sql<Date>`now()` })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (!isStorableKey(id)) return;
    await this.db.deleteFrom('oidc_payload').where('model', '=', this.model).where('id', '=', id).execute();
  }

  /** Revokes everything issued under a grant (codes, tokens), whatever the model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    if (!isStorableKey(grantId)) return;
    await this.db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    if (!isStorableKey(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_payload')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider reads `consumed` (epoch seconds) to detect reuse of one-time codes and rotated tokens.
    return row.consumed_at ? { ...payload, consumed: epochSeconds(row.consumed_at) } : payload;
  }
}

/** The `adapter` option: one adapter per model, all sharing the database and the sweeper. */
export function createOidcAdapterFactory(db: Kysely<DatabaseSchema>): AdapterFactory {
  const sweeper = new ExpiredRowSweeper(db);
  return (model: string) => new KyselyOidcAdapter(model, db, sweeper);
}

/**
 * Signs an account out everywhere: drops its sessions, grants and the codes
 * and refresh tokens issued under them. Used after a password reset, so a
 * stolen session does not survive the owner changing the password.
 */
export async function revokeAllForAccount(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, accountId: string): Promise<void> {
  const grantIds = db
    .selectFrom('oidc_payload')
    .select('id')
    .where('model', '=', 'Grant')
    .where(sql<string>`payload->>'accountId'`, '=', accountId);
  await db
    .deleteFrom('oidc_payload')
    .where((eb) => eb.or([eb('grant_id', 'in', grantIds), eb(sql<string>`payload->>'accountId'`, '=', accountId)]))
    .execute();
}
