// The wizard's address names the draft on screen (/icp-request?draft=…), so a
// reload or a bookmark reopens it; a draft that is not there, or not mine,
// sends me to my drafts list with a clear message. Against the real server,
// drafts API and embedded identity provider.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { DEMO_PASSWORD } from '../../src/server/demo/demoAccountList';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { accessTokenOf } from './wizardLocators';

const NOT_OPENED = 'This draft could not be opened';

async function expectSentToMyDrafts(page: Page) {
  await expect(page).toHaveURL(/\/order-details-list\/draft-orders$/);
  await expect(page.getByText(NOT_OPENED)).toBeVisible();
  await expect(page.getByText(/Your draft orders are listed below/)).toBeVisible();
}

test('when I open a draft address whose draft does not exist, then I see my drafts list with a message saying why', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/order-details-list/draft-orders');
  await page.goto('/icp-request?draft=00000000-0000-4000-8000-000000000000');
  await expectSentToMyDrafts(page);
  await expectNoAccessibilityViolations(page);
});

test('when I open the address of someone else\'s draft, then it does not open and I see my own drafts list', async ({ browser, page }) => {
  // Another customer saves a draft.
  const other = await browser.newPage();
  await signInAs(other, DEMO_ACCOUNTS.businessAdmin.email, '/order-details-list/draft-orders');
  const saved = await other.request.put('/api/orders/unsubmitted', {
    headers: { authorization: `Bearer ${await accessTokenOf(other)}` },
    data: { orderType: 'LiveningIcpOrder', liveningIcpOrder: { icpType: 'unmetered ICP', projectNumber: 'NOT-YOURS' } },
  });
  expect(saved.status()).toBeLessThan(300);
  const { orderId } = (await saved.json()) as { orderId: string };
  await other.close();

  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/order-details-list/draft-orders');
  await page.goto(`/icp-request?draft=${orderId}`);
  await expectSentToMyDrafts(page);
  await expect(page.getByText('NOT-YOURS')).toHaveCount(0);
});

test('when a guest opens a draft address, then they are asked to sign in and come back to it', async ({ page }) => {
  await page.goto('/icp-request?draft=00000000-0000-4000-8000-000000000001');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.personal.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back at the draft's address, whose draft is not there: my drafts list says so.
  await expectSentToMyDrafts(page);
});
