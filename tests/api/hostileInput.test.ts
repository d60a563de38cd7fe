// When anyone sends hostile input to any write endpoint (text with NUL or
// unpaired surrogates, documents nested thousands deep, prototype member
// names, wrong types, huge or strange strings, broken encodings, or a valid
// document with one such value planted deep inside), then the answer is never
// a 5xx, every 4xx is in the endpoint's error shape (the API's `{ message,
// errors: [{ pointer, message }] }`), and a refused request writes nothing:
// the row count of every table is unchanged. Plus one plain regression test
// for each 500 issue 11 observed. Runs on PGlite and on PostgreSQL (the API
// pass runs twice). See docs/operations/security.md, "Hostile input".
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSION_COOKIE, guestOwnerKey } from '../../src/server/auth/guestSession';
import type { ServerConfig } from '../../src/server/config';
import { createOidcAdapterFactory } from '../../src/server/identity/embedded/oidcAdapter';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH, NUL_MESSAGE, SURROGATE_MESSAGE } from '../../src/server/validation/hostileJson';
import { TestBrowser, authorizationPath, embeddedIdentityAt, formAction, freePort, newPkce, CALLBACK_PATH } from './identityTestClient';
import { fileUpload, multipartBody } from './multipart';
import { businessAccount, liveningExamples, MemoryFileStorage, ownerOf, personalCustomer, uploadReferencedFiles, validDisconnectionOrder, validLivening, validNewConnectionOrder } from './orderFixtures';
import { joiningProfile, newBusinessProfile, personalProfile, signIn, validNzbn, type AccountsTestContext, type Caller } from './profileFixtures';
import { createTestApp } from './testApp';
import { createTestTokenSigner } from './testTokens';

/**
 * One fixed seed for every property, so `npm test` is repeatable and a failure
 * names its run. FUZZ_SEED and FUZZ_RUNS (both optional) are for a longer hunt
 * by hand, e.g. `FUZZ_RUNS=500 npx vitest run --config vitest.api.config.ts tests/api/hostileInput.test.ts`;
 * FUZZ_STATS=1 prints, per property, how often each answer came (how deep the fuzz got).
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_211);
/** Runs per property: 11 properties, about 330 fuzzed requests, 15-40 s on two cores. */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);
const FUZZ_OPTIONS = { seed: SEED, numRuns: RUNS };

let baseUrl: string;
let context: AccountsTestContext;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const signer = await createTestTokenSigner();
  const overrides: Partial<ServerConfig> = {
    ...embeddedIdentityAt(baseUrl),
    // The fuzz sends hundreds of requests from one address: no throttling (the sign-in forms allow 1/15 of this).
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  };
  const subject = await createTestApp(overrides, { accessTokenVerifier: signer.verifier, fileServices: { storage: new MemoryFileStorage() } });
  // The identity provider's pages need a real browser session (cookies, redirects): a real port.
  await subject.app.listen({ host: '127.0.0.1', port });
  context = { subject, signer };
});
afterAll(async () => {
  if (process.env['FUZZ_STATS']) console.log(JSON.stringify(fuzzStats, null, 1));
  await context?.subject.close();
});
const fuzzStats: Record<string, Record<string, number>> = {};

// ---------------------------------------------------------------------------
// Nothing written: row counts of every table of this database's schema.
// ---------------------------------------------------------------------------

/**
 * Tables a refused request may still change, by design, and so left out:
 * oidc_payload holds the identity provider's sessions, interactions and grants
 * (opening a sign-in page writes one); throttle and rate-limit tables record
 * refused attempts on purpose (a failed sign-in counts against the address).
 */
const EXCLUDED_TABLE = /^oidc_payload$|throttle|rate_limit/;

let tableNames: string[] | undefined;

