// The permanent disconnection order (spec 3: /disconnection-info, /disconnection,
// /thank-you/disconnection), end to end against the real server: the ICP
// registry (seeded with an ICP per address of the bundled sample), the
// commercial calendar, the upload API and scanner, the order and draft
// endpoints, and the embedded identity provider for the signed-in customer.
// Dates are real: the server checks them against today in New Zealand.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleIcps } from '../../src/server/icp/sampleIcps';
import { addDays, addMonths, commercialNonWorkingDaysBetween, icpChecksum, isCommercialWorkingDay, todayInNewZealand } from '../../src/shared/validation/keywords';
import type { FormUi } from '../../src/engine/core/uiModel';
import { expectNoAccessibilityViolations } from './accessibility';
import { calendarDay, chooseGuest, chooseRadio, DRAFT_SAVED_MESSAGE, goToReview, openCalendar, pickDate, showMonthOf, tickAllAndSubmit, uploadFile } from './orderJourney';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { byPointer, fieldAt, type } from './wizardLocators';

const UI = JSON.parse(readFileSync('schemas/disconnection/ui.json', 'utf8')) as FormUi;
const HEADING = UI.title;
const REVIEW_TITLE = UI.review?.title ?? 'Review & Submit';
/** The 4 declarations on the review step, as the form words them. */
const DECLARATIONS = (UI.review?.consent ?? []).map((consent) => consent.label);
const SERVICE_TYPE = 'Permanent disconnection (decommission)';
const ORDER_NUMBER = /^DIS-\d{4}-\d{6,}$/;
const METER_PHOTO = 'tests/fixtures/files/meter-board.jpg';

const ICP = '/propertyDetails/icpNumber';
const METER_COUNT = '/propertyDetails/meterInfo/meterCount';
const METERS = '/propertyDetails/meterInfo/meters';
const SITE_ADDRESS = '/propertyDetails/meterInfo/addressInformation/streetAddress';
const MANUAL_ADDRESS = '/propertyDetails/meterInfo/addressInformation/manualStreetAddress';
const DATE = '/disconnectionDetails/disconnectionDate';

/** The first weekday after today (NZ) that is not a commercial non-working day: one the server takes whenever the test runs. */
function nextWorkingDay(): string {
  let day = addDays(todayInNewZealand(), 1);
  while (!isCommercialWorkingDay(day)) day = addDays(day, 1);
  return day;
}

function isWeekend(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The date window the server and the calendar share: today (NZ) to 3 months ahead. */
function dateWindow(): { first: string; last: string } {
  const today = todayInNewZealand();
  return { first: today, last: addMonths(today, 3) };
}

/** The first public holiday on a weekday in the date window, if any: greyed out for being a holiday alone. */
function weekdayHolidayInWindow(): string | undefined {
  const { first, last } = dateWindow();
  return commercialNonWorkingDaysBetween(first, last).find((day) => !isWeekend(day));
}

/**
 * A Saturday and a Sunday in the date window, in the month of `near` when it
 * has both (the calendar then need not page), else the window's first ones.
 * Always inside the window, so the calendar can page to them.
 */
function weekendInWindow(near: string): string[] {
  const { first, last } = dateWindow();
  const weekend: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (isWeekend(day)) weekend.push(day);
  const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  const sameMonth = weekend.filter((day) => day.slice(0, 7) === near.slice(0, 7));
  const from = sameMonth.some((day) => weekdayOf(day) === 6) && sameMonth.some((day) => weekdayOf(day) === 0) ? sameMonth : weekend;
  return [from.find((day) => weekdayOf(day) === 6), from.find((day) => weekdayOf(day) === 0)].filter((day): day is string => day !== undefined);
}

/** The order's facts on the thank-you page, by their term. */
function thankYouFact(page: Page, term: string): Locator {
  return page.locator('.thank-you__site').locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

async function expectThankYou(page: Page, facts: { icp: string; serials: string; address: string }) {
  await expect(page).toHaveURL(/\/thank-you\/disconnection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: SERVICE_TYPE })).toBeVisible();
  await expect(thankYouFact(page, 'ICP number')).toHaveText(facts.icp);
  await expect(thankYouFact(page, 'Meter serial numbers')).toHaveText(facts.serials);
  await expect(thankYouFact(page, 'Address')).toHaveText(facts.address);
  await expect(thankYouFact(page, 'Order number')).toHaveText(ORDER_NUMBER);
  await expect(page.getByRole('link', { name: 'Order service' })).toHaveAttribute('href', '/service-type');
  await expectNoAccessibilityViolations(page);
}

