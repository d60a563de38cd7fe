// The guest's livening journey, and a signed-in customer's order lists, at each
// of the spec's breakpoints (spec 1: "Responsive breakpoints: 375, 600, 900 and
// 1200 px"): every page must fit the window, show nothing on top of anything
// else, break no word inside itself (tests/e2e/layoutChecks.ts) and pass axe.
// Each page is also saved as a full-page screenshot in
// test-results/breakpoints/<width>-<page>.png for a person to look at. One
// journey per width keeps the spec fast.
import { mkdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { layoutProblemsOf } from './layoutChecks';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { accessTokenOf, byPointer, fieldAt, type } from './wizardLocators';

const BREAKPOINTS = [375, 600, 900, 1200] as const;
const SCREENSHOTS = 'test-results/breakpoints';

/**
 * Ticks a radio or checkbox. Clicked and then awaited rather than .check():
 * the wizard's controlled boxes show their new state a render after the click,
 * which .check() can read too early.
 */
async function tick(box: Locator) {
  await box.click();
  await expect(box).toBeChecked();
}

async function chooseRadio(page: Page, pointer: string, label: string) {
  await tick(fieldAt(page, pointer).getByRole('radio', { name: label, exact: true }));
}

/**
 * Saves the page for a person to look at, then checks its layout (softly, so
 * one run lists every page's problems) and its accessibility.
 */
async function checkPage(page: Page, width: number, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${width}-${name}.png`, fullPage: true });
  expect.soft(await layoutProblemsOf(page, { ignore: [] }), `layout of "${name}" at ${width} px`).toEqual([]);
  await expectNoAccessibilityViolations(page);
}

/**
 * Presses Next on a step with errors and waits for the wizard to scroll to the
 * first field in error (it does so a second later, smoothly): a scroll while
 * the address suggestions are open would close them.
 */
async function pressNextForErrors(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = document.querySelector('.engine-field--error');
        if (!first) return false;
        const wanted = first.getBoundingClientRect().top + window.scrollY - 100;
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        return Math.abs(window.scrollY - Math.max(0, Math.min(wanted, bottom))) < 2;
      }),
    )
    .toBe(true);
}

/** One metered site at a street address, with one unit entered here; every other answer the least the form needs. */
async function fillOneSiteOrder(page: Page, email: string) {
  await chooseRadio(page, '/icpType', 'Metered ICP');
  await chooseRadio(page, '/metered/sites/0/siteType', 'Street number and name');
  const address = byPointer(page, '/metered/sites/0/addressInformation/streetAddress');
  await address.fill('3 Vermont Street');
  // Chosen with the keys: a click first scrolls the option into view, and the suggestions close when the page scrolls.
  await expect(page.getByRole('option', { name: '3 Vermont Street, Ponsonby, Auckland 1011', exact: true })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue('3 Vermont Street, Ponsonby, Auckland 1011');
  await chooseRadio(page, '/metered/sites/0/unitType', 'Enter the units here');
  await type(page, '/metered/sites/0/manualUnits/0/unitNumber', '1');
  await byPointer(page, '/liveningInspectorId').selectOption({ label: 'Waikato Electrical Certification Ltd' });
  await byPointer(page, '/powerRetailerId').selectOption({ label: 'Mercury' });
  await chooseRadio(page, '/hasElectrician', 'No');
  await type(page, '/contactDetails/0/firstName', 'Hemi');
  await type(page, '/contactDetails/0/lastName', 'Walker');
  await type(page, '/contactDetails/0/email', email);
  await type(page, '/contactDetails/0/mobile', '021 555 0192');
  const roles = fieldAt(page, '/contactDetails/0/roles');
  await tick(roles.getByRole('checkbox', { name: 'Site access contact' }));
  await tick(roles.getByRole('checkbox', { name: 'Power retailer account holder' }));
}

for (const width of BREAKPOINTS) {
  test(`when I order as a guest in a ${width} px window, then no page scrolls sideways, overlaps, breaks a word or fails axe`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/service-type');
    await expect(page.getByRole('heading', { level: 1, name: 'New service order' })).toBeVisible();
    await checkPage(page, width, 'service-type');

    await page.goto('/login-option/icp-request');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkPage(page, width, 'login-option');
    await page.getByRole('button', { name: 'Continue as a guest' }).or(page.getByRole('link', { name: 'Continue as a guest' })).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Livening (ICP) order' })).toBeVisible();

    // The Order Details step with its errors: first empty, then for each kind of ICP.
    await pressNextForErrors(page);
    await checkPage(page, width, 'order-details-errors');
    await chooseRadio(page, '/icpType', 'Unmetered ICP');
    await pressNextForErrors(page);
    await checkPage(page, width, 'order-details-unmetered-errors');
    await chooseRadio(page, '/icpType', 'Metered ICP');
    await pressNextForErrors(page);
    await checkPage(page, width, 'order-details-metered-errors');

    await fillOneSiteOrder(page, `guest.${width}.${Date.now()}@example.co.nz`);
    await checkPage(page, width, 'order-details-filled');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('.engine-progress__step--current, .engine-progress__compact').first()).toContainText('Review & Submit');
    // The review names the inspector once the reference list has answered: wait for the finished page.
    await expect(page.getByText('Waikato Electrical Certification Ltd')).toBeVisible();
    await checkPage(page, width, 'review');

    await tick(page.getByLabel('I have read and accept the privacy policy'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await checkPage(page, width, 'thank-you');
  });
}

/** One submitted order and one draft of my own, made through the API, so both lists have a row. */
async function orderAndDraftOf(page: Page) {
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const example = JSON.parse(readFileSync('schemas/livening/examples/valid-metered-one-site-manual-units.json', 'utf8')) as { document: object };
  const order = await page.request.post('/api/livening-icp', { headers, data: { ...example.document, transactionKey: randomUUID() } });
  expect(order.status(), await order.text()).toBeLessThan(300);
  const draft = await page.request.put('/api/orders/unsubmitted', {
    headers,
    data: { orderType: 'LiveningIcpOrder', liveningIcpOrder: { icpType: 'unmetered ICP', projectNumber: 'BREAKPOINTS' } },
  });
  expect(draft.status(), await draft.text()).toBeLessThan(300);
}

/** Every cell of the list's first order lies inside the window: none is out of sight behind a sideways scroll. */
async function expectFirstRowInView(page: Page, width: number) {
  const cells = page.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, `${await cell.innerText()} lies inside the ${width} px window`).toBe(true);
  }
}

/** From 900 px the side navigation is a column beside the page: its background reaches the page's bottom. */
async function expectSideNavToTheBottom(page: Page) {
  const gap = await page.evaluate(() => {
    const nav = document.querySelector('.side-nav');
    return nav ? document.documentElement.scrollHeight - (nav.getBoundingClientRect().bottom + window.scrollY) : Infinity;
  });
  expect(Math.abs(gap), 'space under the side navigation, px').toBeLessThan(1);
}

test('when I list my orders and drafts at each width, then every column can be read without scrolling sideways, and the side navigation reaches the bottom', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/order-details-list/open-orders');
  await orderAndDraftOf(page);
  for (const width of BREAKPOINTS) {
    // Short enough that the lists scroll, so the side navigation must reach past the first screen.
    await page.setViewportSize({ width, height: 500 });
    for (const list of ['open-orders', 'draft-orders'] as const) {
      await page.goto(`/order-details-list/${list}`);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectFirstRowInView(page, width);
      if (width >= 900) await expectSideNavToTheBottom(page);
      await checkPage(page, width, list);
    }
  }
});
