// When someone keeps getting a password wrong on the embedded identity
// provider, then the database, shared by every process and kept across
// restarts, makes them wait: per account (the email, registered or not) and
// per client address, a growing delay that ends, never a lockout. A throttled
// attempt checks no password; a success clears the account's counter. Demo
// accounts (published password) sign in only with DEV_TOOLS on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignInLimitsConfig, ServerConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../src/server/demo/demoAccounts';
import { createIdentityAccount } from '../../src/server/identity/embedded/identityAccounts';
import * as passwordHash from '../../src/server/identity/embedded/passwordHash';
import { createSignInThrottle } from '../../src/server/identity/embedded/signInThrottle';
import { OPEN_TIMEOUT_MS, openTestDatabase, testBackend } from '../storage/testDatabase';
import { CALLBACK_PATH, TestBrowser, authorizationPath, embeddedIdentityAt, formAction, freePort, newPkce } from './identityTestClient';
import { createTestApp, type TestApp } from './testApp';

// Counts password checks (real and time-equalising) made by the server in this test process.
vi.mock('../../src/server/identity/embedded/passwordHash', async (importOriginal) => {
  const original = await importOriginal<typeof passwordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword), spendPasswordCheckTime: vi.fn(original.spendPasswordCheckTime) };
});
const passwordChecks = () => vi.mocked(passwordHash.verifyPassword).mock.calls.length + vi.mocked(passwordHash.spendPasswordCheckTime).mock.calls.length;

const PASSWORD = 'kowhai-tree-42';
const MINUTE = 60_000;

/** The clock every app of this file reads; tests move it instead of sleeping. */
let now = new Date('2026-03-02T01:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const limits: SignInLimitsConfig = { accountFreeFailures: 5, addressFreeFailures: 20, windowMs: 15 * MINUTE, maxDelayMs: 15 * MINUTE, now: () => now };

interface Instance extends TestApp {
  baseUrl: string;
}

let database: Database;
const running: Instance[] = [];

/** One more app (a process) on the shared database, listening on its own port. */
async function startInstance(overrides: Partial<ServerConfig> = {}): Promise<Instance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await createTestApp(
    {
      devTools: true,
      // Client addresses come from X-Forwarded-For, so one test machine can play many clients.
      trustProxy: true,
      // The in-memory per-process brake stays out of the way: these tests are about the database limits.
      rateLimit: { max: 1_000_000, timeWindowMs: MINUTE },
      signInLimits: limits,
      ...embeddedIdentityAt(baseUrl),
      ...overrides,
    },
    { database },
  );
  await app.app.listen({ host: '127.0.0.1', port });
  const instance = { ...app, baseUrl };
  running.push(instance);
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  running.splice(running.indexOf(instance), 1);
  await instance.close();
}

beforeAll(async () => {
  database = await openTestDatabase();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  for (const instance of [...running]) await stopInstance(instance);
  await database?.close();
});

/** A browser at one client address. */
class ClientAt extends TestBrowser {
  constructor(
    baseUrl: string,
    readonly address: string,
  ) {
    super(baseUrl);
  }

  override request(target: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    return super.request(target, { ...init, headers });
  }
}

/** A sign-in form, opened at `address`, that can be sent again and again (the page stays the same interaction). */
async function signInForm(instance: Instance, address: string) {
  const browser = new ClientAt(instance.baseUrl, address);
  const { response } = await browser.open(authorizationPath({ redirectUri: `${instance.baseUrl}${CALLBACK_PATH}`, pkce: newPkce() }));
  const action = formAction(await response.text());
  return {
    async send(email: string, password: string) {
      const answer = await browser.submit(action, { email, password });
      const { response: page, url } = await browser.follow(answer, action);
      return { status: answer.status, retryAfter: answer.headers.get('retry-after'), url, html: await page.text() };
    },
  };
}

let counter = 0;
const newEmail = () => `limits${++counter}.${Date.now()}@example.co.nz`;
let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

async function registered(): Promise<string> {
  const email = newEmail();
  await createIdentityAccount(database.db, { email, password: PASSWORD });
  return email;
}

const WRONG = 'Email or password is incorrect';
const waitText = (wait: string) => `Too many unsuccessful sign-in attempts. Please wait ${wait} and try again, or <a href="/oidc/forgot-password">reset your password</a>.`;

