// What every order journey does the way a customer does it, whichever the
// order: carry on as a guest, answer a choice, pick an address the real
// address service suggests, pick a day in a date picker's calendar, upload a
// file and wait for its scan, and submit from the review step once its boxes
// (the privacy policy, or a disconnection's declarations) are ticked.
import { expect, type Locator, type Page } from '@playwright/test';
import { byPointer, fieldAt } from './wizardLocators';

/** Upload, the server's scan queue and the widget's back-off take a few seconds per file. */
export const SCAN_TIMEOUT = 20_000;

export const DRAFT_SAVED_MESSAGE = 'Your order has been successfully saved and can be found in your Draft orders list';

/** On the login-option step (spec 2 section 2.3), I carry on to the order page without signing in. */
export async function chooseGuest(page: Page, orderType: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/login-option/${orderType}$`));
  await page.getByRole('button', { name: 'Continue as a guest' }).or(page.getByRole('link', { name: 'Continue as a guest' })).first().click();
  await expect(page).toHaveURL(new RegExp(`/${orderType}$`));
}

/** From the login-option step to the order page, without signing in. */
export async function continueAsGuest(page: Page, orderType: string): Promise<void> {
  await page.goto(`/login-option/${orderType}`);
  await chooseGuest(page, orderType);
}

export async function chooseRadio(page: Page, pointer: string, label: string): Promise<void> {
  await fieldAt(page, pointer).getByRole('radio', { name: label, exact: true }).check();
}

/** I search for an address and choose the suggestion the real address service offers. */
export async function chooseAddress(page: Page, pointer: string, query: string, suggestion: string): Promise<void> {
  await byPointer(page, pointer).fill(query);
  await page.getByRole('option', { name: suggestion, exact: true }).click();
  await expect(byPointer(page, pointer)).toHaveValue(suggestion);
}

/** I upload a file to an upload field and wait until it is uploaded and scanned clean. */
export async function uploadFile(page: Page, pointer: string, file: string): Promise<void> {
  const field = fieldAt(page, pointer);
  const fileName = file.slice(file.lastIndexOf('/') + 1);
  await field.locator('input[type="file"]').setInputFiles(file);
  const item = field.locator('[data-status]').filter({ hasText: fileName });
  await expect(item).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });
}

/** Next from the last form step: the answers pass, and the review step (its title as the form's ui.json names it) shows. */
export async function goToReview(page: Page, reviewTitle = 'Review & Submit'): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText(reviewTitle);
}

/** On the review step: Submit waits until every box is ticked, one after another; all ticked, I submit. */
export async function tickAllAndSubmit(page: Page, boxLabels: readonly string[]): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit' });
  for (const label of boxLabels) {
    await expect(submit, `Submit before "${label}" is ticked`).toBeDisabled();
    await page.getByLabel(label, { exact: true }).check();
  }
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** On the review step: Submit waits for the privacy policy box; ticked, I submit. */
export async function acceptPrivacyAndSubmit(page: Page): Promise<void> {
  await tickAllAndSubmit(page, ['I have read and accept the privacy policy']);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function partsOf(isoDate: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return { year, month, day };
}

/** I open a date field's calendar; the calendar's dialog. */
export async function openCalendar(page: Page, pointer: string): Promise<Locator> {
  await fieldAt(page, pointer).getByRole('button', { name: 'Choose date' }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(calendar).toBeVisible();
  return calendar;
}

/** In an open calendar, I page to the month of a day ("December 2026" in the calendar's heading). */
export async function showMonthOf(calendar: Locator, isoDate: string): Promise<void> {
  const { year, month } = partsOf(isoDate);
  const heading = calendar.getByRole('heading');
  const wanted = `${MONTHS[month - 1]} ${year}`;
  for (let pages = 0; pages < 24; pages++) {
    const shown = (await heading.innerText()).trim();
    if (shown === wanted) return;
    const [shownMonth = '', shownYear = ''] = shown.split(' ');
    const later = year * 12 + month > Number(shownYear) * 12 + MONTHS.indexOf(shownMonth) + 1;
    await calendar.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
    await expect(heading).not.toHaveText(shown);
  }
  await expect(heading).toHaveText(wanted);
}

/** A day of the month shown, by its name in the calendar ("Friday, 25 December 2026" in en-NZ). */
export function calendarDay(calendar: Locator, isoDate: string): Locator {
  const { year, month, day } = partsOf(isoDate);
  return calendar.getByRole('button', { name: new RegExp(`\\b${day} ${MONTHS[month - 1]} ${year}\\b`) });
}

/** I choose a day in a date field's calendar; the calendar closes. */
export async function pickDate(page: Page, pointer: string, isoDate: string): Promise<void> {
  const calendar = await openCalendar(page, pointer);
  await showMonthOf(calendar, isoDate);
  await calendarDay(calendar, isoDate).click();
  await expect(calendar).toBeHidden();
}

/** On the review step, the answer shown against a question (the first, where several contacts answer it). */
export function reviewAnswer(page: Page, question: string): Locator {
  return page.locator('.engine-review').locator(`xpath=.//dt[normalize-space()="${question}"]/following-sibling::dd[1]`).first();
}
