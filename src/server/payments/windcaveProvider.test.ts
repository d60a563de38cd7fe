// The Windcave adapter against recorded answers (tests/fixtures/windcave/,
// modelled on Windcave's published REST API reference: this machine cannot
// reach Windcave, and a test account needs credentials). A real HTTP server on
// 127.0.0.1 records each request the adapter makes and answers with a
// fixture's bytes, so what goes over the wire (method, path, headers, JSON) is
// checked, not just what a fake fetch was handed.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError, type SessionRequest } from './paymentProvider';
import { createWindcaveProvider, merchantReferenceOf, parseAmountCents, WINDCAVE_TIMEOUT_MS } from './windcaveProvider';

const USERNAME = 'NetworkCoREST_Dev';
const API_KEY = 'SECRET-API-KEY-5f2c9a71e0';
const BASIC = `Basic ${Buffer.from(`${USERNAME}:${API_KEY}`).toString('base64')}`;
const SESSION_ID = '000001200302400140d3c1a7f2e5b9c8';
const HPP = 'https://uat.windcave.com/pxmi3/EF4A7C2B09D6A1E3F5B8C0D2E4F6A8B0C2D4E6F8A0B2C4D6E8F0A2B4C6D8E0F2';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (response: ServerResponse) => void;

let server: Server;
let apiUrl: string;
let seen: SeenRequest[];
let answer: Answer;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = (response) => response.writeHead(500).end('no answer set');
});

const fixtureBytes = (name: string) => readFileSync(path.resolve('tests/fixtures/windcave', name));
const fixture = (name: string) => JSON.parse(fixtureBytes(name).toString('utf8')) as Record<string, unknown>;

/** Answers with a recorded response's bytes, as they are on disk. */
function recorded(status: number, name: string): Answer {
  return (response) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(fixtureBytes(name));
}

function json(status: number, body: unknown): Answer {
  return (response) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function provider(options: { timeoutMs?: number; apiUrl?: string } = {}) {
  return createWindcaveProvider({ apiUrl, username: USERNAME, apiKey: API_KEY, ...options });
}

function sessionRequest(overrides: Partial<SessionRequest> = {}): SessionRequest {
  return {
    merchantReference: 'SR-000123',
    amountCents: 123456,
    currency: 'NZD',
    method: 'CreditCard',
    callbackUrls: {
      approved: 'https://portal.network.example.nz/payment/result?outcome=approved',
      declined: 'https://portal.network.example.nz/payment/result?outcome=declined',
      cancelled: 'https://portal.network.example.nz/payment/result?outcome=cancelled',
    },
    notificationUrl: 'https://portal.network.example.nz/api/payments/notifications',
    expiresAt: new Date('2026-11-24T10:30:00.000Z'),
    ...overrides,
  };
}

/** The rejection of a promise, which must be a PaymentProviderError carrying no credential. */
async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  const message = (error as Error).message;
  expect(message).not.toContain(API_KEY);
  expect(message).not.toContain(BASIC.slice('Basic '.length));
  return error as PaymentProviderError;
}

const sentBody = (index = 0) => JSON.parse(seen[index]!.body) as Record<string, unknown>;

