// When I visit the portal's shell and static pages as a guest, then each shows
// the spec's words, passes the accessibility check, routes me as the spec says
// and fits a 375 px phone screen.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { DEMO_ACCOUNTS, signInAs } from './signIn';

const SUPPORT_PHONE = '0508 832 867';
const SUPPORT_EMAIL = 'customer.connections@network.example.nz';
const LOGIN_OPTION_TEXT = 'By signing in, you can save your progress and finish your order later. Otherwise, you can continue as a guest.';

/** The page is never wider than the screen: no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('service type selection', () => {
  test('when I open the portal at /, then I see "New service order" at step 0 with the electrician warning and the help box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'New service order' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 0 of 3' })).toBeVisible();
    await expect(page.getByText('Talk to your electrician before you apply')).toBeVisible();
    const notOnline = page.getByRole('complementary', { name: 'Services you can’t order online' });
    await expect(notOnline.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    await expect(page).toHaveTitle('New service order – Network services portal');
    await expectNoAccessibilityViolations(page);
  });

  test('when I open /service-type, then I see the same page without the progress bar', async ({ page }) => {
    await page.goto('/service-type');
    await expect(page.getByRole('heading', { level: 1, name: 'New service order' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('when I choose Electricity then Livening as a guest, then I go to /login-option/icp-request, and Continue as a guest takes me to /icp-request', async ({
    page,
  }) => {
    await page.goto('/service-type');
    await page.getByRole('radio', { name: /^Electricity/ }).check();
    await expect(page.getByRole('heading', { level: 2, name: 'Electricity services' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('link', { name: 'Livening', exact: true }).click();
    await expect(page).toHaveURL(/\/login-option\/icp-request$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in or continue as a guest' })).toBeVisible();
    await expect(page.getByText(LOGIN_OPTION_TEXT)).toBeVisible();

    await page.getByRole('link', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/icp-request$/);
  });

  test('when I choose New connection as a guest, then I go to /login-option/new-connection, and Back returns me to /service-type', async ({ page }) => {
    await page.goto('/service-type');
    await page.getByRole('radio', { name: /^Electricity/ }).check();
    await page.getByRole('link', { name: 'New connection', exact: true }).click();
    await expect(page).toHaveURL(/\/login-option\/new-connection$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/service-type$/);
  });

  test('when I choose Consents & Approvals, then the high load permit opens the website in a new tab', async ({ page }) => {
    await page.goto('/service-type');
    await page.getByRole('radio', { name: /^Consents & Approvals/ }).check();
    await expect(page.getByText('Loads over 4.3 metres high in Auckland need a permit or escort.')).toBeVisible();
    const permit = page.getByRole('link', { name: 'High load permit (opens in a new tab)' });
    await expect(permit).toHaveAttribute('target', '_blank');
    await expect(permit).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('top bar', () => {
  test('when I visit as a guest, then the top bar shows G, Guest and Limited features with the menu disabled', async ({ page }) => {
    await page.goto('/help');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: /Guest/ });
    await expect(menu).toBeDisabled();
    await expect(menu).toContainText('G');
    await expect(menu).toContainText('Guest');
    await expect(menu).toContainText('Limited features');
    await expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(header.getByRole('link', { name: 'Network services portal home' })).toHaveAttribute('href', '/');
    // Guests have no side navigation.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New Order' })).toHaveCount(0);
  });
});

test.describe('login option', () => {
  test('when I open the login option for a disconnection, then I see the choice and pass the accessibility check', async ({ page }) => {
    await page.goto('/login-option/disconnection');
    await expect(page.getByText(LOGIN_OPTION_TEXT)).toBeVisible();
    for (const name of ['Sign in', 'Sign up']) await expect(page.getByRole('button', { name })).toBeVisible();
    for (const name of ['Back', 'Continue as a guest']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('when I open the login option for an unknown order type, then I see the not-found page', async ({ page }) => {
    await page.goto('/login-option/gas-connection');
    await expect(page.getByRole('heading', { level: 1, name: 'The page was not found' })).toBeVisible();
  });
});

test.describe('help centre', () => {
  test('when I open the help centre, then I see the four FAQ categories and the Get support box', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    for (const category of ['Online requests', 'Account management', 'Billing and payment', 'Technical issues']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    const support = page.getByRole('complementary', { name: 'Get support' });
    await expect(support.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:0508832867');
    await expect(support.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expectNoAccessibilityViolations(page);
  });

  test('when I open a question with the keyboard, then its answer shows, and closes again', async ({ page }) => {
    await page.goto('/help');
    const question = page.getByRole('button', { name: 'What files can I upload with my order?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/pdf, dwg, jpg, doc or docx files\. Each file can be up to 20MB\./)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Tab reaches the next question; Space opens it too.
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', { name: 'How do I know my order was received?' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Space');
    await expect(next).toHaveAttribute('aria-expanded', 'true');

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/pdf, dwg, jpg, doc or docx files/)).toBeHidden();
  });
});

test.describe('maintenance and invalid link', () => {
  test('when I open /maintenance, then I see when the portal is back, with the support contacts', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Planned maintenance' })).toBeVisible();
    await expect(page.getByText('We will be unavailable until 11am today because of planned maintenance.')).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('when I open /payment-error, then I see that the link is not valid anymore, the support contacts and Order service', async ({ page }) => {
    await page.goto('/payment-error');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid anymore' })).toBeVisible();
    await expect(page.getByText('This link has already been actioned, or it has expired.')).toBeVisible();
    await expect(
      page.getByText('If it has expired, you will need to submit a new order. If you have any questions, please contact us.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('link', { name: 'Order service' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New service order' })).toBeVisible();
  });

  test('when I open an unknown path, then I see "The page was not found"', async ({ page }) => {
    await page.goto('/no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: 'The page was not found' })).toBeVisible();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('when I use a 375 px phone, then no page scrolls sideways and the pages stay accessible', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: /^Electricity/ }).check();
    await expect(page.getByRole('heading', { level: 2, name: 'Electricity services' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    await page.goto('/help');
    await page.getByRole('button', { name: 'How do I change my business details or billing address?' }).click();
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);

    for (const path of ['/login-option/icp-request', '/maintenance', '/payment-error', '/no-such-service']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});

test.describe('signed in', () => {
  test('when I am signed in, then the side navigation offers New Order, the order lists and Feedback without my provider prefix', async ({ page }) => {
    await signInAs(page, DEMO_ACCOUNTS.businessAdmin.email, '/help');
    const nav = page.getByRole('navigation', { name: 'Orders' });
    await expect(nav.getByRole('link', { name: 'New Order' })).toHaveAttribute('href', '/service-type');
    for (const [name, href] of [
      ['Open orders', '/order-details-list/open-orders'],
      ['Closed orders', '/order-details-list/closed-orders'],
      ['Draft orders', '/order-details-list/draft-orders'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const feedback = nav.getByRole('link', { name: 'Feedback (opens in a new tab)' });
    // The embedded provider's ids are `local|<32 hex>`: the link carries only the hex part.
    await expect(feedback).toHaveAttribute('href', /\?userId=[0-9a-f]{32}$/);
    await expect(feedback).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAccessibilityViolations(page);

    // The user menu opens from the keyboard and offers Settings and Sign out.
    const menuButton = page.getByRole('button', { name: /Aroha Ngata/ });
    await expect(menuButton).toBeEnabled();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('when I am signed in on a phone, then the side navigation folds behind Menu and nothing scrolls sideways', async ({ page }) => {
      await signInAs(page, DEMO_ACCOUNTS.personal.email, '/service-type');
      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Open orders' })).toBeHidden();
      await expectNoHorizontalScroll(page);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: 'Open orders' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAccessibilityViolations(page);
    });
  });
});

test('when I open /forms, then I find the form previews that used to be the home page', async ({ page }) => {
  await page.goto('/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview the profile form' })).toBeVisible();
});
