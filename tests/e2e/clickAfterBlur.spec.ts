// When I leave a field with a wrong answer by clicking the next control, the
// field's message must not move that control from under my pointer: the click
// takes effect, then the message shows. One case per field type of the
// livening wizard (text, address lookup, select, email, phone, roles), each
// clicking a box or radio below the field it leaves, as a person does: such a
// control acts only when both the press and the release land on it (a text
// box would take focus at the press alone and hide the problem).
import { expect, test, type Page } from '@playwright/test';
import { byPointer, fieldAt } from './wizardLocators';

/** The field's own message, which must show once my click has happened. */
async function expectMessage(page: Page, pointer: string, message: string | RegExp) {
  await expect(fieldAt(page, pointer).locator('.engine-field__error')).toContainText(message);
}

/**
 * Puts the field I am leaving at the top of the window, as when I work down
 * the page: the browser's scroll anchoring then cannot hide a shift below it.
 */
async function workingOn(page: Page, pointer: string) {
  await fieldAt(page, pointer).evaluate((field) => field.scrollIntoView({ block: 'start' }));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/icp-request');
  await fieldAt(page, '/icpType').getByRole('radio', { name: 'Metered ICP', exact: true }).check();
});

test('when I leave a wrong postcode by clicking the radio below, then the radio is chosen and the postcode message shows', async ({ page }) => {
  await fieldAt(page, '/metered/sites/0/siteType').getByRole('radio', { name: 'Lot and DP number' }).check();
  await byPointer(page, '/metered/sites/0/lotInformation/postcode').fill('12');
  await workingOn(page, '/metered/sites/0/lotInformation/postcode');
  const units = fieldAt(page, '/metered/sites/0/unitType').getByRole('radio', { name: 'Enter the units here' });
  await units.click();
  await expect(units).toBeChecked();
  await expectMessage(page, '/metered/sites/0/lotInformation/postcode', /postcode/i);
});

test('when I leave an address I typed but did not choose by clicking the radio below, then the radio is chosen and the address message shows', async ({ page }) => {
  await fieldAt(page, '/metered/sites/0/siteType').getByRole('radio', { name: 'Street number and name' }).check();
  const address = byPointer(page, '/metered/sites/0/addressInformation/streetAddress');
  await address.fill('Queen');
  await page.keyboard.press('Escape');
  await workingOn(page, '/metered/sites/0/addressInformation/streetAddress');
  const units = fieldAt(page, '/metered/sites/0/unitType').getByRole('radio', { name: 'Enter the units here' });
  await units.click();
  await expect(units).toBeChecked();
  await expectMessage(page, '/metered/sites/0/addressInformation/streetAddress', /address/i);
});

test('when I leave a required select empty by clicking the radio below, then the radio is chosen and the message shows', async ({ page }) => {
  const inspector = byPointer(page, '/liveningInspectorId');
  await expect(inspector.locator('option')).not.toHaveCount(1);
  await inspector.focus();
  await workingOn(page, '/liveningInspectorId');
  const no = fieldAt(page, '/hasElectrician').getByRole('radio', { name: 'No' });
  await no.click();
  await expect(no).toBeChecked();
  await expectMessage(page, '/liveningInspectorId', /required|select/i);
});

test('when I leave a wrong email and then a wrong mobile by clicking a role below each, then each role is taken and both messages show', async ({ page }) => {
  const roles = fieldAt(page, '/contactDetails/0/roles');
  await byPointer(page, '/contactDetails/0/email').fill('pat@');
  await workingOn(page, '/contactDetails/0/email');
  const siteAccess = roles.getByRole('checkbox', { name: 'Site access contact' });
  await siteAccess.click();
  await expect(siteAccess).toBeChecked();
  await expectMessage(page, '/contactDetails/0/email', /email/i);

  await byPointer(page, '/contactDetails/0/mobile').fill('12');
  await workingOn(page, '/contactDetails/0/mobile');
  const retailer = roles.getByRole('checkbox', { name: 'Power retailer account holder' });
  await retailer.click();
  await expect(retailer).toBeChecked();
  await expectMessage(page, '/contactDetails/0/mobile', /mobile|number/i);
});

test('when I leave a contact without a role by clicking the preference below, then the preference changes and the role message shows', async ({ page }) => {
  await page.getByRole('button', { name: 'Add another contact' }).click();
  // An email address makes the Email preference available.
  await byPointer(page, '/contactDetails/1/email').fill('mere@example.co.nz');
  const roles = fieldAt(page, '/contactDetails/1/roles');
  const siteAccess = roles.getByRole('checkbox', { name: 'Site access contact' });
  await siteAccess.check();
  await siteAccess.uncheck();
  await workingOn(page, '/contactDetails/1/roles');
  const preferences = fieldAt(page, '/contactDetails/1/workContactPreferences');
  const email = preferences.getByRole('checkbox', { name: 'Email' });
  const before = await email.isChecked();
  await email.click();
  await expect(email).toBeChecked({ checked: !before });
  await expect(roles.locator('.engine-field__error')).toBeVisible();
});
