// The whole account journey of a new visitor, against the real server and the
// embedded identity provider: sign up, complete a business profile, edit it in
// account settings, reset the password by e-mailed link, sign out.
import { expect, test, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/shared/validation/keywords/nzbn';
import { DEMO_PASSWORD } from '../../src/server/demo/demoAccountList';
import { expectNoAccessibilityViolations } from './accessibility';
import { DEMO_ACCOUNTS, signInAs } from './signIn';

const PASSWORD = 'Kiwi-power-2026';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.nz`;
}

/** A valid NZBN no other test run has used: each business account needs its own. */
function uniqueNzbn(): string {
  const first12 = `9429${String(Date.now()).slice(-8)}`;
  return `${first12}${gs1CheckDigit(first12)}`;
}

/** From a page that sent me to the identity provider, I create an account there and open the link mailed to me. */
async function signUpAtProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  // The development outbox (DEV_TOOLS=true) holds the confirmation mail.
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: Array<{ kind: string; text: string }> };
  const link = /https?:\/\/\S+/.exec(messages.find((message) => message.kind === 'sign-up-confirmation')?.text ?? '')?.[0] ?? '';
  expect(link).toContain('/oidc/confirm-email?token=');
  await page.goto(link);
}

async function chooseRadio(page: Page, name: string) {
  await page.getByRole('radio', { name }).check();
}

test.describe.configure({ mode: 'serial' });

test('when I sign up and create a business account, then I am its admin and can manage my settings', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('aroha');

  // When I open account settings as a guest, then I am sent to sign in.
  await page.goto('/account-settings');
  await signUpAtProvider(page, email);

  // Then I land on 'Complete your profile' (no account record yet).
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // When I submit it empty, then I see the schema's messages.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account type is required' })).toBeVisible();

  // When I fill in a new business account.
  await chooseRadio(page, 'Business account');
  await chooseRadio(page, 'Creating new account');
  await page.getByLabel('First name').fill('Aroha');
  await page.getByLabel('Last name').fill('Ngata');
  await page.getByLabel('Mobile').fill('021 123 4567');
  await page.getByLabel('Business name').fill('Ngata Electrical Ltd');
  await page.getByLabel('NZBN').fill(uniqueNzbn());
  await page.getByRole('button', { name: 'Add address manually' }).click();
  await page.getByLabel('PO Box or address line').fill('PO Box 1234');
  await page.getByLabel('City').fill('Wellington');
  await page.getByLabel('Suburb').fill('Te Aro');
  await page.getByLabel('Postcode').fill('6011');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Then my account is verified and I return to account settings, as its admin.
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Aroha' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Ngata Electrical Ltd')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Aroha Ngata')).toBeVisible();
  await expect(page.getByText('To change your postal address or business information, please contact us.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
  await expect(page.getByText(/^Created \d{2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // When I change nothing, then Save and Cancel are disabled.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  // When I enter a bad mobile and save, then I see the message and nothing is saved.
  const mobile = page.getByLabel('Mobile');
  await mobile.fill('12345');
  await save.click();
  await expect(page.getByRole('link', { name: 'Enter a valid phone number' })).toBeVisible();

  // When I enter a good mobile and save, then I see 'Update successful'.
  await mobile.fill('022 987 6543');
  await save.click();
  await expect(page.getByText('Update successful')).toBeVisible();
  await expect(page.getByText('Your account settings have been successfully saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Mobile')).toHaveValue('022 987 6543');

  // When I ask to reset my password, then the mail is in the outbox.
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Reset password email sent')).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  expect(messages.map((message) => message.subject)).toContain('Reset your password');
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText('Reset your password').first()).toBeVisible();

  // When I sign out, then I see the guest top bar.
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Aroha' })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByText('Limited features')).toBeVisible();
  await expect(page.getByText('Guest', { exact: true })).toBeVisible();
});

test('when the invited member signs in, then they see the business details read-only and no Admin badge', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.businessMember.email, '/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Mike' })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'User management' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Kōwhai Electrical Ltd')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('when a user without a profile opens the service types, then they are sent to complete it', async ({ page }) => {
  await page.goto('/login?returnTo=%2Fservice-type');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.noProfile.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/complete-profile$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
});

test('when I sign in from the login-option page, then I return to the order page I chose', async ({ page }) => {
  await page.goto('/login-option/icp-request');
  await expect(page.getByText('By signing in, you can save your progress and finish your order later. Otherwise, you can continue as a guest.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.personal.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/icp-request$/, { timeout: 15_000 });
});

test('when a signed-in user with an account opens complete-profile, then they go to their orders', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/service-type');
  await page.goto('/complete-profile');
  await expect(page).toHaveURL(/\/order-details-list\/open-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('when my access token has expired, then the portal renews it silently with the refresh token', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Pat' })).toBeVisible();
  // Age the stored token as if an hour had passed.
  const before = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; expires_at: number; refresh_token?: string };
    const hadRefreshToken = Boolean(user.refresh_token);
    sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    return { token: user.access_token, hadRefreshToken };
  });
  expect(before.hadRefreshToken).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Pat' })).toBeVisible();
  const after = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; expires_at: number };
    return { token: user.access_token, expiresIn: user.expires_at - Math.floor(Date.now() / 1000) };
  });
  expect(after.token).not.toBe(before.token);
  expect(after.expiresIn).toBeGreaterThan(3000);
});