async function rowCounts(): Promise<Record<string, number>> {
  const { db } = context.subject.database;
  tableNames ??= (
    await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`.execute(db)
  ).rows
    .map((row) => row.table_name)
    .filter((name) => !EXCLUDED_TABLE.test(name));
  const counts = sql.join(tableNames.map((name) => sql`(select count(*) from ${sql.id(name)})::int as ${sql.id(name)}`));
  const { rows } = await sql<Record<string, number>>`select ${counts}`.execute(db);
  return rows[0]!;
}

// ---------------------------------------------------------------------------
// Answers: the shape every refusal must have.
// ---------------------------------------------------------------------------

type Shape = 'api' | 'page' | 'oauth' | 'auth0';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function answerOf(response: LightMyRequestResponse): Answer {
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
}

async function answerOfFetch(response: Response): Promise<Answer> {
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

function jsonOf(answer: Answer): Record<string, unknown> {
  expect(answer.contentType, answer.body.slice(0, 300)).toMatch(/^application\/json/);
  return JSON.parse(answer.body) as Record<string, unknown>;
}

/** No 5xx; a 4xx in the shape of its endpoint. */
function expectWellFormed(answer: Answer, shape: Shape): void {
  expect(answer.status, `${answer.status} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status < 400) return;
  if (shape === 'page' && answer.contentType.startsWith('text/html')) return;
  const body = jsonOf(answer);
  if (shape === 'oauth') {
    expect(typeof body['error']).toBe('string');
    return;
  }
  expect(typeof body['message']).toBe('string');
  // The Auth0-compatible change_password endpoint words its own 400s as Auth0 does ({ message }).
  if (answer.status !== 400 || shape === 'auth0') return;
  const errors = body['errors'] as Array<Record<string, unknown>>;
  expect(Array.isArray(errors), answer.body.slice(0, 300)).toBe(true);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error['pointer']).toBe('string');
    expect(error['pointer'] === '' || String(error['pointer']).startsWith('/')).toBe(true);
    expect(typeof error['message']).toBe('string');
  }
}

/** Sends one request; asserts its shape, and that a refusal wrote nothing. */
async function expectSafe(send: () => Promise<Answer>, shape: Shape): Promise<Answer> {
  const before = await rowCounts();
  const answer = await send();
  if (process.env['FUZZ_STATS']) {
    const name = expect.getState().currentTestName ?? '';
    const title = /<title>([^<]*)<\/title>/.exec(answer.body)?.[1];
    const key = `${answer.status} ${title ?? answer.body.slice(0, 90).replace(/\s+/g, ' ')}`;
    const stats = (fuzzStats[name] ??= {});
    stats[key] = (stats[key] ?? 0) + 1;
  }
  expectWellFormed(answer, shape);
  if (answer.status >= 400) expect(await rowCounts()).toEqual(before);
  return answer;
}

// ---------------------------------------------------------------------------
// Generators.
// ---------------------------------------------------------------------------

/** Text the database cannot store, text that is merely strange, and text that is large. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udfff\ud800', '\ud83c', 'é\u0000\ud800', '\uFEFF', '\u202E', '../../etc/passwd', '<script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom(10_000, 200_000).map((length) => 'ā'.repeat(length)),
);

/** Raw JSON text of a hostile value: can be nested deeper than JSON.stringify could write, or hold __proto__. */
const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((text) => JSON.stringify(text)),
  fc.integer({ min: MAX_JSON_DEPTH - 2, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: MAX_JSON_DEPTH - 2, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[{"prototype":null}]', '{"a\\u0000":1}', '{"\\ud800":"x"}'),
  fc.constantFrom('1e400', '-1e400', '0', '-0', '1.5', '9007199254740993', 'true', 'null', '[]', '{}', '""'),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
);

/** A whole body: hostile JSON, not JSON at all, or nothing. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileJsonText },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '{', '{"a":}', "{'a':1}", 'not json', '\uFEFF{}', '{"a":1}{"b":2}', 'NaN', '[1,]') },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')) },
);

const PLACEHOLDER = '"__hostile_value_placeholder__"';

/** Every pointer (as paths) of a JSON document, the root included. */
function pathsOf(document: unknown): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [[]];
  const stack: Array<{ value: unknown; at: Array<string | number> }> = [{ value: document, at: [] }];
  while (stack.length > 0) {
    const { value, at } = stack.pop()!;
    if (Array.isArray(value)) value.forEach((item, index) => stack.push({ value: item, at: [...at, index] }));
    else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) stack.push({ value: item, at: [...at, key] });
    else continue;
    for (const child of Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value as object)) paths.push([...at, child]);
  }
  return paths;
}