describe('createSession', () => {
  it('POSTs {apiUrl}/sessions with Basic auth and the documented JSON body, and answers the session id and its hpp link', async () => {
    answer = recorded(202, 'session-created.json');
    const created = await provider().createSession(sessionRequest());
    expect(created).toEqual({ providerSessionId: SESSION_ID, redirectUrl: HPP });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('/api/v1/sessions');
    expect(seen[0]!.headers['authorization']).toBe(BASIC);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['accept']).toBe('application/json');
    expect(sentBody()).toEqual({
      type: 'purchase',
      amount: '1234.56',
      currency: 'NZD',
      merchantReference: 'SR-000123',
      language: 'en',
      methods: ['card'],
      callbackUrls: {
        approved: 'https://portal.network.example.nz/payment/result?outcome=approved',
        declined: 'https://portal.network.example.nz/payment/result?outcome=declined',
        cancelled: 'https://portal.network.example.nz/payment/result?outcome=cancelled',
      },
      notificationUrl: 'https://portal.network.example.nz/api/payments/notifications',
      expires: '2026-11-24T10:30:00Z',
    });
  });

  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1234.56'],
    [10000000000, '100000000.00'],
  ])('sends %i cents as the amount text "%s"', async (amountCents, text) => {
    answer = recorded(202, 'session-created.json');
    await provider().createSession(sessionRequest({ amountCents }));
    expect(sentBody()['amount']).toBe(text);
  });

  it('offers Account2Account alone when the payer chose it', async () => {
    answer = recorded(202, 'session-created.json');
    await provider().createSession(sessionRequest({ method: 'Account2Account' }));
    expect(sentBody()['methods']).toEqual(['account2account']);
  });

  it('sends the expiry as ISO 8601 UTC to the second, never later than asked', async () => {
    answer = recorded(202, 'session-created.json');
    // 23:30:00.999 in New Zealand summer time (UTC+13).
    await provider().createSession(sessionRequest({ expiresAt: new Date('2026-11-25T23:30:00.999+13:00') }));
    expect(sentBody()['expires']).toBe('2026-11-25T10:30:00Z');
  });

  it('cuts a long merchant reference to 64 characters', async () => {
    answer = recorded(202, 'session-created.json');
    await provider().createSession(sessionRequest({ merchantReference: `SR-000123 ${'x'.repeat(100)}` }));
    const reference = sentBody()['merchantReference'] as string;
    expect(reference).toHaveLength(64);
    expect(reference.startsWith('SR-000123 xxx')).toBe(true);
  });

  it('accepts 200 as well as 202, and an API address with a trailing slash', async () => {
    answer = recorded(200, 'session-created.json');
    expect(await provider({ apiUrl: `${apiUrl}/` }).createSession(sessionRequest())).toEqual({ providerSessionId: SESSION_ID, redirectUrl: HPP });
    expect(seen[0]!.url).toBe('/api/v1/sessions');
  });

  it.each([0, -5, 12.5, Number.NaN, 2 ** 53])('refuses %s cents without asking Windcave', async (amountCents) => {
    await expect(provider().createSession(sessionRequest({ amountCents }))).rejects.toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });

  it('refuses an invalid expiry and an empty reference without asking Windcave', async () => {
    await expect(provider().createSession(sessionRequest({ expiresAt: new Date('not a date') }))).rejects.toThrow(RangeError);
    await expect(provider().createSession(sessionRequest({ merchantReference: ' \n ' }))).rejects.toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });

  it("names the status and Windcave's error messages for refused credentials (401), without the key", async () => {
    answer = recorded(401, 'unauthorised.json');
    const error = await providerError(provider().createSession(sessionRequest()));
    expect(error.message).toBe('Windcave create session failed: HTTP 401: Authentication failed: invalid username or API key');
  });

  it("names every error message of a refused request (400)", async () => {
    answer = recorded(400, 'create-session-invalid.json');
    const error = await providerError(provider().createSession(sessionRequest()));
    expect(error.message).toBe(
      'Windcave create session failed: HTTP 400: amount is invalid; callbackUrls.approved must be an absolute URL',
    );
  });

  it('keeps the key and the Authorization value out even when Windcave echoes them', async () => {
    answer = json(401, { errors: [{ message: `bad key ${API_KEY}` }, { message: `bad header ${BASIC}` }] });
    const error = await providerError(provider().createSession(sessionRequest()));
    expect(error.message).toBe('Windcave create session failed: HTTP 401: bad key [redacted]; bad header Basic [redacted]');
  });

  it.each<[string, Answer, RegExp]>([
    ['a server error with an HTML body', (response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>'), /^Windcave create session failed: HTTP 502$/],
    ['201, a status Windcave does not document here', recorded(201, 'session-created.json'), /HTTP 201/],
    ['202 with a body that is not JSON', (response) => response.writeHead(202).end('accepted'), /HTTP 202 with a body that is not JSON/],
    ['202 with an empty body', (response) => response.writeHead(202).end(), /HTTP 202 without a session id/],
    ['202 without an id', json(202, { ...fixture('session-created.json'), id: '' }), /HTTP 202 without a session id/],
    [
      '202 without an hpp link',
      json(202, { ...fixture('session-created.json'), links: (fixture('session-created.json')['links'] as { rel: string }[]).filter((link) => link.rel !== 'hpp') }),
      /without a hosted payment page link \(rel "hpp"\)/,
    ],
    ['202 with an hpp link that is not a web address', json(202, { id: SESSION_ID, links: [{ rel: 'hpp', href: 'javascript:alert(1)', method: 'REDIRECT' }] }), /rel "hpp"/],
  ])('turns %s into PaymentProviderError', async (_name, answerWith, message) => {
    answer = answerWith;
    const error = await providerError(provider().createSession(sessionRequest()));
    expect(error.message).toMatch(message);
  });

  it('gives up after the timeout when Windcave never answers', async () => {
    answer = () => {
      // Never answers: the request stays open until the adapter gives up.
    };
    const started = Date.now();
    const error = await providerError(provider({ timeoutMs: 100 }).createSession(sessionRequest()));
    expect(error.message).toBe('Windcave create session did not answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen).toHaveLength(1);
  });

  it('waits 15 seconds by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      answer = recorded(202, 'session-created.json');
      await provider().createSession(sessionRequest());
      expect(WINDCAVE_TIMEOUT_MS).toBe(15_000);
      expect(timeout).toHaveBeenCalledWith(15_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('counts a Windcave it cannot reach as a PaymentProviderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await providerError(provider({ apiUrl: `http://127.0.0.1:${port}/api/v1` }).createSession(sessionRequest()));
    expect(error.message).toBe('Windcave create session could not be reached');
  });
});

describe('querySession', () => {
  it('GETs {apiUrl}/sessions/{id} with Basic auth and no body', async () => {
    answer = recorded(200, 'session-complete-approved-card.json');
    await provider().querySession(SESSION_ID);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe(`/api/v1/sessions/${SESSION_ID}`);
    expect(seen[0]!.headers['authorization']).toBe(BASIC);
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.body).toBe('');
  });

  it('encodes the id into one path segment (the id comes from a query string anyone can write)', async () => {
    answer = recorded(404, 'session-not-found.json');
    expect(await provider().querySession('../transactions?x=1#y')).toEqual({ state: 'unknown' });
    expect(seen[0]!.url).toBe('/api/v1/sessions/..%2Ftransactions%3Fx%3D1%23y');
  });

  it.each<[string, number, string, unknown]>([
    ['a new session (init)', 202, 'session-init.json', { state: 'pending' }],
    ['a session the payer is on (pending)', 202, 'session-pending.json', { state: 'pending' }],
    [
      'a complete session with an authorised card purchase',
      200,
      'session-complete-approved-card.json',
      { state: 'approved', transactionId: '0000000c0a1b2c3d', amountCents: 123456, currency: 'NZD' },
    ],
    [
      'a complete session with an authorised Account2Account purchase',
      200,
      'session-complete-approved-account2account.json',
      { state: 'approved', transactionId: '0000000c0a1b2c7e', amountCents: 1, currency: 'NZD' },
    ],
    ['a complete session with a declined transaction', 200, 'session-complete-declined.json', { state: 'declined', transactionId: '0000000c0a1b2c4f', responseText: 'DECLINED' }],
    ['a complete session without transactions (cancelled or expired unpaid)', 200, 'session-complete-no-transactions.json', { state: 'cancelled' }],
    ['a session Windcave does not know (404)', 404, 'session-not-found.json', { state: 'unknown' }],
  ])('maps %s', async (_name, status, name, outcome) => {
    answer = recorded(status, name);
    const id = fixture(name)['id'] as string | undefined;
    expect(await provider().querySession(id ?? SESSION_ID)).toEqual(outcome);
  });

  it('takes the last transaction as the result: a decline then an approval is approved', async () => {
    const approved = fixture('session-complete-approved-card.json');
    const [transaction] = approved['transactions'] as Record<string, unknown>[];
    const declinedTry = { ...transaction, id: '0000000c0a1b2c30', authorised: false, reCo: '51', responseText: 'DECLINED', allowRetry: true };
    answer = json(200, { ...approved, transactions: [declinedTry, transaction] });
    expect(await provider().querySession(SESSION_ID)).toEqual({ state: 'approved', transactionId: '0000000c0a1b2c3d', amountCents: 123456, currency: 'NZD' });
  });

  it('counts any state but complete as pending, even with a declined try the payer may retry', async () => {
    const declined = fixture('session-complete-declined.json');
    answer = json(202, { ...declined, state: 'processing' });
    expect(await provider().querySession(SESSION_ID)).toEqual({ state: 'pending' });
  });

  it('counts a complete session with an empty transaction list as cancelled, and a declined one without text as Declined', async () => {
    answer = json(200, { ...fixture('session-complete-no-transactions.json'), transactions: [] });
    expect(await provider().querySession(SESSION_ID)).toEqual({ state: 'cancelled' });
    answer = json(200, { id: SESSION_ID, state: 'complete', transactions: [{ authorised: false }] });
    expect(await provider().querySession(SESSION_ID)).toEqual({ state: 'declined', transactionId: null, responseText: 'Declined' });
  });

  it('answers unknown for an empty id without asking Windcave', async () => {
    expect(await provider().querySession('')).toEqual({ state: 'unknown' });
    expect(seen).toHaveLength(0);
  });

  it("names the status and Windcave's error messages for refused credentials (401), without the key", async () => {
    answer = recorded(401, 'unauthorised.json');
    const error = await providerError(provider().querySession(SESSION_ID));
    expect(error.message).toBe(`Windcave query session "${SESSION_ID}" failed: HTTP 401: Authentication failed: invalid username or API key`);
  });

  /** The approved card session with its last transaction changed. */
  function approvedWith(change: Record<string, unknown>): Answer {
    const approved = fixture('session-complete-approved-card.json');
    const [transaction] = approved['transactions'] as Record<string, unknown>[];
    return json(200, { ...approved, transactions: [{ ...transaction, ...change }] });
  }

  it.each<[string, Answer, RegExp]>([
    ['a server error', json(500, { errors: [{ message: 'Internal error' }] }), /failed: HTTP 500: Internal error$/],
    ['200 with a body that is not JSON', (response) => response.writeHead(200).end('<html>'), /HTTP 200 with a body that is not JSON/],
    ['200 with a list', json(200, [fixture('session-pending.json')]), /was answered without a session/],
    ['200 for another session', json(200, { ...fixture('session-pending.json'), id: '0000012003024001ffffffffffffffff' }), /was answered with another session/],
    ['200 without a state', json(200, { id: SESSION_ID }), /without a state/],
    ['transactions that are not a list', json(200, { id: SESSION_ID, state: 'complete', transactions: {} }), /not a list/],
    ['a last transaction that is not an object', json(200, { id: SESSION_ID, state: 'complete', transactions: ['approved'] }), /not an object/],
    ['authorised as text', approvedWith({ authorised: 'true' }), /"authorised" is "true"/],
    ['an authorised transaction that is not a purchase', approvedWith({ type: 'auth' }), /of type "auth", not a purchase/],
    ['an authorised transaction without an id', approvedWith({ id: undefined }), /without an id/],
    ['an authorised transaction without a currency', approvedWith({ currency: undefined }), /in currency undefined/],
    ['an amount with one decimal', approvedWith({ amount: '1234.5' }), /transaction "0000000c0a1b2c3d": .*"1234.5"/],
    ['an amount as a JSON number', approvedWith({ amount: 1234.56 }), /not decimal text with 2 decimals: 1234.56/],
    ['an amount with a thousands separator', approvedWith({ amount: '1,234.56' }), /"1,234.56"/],
  ])('turns %s into PaymentProviderError', async (_name, answerWith, message) => {
    answer = answerWith;
    const error = await providerError(provider().querySession(SESSION_ID));
    expect(error.message).toMatch(message);
  });

  it('gives up after the timeout when Windcave never answers', async () => {
    answer = () => {
      // Never answers.
    };
    const error = await providerError(provider({ timeoutMs: 100 }).querySession(SESSION_ID));
    expect(error.message).toBe(`Windcave query session "${SESSION_ID}" did not answer within 100 ms`);
  });
});

describe('parseAmountCents', () => {
  it.each([
    ['0.00', 0],
    ['0.01', 1],
    ['1.00', 100],
    ['1234.56', 123456],
    ['100000000.00', 10000000000],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(['1234.5', '1234.567', '1234', '.56', '01.00', '-1.00', '+1.00', ' 1.00', '1.00 ', '1,234.56', '1e3', '1.0O', '', '90071992547409.92', 1234.56, null, undefined])(
    'refuses %j',
    (text) => {
      expect(() => parseAmountCents(text)).toThrow(PaymentProviderError);
    },
  );
});

describe('merchantReferenceOf', () => {
  it('keeps at most 64 characters, never half an emoji, and no control characters', () => {
    expect(merchantReferenceOf('SR-000123')).toBe('SR-000123');
    const reference = merchantReferenceOf(`${'a'.repeat(63)}🙂🙂`);
    expect(Array.from(reference)).toHaveLength(64);
    expect(reference.endsWith('🙂')).toBe(true);
    expect(reference).toBe(`${'a'.repeat(63)}🙂`);
    expect(merchantReferenceOf('SR-1\r\nInjected: yes')).toBe('SR-1  Injected: yes');
  });
});

describe('createWindcaveProvider', () => {
  it('is named windcave and needs the address, user and key (naming the settings, never their values)', () => {
    expect(provider().name).toBe('windcave');
    expect(() => createWindcaveProvider({ apiUrl: '', username: USERNAME, apiKey: API_KEY })).toThrow(/WINDCAVE_API_URL/);
    expect(() => createWindcaveProvider({ apiUrl: 'ftp://uat.windcave.com', username: USERNAME, apiKey: API_KEY })).toThrow(/WINDCAVE_API_URL/);
    expect(() => createWindcaveProvider({ apiUrl, username: '', apiKey: API_KEY })).toThrow(/WINDCAVE_USERNAME/);
    expect(() => createWindcaveProvider({ apiUrl, username: USERNAME, apiKey: '' })).toThrow(/WINDCAVE_API_KEY/);
  });
});