describe(`failed sign-in limits (${testBackend})`, () => {
  let instance: Instance;
  beforeAll(async () => {
    instance = await startInstance();
  });

  it('lets 5 failures pass, then makes each next attempt wait 2, 4, 8 … seconds up to 15 minutes, and the wait ends', async () => {
    const email = await registered();
    const form = await signInForm(instance, newAddress());
    for (let failure = 1; failure <= 5; failure += 1) {
      const answer = await form.send(email, `wrong-${failure}-pass`);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(WRONG);
    }
    const waits: number[] = [];
    for (let failure = 6; failure <= 16; failure += 1) {
      expect((await form.send(email, `wrong-${failure}-pass`)).status).toBe(400);
      // Straight away, even the right password waits.
      const throttled = await form.send(email, PASSWORD);
      expect(throttled.status).toBe(429);
      waits.push(Number(throttled.retryAfter));
      advance(Number(throttled.retryAfter) * 1000 - 1000);
      expect((await form.send(email, PASSWORD)).status).toBe(429);
      advance(1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    // The wait is over: the right password signs in.
    const signedIn = await form.send(email, PASSWORD);
    expect(signedIn.url.pathname).toBe(CALLBACK_PATH);
  });

  it('says how long to wait, in a customer’s words, the same for an unknown email as for a registered one', async () => {
    const pages: string[] = [];
    for (const email of [await registered(), newEmail()]) {
      const form = await signInForm(instance, newAddress());
      for (let failure = 1; failure <= 6; failure += 1) expect((await form.send(email, 'wrong-pass-1')).status).toBe(400);
      const throttled = await form.send(email, 'wrong-pass-1');
      expect(throttled.status).toBe(429);
      expect(throttled.retryAfter).toBe('2');
      expect(throttled.html).toContain(waitText('2 seconds'));
      expect(throttled.html).toContain('<title>Error: Sign in');
      expect(throttled.html).toContain(`value="${email}"`);
      pages.push(throttled.html.replaceAll(email, 'EMAIL').replace(/\/oidc\/interaction\/[\w-]+/g, 'INTERACTION'));
    }
    expect(pages[0]).toBe(pages[1]);
  });

  it('counts the account whatever the capitals of its email, from any address', async () => {
    const email = await registered();
    for (let failure = 1; failure <= 6; failure += 1) {
      const form = await signInForm(instance, newAddress());
      expect((await form.send(failure % 2 ? email.toUpperCase() : email, 'wrong-pass-1')).status).toBe(400);
    }
    const form = await signInForm(instance, newAddress());
    expect((await form.send(email, PASSWORD)).status).toBe(429);
  });

  it('does not check the password at all while throttled', async () => {
    const email = newEmail();
    const form = await signInForm(instance, newAddress());
    for (let failure = 1; failure <= 6; failure += 1) {
      const before = passwordChecks();
      expect((await form.send(email, 'wrong-pass-1')).status).toBe(400);
      // An unknown email still costs a password check's time.
      expect(passwordChecks()).toBe(before + 1);
    }
    const before = passwordChecks();
    expect((await form.send(email, 'wrong-pass-1')).status).toBe(429);
    expect((await form.send(email, PASSWORD)).status).toBe(429);
    expect(passwordChecks()).toBe(before);
  });

  it('clears the account’s counter after a successful sign-in', async () => {
    const email = await registered();
    const form = await signInForm(instance, newAddress());
    for (let failure = 1; failure <= 5; failure += 1) expect((await form.send(email, 'wrong-pass-1')).status).toBe(400);
    expect((await form.send(email, PASSWORD)).url.pathname).toBe(CALLBACK_PATH);
    const again = await signInForm(instance, newAddress());
    for (let failure = 1; failure <= 5; failure += 1) expect((await again.send(email, 'wrong-pass-1')).status).toBe(400);
    expect((await again.send(email, 'wrong-pass-1')).status).toBe(400);
    expect((await again.send(email, 'wrong-pass-1')).status).toBe(429);
  });

  it('forgets failures once 15 minutes pass without one', async () => {
    const email = newEmail();
    const form = await signInForm(instance, newAddress());
    for (let failure = 1; failure <= 5; failure += 1) expect((await form.send(email, 'wrong-pass-1')).status).toBe(400);
    advance(15 * MINUTE);
    for (let failure = 1; failure <= 6; failure += 1) expect((await form.send(email, 'wrong-pass-1')).status).toBe(400);
    expect((await form.send(email, 'wrong-pass-1')).status).toBe(429);
  });

  it('limits one address trying many emails: 20 failures pass, then it waits; other addresses do not', async () => {
    const address = newAddress();
    const form = await signInForm(instance, address);
    for (let failure = 1; failure <= 21; failure += 1) expect((await form.send(newEmail(), 'wrong-pass-1')).status).toBe(400);
    const throttled = await form.send(newEmail(), 'wrong-pass-1');
    expect(throttled.status).toBe(429);
    expect(throttled.html).toContain(waitText('2 seconds'));
    const elsewhere = await signInForm(instance, newAddress());
    expect((await elsewhere.send(newEmail(), 'wrong-pass-1')).status).toBe(400);
    advance(2000);
    expect((await form.send(newEmail(), 'wrong-pass-1')).status).toBe(400);
    expect((await form.send(newEmail(), 'wrong-pass-1')).retryAfter).toBe('4');
  });

  it('does not count successful sign-ins against the address', async () => {
    const address = newAddress();
    const email = await registered();
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const form = await signInForm(instance, address);
      expect((await form.send(email, PASSWORD)).url.pathname).toBe(CALLBACK_PATH);
    }
    const form = await signInForm(instance, address);
    expect((await form.send(newEmail(), 'wrong-pass-1')).status).toBe(400);
  });
});

describe(`limits shared by processes and kept across restarts (${testBackend})`, () => {
  it('throttles an account after failures spread over two app instances on one database, and still after a restart', async () => {
    const first = await startInstance();
    const second = await startInstance();
    const email = await registered();
    for (let failure = 1; failure <= 6; failure += 1) {
      const form = await signInForm(failure % 2 ? first : second, newAddress());
      expect((await form.send(email, 'wrong-pass-1')).status).toBe(400);
    }
    for (const instance of [first, second]) {
      const throttled = await (await signInForm(instance, newAddress())).send(email, PASSWORD);
      expect(throttled.status).toBe(429);
    }

    await stopInstance(first);
    await stopInstance(second);
    const restarted = await startInstance();
    const form = await signInForm(restarted, newAddress());
    expect((await form.send(email, PASSWORD)).status).toBe(429);
    advance(2000);
    expect((await form.send(email, PASSWORD)).url.pathname).toBe(CALLBACK_PATH);
  });

  it('counts exactly under concurrency: of 30 simultaneous attempts from two processes, 6 are checked', async () => {
    const processes = [createSignInThrottle(database.db, limits), createSignInThrottle(database.db, limits)];
    const subject = { email: newEmail(), address: newAddress() };
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, index) => processes[index % 2]!.claimAttempt(subject)));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(6);
    const row = await database.db.selectFrom('sign_in_throttle').selectAll().where('scope', '=', 'account').where('key', '=', subject.email).executeTakeFirstOrThrow();
    expect(row.failures).toBe(6);
    expect(row.blocked_until?.getTime()).toBe(now.getTime() + 2000);
  });
});