type Mutation = { kind: 'replace' | 'add-member'; pick: number; text: string; name: string } | { kind: 'delete'; pick: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), text: hostileJsonText, name: fc.constant('') }),
  fc.record({ kind: fc.constant('add-member' as const), pick: fc.nat(), text: hostileJsonText, name: fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'extra')) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

/**
 * A valid document with one mutation planted at a chosen place: a value
 * replaced by hostile JSON, a member added (hostile name or value), or a
 * value removed. Returned as JSON text (hostile values may not be writable by
 * JSON.stringify at all).
 */
function mutate(document: unknown, change: Mutation): string {
  const copy = structuredClone(document) as Record<string, unknown>;
  const paths = pathsOf(copy);
  const at = paths[change.pick % paths.length]!;
  if (at.length === 0) {
    if (change.kind === 'replace') return change.text;
    if (change.kind === 'delete') return '';
  }
  const parentPath = change.kind === 'add-member' ? at : at.slice(0, -1);
  let parent: unknown = copy;
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step];
  const last = at[at.length - 1]!;
  if (change.kind === 'add-member') {
    if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) return mutate(document, { ...change, kind: 'replace' });
    // Added by text, so a name such as __proto__ stays an ordinary member.
    const text = JSON.stringify(copy, (_key, value: unknown) => (value === parent ? { ...(value as object), [PLACEHOLDER_KEY]: 0 } : value));
    return text.replace(`"${PLACEHOLDER_KEY}":0`, `${JSON.stringify(change.name)}:${change.text}`);
  }
  const container = parent as Record<string | number, unknown>;
  if (change.kind === 'delete') {
    if (Array.isArray(container)) container.splice(Number(last), 1);
    else delete container[last];
    return JSON.stringify(copy);
  }
  container[last] = JSON.parse(PLACEHOLDER) as unknown;
  return JSON.stringify(copy).replace(PLACEHOLDER, change.text);
}
const PLACEHOLDER_KEY = '__hostile_member_placeholder__';

/** Valid JSON documents of a folder of examples (schemas/<form>/examples). */
function exampleDocuments(form: string): unknown[] {
  const folder = path.resolve('schemas', form, 'examples');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { document: unknown }).document);
}

/** A body for a document endpoint: mostly a valid document with one planted mutation, sometimes hostile through and through. */
function documentBody(validDocuments: readonly unknown[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...validDocuments), mutation).map(([document, change]) => mutate(document, change)) },
    { weight: 1, arbitrary: hostileBody },
  );
}

/** A URL component: hostile text percent-encoded as UTF-8, or a raw malformed escape. */
const urlComponent: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((text) => text.length < 2000).map(percentEncode),
  fc.constantFrom('%00', 'a%00b', '%ff', '%ED%A0%80', '%C0%80', '%', '%zz', '%E2%82', '..%2F..%2Fetc', '%2e%2e', ''),
);

/** Percent-encodes every byte of the UTF-8 text (an unpaired surrogate becomes U+FFFD's bytes). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A form body (urlencoded) with these fields, percent-encoded byte by byte, plus raw malformed pieces. */
const formFieldValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((text) => text.length < 5000).map(percentEncode),
  fc.constantFrom('%00', '%ff', '%', '%zz', 'a+b', '%E2%82'),
  fc.emailAddress().map(percentEncode),
);

function formBody(names: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(...names.map(() => formFieldValue)).map((values) => names.map((name, index) => `${name}=${values[index]}`).join('&')) },
    { weight: 1, arbitrary: fc.tuple(urlComponent, urlComponent).map(([name, value]) => `${name}=${value}&${names[0]}=x`) },
    { weight: 1, arbitrary: fc.constantFrom('', '&&&', '=', '%00=%00', 'a'.repeat(70_000)) },
  );
}

// ---------------------------------------------------------------------------
// Callers.
// ---------------------------------------------------------------------------

function sendJson(caller: Caller | undefined, method: 'POST' | 'PUT' | 'DELETE', url: string, body: string): () => Promise<Answer> {
  return async () =>
    answerOf(
      await context.subject.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
        payload: body,
      }),
    );
}

let signInCounter = 0;
const freshSignIn = () => signIn(context, `hostile.${process.pid}.${++signInCounter}@example.co.nz`);

// ---------------------------------------------------------------------------
// Fuzz: every write endpoint of the API.
// ---------------------------------------------------------------------------

