// The embedded sandbox's hosted payment page, on the test database: the page
// shows what is being paid, a valid "Pay" decides with the test cards and
// sends the browser to the outcome's callback with ?sessionId= (and notifies
// the server once), invalid fields change nothing, the first outcome stands,
// and expired or unknown sessions are dead ends. Each page passes axe.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { serverPageAssetRoutes } from '../../src/server/pages/assets';
import type { PaymentProvider, SessionRequest } from '../../src/server/payments/paymentProvider';
import { sandboxPaymentPages } from '../../src/server/payments/sandbox/sandboxPages';
import { createSandboxProvider } from '../../src/server/payments/sandbox/sandboxProvider';
import { TEST_BANKS } from '../../src/server/payments/sandbox/testCards';
import { OPEN_TIMEOUT_MS, openTestDatabase } from '../storage/testDatabase';
import { MINUTE, sandboxSessionRequest } from './sandboxFixtures';
import { accessibilityViolations, parsePage } from './pageChecks';

const START = new Date('2027-03-15T00:00:00Z');
const APPROVING_CARD = '4111 1111 1111 1111';
const DECLINING_CARD = '4000 0000 0000 0002';
const OTHER_VALID_CARD = '5555 5555 5555 4444';
const CVC = '737';

let database: Database;
let app: FastifyInstance;
let provider: PaymentProvider;
let clock: Date;
const notified: string[] = [];
const logLines: string[] = [];

const request = (overrides: Partial<SessionRequest> = {}): SessionRequest => sandboxSessionRequest(clock, overrides);

/** Creates a session through the provider; answers its id and page path. */
async function openSession(overrides: Partial<SessionRequest> = {}): Promise<{ id: string; path: string }> {
  const { providerSessionId, redirectUrl } = await provider.createSession(request(overrides));
  return { id: providerSessionId, path: new URL(redirectUrl).pathname };
}

function post(path: string, fields: Record<string, string>) {
  return app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}

function payByCard(path: string, cardNumber: string, overrides: Record<string, string> = {}) {
  return post(path, { cardName: 'Aroha Ngata', cardNumber, cardExpiry: '08/29', cardCvc: CVC, action: 'pay', ...overrides });
}

async function row(id: string) {
  return database.db.selectFrom('sandbox_payment_session').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  // Every log line, at every level, to check no card number or code reaches it.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'trace', stream } });
  await app.register(serverPageAssetRoutes);
  await app.register(sandboxPaymentPages, { db: database.db, now: () => clock, notify: (url) => void notified.push(url) });
  await app.ready();
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  clock = START;
  notified.length = 0;
  provider = createSandboxProvider({ db: database.db, publicUrl: 'http://localhost:3000', now: () => clock });
});