/** The disconnection details every order needs, the date picked in the calendar. */
async function describeDisconnection(page: Page, date: string) {
  await byPointer(page, '/disconnectionDetails/removalReason').selectOption({ label: 'Demolition' });
  await pickDate(page, DATE, date);
  await chooseRadio(page, '/disconnectionDetails/hasTenants', 'No');
}

test.describe.configure({ mode: 'serial' });

test('when I am a guest and enter a registry ICP, then its address shows, the meters ask only for locations, and I am thanked for a permanent disconnection', async ({ page }) => {
  test.setTimeout(90_000);
  const icp = sampleIcps()[0];
  if (!icp) throw new Error('The bundled address sample gives no ICP');
  const date = nextWorkingDay();

  // When I read the introduction and go on, then I am asked to sign in or carry on as a guest.
  await page.goto('/disconnection-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Permanent disconnection' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login-option\/disconnection$/);
  await expectNoAccessibilityViolations(page);
  await chooseGuest(page, 'disconnection');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // When I type the ICP, then the registry's address for it shows, and no site address is asked for.
  await byPointer(page, ICP).fill(icp.icpNumber.toLowerCase());
  await expect(byPointer(page, ICP)).toHaveValue(icp.icpNumber);
  await expect(fieldAt(page, ICP).getByRole('status')).toHaveText(`ICP address: ${icp.label}`);
  await expect(byPointer(page, SITE_ADDRESS)).toHaveCount(0);

  // Then with 2 meters I give only where they are: no serial number is needed once the ICP is found.
  await byPointer(page, METER_COUNT).selectOption({ label: '2' });
  await expect(fieldAt(page, METERS).locator('[data-engine-item]')).toHaveCount(2);
  await type(page, `${METERS}/0/location`, 'Garage wall, left of the door');
  await type(page, `${METERS}/1/location`, 'Back of the shed');
  await chooseRadio(page, '/propertyDetails/type', 'Residential');

  // When I open the calendar, then weekends and public holidays cannot be chosen; I choose the next working day.
  const calendar = await openCalendar(page, DATE);
  const holiday = weekdayHolidayInWindow();
  if (holiday) {
    await showMonthOf(calendar, holiday);
    await expect(calendarDay(calendar, holiday), `${holiday} (a public holiday)`).toHaveAttribute('aria-disabled', 'true');
  } else {
    test.info().annotations.push({ type: 'calendar', description: 'No public holiday on a weekday in the next 3 months: only weekends are checked' });
  }
  for (const day of weekendInWindow(holiday ?? date)) {
    await showMonthOf(calendar, day);
    await expect(calendarDay(calendar, day), `${day} (a weekend day)`).toHaveAttribute('aria-disabled', 'true');
  }
  await showMonthOf(calendar, date);
  await expect(calendarDay(calendar, date)).not.toHaveAttribute('aria-disabled', 'true');
  await calendarDay(calendar, date).click();
  await expect(calendar).toBeHidden();
  await byPointer(page, '/disconnectionDetails/removalReason').selectOption({ label: 'Demolition' });
  await chooseRadio(page, '/disconnectionDetails/hasTenants', 'No');

  await type(page, '/contactDetails/requester/firstName', 'Aroha');
  await type(page, '/contactDetails/requester/lastName', 'Ngata');
  await type(page, '/contactDetails/requester/email', `guest.${Date.now()}@example.co.nz`);
  await type(page, '/contactDetails/requester/mobile', '021 123 4567');
  await chooseRadio(page, '/contactDetails/propertyOwnerSameAsRole', 'Same as requester');
  await chooseRadio(page, '/contactDetails/siteContactSameAsRole', 'Same as requester');
  await expectNoAccessibilityViolations(page);

  // Then on the review, Submit waits for all 4 declarations.
  await goToReview(page, REVIEW_TITLE);
  expect(DECLARATIONS).toHaveLength(4);
  await expectNoAccessibilityViolations(page);
  await tickAllAndSubmit(page, DECLARATIONS);

  await expectThankYou(page, { icp: icp.icpNumber, serials: 'N/A', address: icp.label });
});