describe('the API under hostile input (fuzz, seed ' + SEED + ')', () => {
  let customer: Caller;
  let admin: Caller;

  beforeAll(async () => {
    customer = await personalCustomer(context, 'Hine');
    ({ admin } = await businessAccount(context));
  });

  it('POST /api/forms/{form}/validate', async () => {
    const forms = ['livening', 'profile'];
    const documents = Object.fromEntries(forms.map((form) => [form, exampleDocuments(form)]));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...forms).chain((form) => fc.tuple(fc.constant(form), documentBody(documents[form]!))),
        async ([form, body]) => {
          await expectSafe(sendJson(undefined, 'POST', `/api/forms/${form}/validate`, body), 'api');
        },
      ),
      FUZZ_OPTIONS,
    );
  });

  it('POST /api/users (a new person each time) and PUT /api/users', async () => {
    const profiles = [personalProfile(), newBusinessProfile(validNzbn(991)), joiningProfile(), ...exampleDocuments('profile')];
    await fc.assert(
      fc.asyncProperty(fc.boolean(), documentBody(profiles), async (create, body) => {
        const caller = create ? await freshSignIn() : customer;
        await expectSafe(sendJson(caller, create ? 'POST' : 'PUT', '/api/users', body), 'api');
      }),
      FUZZ_OPTIONS,
    );
  });

  it('POST /api/business-invitations', async () => {
    await fc.assert(
      fc.asyncProperty(documentBody([{ email: 'invitee@example.co.nz' }]), async (body) => {
        await expectSafe(sendJson(admin, 'POST', '/api/business-invitations', body), 'api');
      }),
      FUZZ_OPTIONS,
    );
  });

  /** Fuzzes an order submission with valid documents of `form` (their files uploaded by both callers), as a guest and signed in. */
  async function fuzzSubmission(url: string, form: string, documents: Array<Record<string, unknown>>): Promise<void> {
    // A guest with a session cookie of their own, whose uploads the valid documents reference.
    const guestToken = randomBytes(32).toString('base64url');
    for (const document of documents) {
      await uploadReferencedFiles(context, document, guestOwnerKey(guestToken), form);
      await uploadReferencedFiles(context, document, ownerOf(customer), form);
    }
    // A fresh key per document, so a valid one gets as far as storing the order.
    const withKey = (document: unknown) => ({ ...(document as object), transactionKey: randomUUID() });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), documentBody(documents.map(withKey)), async (asGuest, body) => {
        const caller = asGuest ? { cookie: `${GUEST_SESSION_COOKIE}=${guestToken}` } : { authorization: `Bearer ${customer.token}` };
        await expectSafe(
          async () => answerOf(await context.subject.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...caller }, payload: body })),
          'api',
        );
      }),
      FUZZ_OPTIONS,
    );
  }

  it('POST /api/livening-icp, as a guest and signed in', async () => {
    const kinds = ['metered-one-site', 'metered-several-sites', 'metered-upload', 'unmetered'] as const;
    await fuzzSubmission('/api/livening-icp', 'livening', kinds.map((kind) => validLivening(kind)));
  });

  it('POST /api/new-connection, as a guest and signed in', async () => {
    await fuzzSubmission('/api/new-connection', 'new-connection', [validNewConnectionOrder('simple'), validNewConnectionOrder('complex')]);
  });

  it('POST /api/disconnection, as a guest and signed in', async () => {
    await fuzzSubmission('/api/disconnection', 'disconnection', [validDisconnectionOrder('icp-found'), validDisconnectionOrder('no-icp')]);
  });

  it('PUT /api/orders/unsubmitted: new drafts and an unknown id', async () => {
    const orders = liveningExamples().map((example) => example.document);
    const envelopes = [
      ...orders.slice(0, 6).map((order) => ({ orderType: 'LiveningIcpOrder', liveningIcpOrder: order })),
      ...orders.slice(0, 6).map((order) => ({ orderType: 'LiveningIcpOrder', orderId: randomUUID(), liveningIcpOrder: order })),
    ];
    await fc.assert(
      fc.asyncProperty(documentBody(envelopes), async (body) => {
        await expectSafe(sendJson(customer, 'PUT', '/api/orders/unsubmitted', body), 'api');
      }),
      FUZZ_OPTIONS,
    );
  });

  it('DELETE /api/orders/unsubmitted, and the draft, document and scan-result addresses', async () => {
    const requests = (value: string): Array<['GET' | 'DELETE', string]> => [
      ['DELETE', `/api/orders/unsubmitted?orderId=${value}`],
      ['GET', `/api/orders/unsubmitted/${value}`],
      ['GET', `/api/orders/${value}/documents/${value}?documentType=${value}`],
      ['GET', `/api/file-scan-result/${value}?attachmentType=${value}`],
      ['GET', `/api/orders?status=open&page=${value}&recordsPerPage=${value}`],
      ['GET', `/api/address?q=${value}`],
    ];
    await fc.assert(
      fc.asyncProperty(urlComponent, fc.nat(5), async (value, pick) => {
        const [method, url] = requests(value)[pick]!;
        await expectSafe(async () => answerOf(await context.subject.app.inject({ method, url, headers: { authorization: `Bearer ${customer.token}` } })), 'api');
      }),
      FUZZ_OPTIONS,
    );
  });

  it('POST /api/file-upload/{attachmentType} (multipart)', async () => {
    const pdf = readFileSync(path.resolve('tests/fixtures/files/site-plan.pdf'));
    const attachmentType = fc.oneof(fc.constantFrom('sitePlan', 'unitsSpreadsheet', 'proofOfAddress'), urlComponent);
    const fileName = fc.oneof(
      hostileString.filter((name) => name.length < 1000),
      fc.constantFrom('.pdf', '..pdf', ' .pdf', 'plan\u0000.pdf', 'plan.pdf\u0000.exe', 'a/../b.pdf', 'plan.PDF', 'site plan (v2).pdf'),
      // Valid names, so the checks after the name (type, size, content) and the storing run too.
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }).map((base) => `${base.replace(/[^A-Za-z0-9 _-]/g, '') || 'plan'}.pdf`),
    );
    const content = fc.oneof(fc.constant(pdf), fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)));
    const body = fc.oneof(
      { weight: 4, arbitrary: fc.tuple(fileName, content).map(([name, data]) => fileUpload(name, data, 'application/pdf')) },
      { weight: 1, arbitrary: fc.tuple(hostileString, content).map(([field, data]) => multipartBody([{ field: field.slice(0, 200), fileName: 'plan.pdf', data }])) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nabc'), headers: { 'content-type': 'multipart/form-data; boundary=x' } },
          { payload: Buffer.from('{"file":"\\u0000"}'), headers: { 'content-type': 'application/json' } },
          { payload: Buffer.from(''), headers: { 'content-type': 'multipart/form-data' } },
        ),
      },
    );
    await fc.assert(
      fc.asyncProperty(attachmentType, body, fc.boolean(), async (type, { payload, headers }, asGuest) => {
        await expectSafe(
          async () =>
            answerOf(
              await context.subject.app.inject({
                method: 'POST',
                url: `/api/file-upload/${type}`,
                headers: { ...headers, ...(asGuest ? {} : { authorization: `Bearer ${customer.token}` }) },
                payload,
              }),
            ),
          'api',
        );
      }),
      FUZZ_OPTIONS,
    );
  });
});


