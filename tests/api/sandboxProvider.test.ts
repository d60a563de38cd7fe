// The embedded sandbox payment provider's two calls, on the test database:
// a session is created as a row and queried back in every state a real
// provider reports (pending, approved, declined, cancelled, expired, unknown).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { PaymentProvider, SessionRequest } from '../../src/server/payments/paymentProvider';
import { createSandboxProvider } from '../../src/server/payments/sandbox/sandboxProvider';
import { finishSession } from '../../src/server/payments/sandbox/sandboxSessions';
import { OPEN_TIMEOUT_MS, openTestDatabase } from '../storage/testDatabase';
import { MINUTE, sandboxSessionRequest } from './sandboxFixtures';

const START = new Date('2027-03-15T00:00:00Z');

let database: Database;
let clock: Date;
let provider: PaymentProvider;

const request = (overrides: Partial<SessionRequest> = {}): SessionRequest => sandboxSessionRequest(clock, overrides);

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  clock = START;
  provider = createSandboxProvider({ db: database.db, publicUrl: 'http://localhost:3000/', now: () => clock });
});

describe('sandbox provider: createSession', () => {
  it('stores the session and answers a 32-hex id with its page on our own server', async () => {
    const sent = request();
    const created = await provider.createSession(sent);
    expect(provider.name).toBe('sandbox');
    expect(created.providerSessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(created.redirectUrl).toBe(`http://localhost:3000/payment-sandbox/sessions/${created.providerSessionId}`);

    const row = await database.db.selectFrom('sandbox_payment_session').selectAll().where('id', '=', created.providerSessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      merchant_reference: 'NC-000123',
      amount_cents: 123_456,
      currency: 'NZD',
      method: 'CreditCard',
      callback_urls: sent.callbackUrls,
      notification_url: sent.notificationUrl,
      state: 'init',
      transaction_id: null,
      card_last4: null,
      completed_at: null,
    });
    expect(row.expires_at.getTime()).toBe(sent.expiresAt.getTime());
  });

  it('gives every session a new id', async () => {
    const first = await provider.createSession(request());
    const second = await provider.createSession(request());
    expect(first.providerSessionId).not.toBe(second.providerSessionId);
  });

  it('refuses what a real provider would refuse, storing nothing', async () => {
    const before = await database.db.selectFrom('sandbox_payment_session').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    await expect(provider.createSession(request({ amountCents: 0 }))).rejects.toThrow(RangeError);
    await expect(provider.createSession(request({ amountCents: 12.5 }))).rejects.toThrow(RangeError);
    await expect(provider.createSession(request({ currency: 'AUD' as 'NZD' }))).rejects.toThrow(RangeError);
    await expect(provider.createSession(request({ merchantReference: ' ' }))).rejects.toThrow(RangeError);
    const after = await database.db.selectFrom('sandbox_payment_session').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('sandbox provider: querySession', () => {
  it('is pending while the payer has not finished, and cancelled once the session expired unpaid', async () => {
    const { providerSessionId } = await provider.createSession(request());
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'pending' });
    clock = new Date(START.getTime() + 30 * MINUTE - 1);
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'pending' });
    clock = new Date(START.getTime() + 30 * MINUTE);
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'cancelled' });
  });

  it('answers an approved session with its transaction, amount and currency', async () => {
    const { providerSessionId } = await provider.createSession(request());
    expect(await finishSession(database.db, providerSessionId, { state: 'approved', transactionId: '0000123456789012', responseText: 'APPROVED', cardLast4: '1111' }, clock)).toBe(true);
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'approved', transactionId: '0000123456789012', amountCents: 123_456, currency: 'NZD' });
    // Finished is final: expiry no longer changes the answer.
    clock = new Date(START.getTime() + 60 * MINUTE);
    expect(await provider.querySession(providerSessionId)).toMatchObject({ state: 'approved' });
  });

  it('answers a declined session with its transaction and response text', async () => {
    const { providerSessionId } = await provider.createSession(request());
    await finishSession(database.db, providerSessionId, { state: 'declined', transactionId: '1111222233334444', responseText: 'Card not accepted in the sandbox', cardLast4: '4444' }, clock);
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'declined', transactionId: '1111222233334444', responseText: 'Card not accepted in the sandbox' });
  });

  it('answers a cancelled session as cancelled', async () => {
    const { providerSessionId } = await provider.createSession(request({ method: 'Account2Account' }));
    await finishSession(database.db, providerSessionId, { state: 'cancelled' }, clock);
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'cancelled' });
  });

  it('knows no session it did not create', async () => {
    expect(await provider.querySession('0123456789abcdef0123456789abcdef')).toEqual({ state: 'unknown' });
    expect(await provider.querySession('')).toEqual({ state: 'unknown' });
    expect(await provider.querySession("x' or 1=1 --")).toEqual({ state: 'unknown' });
  });
});

describe('sandbox sessions: finishing', () => {
  it('finishes a session once: a second ending changes nothing', async () => {
    const { providerSessionId } = await provider.createSession(request());
    expect(await finishSession(database.db, providerSessionId, { state: 'approved', transactionId: '0000000000000001', responseText: 'APPROVED', cardLast4: '1111' }, clock)).toBe(true);
    expect(await finishSession(database.db, providerSessionId, { state: 'cancelled' }, clock)).toBe(false);
    expect(await provider.querySession(providerSessionId)).toMatchObject({ state: 'approved', transactionId: '0000000000000001' });
  });

  it('does not finish an expired session', async () => {
    const { providerSessionId } = await provider.createSession(request());
    const late = new Date(START.getTime() + 31 * MINUTE);
    expect(await finishSession(database.db, providerSessionId, { state: 'approved', transactionId: '0000000000000002', responseText: 'APPROVED', cardLast4: '1111' }, late)).toBe(false);
    clock = late;
    expect(await provider.querySession(providerSessionId)).toEqual({ state: 'cancelled' });
  });
});