describe('sandbox payment page', () => {
  it('shows the sandbox banner, the reference, the amount, the card fields and the test cards', async () => {
    const { path } = await openSession();
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = parsePage(response.body);
    expect(page.title).toBe('Pay by card – Network services portal');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.body.textContent).toContain('Sandbox payment page — no real money is taken');
    expect(page.body.textContent).toContain('NC-000123');
    expect(page.body.textContent).toContain('$1,234.56');
    expect(page.body.textContent).toContain('4111 1111 1111 1111');
    expect(page.body.textContent).toContain('4000 0000 0000 0002');
    for (const [id, label] of [
      ['cardName', 'Name on card'],
      ['cardNumber', 'Card number'],
      ['cardExpiry', 'Expiry date'],
      ['cardCvc', 'Security code'],
    ]) {
      expect(page.querySelector(`label[for="${id}"]`)?.textContent).toBe(label);
      expect(page.getElementById(id!)?.getAttribute('name')).toBe(id);
    }
    expect(page.getElementById('cardNumber')?.getAttribute('autocomplete')).toBe('cc-number');
    expect([...page.querySelectorAll('button')].map((button) => [button.textContent, button.getAttribute('value')])).toEqual([
      ['Pay $1,234.56', 'pay'],
      ['Cancel', 'cancel'],
    ]);
    expect(page.querySelector('form')?.getAttribute('action')).toBe(path);
    // The strict Content-Security-Policy: no inline script or style, the site's stylesheet only.
    expect(response.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/oidc-assets/identity.css');
    expect(await accessibilityViolations(response.body)).toEqual([]);
  });

  it('offers the two test banks for Account2Account', async () => {
    const { path } = await openSession({ method: 'Account2Account', amountCents: 50_000 });
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.querySelector('h1')?.textContent).toBe('Pay from your bank account');
    expect(page.querySelector('legend')?.textContent).toBe('Your bank');
    expect([...page.querySelectorAll('input[type="radio"]')].map((radio) => page.querySelector(`label[for="${radio.id}"]`)?.textContent)).toEqual([
      'Sandbox Bank (approves)',
      'Sandbox Bank (declines)',
    ]);
    expect(page.querySelector('input[name="cardNumber"]')).toBeNull();
    expect(page.querySelector('button[value="pay"]')?.textContent).toBe('Pay $500.00');
    expect(await accessibilityViolations(response.body)).toEqual([]);
  });

  it('escapes the merchant reference', async () => {
    const { path } = await openSession({ merchantReference: '<script>alert("x")</script> & "Co"' });
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(parsePage(response.body).body.textContent).toContain('<script>alert("x")</script> & "Co"');
  });
});

