// Signs in for real, through the portal's /login and the embedded identity
// provider's sign-in page, as one of the demo accounts the test server seeds.
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/demo/demoAccountList';

export { DEMO_ACCOUNTS };

export async function signInAs(page: Page, email: string, returnTo = '/service-type', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), { timeout: 15_000 });
}
