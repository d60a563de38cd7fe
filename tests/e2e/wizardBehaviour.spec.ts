// The wizard's own behaviour, on the engine fixture form (spec 2 §4.1, §4.4):
// error summary, guests and saving, hidden answers, review and Edit, consent,
// and the submission-error step.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formModelOf } from './formModels';
import type { FormUi } from '../../src/engine/core/uiModel';
import { expectNoAccessibilityViolations } from './accessibility';
import { fillSection } from './wizardFiller';

const FIXTURE = 'tests/fixtures/forms/engine-fixture';
const ui = JSON.parse(readFileSync(`${FIXTURE}/ui.json`, 'utf8')) as FormUi;
const model = formModelOf(ui);
const valid = (JSON.parse(readFileSync(`${FIXTURE}/examples/valid-standard-request.json`, 'utf8')) as { document: Record<string, unknown> }).document;

async function fillStep(page: Page, stepIndex: number, document: Record<string, unknown> = valid) {
  for (const section of model.steps[stepIndex]!.sections) await fillSection(page, model, document, section);
}

async function reachReview(page: Page, query = '') {
  await page.goto(`/forms/engine-fixture${query}`);
  await fillStep(page, 0);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillStep(page, 1);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Review & Submit');
}

test('when I press Next on an empty step, then "There is a problem" links each error to its field', async ({ page }) => {
  await page.goto('/forms/engine-fixture');
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Colour is required' })).toBeVisible();
  await summary.getByRole('link', { name: 'Colour is required' }).click();
  await expect(page.locator('#root_colour')).toBeFocused();
  await expect(page.locator('#root_colour')).toHaveAttribute('aria-describedby', /root_colour__error/);
  await expect(page.locator('#root_colour__error')).toContainText('Colour is required');
  // Still on the first form step.
  await expect(page.locator('.engine-progress__step--current')).toContainText('Order Details');
  await expectNoAccessibilityViolations(page);
});

test('when I leave a field with a bad value, then only that field shows its message, without the summary', async ({ page }) => {
  await page.goto('/forms/engine-fixture');
  await page.locator('#root_phone').fill('09 379 4000');
  await page.locator('#root_phone').blur();
  await expect(page.locator('#root_phone__error')).toContainText('Enter a valid phone number');
  await expect(page.getByText('There is a problem')).toHaveCount(0);
  await expect(page.locator('#root_colour__error')).toHaveCount(0);
});

test('when I am a guest, then Save is disabled; when signed in, Save shows "Order saved"', async ({ page }) => {
  await page.goto('/forms/engine-fixture');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.goto('/forms/engine-fixture?signedIn=1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toContainText(
    'Your order has been successfully saved and can be found in your Draft orders list',
  );
});

