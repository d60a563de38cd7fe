// When a customer signs up, signs in, renews tokens, resets a password or
// signs out through the embedded OpenID Connect provider, then the real app
// (listening on a real port, on the test database) issues tokens our API
// accepts, keeps its keys across a restart and sends the reset mail through
// the outbox.
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidAccessTokenError } from '../../src/server/auth/accessTokens';
import type { ServerConfig } from '../../src/server/config';
import { verifyIdentityPassword } from '../../src/server/identity/embedded/identityAccounts';
import { SIGNING_KEY_SECRET } from '../../src/server/identity/embedded/providerSecrets';
import { listOutbox } from '../../src/server/mail/outbox';
import {
  CALLBACK_PATH,
  TestBrowser,
  authorizationPath,
  embeddedIdentityAt,
  formAction,
  freePort,
  jwtPayload,
  newPkce,
  tokenRequest,
  type TokenResponse,
} from './identityTestClient';
import { createTestApp, type TestApp } from './testApp';

let port: number;
let baseUrl: string;
let subject: TestApp;
let overrides: Partial<ServerConfig>;

beforeAll(async () => {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  overrides = embeddedIdentityAt(baseUrl);
  subject = await createTestApp(overrides);
  await subject.app.listen({ host: '127.0.0.1', port });
});
afterAll(async () => subject?.close());

const redirectUri = () => `${baseUrl}${CALLBACK_PATH}`;
let emailCounter = 0;
const newEmail = () => `customer${++emailCounter}.${Date.now()}@example.co.nz`;
const PASSWORD = 'kowhai-tree-42';

/** Starts an authorization in `browser` and returns the page it lands on. */
async function startAuthorization(browser: TestBrowser, pkce = newPkce(), screenHint?: 'signup') {
  const { response, url } = await browser.open(authorizationPath({ redirectUri: redirectUri(), pkce, screenHint }));
  return { page: await response.text(), status: response.status, url, pkce };
}

/** Submits a form of the current page and follows the provider's redirects to the callback. */
async function submitAndFollow(browser: TestBrowser, page: string, fields: Record<string, string>) {
  const action = formAction(page);
  return browser.follow(await browser.submit(action, fields), action);
}

