// What every order journey does the way a customer does it, whichever the
// order: carry on as a guest, answer a choice, pick an address the real
// address service suggests, upload a file and wait for its scan, and submit
// from the review step once the privacy policy is accepted.
import { expect, type Locator, type Page } from '@playwright/test';
import { byPointer, fieldAt } from './wizardLocators';

/** Upload, the server's scan queue and the widget's back-off take a few seconds per file. */
export const SCAN_TIMEOUT = 20_000;

export const DRAFT_SAVED_MESSAGE = 'Your order has been successfully saved and can be found in your Draft orders list';

/** From the login-option step (spec 2 section 2.3) to the order page, without signing in. */
export async function continueAsGuest(page: Page, orderType: string): Promise<void> {
  await page.goto(`/login-option/${orderType}`);
  await page.getByRole('button', { name: 'Continue as a guest' }).or(page.getByRole('link', { name: 'Continue as a guest' })).first().click();
  await expect(page).toHaveURL(new RegExp(`/${orderType}$`));
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

/** Next from the last form step: the answers pass, and the review step shows. */
export async function goToReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Review & Submit');
}

/** On the review step: Submit waits for the privacy policy box; ticked, I submit. */
export async function acceptPrivacyAndSubmit(page: Page): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('I have read and accept the privacy policy').check();
  await submit.click();
}

/** On the review step, the answer shown against a question (the first, where several contacts answer it). */
export function reviewAnswer(page: Page, question: string): Locator {
  return page.locator('.engine-review').locator(`xpath=.//dt[normalize-space()="${question}"]/following-sibling::dd[1]`).first();
}
