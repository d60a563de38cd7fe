// When I sign in, sign up or reset my password on the embedded identity
// provider's pages, then every page passes axe (WCAG 2.1 AA), works under the
// strict security policy, and signing up sends me back to the portal with a code.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';

function authorizationUrl(baseURL: string, screenHint?: 'signup'): string {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: `${baseURL}/login/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  if (screenHint) params.set('screen_hint', screenHint);
  return `/oidc/auth?${params}`;
}

function newEmail(): string {
  return `e2e.${Date.now()}.${randomBytes(3).toString('hex')}@example.co.nz`;
}

/**
 * Content-Security-Policy violations reported in the console. (Other console
 * errors are expected: a form answered 400 is logged as a failed load.)
 */
function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The link in the newest mail of this kind to `email`, from the development outbox (DEV_TOOLS=true). */
async function mailedLink(request: APIRequestContext, email: string, kind: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; text: string }> };
  const link = /https?:\/\/\S+/.exec(messages.find((message) => message.kind === kind)?.text ?? '')?.[0];
  expect(link, `a ${kind} mail to ${email}`).toBeTruthy();
  return link ?? '';
}

/** Signs up through the form and the mailed confirmation link, in this page. */
async function signUp(page: Page, baseURL: string, email: string, password: string): Promise<void> {
  await page.goto(authorizationUrl(baseURL, 'signup'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await mailedLink(page.request, email, 'sign-up-confirmation'), { waitUntil: 'commit' });
  // 'commit': the portal's own callback page may consume the code and change the URL once it loads.
  await page.waitForURL(/\/login\/callback\?code=/, { waitUntil: 'commit' });
}

test('when I open the sign-in page, then it is accessible and links to sign up and password reset', async ({ page, baseURL }) => {
  const violations = collectPolicyViolations(page);
  await page.goto(authorizationUrl(baseURL ?? ''));
  await expect(page).toHaveURL(/\/oidc\/interaction\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the portal' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A wrong password: the error summary and the field say so, and are accessible too.
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(violations).toEqual([]);
});

test('when I sign up, then I confirm my email by the mailed link and my browser returns to the portal callback with a code', async ({ page, baseURL, browser }) => {
  await page.goto(authorizationUrl(baseURL ?? '', 'signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // Rules first: the errors are shown and the page stays accessible.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a valid email');
  await expectNoAccessibilityViolations(page);

  const email = newEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kowhai-tree-42');
  await page.getByLabel('Confirm password').fill('kowhai-tree-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We have sent an email to ${email}.`);
  await expectNoAccessibilityViolations(page);
  const link = await mailedLink(page.request, email, 'sign-up-confirmation');

  // In another browser the link asks for the password chosen at sign-up (and creates nothing by itself).
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expectNoAccessibilityViolations(elsewhere);
  await other.close();

  // In the browser that signed up, the link finishes the sign-in.
  const callback = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/login/callback?'));
  await page.goto(link, { waitUntil: 'commit' });
  const callbackUrl = new URL((await callback).url());
  expect(callbackUrl.origin).toBe(baseURL);
  expect(callbackUrl.searchParams.get('code')).toBeTruthy();
  expect(callbackUrl.searchParams.get('iss')).toBe(`${baseURL}/oidc`);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid anymore' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('when I get the password wrong too often, then the sign-in page tells me how long to wait', async ({ page, baseURL }) => {
  await page.goto(authorizationUrl(baseURL ?? ''));
  const email = newEmail();
  for (let failure = 1; failure <= 6; failure += 1) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(`not-the-password-${failure}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
  }
  await page.getByLabel('Password').fill('not-the-password-7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/Too many unsuccessful sign-in attempts\. Please wait \d+ seconds? and try again, or reset your password\./);
  await expect(page.getByRole('alert').getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/oidc/forgot-password');
  await expectNoAccessibilityViolations(page);
});

test('when I forget my password, then the request, the mailed link and the new-password pages are accessible', async ({ page, baseURL, request }) => {
  const email = newEmail();
  await signUp(page, baseURL ?? '', email, 'kowhai-tree-42');

  await page.goto('/oidc/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}, we have sent an email with a link to reset your password.`)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const { messages } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ kind: string; text: string }> };
  // Besides the sign-up confirmation: one reset mail.
  const resets = messages.filter((message) => message.kind === 'password-reset');
  expect(resets).toHaveLength(1);
  const link = /https?:\/\/\S+/.exec(resets[0]?.text ?? '')?.[0] ?? '';
  expect(link).toContain('/oidc/reset-password?token=');
  await page.getByRole('link', { name: /\/oidc\/reset-password\?token=/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('New password', { exact: true }).fill('rata-flower-77');
  await page.getByLabel('Confirm new password').fill('rata-flower-78');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('Passwords do not match');
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('New password', { exact: true }).fill('rata-flower-77');
  await page.getByLabel('Confirm new password').fill('rata-flower-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid anymore' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('when the page is narrow or wide, then the sign-in form still fits without sideways scrolling', async ({ page, baseURL }) => {
  for (const width of [375, 600, 900, 1200]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(authorizationUrl(baseURL ?? ''));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
});

test('when I sign out, then the "Logging out" page submits itself (its script obeys the policy) and returns me to the portal', async ({ page, baseURL, browser }) => {
  const base = baseURL ?? '';
  const violations = collectPolicyViolations(page);
  await signUp(page, base, newEmail(), 'kowhai-tree-42');
  const logout = `/oidc/session/end?${new URLSearchParams({ client_id: 'portal-web', post_logout_redirect_uri: `${base}/` })}`;

  // Without JavaScript the page waits for the visible Sign out button.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const still = await noScript.newPage();
  await still.goto(logout);
  await expect(still.getByRole('heading', { level: 1, name: 'Logging out' })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await noScript.close();

  await page.goto(logout);
  await page.waitForURL(`${base}/`, { waitUntil: 'commit' });
  expect(violations).toEqual([]);

  // Signed out: a new authorization asks for a password again.
  await page.goto(authorizationUrl(base));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