// ---------------------------------------------------------------------------
// Fuzz: the identity provider's POST endpoints (its own forms and oidc-provider's token endpoint).
// ---------------------------------------------------------------------------

describe('the identity provider under hostile input (fuzz, seed ' + SEED + ')', () => {
  /** A browser in the middle of a sign-in (or sign-up): its cookies and the form's action. */
  async function startInteraction(screenHint?: 'signup'): Promise<{ browser: TestBrowser; action: string }> {
    const browser = new TestBrowser(baseUrl);
    const { response } = await browser.open(authorizationPath({ redirectUri: `${baseUrl}${CALLBACK_PATH}`, pkce: newPkce(), screenHint }));
    return { browser, action: formAction(await response.text()) };
  }

  function post(browser: TestBrowser, action: string, body: string, contentType = 'application/x-www-form-urlencoded'): () => Promise<Answer> {
    return async () => answerOfFetch(await browser.request(action, { method: 'POST', headers: { 'content-type': contentType }, body }));
  }

  it('POST /oidc/token answers OAuth errors', async () => {
    const browser = new TestBrowser(baseUrl);
    const grantType = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('refresh_token', 'authorization_code', 'client_credentials') }, { weight: 1, arbitrary: formFieldValue });
    const fields = fc.tuple(grantType, formBody(['refresh_token', 'code', 'redirect_uri', 'code_verifier']));
    await fc.assert(
      fc.asyncProperty(fields, async ([grant, rest]) => {
        await expectSafe(post(browser, '/oidc/token', `grant_type=${grant}&client_id=portal-web&${rest}`), 'oauth');
      }),
      FUZZ_OPTIONS,
    );
  });

  it('the sign-in and sign-up forms of an interaction answer pages', async () => {
    const interactions: Partial<Record<'login' | 'signup', { browser: TestBrowser; action: string }>> = {};
    const forms = fc.oneof(
      fc.tuple(fc.constant('login' as const), formBody(['email', 'password'])),
      fc.tuple(fc.constant('signup' as const), formBody(['email', 'password', 'confirmPassword'])),
      fc.tuple(fc.constantFrom('login' as const, 'signup' as const), hostileBody.map((body) => `json:${body}`)),
    );
    await fc.assert(
      fc.asyncProperty(forms, async ([form, body]) => {
        const interaction = (interactions[form] ??= await startInteraction(form === 'signup' ? 'signup' : undefined));
        const json = body.startsWith('json:');
        const answer = await expectSafe(post(interaction.browser, interaction.action, json ? body.slice(5) : body, json ? 'application/json' : undefined), 'page');
        // A form that got through ends (or may end) the interaction: the next run starts another.
        if (answer.status !== 400) delete interactions[form];
      }),
      FUZZ_OPTIONS,
    );
  });

  it('the password forms: forgot, reset and confirm-email answer pages; change_password answers JSON', async () => {
    const browser = new TestBrowser(baseUrl);
    const changePassword = { client_id: 'portal-web', connection: 'Username-Password-Authentication', email: 'someone@example.co.nz' };
    const requests = fc.oneof(
      formBody(['email']).map((body) => ['/oidc/forgot-password', body, undefined, 'page'] as const),
      formBody(['token', 'password', 'confirmPassword']).map((body) => ['/oidc/reset-password', body, undefined, 'page'] as const),
      formBody(['token', 'password', 'confirmPassword']).map((body) => ['/oidc/confirm-email', body, undefined, 'page'] as const),
      formBody(['email', 'client_id']).map((body) => ['/oidc/dbconnections/change_password', `client_id=portal-web&connection=Username-Password-Authentication&${body}`, undefined, 'auth0'] as const),
      documentBody([changePassword]).map((body) => ['/oidc/dbconnections/change_password', body, 'application/json', 'auth0'] as const),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ([action, body, contentType, shape]) => {
        await expectSafe(post(browser, action, body, contentType), shape);
      }),
      FUZZ_OPTIONS,
    );
  });
});

