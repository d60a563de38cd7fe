// A guest orders a livening with the keyboard alone (WCAG 2.1.1): from the
// service types to the thank-you page using only Tab, Shift+Tab, Space, Enter,
// the arrow keys and typing. No clicks, no fill() or check(): every widget on
// the way must work from the keyboard, and show where the focus is (2.4.7).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { byPointer, fieldAt } from './wizardLocators';

/** More presses than any step of this journey needs; reaching it means focus never got there. */
const MAX_TAB_PRESSES = 80;

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The focused element, briefly, for a failure message that shows where focus went. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? (active as HTMLElement).innerText?.trim().slice(0, 30) ?? '';
    return `${active.localName}${active.id ? `#${active.id}` : ''}${name ? ` "${name}"` : ''}`;
  });
}

/**
 * Moves focus with Tab, or Shift+Tab when the target comes before the focus,
 * until the target has it; then checks the target shows a focus indicator.
 */
async function tabTo(page: Page, target: Locator) {
  const targetIsEarlier = await target.evaluate((element) => {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const key = targetIsEarlier ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  for (let presses = 0; presses < MAX_TAB_PRESSES && !(await hasFocus(target)); presses++) {
    await page.keyboard.press(key);
    path.push(await focusedElement(page));
  }
  expect(await hasFocus(target), `${key} never reached ${target}; focus went ${path.join(' → ')}`).toBe(true);
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
  expect(indicator, `${target} shows that it has the focus`).toBe(true);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A native select chosen by typing the start of an option, as a keyboard user does. */
async function typeToSelect(page: Page, select: Locator, optionLabel: string) {
  await expect(select.getByRole('option', { name: optionLabel, exact: true })).toHaveCount(1);
  await tabTo(page, select);
  await page.keyboard.type(optionLabel);
  await expect(select.locator('option:checked')).toHaveText(optionLabel);
}

test('when I order a livening as a guest with only the keyboard, then I reach the thank-you page', async ({ page }) => {
  test.setTimeout(90_000);

  // Service type: a category by the arrow keys, then the service's link.
  await page.goto('/service-type');
  await expect(page.getByRole('heading', { level: 1, name: 'New service order' })).toBeVisible();
  const electricity = page.locator('input[name="service-category"][value="electricity"]');
  await tabTo(page, electricity);
  await page.keyboard.press('Space');
  await expect(electricity).toBeChecked();
  await tabTo(page, page.getByRole('link', { name: 'Livening', exact: true }));
  await page.keyboard.press('Enter');

  // Sign in or continue as a guest.
  await expect(page).toHaveURL(/\/login-option\/icp-request$/);
  await tabTo(page, page.getByRole('link', { name: 'Continue as a guest' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Livening (ICP) order' })).toBeVisible();

  // Order details: an unmetered supply, which needs no upload.
  const metered = fieldAt(page, '/icpType').getByRole('radio', { name: 'Metered ICP', exact: true });
  await tabTo(page, metered);
  await page.keyboard.press('ArrowDown');
  await expect(fieldAt(page, '/icpType').getByRole('radio', { name: 'Unmetered ICP', exact: true })).toBeChecked();

  const address = byPointer(page, '/unmetered/addressInformation/streetAddress');
  await typeInto(page, address, '3 Vermont Street');
  await expect(page.getByRole('option', { name: '3 Vermont Street, Ponsonby, Auckland 1011', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('3 Vermont Street, Ponsonby, Auckland 1011');

  await typeToSelect(page, byPointer(page, '/unmetered/featureType'), 'Light');
  await typeInto(page, byPointer(page, '/unmetered/quantity'), '2');
  await typeInto(page, byPointer(page, '/unmetered/wattage'), '45.5');
  const daytime = fieldAt(page, '/unmetered/availableHours').getByRole('radio', { name: 'Daytime hours' });
  await tabTo(page, daytime);
  await page.keyboard.press('Space');
  await expect(daytime).toBeChecked();

  // Electrician and retailer: the reference lists by typing, "No" by the arrow keys (up from the first wraps to the last).
  await typeToSelect(page, byPointer(page, '/liveningInspectorId'), 'Waikato Electrical Certification Ltd');
  await typeToSelect(page, byPointer(page, '/powerRetailerId'), 'Mercury');
  const electrician = fieldAt(page, '/hasElectrician');
  await tabTo(page, electrician.getByRole('radio').first());
  await page.keyboard.press('ArrowUp');
  await expect(electrician.getByRole('radio', { name: 'No', exact: true })).toBeChecked();

  // The requester, who also takes the other two roles.
  await typeInto(page, byPointer(page, '/contactDetails/0/firstName'), 'Aroha');
  await typeInto(page, byPointer(page, '/contactDetails/0/lastName'), 'Keys');
  await typeInto(page, byPointer(page, '/contactDetails/0/email'), `keyboard.${Date.now()}@example.co.nz`);
  await typeInto(page, byPointer(page, '/contactDetails/0/mobile'), '021 555 0193');
  const roles = fieldAt(page, '/contactDetails/0/roles');
  for (const role of ['Site access contact', 'Power retailer account holder']) {
    const box = roles.getByRole('checkbox', { name: role });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }

  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Review: accept the privacy policy and submit.
  await expect(page.locator('.engine-progress__step--current')).toContainText('Review & Submit');
  const consent = page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/thank-you\/liveningIcp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.locator('.thank-you__site')).toContainText('3 Vermont Street, Ponsonby, Auckland 1011');
});