describe(`demo accounts (${testBackend})`, () => {
  let development: Instance;
  let production: Instance;
  beforeAll(async () => {
    await seedDemoAccounts(database.db, 'http://localhost:3000');
    development = await startInstance({ devTools: true });
    production = await startInstance({ devTools: false });
  });

  it('refuses a demo account’s published password when DEV_TOOLS is off, exactly like a wrong password', async () => {
    const demo = DEMO_ACCOUNTS.personal.email;
    const refused = await (await signInForm(production, newAddress())).send(demo, DEMO_PASSWORD);
    const wrong = await (await signInForm(production, newAddress())).send(demo, 'wrong-pass-1');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(WRONG);
    const normalise = (html: string) => html.replace(/\/oidc\/interaction\/[\w-]+/g, 'INTERACTION');
    expect(normalise(refused.html)).toBe(normalise(wrong.html));
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const answer = await (await signInForm(production, newAddress())).send(account.email.toUpperCase(), DEMO_PASSWORD);
      expect(answer.status).toBe(400);
    }
    // The accounts are still there: development signs in with them.
    const allowed = await (await signInForm(development, newAddress())).send(DEMO_ACCOUNTS.businessAdmin.email, DEMO_PASSWORD);
    expect(allowed.url.pathname).toBe(CALLBACK_PATH);
  });
});