// ---------------------------------------------------------------------------
// The 500s issue 11 observed, one test each.
// ---------------------------------------------------------------------------

describe('the 500s of issue 11 are 400s now', () => {
  let customer: Caller;
  beforeAll(async () => {
    customer = await personalCustomer(context, 'Rewi');
  });

  const tenThousandDeep = `${'{"x":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  const drafts: Array<[string, string, string, string]> = [
    ['a NUL in a value', '{"icpType":"metered ICP\\u0000"}', '/liveningIcpOrder/icpType', NUL_MESSAGE],
    ['a lone surrogate in a value', '{"icpType":"\\ud800"}', '/liveningIcpOrder/icpType', SURROGATE_MESSAGE],
    ['a NUL in a member name', '{"icp\\u0000Type":"metered ICP"}', '/liveningIcpOrder/icp\u0000Type', 'The field name holds a NUL character (\\u0000), which cannot be stored'],
    ['a draft nested 10,000 levels deep', tenThousandDeep, `/liveningIcpOrder${'/x'.repeat(MAX_JSON_DEPTH - 1)}`, DEPTH_MESSAGE],
  ];

  for (const orderId of [undefined, randomUUID()]) {
    it.each(drafts)(`PUT /api/orders/unsubmitted ${orderId ? 'with an unknown id ' : ''}with %s: 400 at the pointer, nothing stored`, async (_what, order, pointer, message) => {
      const body = `{"orderType":"LiveningIcpOrder",${orderId ? `"orderId":"${orderId}",` : ''}"liveningIcpOrder":${order}}`;
      const answer = await expectSafe(sendJson(customer, 'PUT', '/api/orders/unsubmitted', body), 'api');
      expect(answer.status).toBe(400);
      expect(jsonOf(answer)['errors']).toEqual([{ pointer, message }]);
    });
  }

  it('POST /oidc/token with a NUL in the refresh token: 400 invalid_request', async () => {
    const response = await fetch(`${baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=portal-web&refresh_token=abc%00def',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('cannot be accepted') as unknown });
  });

  it('the identity provider storage treats an id PostgreSQL cannot hold as not found', async () => {
    const adapter = createOidcAdapterFactory(context.subject.database.db)('RefreshToken');
    expect(await adapter.find('abc\u0000def')).toBeUndefined();
    expect(await adapter.findByUid('\ud800')).toBeUndefined();
    expect(await adapter.findByUserCode('\u0000')).toBeUndefined();
    await expect(adapter.consume('\u0000')).resolves.toBeUndefined();
    await expect(adapter.destroy('\udc00')).resolves.toBeUndefined();
    await expect(adapter.revokeByGrantId('\u0000')).resolves.toBeUndefined();
  });

  it.each([
    ['GET', '/api/orders/unsubmitted/%00', '/orderId'],
    ['DELETE', '/api/orders/unsubmitted?orderId=%00', '/orderId'],
    ['GET', '/api/file-scan-result/%00', '/md5'],
    ['GET', '/api/orders/unsubmitted/%ff', ''],
  ] as const)('%s %s: 400 with a pointer', async (method, url, pointer) => {
    const answer = await expectSafe(async () => answerOf(await context.subject.app.inject({ method, url, headers: { authorization: `Bearer ${customer.token}` } })), 'api');
    expect(answer.status).toBe(400);
    expect((jsonOf(answer)['errors'] as Array<{ pointer: string }>)[0]?.pointer).toBe(pointer);
  });
});