test('when I am signed in with no ICP, then I save my 2 meters, address and photo as a draft, reopen it without its date, and submit it', async ({ page }) => {
  test.setTimeout(120_000);
  const account = DEMO_ACCOUNTS.personal;
  const date = nextWorkingDay();
  await signInAs(page, account.email, '/disconnection');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  // Then my profile fills the requester, locked.
  await expect(byPointer(page, '/contactDetails/requester/email')).toHaveValue(account.email);
  for (const name of ['firstName', 'lastName', 'email']) await expect(byPointer(page, `/contactDetails/requester/${name}`)).toHaveAttribute('readonly', '');

  // Without an ICP, each meter needs its serial number, and the site its address: I type it by hand.
  await byPointer(page, METER_COUNT).selectOption({ label: '2' });
  await expect(fieldAt(page, METERS).locator('[data-engine-item]')).toHaveCount(2);
  await type(page, `${METERS}/0/location`, 'Front porch');
  await type(page, `${METERS}/0/serialNumber`, 'A1234567');
  await type(page, `${METERS}/1/serialNumber`, 'B7654321');
  await fieldAt(page, SITE_ADDRESS).getByRole('button', { name: 'Add address manually' }).click();
  await type(page, `${MANUAL_ADDRESS}/streetNumber`, '27');
  await type(page, `${MANUAL_ADDRESS}/streetName`, 'Totara Lane');
  await type(page, `${MANUAL_ADDRESS}/suburb`, 'Karori');
  await type(page, `${MANUAL_ADDRESS}/postcode`, '6012');
  await chooseRadio(page, '/propertyDetails/type', 'Residential');
  await describeDisconnection(page, date);
  await uploadFile(page, '/disconnectionDetails/meterPhotos', METER_PHOTO);
  await chooseRadio(page, '/contactDetails/propertyOwnerSameAsRole', 'Same as requester');
  await chooseRadio(page, '/contactDetails/siteContactSameAsRole', 'Same as requester');

  // When I save, then I am told where my draft is.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order saved', { exact: true })).toBeVisible();
  await expect(page.getByText(DRAFT_SAVED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/disconnection\?draft=[^&]+$/);

  // When I reopen it from my drafts, then everything is there but the date, which a draft does not keep.
  await page.goto('/order-details-list/draft-orders');
  const draftRow = page.getByRole('row').filter({ hasText: 'Totara Lane' }).filter({ hasText: 'Disconnection' });
  await expect(draftRow).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
  await draftRow.getByRole('button', { name: /open draft/ }).click();
  await expect(page).toHaveURL(/\/disconnection/);
  await expect(byPointer(page, `${METERS}/1/serialNumber`)).toHaveValue('B7654321');
  await expect(byPointer(page, `${MANUAL_ADDRESS}/streetName`)).toHaveValue('Totara Lane');
  await expect(fieldAt(page, '/disconnectionDetails/meterPhotos').locator('[data-status]').filter({ hasText: 'meter-board.jpg' })).toHaveAttribute('data-status', 'COMPLETE');
  await expect(byPointer(page, DATE)).toHaveAttribute('data-placeholder', 'true');
  await expectNoAccessibilityViolations(page);

  // Then I pick the date again and submit.
  await pickDate(page, DATE, date);
  await expect(byPointer(page, DATE)).not.toHaveAttribute('data-placeholder', 'true');
  await goToReview(page, REVIEW_TITLE);
  await tickAllAndSubmit(page, DECLARATIONS);
  await expectThankYou(page, { icp: 'N/A', serials: 'A1234567, B7654321', address: '27 Totara Lane, Karori 6012' });
});

test('when I type an ICP the registry does not know, then I am told no ICP was found and to give the meter serial numbers instead', async ({ page }) => {
  // Well formed (its check code is right), but on a network the registry has no ICPs for.
  const first12 = '9876543210ZZ';
  const unknownIcp = `${first12}${icpChecksum(first12)}`;
  await page.goto('/login-option/disconnection');
  await chooseGuest(page, 'disconnection');
  await byPointer(page, ICP).fill(unknownIcp);
  const status = fieldAt(page, ICP).getByRole('status');
  await expect(status).toContainText('No ICP found');
  await expect(status).toContainText('Check the ICP number is typed correctly. Remove the ICP number and input the Meter serial number below.');
  // The site address is asked for, as without an ICP.
  await expect(byPointer(page, SITE_ADDRESS)).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