async function exchangeCode(callback: URL, pkce: { verifier: string }): Promise<TokenResponse> {
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: redirectUri(),
    client_id: 'portal-web',
    code_verifier: pkce.verifier,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** The link of the newest mail of this kind to `email` (from the outbox table). */
async function mailedLink(email: string, kind: string): Promise<string> {
  const mail = (await listOutbox(subject.database.db, { to: email })).find((message) => message.kind === kind);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no ${kind} mail with a link to ${email}`);
  return link;
}

/** Sends the sign-up form of a new authorization; returns the answer, and the browser with its PKCE pair. */
async function submitSignUp(email: string, password = PASSWORD, browser = new TestBrowser(baseUrl)) {
  const { page, pkce } = await startAuthorization(browser, newPkce(), 'signup');
  expect(page).toContain('Create an account');
  const response = await browser.submit(formAction(page), { email, password, confirmPassword: password });
  return { browser, pkce, response, html: await response.text() };
}

/** Signs up a new customer through the pages and the mailed confirmation link, and returns their tokens. */
async function signUp(email = newEmail(), password = PASSWORD) {
  const { browser, pkce, response, html } = await submitSignUp(email, password);
  expect(response.status).toBe(200);
  expect(html).toContain('<h1>Check your email</h1>');
  const { url } = await browser.open(await mailedLink(email, 'sign-up-confirmation'));
  expect(url.pathname).toBe(CALLBACK_PATH);
  return { browser, email, tokens: await exchangeCode(url, pkce) };
}

async function signIn(email: string, password: string) {
  const browser = new TestBrowser(baseUrl);
  const { page, pkce } = await startAuthorization(browser);
  const { response, url } = await submitAndFollow(browser, page, { email, password });
  return { browser, response, url, pkce };
}

describe('discovery', () => {
  it('publishes the issuer, endpoints under /oidc, PKCE S256 and the claims the portal reads', async () => {
    const response = await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery['issuer']).toBe(`${baseUrl}/oidc`);
    expect(discovery['authorization_endpoint']).toBe(`${baseUrl}/oidc/auth`);
    expect(discovery['token_endpoint']).toBe(`${baseUrl}/oidc/token`);
    expect(discovery['end_session_endpoint']).toBe(`${baseUrl}/oidc/session/end`);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['claims_supported']).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'created_at', 'password_changed_at']));
    // Helmet's headers reach responses written by oidc-provider itself.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sign up and tokens', () => {
  let email: string;
  let tokens: TokenResponse;

  beforeAll(async () => {
    ({ email, tokens } = await signUp());
  });

  it('issues an access token for our API that the app verifier accepts, with sub and email', async () => {
    const identity = await subject.app.accessTokenVerifier.verify(tokens.access_token);
    expect(identity.subject).toMatch(/^local\|[0-9a-f]{32}$/);
    expect(identity.email).toBe(email);
    const claims = jwtPayload(tokens.access_token);
    expect(claims['aud']).toBe(`${baseUrl}/api`);
    expect(claims['iss']).toBe(`${baseUrl}/oidc`);
    expect(tokens.expires_in).toBeGreaterThan(3500);
  });

  it('issues an ID token with the email and the account creation date, and a refresh token', async () => {
    const idToken = jwtPayload(tokens.id_token);
    expect(idToken['email']).toBe(email);
    // Confirmed by the mailed link.
    expect(idToken['email_verified']).toBe(true);
    expect(Date.parse(String(idToken['created_at']))).toBeGreaterThan(Date.now() - 60_000);
    expect(idToken['password_changed_at']).toBeUndefined();
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('renews the access token with the refresh token (rotating it)', async () => {
    const response = await tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'portal-web' });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as TokenResponse;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const identity = await subject.app.accessTokenVerifier.verify(renewed.access_token);
    expect(identity.email).toBe(email);
  });

  it('answers a sign-up with a registered email (whatever its capitals) exactly like a new one, and mails the owner instead', async () => {
    const fresh = newEmail();
    const answers = [];
    for (const address of [email.toUpperCase(), fresh]) {
      const { response, html } = await submitSignUp(address);
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, '=…'));
      answers.push({ status: response.status, cookies, type: response.headers.get('content-type'), page: html.replaceAll(address, 'EMAIL') });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(200);
    expect(answers[0]?.page).toContain('We have sent an email to EMAIL.');
    expect(answers[0]?.page).not.toContain('already');

    // The owner hears that someone tried, with a way to sign in or reset; no second account, no pending sign-up.
    const [owned] = (await listOutbox(subject.database.db, { to: email })).filter((mail) => mail.kind === 'sign-up-existing-account');
    expect(owned).toMatchObject({ subject: 'You already have an account' });
    expect(owned?.text).toContain(`${baseUrl}/login`);
    expect(owned?.text).toContain(`${baseUrl}/oidc/forgot-password`);
    expect(owned?.text).not.toMatch(/confirm-email/);
    const accounts = await subject.database.db.selectFrom('identity_account').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();
    expect(accounts).toHaveLength(1);
    const pending = await subject.database.db
      .selectFrom('pending_sign_up')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('used_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);

    // The new address gets a confirmation link and no account yet.
    const [confirmation] = await listOutbox(subject.database.db, { to: fresh });
    expect(confirmation).toMatchObject({ kind: 'sign-up-confirmation', subject: 'Confirm your email address' });
    expect(confirmation?.text).toContain(`${baseUrl}/oidc/confirm-email?token=`);
    expect(await subject.database.db.selectFrom('identity_account').select('id').where('email', '=', fresh).execute()).toEqual([]);
  });

  it('shows the sign-up rules', async () => {
    const browser = new TestBrowser(baseUrl);
    const { page } = await startAuthorization(browser, newPkce(), 'signup');
    const response = await browser.submit(formAction(page), { email: 'not-an-email', password: 'short', confirmPassword: 'other' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter a valid email');
    expect(html).toContain('Password must be at least 8 characters and include a letter and a number');
    expect(html).toContain('Passwords do not match');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('<title>Error: Create an account');
  });

  it('signs in with the right password, and says "Email or password is incorrect" otherwise', async () => {
    const good = await signIn(email, PASSWORD);
    expect(good.url.pathname).toBe(CALLBACK_PATH);
    expect(good.url.searchParams.get('state')).toBe('state-1');

    for (const [tryEmail, tryPassword] of [
      [email, 'wrong-password-1'],
      [`nobody.${Date.now()}@example.co.nz`, PASSWORD],
    ] as const) {
      const bad = await signIn(tryEmail, tryPassword);
      expect(bad.response.status).toBe(400);
      const html = await bad.response.text();
      expect(html).toContain('Email or password is incorrect');
      expect(html).toContain(`value="${tryEmail}"`);
    }
  });

  it('shows the sign-in page with links to sign up, forgot password and the portal, under the security policy', async () => {
    const browser = new TestBrowser(baseUrl);
    const response = await browser.request(authorizationPath({ redirectUri: redirectUri(), pkce: newPkce() }));
    expect(response.status).toBe(303);
    const interaction = new URL(response.headers.get('location') ?? '', baseUrl);
    expect(interaction.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await browser.request(interaction);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The form's redirect chain may end at the other loopback name, also registered.
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${baseUrl} http://localhost:${port}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain(`href="${interaction.pathname}/signup">Create an account</a>`);
    expect(html).toContain('href="/oidc/forgot-password">Forgot your password?</a>');
    expect(html).toContain(`href="${baseUrl}/">Back to the portal</a>`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('says the sign-in has expired for an interaction this browser does not hold', async () => {
    const response = await fetch(`${baseUrl}/oidc/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your sign-in has expired');
  });

  it('requires PKCE', async () => {
    const params = new URLSearchParams({ client_id: 'portal-web', response_type: 'code', scope: 'openid', redirect_uri: redirectUri(), state: 's' });
    const response = await fetch(`${baseUrl}/oidc/auth?${params}`, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', baseUrl);
    expect(location.pathname).toBe(CALLBACK_PATH);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('renders its own error page, without internals, for a bad client', async () => {
    const response = await fetch(`${baseUrl}${authorizationPath({ clientId: 'intruder', redirectUri: redirectUri(), pkce: newPkce() })}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Sorry, something went wrong');
    expect(html).toContain('/oidc-assets/identity.css');
    expect(html).not.toContain('client is invalid');
  });
});

describe('sign-up confirmation', () => {
  const accountsOf = (email: string) =>
    subject.database.db.selectFrom('identity_account').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();

  it('creates the account only through the mailed link, once; the link then says it is not valid anymore', async () => {
    const email = newEmail();
    const { browser, pkce } = await submitSignUp(email);
    expect(await accountsOf(email)).toEqual([]);
    const link = await mailedLink(email, 'sign-up-confirmation');
    const stored = await subject.database.db.selectFrom('pending_sign_up').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const token = new URL(link).searchParams.get('token') ?? '';
    // Only a hash of the token is kept, and the password is hashed.
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(24 * 3600 * 1000);

    // Opened in the browser that signed up, it creates the account and finishes that sign-in.
    const first = await browser.request(link);
    expect(first.status).toBe(303);
    const { url } = await browser.follow(first, link);
    expect(url.pathname).toBe(CALLBACK_PATH);
    await exchangeCode(url, pkce);
    const [account] = await accountsOf(email);
    expect(account).toMatchObject({ email, email_verified: true });
    expect(await verifyIdentityPassword(subject.database.db, email, PASSWORD)).toMatchObject({ email });

    for (const again of [await browser.request(link), await fetch(link)]) {
      expect(again.status).toBe(410);
      const html = await again.text();
      expect(html).toContain('This link is not valid anymore');
      expect(html).toContain(`href="${baseUrl}/login"`);
    }
    expect(await accountsOf(email)).toHaveLength(1);
  });

  it('says an expired or unknown link is not valid anymore, and creates nothing', async () => {
    const email = newEmail();
    const { browser } = await submitSignUp(email);
    const link = await mailedLink(email, 'sign-up-confirmation');
    await subject.database.db.updateTable('pending_sign_up').set({ expires_at: new Date(Date.now() - 1000) }).where('email', '=', email).execute();
    for (const response of [await browser.request(link), await browser.request('/oidc/confirm-email?token=unknown'), await browser.request('/oidc/confirm-email')]) {
      expect(response.status).toBe(410);
      expect(await response.text()).toContain('This confirmation link has already been used, or it has expired');
    }
    expect(await accountsOf(email)).toEqual([]);
  });

  it('asks for the sign-up password when the link is opened in another browser (a mail scanner creates nothing)', async () => {
    const email = newEmail();
    await submitSignUp(email);
    const link = await mailedLink(email, 'sign-up-confirmation');
    const elsewhere = new TestBrowser(baseUrl);
    const page = await elsewhere.request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<h1>Confirm your email address</h1>');
    expect(await accountsOf(email)).toEqual([]);

    const token = new URL(link).searchParams.get('token') ?? '';
    const wrong = await elsewhere.submit(formAction(html), { token, password: 'someone-else-1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Enter the password you chose when you created your account');
    expect(await accountsOf(email)).toEqual([]);

    // The interaction is not in this browser: the account is confirmed, and Sign in goes to the portal's /login.
    const right = await elsewhere.follow(await elsewhere.submit(formAction(html), { token, password: PASSWORD }), formAction(html));
    expect(right.response.status).toBe(200);
    const done = await right.response.text();
    expect(done).toContain('<h1>Your email address is confirmed</h1>');
    expect(done).toMatch(new RegExp(`<a class="button button--primary" href="${baseUrl}/login">Sign in</a>`));
    expect(await accountsOf(email)).toHaveLength(1);
  });

  it('never lets a pending sign-up block or take over the real owner’s account', async () => {
    const email = newEmail();
    // Someone else signs up with this address first, with their own password, and never gets the link.
    await submitSignUp(email, 'intruder-pass-1');
    // The owner signs up too and confirms.
    const { browser, pkce } = await submitSignUp(email, PASSWORD);
    const ownerLink = await mailedLink(email, 'sign-up-confirmation');
    const { url } = await browser.open(ownerLink);
    expect(url.pathname).toBe(CALLBACK_PATH);
    await exchangeCode(url, pkce);
    expect(await verifyIdentityPassword(subject.database.db, email, PASSWORD)).toMatchObject({ email });
    expect(await verifyIdentityPassword(subject.database.db, email, 'intruder-pass-1')).toBeUndefined();

    // The intruder's link (had it been mailed to them) is spent: it creates nothing.
    const links = (await listOutbox(subject.database.db, { to: email })).map((mail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    const intruderLink = links.find((link) => link !== ownerLink) ?? '';
    expect(intruderLink).toContain('/oidc/confirm-email?token=');
    expect((await fetch(intruderLink)).status).toBe(410);
    expect(await accountsOf(email)).toHaveLength(1);
  });
});

describe('the access-token verifier', () => {
  async function signWithProviderKey(claims: Record<string, unknown>, { audience = `${baseUrl}/api`, expiresAt = '1h' as string | number } = {}) {
    const row = await subject.database.db.selectFrom('oidc_secret').select('value').where('name', '=', SIGNING_KEY_SECRET).executeTakeFirstOrThrow();
    const jwk = row.value as Record<string, string>;
    const key = await importJWK(jwk, 'RS256');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk['kid'] })
      .setSubject('local|0123456789abcdef0123456789abcdef')
      .setIssuer(`${baseUrl}/oidc`)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  it('accepts a token signed with the provider key for our audience (control)', async () => {
    const token = await signWithProviderKey({ email: 'a@example.co.nz' });
    await expect(subject.app.accessTokenVerifier.verify(token)).resolves.toMatchObject({ email: 'a@example.co.nz' });
  });

  it('rejects a tampered, an expired and another audience’s token', async () => {
    const { tokens } = await signUp();
    const [header, , signature] = tokens.access_token.split('.') as [string, string, string];
    const changed = Buffer.from(JSON.stringify({ ...jwtPayload(tokens.access_token), email: 'admin@example.co.nz' })).toString('base64url');
    await expect(subject.app.accessTokenVerifier.verify(`${header}.${changed}.${signature}`)).rejects.toBeInstanceOf(InvalidAccessTokenError);

    const expired = await signWithProviderKey({}, { expiresAt: Math.floor(Date.now() / 1000) - 3600 });
    await expect(subject.app.accessTokenVerifier.verify(expired)).rejects.toMatchObject({ reason: 'expired' });

    const elsewhere = await signWithProviderKey({}, { audience: 'https://other.example/api' });
    await expect(subject.app.accessTokenVerifier.verify(elsewhere)).rejects.toMatchObject({ reason: 'invalid' });
  });
});

describe('password reset', () => {
  const changePassword = (body: Record<string, unknown>) =>
    fetch(`${baseUrl}/oidc/dbconnections/change_password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const valid = { client_id: 'portal-web', connection: 'Username-Password-Authentication' };

  it('answers 400 with a message for a wrong client, connection or email', async () => {
    for (const body of [
      { ...valid, client_id: 'other', email: 'a@example.co.nz' },
      { ...valid, connection: 'google-oauth2', email: 'a@example.co.nz' },
      { ...valid },
      { ...valid, email: 'not-an-email' },
    ]) {
      const response = await changePassword(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    }
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const email = `ghost.${Date.now()}@example.co.nz`;
    const response = await changePassword({ ...valid, email });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("We've just sent you an email to reset your password.");
    expect(await listOutbox(subject.database.db, { to: email })).toEqual([]);
  });

  it('mails one link that sets a new password once, signs the account out everywhere and then stops working', async () => {
    const { email, tokens } = await signUp();
    const response = await changePassword({ ...valid, email });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("We've just sent you an email to reset your password.");

    const mails = (await listOutbox(subject.database.db, { to: email })).filter((mail) => mail.kind !== 'sign-up-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password-reset', subject: 'Reset your password' });
    const link = /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${baseUrl}/oidc/reset-password?token=`)).toBe(true);

    const browser = new TestBrowser(baseUrl);
    const form = await browser.request(link);
    expect(form.status).toBe(200);
    const formPage = await form.text();
    expect(formPage).toContain('Choose a new password');
    const token = new URL(link).searchParams.get('token') ?? '';

    const mismatch = await browser.submit(formAction(formPage), { token, password: 'new-secret-77', confirmPassword: 'new-secret-78' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('Passwords do not match');

    const changed = await browser.submit(formAction(formPage), { token, password: 'new-secret-77', confirmPassword: 'new-secret-77' });
    expect(changed.status).toBe(200);
    const done = await changed.text();
    expect(done).toContain('Your password has been changed');
    expect(done).toContain(`href="${baseUrl}/login"`);

    const account = await subject.database.db.selectFrom('identity_account').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.password_changed_at).toBeInstanceOf(Date);
    expect(account.email_verified).toBe(true);
    expect(await verifyIdentityPassword(subject.database.db, email, PASSWORD)).toBeUndefined();
    expect(await verifyIdentityPassword(subject.database.db, email, 'new-secret-77')).toMatchObject({ email });

    // Signed out everywhere: the old refresh token no longer works.
    const refresh = await tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'portal-web' });
    expect(refresh.status).toBe(400);

    for (const again of [await browser.request(link), await browser.submit(formAction(formPage), { token, password: 'third-pass-99', confirmPassword: 'third-pass-99' })]) {
      const html = await again.text();
      expect(html).toContain('This link is not valid anymore');
      expect(html).toContain('This password reset link has already been used, or it has expired.');
    }

    // The new ID token carries the password change date.
    const signedIn = await signIn(email, 'new-secret-77');
    const renewed = await exchangeCode(signedIn.url, signedIn.pkce);
    expect(Date.parse(String(jwtPayload(renewed.id_token)['password_changed_at']))).toBe(account.password_changed_at?.getTime());
  });

  it('answers the forgot-password form the same whether or not the account exists', async () => {
    const { email } = await signUp();
    for (const address of [email, `ghost.${Date.now()}@example.co.nz`]) {
      const browser = new TestBrowser(baseUrl);
      const response = await browser.submit('/oidc/forgot-password', { email: address });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`If an account exists for ${address}, we have sent an email with a link to reset your password.`);
    }
    expect((await listOutbox(subject.database.db, { to: email })).filter((mail) => mail.kind === 'password-reset')).toHaveLength(1);
  });

  it('shows the invalid-link page for an unknown token', async () => {
    const response = await fetch(`${baseUrl}/oidc/reset-password?token=nope`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('This link is not valid anymore');
  });
});

describe('signing out', () => {
  it('shows "Logging out" with a Sign out button and a script file, then ends the session', async () => {
    const { browser, tokens } = await signUp();
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${baseUrl}/` });
    const response = await browser.request(`/oidc/session/end?${params}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${baseUrl} http://localhost:${port}`);
    const html = await response.text();
    expect(html).toContain('<h1>Logging out</h1>');
    expect(html).toContain('<script src="/oidc-assets/auto-submit.js" defer></script>');
    expect(html).toMatch(/<button[^>]*name="logout" value="yes"[^>]*>Sign out<\/button>/);

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await browser.submit(formAction(html), { xsrf, logout: 'yes' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${baseUrl}/`);

    const refresh = await tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'portal-web' });
    expect(refresh.status).toBe(400);
  });

  it('shows "You have signed out" when the sign-out names no return address', async () => {
    const { browser } = await signUp();
    const page = await (await browser.request('/oidc/session/end')).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const { response, url } = await browser.follow(await browser.submit(formAction(page), { xsrf, logout: 'yes' }), formAction(page));
    expect(url.pathname).toBe('/oidc/session/end/success');
    const html = await response.text();
    expect(html).toContain('<h1>You have signed out</h1>');
    expect(html).toContain(`href="${baseUrl}/">Back to the portal</a>`);
  });

  it('serves the auto-submit script and the stylesheet', async () => {
    const script = await fetch(`${baseUrl}/oidc-assets/auto-submit.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('data-auto-submit');
    const css = await fetch(`${baseUrl}/oidc-assets/identity.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});

describe('development tools', () => {
  it('lists outbox mails as JSON and as a page with clickable links', async () => {
    const { email } = await signUp();
    await fetch(`${baseUrl}/oidc/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'portal-web', connection: 'Username-Password-Authentication', email }),
    });
    const json = (await (await subject.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json()) as {
      messages: Array<Record<string, string>>;
    };
    // Newest first: the reset mail, then the sign-up confirmation.
    expect(json.messages.map((message) => message['kind'])).toEqual(['password-reset', 'sign-up-confirmation']);
    expect(json.messages[0]).toMatchObject({ kind: 'password-reset', to: email, subject: 'Reset your password' });
    expect(Object.keys(json.messages[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'kind', 'subject', 'text', 'to']);

    const page = await subject.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Outbox</h1>');
    expect(page.body).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/oidc\/reset-password\?token=[\w-]+">/);
  });

  it('answers 404 for the outbox when DEV_TOOLS is off', async () => {
    const production = await createTestApp({ ...overrides, devTools: false }, { database: subject.database });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('rate limits the password forms', async () => {
    const limited = await createTestApp({ ...overrides, rateLimit: { max: 15, timeWindowMs: 60_000 } }, { database: subject.database });
    try {
      const post = () =>
        limited.app.inject({ method: 'POST', url: '/oidc/forgot-password', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=someone%40example.co.nz' });
      expect((await post()).statusCode).toBe(200);
      const blocked = await post();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.body).toContain('Too many attempts');
    } finally {
      await limited.close();
    }
  });
});

describe('a restart', () => {
  it('keeps the keys and sessions: a second app on the same database accepts the first one’s tokens', async () => {
    const { email, tokens } = await signUp();
    const first = subject;
    await first.app.close();
    const second = await createTestApp(overrides, { database: first.database });
    // From here on the second app is the one afterAll closes (with the database).
    subject = {
      ...second,
      close: async () => {
        await second.close();
        await first.database.close();
      },
    };
    await second.app.listen({ host: '127.0.0.1', port });

    await expect(second.app.accessTokenVerifier.verify(tokens.access_token)).resolves.toMatchObject({ email });
    const refresh = await tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'portal-web' });
    expect(refresh.status).toBe(200);
  });
});