describe('every 400 has errors with pointers; other limits keep their status', () => {
  it('a body that is not JSON says so, at the whole document', async () => {
    const answer = await expectSafe(sendJson(undefined, 'POST', '/api/forms/livening/validate', '{"icpType":'), 'api');
    expect(answer.status).toBe(400);
    const message = 'The request body is not valid JSON';
    expect(jsonOf(answer)).toEqual({ message, errors: [{ pointer: '', message }] });
  });

  it('a 400 a route raises without field errors gets one at the whole request', async () => {
    const answer = answerOf(await context.subject.app.inject({ method: 'GET', url: '/api/address?q=ab' }));
    expect(answer.status).toBe(400);
    const body = jsonOf(answer);
    expect(body['errors']).toEqual([{ pointer: '', message: body['message'] }]);
  });

  it('a body over the limit is still 413', async () => {
    const answer = await expectSafe(sendJson(undefined, 'POST', '/api/forms/livening/validate', JSON.stringify({ icpType: 'x'.repeat(1_100_000) })), 'api');
    expect(answer.status).toBe(413);
    expect(jsonOf(answer)['message']).toBe('The request is too large');
  });

  it('a prototype member name is refused at its pointer, not treated as a parse error', async () => {
    const answer = await expectSafe(sendJson(undefined, 'POST', '/api/forms/profile/validate', '{"type":"personal","a":[{"__proto__":{"isAdmin":true}}]}'), 'api');
    expect(answer.status).toBe(400);
    expect(jsonOf(answer)['errors']).toEqual([{ pointer: '/a/0/__proto__', message: 'The field name "__proto__" is not accepted' }]);
  });

  it('an upload named only ".pdf" is refused', async () => {
    const { payload, headers } = fileUpload('.pdf', readFileSync(path.resolve('tests/fixtures/files/site-plan.pdf')), 'application/pdf');
    const answer = await expectSafe(async () => answerOf(await context.subject.app.inject({ method: 'POST', url: '/api/file-upload/sitePlan', headers, payload })), 'api');
    expect(answer.status).toBe(400);
    expect(jsonOf(answer)['message']).toBe('Please check the file name is not empty and does not contain any special characters');
  });
});
