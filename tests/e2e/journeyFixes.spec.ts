// Issue 13, four things in the livening journey, in the real browser against
// the real server: NZBN and business name follow the account type (spec 2
// section 4.3); the thank-you page opened directly claims nothing; a units
// spreadsheet that uploads on Retry clears the "please upload" message; and a
// signed-in user without a profile is offered no links that only redirect.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { byPointer, fieldAt } from './wizardLocators';

const SCAN_TIMEOUT = 25_000;

/** The livening wizard with the profile's first contact filled in (so the profile has arrived). */
async function openLiveningSignedInAs(page: Page, email: string) {
  await signInAs(page, email, '/icp-request');
  await expect(byPointer(page, '/contactDetails/0/email')).toHaveValue(email);
}

test.describe('NZBN and business name follow the account type', () => {
  test('when I order with a personal account, then no contact, not even the electrician, asks for an NZBN or a business name', async ({ page }) => {
    await openLiveningSignedInAs(page, DEMO_ACCOUNTS.personal.email);
    await fieldAt(page, '/hasElectrician').getByRole('radio', { name: 'Yes, someone else (add their contact details)' }).check();
    await expect(byPointer(page, '/optionalContactDetails/firstName')).toBeVisible();
    await page.getByRole('button', { name: 'Add another contact' }).click();
    await expect(byPointer(page, '/contactDetails/1/firstName')).toBeVisible();

    await expect(page.getByRole('textbox', { name: /NZBN/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /Business name/ })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });

  test('when I order with a business account, then the first contact shows my business name and NZBN, locked, and other contacts may give theirs', async ({ page }) => {
    await openLiveningSignedInAs(page, DEMO_ACCOUNTS.businessAdmin.email);
    await expect(byPointer(page, '/contactDetails/0/businessName')).toHaveValue('Kōwhai Electrical Ltd');
    await expect(byPointer(page, '/contactDetails/0/businessNumber')).toHaveValue(/^\d{13}$/);
    await expect(byPointer(page, '/contactDetails/0/businessNumber')).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'Add another contact' }).click();
    await expect(byPointer(page, '/contactDetails/1/businessNumber')).toBeEditable();
    await expect(byPointer(page, '/contactDetails/1/businessName')).toBeEditable();
  });

  test('when I order as a guest, then I may give an NZBN and a business name', async ({ page }) => {
    await page.goto('/icp-request');
    await expect(byPointer(page, '/contactDetails/0/businessNumber')).toBeEditable();
    await expect(byPointer(page, '/contactDetails/0/businessName')).toBeEditable();
  });
});

test.describe('the livening thank-you page opened directly', () => {
  const NOTHING_SENT = 'This page confirms an order just after it is sent. Nothing was sent from this page.';

  test('when I open it as a guest, then it says there is no order to show and offers a new order', async ({ page }) => {
    await page.goto('/thank-you/liveningIcp');
    await expect(page.getByRole('heading', { level: 1, name: 'There is no order to show here' })).toBeVisible();
    await expect(page.getByText(NOTHING_SENT)).toBeVisible();
    await expect(page.getByText(/has been sent|Thank you for your order/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/service-type');
    await expect(page.getByRole('link', { name: 'your orders' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });

  test('when I open it signed in, then it also points to my orders', async ({ page }) => {
    await signInAs(page, DEMO_ACCOUNTS.personal.email, '/thank-you/liveningIcp');
    await expect(page.getByRole('heading', { level: 1, name: 'There is no order to show here' })).toBeVisible();
    await expect(page.getByText(/has been sent/)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/order-details-list');
    await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/service-type');
  });
});

test('when a units spreadsheet upload fails and I Retry it, then "Please upload the file containing the unit details" goes away', async ({ page }) => {
  test.setTimeout(60_000);
  const message = 'Please upload the file containing the unit details';
  await page.goto('/icp-request');
  await fieldAt(page, '/icpType').getByRole('radio', { name: 'Metered ICP', exact: true }).check();
  await fieldAt(page, '/metered/sites/0/unitType').getByRole('radio', { name: 'Upload a units spreadsheet' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const field = fieldAt(page, '/metered/sites/0/uploadUnits');
  await expect(field.getByText(message)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link', { name: message })).toBeVisible();

  // The first upload is cut off on the way; the Retry goes through to the real server.
  let failNext = true;
  await page.route('**/api/file-upload/**', async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.abort('connectionreset');
  });
  await field.getByLabel('Choose files').setInputFiles({
    name: 'units.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync('tests/fixtures/files/units.xlsx'),
  });
  const item = field.locator('.engine-file-list__item').filter({ hasText: 'units.xlsx' });
  await expect(item).toHaveAttribute('data-status', 'UPLOAD_FAILED', { timeout: SCAN_TIMEOUT });
  await item.getByRole('button', { name: 'Retry units.xlsx' }).click();
  await expect(item).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });

  await expect(page.getByText(message)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('when I am signed in without a profile, then the shell offers Complete your profile instead of links that only redirect there', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.noProfile.email, '/help');
  const nav = page.getByRole('navigation', { name: 'Account' });
  const completeProfile = nav.getByRole('link', { name: 'Complete your profile' });
  await expect(completeProfile).toHaveAttribute('href', '/complete-profile');
  await expect(nav.getByRole('link', { name: /Feedback/ })).toBeVisible();
  for (const name of ['New Order', 'Open orders', 'Closed orders', 'Draft orders']) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  const menuButton = page.getByRole('button', { name: /Profile not completed/ });
  await menuButton.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Complete your profile', 'Sign out']);
  await expect(page.getByRole('menuitem', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-profile');
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');

  // The thank-you page, opened directly, offers the same way forward.
  await page.goto('/thank-you/liveningIcp');
  await expect(page.getByRole('heading', { level: 1, name: 'There is no order to show here' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-profile');
  await expect(page.getByRole('link', { name: /Start a new order|your orders/ })).toHaveCount(0);

  await completeProfile.click();
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(completeProfile).toHaveAttribute('aria-current', 'page');
});