test('when saving fails, then the banner says so with the support email', async ({ page }) => {
  await page.goto('/forms/engine-fixture?signedIn=1&save=fail');
  await page.getByRole('button', { name: 'Save' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Oops, looks like something went wrong' });
  await expect(banner).toContainText('Please wait a few minutes and try again. If the problem persists, contact us at ');
  await banner.getByRole('button', { name: 'Close notification' }).click();
  await expect(banner).toHaveCount(0);
});

test('when I answer a question that hides a field, then its value is not submitted', async ({ page }) => {
  await reachReview(page);
  await expect(page.getByText('Rex')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Basics' }).click();
  await expect(page.locator('#section-basics')).toBeVisible();
  await page.locator('[data-pointer="/hasPets"] input[value="false"]').check();
  await expect(page.locator('#root_petNames')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Rex')).toHaveCount(0);
  await page.getByLabel('I agree to the terms of this test form').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const submitted = JSON.parse(await page.getByTestId('submitted-document').innerText()) as Record<string, unknown>;
  expect(submitted['hasPets']).toBe(false);
  expect(submitted).not.toHaveProperty('petNames');
});

test('when I review, then answers show with option labels and tables, and Submit waits for consent', async ({ page }) => {
  await reachReview(page);
  const review = page.locator('.engine-review');
  await expect(review.getByRole('heading', { name: 'Basics' })).toBeVisible();
  await expect(review.getByText('Green')).toBeVisible(); // the option label, not "green"
  await expect(review.getByText('05 March 2031')).toBeVisible();
  await expect(review.getByRole('columnheader', { name: 'Item number' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('I agree to the terms of this test form').check();
  await expect(submit).toBeEnabled();
  await expectNoAccessibilityViolations(page);
});

test('when submission fails, then step 4 offers Back and Try again', async ({ page }) => {
  await reachReview(page, '?submit=fail');
  await page.getByLabel('I agree to the terms of this test form').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('It looks like there was an error submitting your order.')).toBeVisible();
  await expect(page.getByText('Please try again in a few minutes')).toBeVisible();
  await expect(page.getByRole('link', { name: /email us/ })).toHaveAttribute('href', /^mailto:/);
  // Submit stays locked for 3 seconds after a click, so Try again is disabled at first.
  await expect(page.getByRole('button', { name: /Try again|Submitting/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled({ timeout: 5000 });
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Review & Submit');
});

test('when I am signed in, then fields prefilled from my profile are locked for the first person only', async ({ page }) => {
  const prefill = encodeURIComponent(JSON.stringify({ '/people/0/firstName': 'Aroha' }));
  await page.goto(`/forms/engine-fixture?signedIn=1&prefill=${prefill}`);
  await fillStep(page, 0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('#root_itemCount').selectOption('1');
  const first = page.locator('#root_people_0_firstName');
  await expect(first).toHaveValue('Aroha');
  await expect(first).toHaveAttribute('readonly', '');
  await expect(page.getByText('Filled in from your profile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add another person' }).click();
  await expect(page.locator('#root_people_1_firstName')).not.toHaveAttribute('readonly', '');
});

test('when I search an address, then the suggestions drop down under the field, follow it as the page scrolls, and pass the accessibility checks', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/forms/engine-fixture');
  const field = page.locator('#root_siteAddress');
  await field.scrollIntoViewIfNeeded();
  // The field near the top of the window: room enough under it.
  await page.evaluate(() => {
    const input = document.querySelector('#root_siteAddress')!;
    window.scrollBy(0, input.getBoundingClientRect().top - 120);
  });
  await field.fill('1 Queen');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await suggestions.getAttribute('id'))!);
  await expectNoAccessibilityViolations(page);

  const gapUnderField = () =>
    page.evaluate(() => {
      const input = document.querySelector('#root_siteAddress')!.getBoundingClientRect();
      const list = document.querySelector('[data-engine-lookup-popover]')!.getBoundingClientRect();
      return { gap: Math.round(list.top - input.bottom), left: Math.round(list.left - input.left), width: Math.round(list.width - input.width) };
    });
  expect(await gapUnderField()).toEqual({ gap: 0, left: 0, width: 0 });
  // Up a little (the page may already be at its end): the field moves down, and the list with it.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollBy(0, -60));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
  await expect.poll(gapUnderField).toEqual({ gap: 0, left: 0, width: 0 });

  // The down arrow makes the first suggestion active without moving focus; Enter chooses it.
  const first = (await suggestions.getByRole('option').first().textContent())!;
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await suggestions.getByRole('option').first().getAttribute('id'))!);
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(first);
  await expect(suggestions).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
});

test('when I enter an address manually, then the lookup is replaced by the manual fields with a Postcode Finder link', async ({ page }) => {
  await page.goto('/forms/engine-fixture');
  await page.locator('#root_siteAddress').fill('1 Queen');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add address manually' }).click();
  await expect(page.locator('#root_siteAddress')).toHaveCount(0);
  await expect(page.locator('#root_manualStreetAddress_streetName')).toBeVisible();
  const finder = page.getByRole('link', { name: /Postcode Finder/ });
  await expect(finder).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Remove manually entered address' }).click();
  await expect(page.locator('#root_manualStreetAddress_streetName')).toHaveCount(0);
  await expect(page.locator('#root_siteAddress')).toHaveValue('');
});

test('when I press Next straight from a field with a bad value, then the press is not lost', async ({ page }) => {
  await page.goto('/forms/engine-fixture');
  await page.locator('#root_contactEmail').fill('not-an-email');
  // No blur first: pressing the button is what leaves the field.
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter a valid email' })).toBeVisible();
});
