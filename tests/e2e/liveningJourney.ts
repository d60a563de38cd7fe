// The livening wizard (/icp-request) as a customer fills it: a street-addressed
// site with units typed in, the inspector and retailer from the reference
// lists, every role on the first contact, and the submission with its
// thank-you page. Shared by the livening spec and the order lifecycle journey.
import { expect, type Page } from '@playwright/test';
import { acceptPrivacyAndSubmit, chooseAddress, chooseRadio, goToReview } from './orderJourney';
import { byPointer, fieldAt, type } from './wizardLocators';

export const LIVENING_SERVICE_TYPE = 'Livening (ICP number)';
export const LIVENING_ORDER_NUMBER = /LIV-\d{4}-\d{6,}/;

/** A street-addressed site whose units I enter row by row (the first row is there already). */
export async function fillSiteWithManualUnits(page: Page, site: number, address: { query: string; suggestion: string }, unitNumbers: string[]) {
  const at = `/metered/sites/${site}`;
  await chooseRadio(page, `${at}/siteType`, 'Street number and name');
  await chooseAddress(page, `${at}/addressInformation/streetAddress`, address.query, address.suggestion);
  await chooseRadio(page, `${at}/unitType`, 'Enter the units here');
  const units = fieldAt(page, `${at}/manualUnits`);
  for (let row = 1; row < unitNumbers.length; row++) await units.getByRole('button', { name: 'Add another unit' }).click();
  await expect(units.locator('[data-engine-item]')).toHaveCount(unitNumbers.length);
  for (const [row, unitNumber] of unitNumbers.entries()) await type(page, `${at}/manualUnits/${row}/unitNumber`, unitNumber);
}

export async function chooseReferenceData(page: Page) {
  await byPointer(page, '/liveningInspectorId').selectOption({ label: 'Waikato Electrical Certification Ltd' });
  await byPointer(page, '/powerRetailerId').selectOption({ label: 'Mercury' });
  await chooseRadio(page, '/hasElectrician', 'No');
}

/** The first contact, Hemi Walker, with the given email and every role. */
export async function enterFirstContactWithAllRoles(page: Page, email: string) {
  await type(page, '/contactDetails/0/firstName', 'Hemi');
  await type(page, '/contactDetails/0/lastName', 'Walker');
  await type(page, '/contactDetails/0/email', email);
  await type(page, '/contactDetails/0/mobile', '021 555 0192');
  await takeAllRoles(page);
}

/** The first contact takes every role. */
export async function takeAllRoles(page: Page) {
  const roles = fieldAt(page, '/contactDetails/0/roles');
  await roles.getByRole('checkbox', { name: 'Site access contact' }).check();
  await roles.getByRole('checkbox', { name: 'Power retailer account holder' }).check();
}

export async function submitFromReview(page: Page) {
  await goToReview(page);
  await acceptPrivacyAndSubmit(page);
  await expect(page).toHaveURL(/\/thank-you\/liveningIcp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
}

/** The thank-you page lists each site with its address, service type and order number; returns the numbers. */
export async function thankYouSites(page: Page, addresses: string[]): Promise<string[]> {
  const sites = page.locator('.thank-you__site');
  await expect(sites).toHaveCount(addresses.length);
  const numbers: string[] = [];
  for (const [index, address] of addresses.entries()) {
    const site = sites.nth(index);
    await expect(site.getByRole('heading', { name: `Site ${index + 1}` })).toBeVisible();
    await expect(site).toContainText(address);
    await expect(site).toContainText(LIVENING_SERVICE_TYPE);
    numbers.push((await site.locator('dd').last().innerText()).trim());
  }
  for (const number of numbers) expect(number).toMatch(LIVENING_ORDER_NUMBER);
  return numbers;
}