describe('paying on the sandbox page', () => {
  it('approves the approving card: 303 to the approved callback with sessionId, the provider says approved, the server is notified once', async () => {
    const { id, path } = await openSession();
    const response = await payByCard(path, APPROVING_CARD);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/payment/result?outcome=approved&sessionId=${id}`);

    const outcome = await provider.querySession(id);
    expect(outcome).toEqual({ state: 'approved', transactionId: expect.stringMatching(/^[0-9]{16}$/), amountCents: 123_456, currency: 'NZD' });
    expect(notified).toEqual([`http://localhost:3000/api/payments/notifications?sessionId=${id}`]);

    const stored = await row(id);
    expect(stored).toMatchObject({ state: 'approved', response_text: 'APPROVED', card_last4: '1111' });
    expect(stored.completed_at?.getTime()).toBe(START.getTime());
    // Only the last 4 digits are kept; the number and the code reach neither the table nor the logs.
    expect(JSON.stringify(stored)).not.toMatch(/4111111111111111|4111 1111 1111 1111/);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toMatch(/4111111111111111|4111(\+|%20| )1111|cardNumber|cardCvc/);
  });

  it('declines the declining card: 303 to the declined callback, the provider says declined', async () => {
    const { id, path } = await openSession();
    const response = await payByCard(path, DECLINING_CARD);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/payment/result?outcome=declined&sessionId=${id}`);
    expect(await provider.querySession(id)).toEqual({ state: 'declined', transactionId: expect.stringMatching(/^[0-9]{16}$/), responseText: 'DECLINED' });
    expect((await row(id)).card_last4).toBe('0002');
    expect(notified).toEqual([`http://localhost:3000/api/payments/notifications?sessionId=${id}`]);
  });

  it('declines any other valid card as not accepted in the sandbox', async () => {
    const { id, path } = await openSession();
    const response = await payByCard(path, OTHER_VALID_CARD);
    expect(response.headers.location).toBe(`http://localhost:3000/payment/result?outcome=declined&sessionId=${id}`);
    expect(await provider.querySession(id)).toMatchObject({ state: 'declined', responseText: 'Card not accepted in the sandbox' });
  });

  it('cancels: 303 to the cancelled callback, whatever the card fields hold', async () => {
    const { id, path } = await openSession();
    const response = await post(path, { cardName: '', cardNumber: '', action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/payment/result?outcome=cancelled&sessionId=${id}`);
    expect(await provider.querySession(id)).toEqual({ state: 'cancelled' });
    expect(await row(id)).toMatchObject({ state: 'cancelled', transaction_id: null, card_last4: null });
    expect(notified).toEqual([`http://localhost:3000/api/payments/notifications?sessionId=${id}`]);
  });

  it('pays with the approving test bank, and declines with the other', async () => {
    const approving = await openSession({ method: 'Account2Account' });
    const approved = await post(approving.path, { bank: TEST_BANKS[0]!.id, action: 'pay' });
    expect(approved.headers.location).toBe(`http://localhost:3000/payment/result?outcome=approved&sessionId=${approving.id}`);
    expect(await provider.querySession(approving.id)).toMatchObject({ state: 'approved', amountCents: 123_456 });
    expect((await row(approving.id)).card_last4).toBeNull();

    const declining = await openSession({ method: 'Account2Account' });
    const declined = await post(declining.path, { bank: TEST_BANKS[1]!.id, action: 'pay' });
    expect(declined.headers.location).toBe(`http://localhost:3000/payment/result?outcome=declined&sessionId=${declining.id}`);
  });

  it('adds sessionId to callback and notification addresses that already have a query', async () => {
    const { id, path } = await openSession({ notificationUrl: 'http://localhost:3000/api/payments/notifications?provider=sandbox' });
    const response = await payByCard(path, APPROVING_CARD);
    expect(response.headers.location).toBe(`http://localhost:3000/payment/result?outcome=approved&sessionId=${id}`);
    expect(notified).toEqual([`http://localhost:3000/api/payments/notifications?provider=sandbox&sessionId=${id}`]);
  });
});

describe('invalid fields', () => {
  it('re-renders the card page with 400 and each message by its field, keeping the name and expiry but not the number or code; nothing changes', async () => {
    const { id, path } = await openSession();
    const response = await payByCard(path, '4111 1111 1111 1112', { cardName: 'Aroha Ngata', cardExpiry: '02/27', cardCvc: '12' });
    expect(response.statusCode).toBe(400);
    const page = parsePage(response.body);
    expect(page.title).toBe('Error: Pay by card – Network services portal');
    expect([...page.querySelectorAll('.error-summary__list a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#cardNumber', 'Enter a valid card number'],
      ['#cardExpiry', 'Enter an expiry date in the future, as MM/YY'],
      ['#cardCvc', 'Enter the 3 or 4 digit security code'],
    ]);
    for (const id of ['cardNumber', 'cardExpiry', 'cardCvc']) {
      const input = page.getElementById(id);
      expect(input?.getAttribute('aria-invalid')).toBe('true');
      expect(input?.getAttribute('aria-describedby')).toContain(`${id}-error`);
      expect(page.getElementById(`${id}-error`)?.textContent).toContain('Enter');
    }
    expect(page.getElementById('cardName')?.getAttribute('value')).toBe('Aroha Ngata');
    expect(page.getElementById('cardExpiry')?.getAttribute('value')).toBe('02/27');
    expect(page.getElementById('cardNumber')?.hasAttribute('value')).toBe(false);
    expect(page.getElementById('cardCvc')?.hasAttribute('value')).toBe(false);
    expect(response.body).not.toContain('4111 1111 1111 1112');
    expect(await accessibilityViolations(response.body)).toEqual([]);

    expect(await provider.querySession(id)).toEqual({ state: 'pending' });
    expect(await row(id)).toMatchObject({ state: 'init', transaction_id: null, card_last4: null, completed_at: null });
    expect(notified).toEqual([]);
  });

  it('asks for the name on the card', async () => {
    const { path } = await openSession();
    const response = await payByCard(path, APPROVING_CARD, { cardName: '  ' });
    expect(response.statusCode).toBe(400);
    expect(parsePage(response.body).getElementById('cardName-error')?.textContent).toContain('Enter the name on the card');
  });

  it('asks for a bank on the Account2Account page', async () => {
    const { id, path } = await openSession({ method: 'Account2Account' });
    const response = await post(path, { action: 'pay' });
    expect(response.statusCode).toBe(400);
    const page = parsePage(response.body);
    expect(page.querySelector('.error-summary__list a')?.getAttribute('href')).toBe('#bank');
    expect(page.getElementById('bank')?.getAttribute('type')).toBe('radio');
    expect(page.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe('bank-error');
    expect(page.getElementById('bank-error')?.textContent).toContain('Choose your bank');
    expect(await accessibilityViolations(response.body)).toEqual([]);
    expect(await provider.querySession(id)).toEqual({ state: 'pending' });
  });

  it('shows the page again for a post that is neither pay nor cancel', async () => {
    const { id, path } = await openSession();
    const response = await post(path, { cardNumber: APPROVING_CARD });
    expect(response.statusCode).toBe(400);
    expect(await provider.querySession(id)).toEqual({ state: 'pending' });
  });
});

describe('a finished session', () => {
  it('keeps the first outcome: a second post after approval goes to the approved callback and changes nothing', async () => {
    const { id, path } = await openSession();
    await payByCard(path, APPROVING_CARD);
    const first = await provider.querySession(id);

    for (const second of [await payByCard(path, DECLINING_CARD), await post(path, { action: 'cancel' })]) {
      expect(second.statusCode).toBe(303);
      expect(second.headers.location).toBe(`http://localhost:3000/payment/result?outcome=approved&sessionId=${id}`);
    }
    expect(await provider.querySession(id)).toEqual(first);
    expect(notified).toHaveLength(1);
  });

  it('keeps the first of two presses sent at once', async () => {
    const { id, path } = await openSession();
    const answers = await Promise.all([payByCard(path, APPROVING_CARD), payByCard(path, APPROVING_CARD)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    expect(new Set(answers.map((answer) => answer.headers.location))).toEqual(new Set([`http://localhost:3000/payment/result?outcome=approved&sessionId=${id}`]));
    expect(notified).toHaveLength(1);
  });

  it("sends a browser that opens the page again to its outcome's callback", async () => {
    const { id, path } = await openSession();
    await post(path, { action: 'cancel' });
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/payment/result?outcome=cancelled&sessionId=${id}`);
  });
});

describe('expired and unknown sessions', () => {
  it('an expired session: pending becomes cancelled, the page says it expired and links to the cancelled callback, paying changes nothing', async () => {
    const { id, path } = await openSession();
    expect(await provider.querySession(id)).toEqual({ state: 'pending' });
    clock = new Date(START.getTime() + 30 * MINUTE);
    expect(await provider.querySession(id)).toEqual({ state: 'cancelled' });

    const shown = await app.inject({ method: 'GET', url: path });
    expect(shown.statusCode).toBe(410);
    const page = parsePage(shown.body);
    expect(page.querySelector('h1')?.textContent).toBe('This payment session has expired');
    expect(page.querySelector('a.button')?.getAttribute('href')).toBe(`http://localhost:3000/payment/result?outcome=cancelled&sessionId=${id}`);
    expect(page.querySelector('form')).toBeNull();
    expect(await accessibilityViolations(shown.body)).toEqual([]);

    const paid = await payByCard(path, APPROVING_CARD);
    expect(paid.statusCode).toBe(410);
    expect(paid.body).toContain('This payment session has expired');
    expect(await row(id)).toMatchObject({ state: 'init', transaction_id: null });
    expect(notified).toEqual([]);
  });

  it('an unknown session: 404 page, for a well-formed id and for anything else', async () => {
    for (const url of ['/payment-sandbox/sessions/0123456789abcdef0123456789abcdef', '/payment-sandbox/sessions/not-a-session']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      const page = parsePage(response.body);
      expect(page.querySelector('h1')?.textContent).toBe('This payment session was not found');
      expect(await accessibilityViolations(response.body)).toEqual([]);
    }
    const posted = await post('/payment-sandbox/sessions/0123456789abcdef0123456789abcdef', { action: 'pay' });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('This payment session was not found');
  });

  it('answers a form it cannot read with a page, not JSON', async () => {
    const { id, path } = await openSession();
    const response = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay&cardName=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Sorry, something went wrong');
    expect(await provider.querySession(id)).toEqual({ state: 'pending' });
  });
});
