// The guests' first pages come rendered ahead of time (decision 0043).
// When a guest opens an order wizard, then its first step is on screen before
// any script has run, and cannot be used until the scripts have taken it over;
// then it is the same page, usable, with no hydration error. When a signed-in
// customer opens it, or a guest opens a draft's address, then the page is
// rendered for them, as every other page is.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { DEMO_ACCOUNTS, signInAs } from './signIn';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('when a guest opens /icp-request before any script runs, then the first step shows, inert', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/icp-request');
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-first-paint', '/icp-request');
  await expect(root).toHaveAttribute('inert', '');
  await expect(page.locator('h1')).toHaveText('Livening (ICP) order');
  await expect(page.locator('#root_icpType__help')).toBeVisible();
  await expect(page.locator('a[href="/login?returnTo=%2Ficp-request"]')).toHaveText('Sign in');
});

test('when the scripts arrive, then the guest uses the same page, with no error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/icp-request');
  const root = page.locator('#root');
  await expect(root).not.toHaveAttribute('inert');
  await expect(root).not.toHaveAttribute('data-first-paint');
  await page.getByLabel('Metered ICP', { exact: true }).check();
  await expect(page.getByLabel('Metered ICP', { exact: true })).toBeChecked();
  await page.getByLabel('Project number (optional)').fill('JOB-42');
  await expect(page.getByLabel('Project number (optional)')).toHaveValue('JOB-42');
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('when a guest opens /new-connection, then it is rendered ahead and hydrates without error', async ({ page }) => {
  const errors = consoleErrors(page);
  const response = await page.goto('/new-connection');
  expect(await response?.text()).toContain('data-first-paint="/new-connection"');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('.engine-wizard')).toBeVisible();
  expect(errors).toEqual([]);
});

test("when a guest opens a draft's address or any other page, then the server sends the empty page", async ({ request }) => {
  for (const address of ['/icp-request?draft=0b5f3c0e-8a7e-4c55-9a43-2f4f7e3d9c11', '/service-type', '/disconnection']) {
    const html = await (await request.get(address)).text();
    expect(html, address).toContain('<div id="root"></div>');
  }
});

test('when a signed-in customer opens /icp-request, then the page is rendered for them', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.personal.email);
  const errors = consoleErrors(page);
  await page.goto('/icp-request');
  await expect(page.getByRole('link', { name: 'Back to your orders' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-paint');
  expect(errors).toEqual([]);
});
