// The livening (ICP) order at /icp-request, end to end against the real server:
// the real address search, reference lists, upload API and scanner, order and
// draft endpoints, and the embedded identity provider for the signed-in user.
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { chooseRadio, continueAsGuest, DRAFT_SAVED_MESSAGE, reviewAnswer, uploadFile } from './orderJourney';
import { chooseReferenceData, enterFirstContactWithAllRoles, fillSiteWithManualUnits, submitFromReview, takeAllRoles, thankYouSites } from './liveningJourney';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { accessTokenOf, byPointer, fieldAt, type } from './wizardLocators';

const UNITS_SPREADSHEET = 'tests/fixtures/files/units.xlsx';

test.describe.configure({ mode: 'serial' });

test('when I order as a guest for two sites, one with three units and one with a units spreadsheet, then I am thanked for both', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest.${Date.now()}@example.co.nz`;

  // When I choose to continue as a guest, then I reach the wizard, which points back to the service types and cannot save.
  await continueAsGuest(page, 'icp-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Livening (ICP) order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to service types' })).toHaveAttribute('href', '/service-type');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAccessibilityViolations(page);

  await chooseRadio(page, '/icpType', 'Metered ICP');
  // Site 1: a street address from the address search and three units entered here.
  await fillSiteWithManualUnits(page, 0, { query: '41 Albert Street', suggestion: '1/41 Albert Street, Auckland Central, Auckland 1010' }, ['1', '2', '3']);

  // Site 2: a lot and DP number, and its units in the spreadsheet I upload.
  await page.getByRole('button', { name: 'Add another site' }).click();
  await chooseRadio(page, '/metered/sites/1/siteType', 'Lot and DP number');
  await type(page, '/metered/sites/1/lotInformation/lotNumber', '12');
  await type(page, '/metered/sites/1/lotInformation/dpNumber', '345678');
  await type(page, '/metered/sites/1/lotInformation/streetName', 'Kōwhai Drive');
  await type(page, '/metered/sites/1/lotInformation/suburb', 'Rototuna');
  await type(page, '/metered/sites/1/lotInformation/postcode', '3210');
  await chooseRadio(page, '/metered/sites/1/unitType', 'Upload a units spreadsheet');
  const spreadsheet = fieldAt(page, '/metered/sites/1/uploadUnits');
  await expect(spreadsheet.getByRole('link', { name: /Download the units template/ })).toHaveAttribute('href', '/templates/units-template.xlsx');
  await uploadFile(page, '/metered/sites/1/uploadUnits', UNITS_SPREADSHEET);

  await chooseReferenceData(page);
  await enterFirstContactWithAllRoles(page, email);

  // Then the review shows the four sections, each with Edit, and names rather than ids.
  await page.getByRole('button', { name: 'Next' }).click();
  for (const section of ['Order details', 'Site details', 'Livening electrician & retailer', 'Contact details']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(4);
  await expect(page.getByText('Waikato Electrical Certification Ltd')).toBeVisible();
  await expect(page.getByText('waikato-electrical-certification')).toHaveCount(0);
  await expect(page.getByText('nz-000001')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  // Back to the form from the review, then on to submit.
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await submitFromReview(page);

  const numbers = await thankYouSites(page, ['1/41 Albert Street, Auckland Central, Auckland 1010', 'Kōwhai Drive']);
  await expect(page.getByText('0508 832 867')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Order' })).toHaveAttribute('href', '/service-type');
  await expectNoAccessibilityViolations(page);

  // And a confirmation mail per order is waiting for me.
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const subjects = ((await outbox.json()) as { messages: Array<{ subject: string }> }).messages.map((message) => message.subject);
  for (const number of numbers) expect(subjects).toContain(`Your livening order ${number}`);
});

test('when I enter more than 50 units and edit the contact details from the review, then every unit is there and the page opens at the contact details', async ({ page }) => {
  test.setTimeout(180_000);
  // From 50 rows a list is a long one (RepeatableGroupTemplate's LONG_LIST_ROWS): coming back to its
  // step, it creates its rows once its columns are measured, after the step's first commit.
  const unitNumbers = Array.from({ length: 55 }, (_, index) => String(index + 1));
  await continueAsGuest(page, 'icp-request');
  await chooseRadio(page, '/icpType', 'Metered ICP');
  await fillSiteWithManualUnits(page, 0, { query: '41 Albert Street', suggestion: '1/41 Albert Street, Auckland Central, Auckland 1010' }, unitNumbers);
  await chooseReferenceData(page);
  await enterFirstContactWithAllRoles(page, `guest.${Date.now()}@example.co.nz`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Review & Submit');

  await page.getByRole('link', { name: 'Edit Contact details' }).click();
  await expect(page.locator('#section-contact-details')).toBeInViewport();
  const units = fieldAt(page, '/metered/sites/0/manualUnits');
  await expect(units.locator('[data-long-list]')).toHaveCount(1);
  await expect(units.locator('[data-engine-item]')).toHaveCount(unitNumbers.length);
  await expect(byPointer(page, '/metered/sites/0/manualUnits/0/unitNumber')).toHaveValue('1');
  await expect(byPointer(page, '/metered/sites/0/manualUnits/54/unitNumber')).toHaveValue('55');
  // The contact details section is where the page stays once the rows are there.
  await expect(byPointer(page, '/contactDetails/0/firstName')).toBeInViewport();
  await expect(byPointer(page, '/contactDetails/0/firstName')).toHaveValue('Hemi');
});

test('when I save a draft, then the address keeps it through a reload, it reopens from my drafts, and submitted it becomes two orders', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/icp-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Livening (ICP) order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/order-details-list');
  // Then my profile fills the first contact, locked.
  await expect(byPointer(page, '/contactDetails/0/email')).toHaveValue(DEMO_ACCOUNTS.personal.email);
  await expect(byPointer(page, '/contactDetails/0/firstName')).toHaveAttribute('readonly', '');

  await chooseRadio(page, '/icpType', 'Metered ICP');
  await fillSiteWithManualUnits(page, 0, { query: '3 Vermont Street', suggestion: '3 Vermont Street, Ponsonby, Auckland 1011' }, ['A']);
  await page.getByRole('button', { name: 'Add another site' }).click();
  await fillSiteWithManualUnits(page, 1, { query: '4 Vermont Street', suggestion: '4 Vermont Street, Ponsonby, Auckland 1011' }, ['B1', 'B2']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DRAFT_SAVED_MESSAGE)).toBeVisible();

  // Then the address names my draft, so when I reload, my answers are still there.
  await expect(page).toHaveURL(/\/icp-request\?draft=[^&]+$/);
  const draftAddress = page.url();
  await page.reload();
  await expect(byPointer(page, '/metered/sites/1/manualUnits/1/unitNumber')).toHaveValue('B2');
  // And when I save again, it is the same draft, not a second one.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DRAFT_SAVED_MESSAGE)).toBeVisible();
  expect(page.url()).toBe(draftAddress);
  // My draft waits in the list too.
  await page.goto('/order-details-list/draft-orders');
  const draftRow = page.getByRole('row').filter({ hasText: '3 Vermont Street' });
  await expect(draftRow).toHaveCount(1);
  await expect(draftRow).toContainText('30 days');
  await expectNoAccessibilityViolations(page);
  await draftRow.getByRole('button', { name: /open draft/ }).click();

  // Then it opens as I left it, and I finish it.
  await expect(page).toHaveURL(/\/icp-request/);
  await expect(byPointer(page, '/metered/sites/0/addressInformation/streetAddress')).toHaveValue('3 Vermont Street, Ponsonby, Auckland 1011');
  await expect(byPointer(page, '/metered/sites/1/manualUnits/1/unitNumber')).toHaveValue('B2');
  await expect(page).toHaveURL(draftAddress);
  await chooseReferenceData(page);
  await takeAllRoles(page);
  // After I submit, nothing asks again for the draft the order replaced.
  const draftRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/unsubmitted/')) draftRequests.push(request.url());
  });
  await submitFromReview(page);
  const numbers = await thankYouSites(page, ['3 Vermont Street, Ponsonby, Auckland 1011', '4 Vermont Street, Ponsonby, Auckland 1011']);
  await page.goto('/order-details-list/open-orders');
  expect(draftRequests).toEqual([]);

  // Then the draft is gone, and both orders are in my open orders.
  await page.goto('/order-details-list/draft-orders');
  await expect(page.getByRole('row').filter({ hasText: '3 Vermont Street' })).toHaveCount(0);
  await page.goto('/order-details-list/open-orders');
  for (const number of numbers) await expect(page.getByText(number)).toBeVisible();
});

test('when a draft was saved before the form changed, then it still opens with the answers the form still has, and submits', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/order-details-list/draft-orders');
  // A draft as an older form saved it: a question the form has since dropped, at the top and inside a site.
  const oldDraft = {
    icpType: 'metered ICP',
    retiredQuestion: 'an answer nobody asks for any more',
    metered: {
      sites: [
        {
          siteType: 'streetNumberAndName',
          addressInformation: { streetAddress: '28 Vermont Street, Ponsonby, Auckland 1011', streetAddressId: 'nz-000136', manuallyEnteredAddress: false },
          meterColour: 'grey',
          unitType: 'manual',
          manualUnits: [{ unitNumber: '1', type: 'Residential', phase: 1, fuseAmp: 60, supply: 'Permanent' }],
        },
      ],
    },
  };
  const saved = await page.request.put('/api/orders/unsubmitted', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { orderType: 'LiveningIcpOrder', liveningIcpOrder: oldDraft },
  });
  expect(saved.status()).toBeLessThan(300);
  const { orderId } = (await saved.json()) as { orderId: string };

  await page.goto(`/icp-request?draft=${orderId}`);
  await expect(byPointer(page, '/metered/sites/0/addressInformation/streetAddress')).toHaveValue('28 Vermont Street, Ponsonby, Auckland 1011');
  await expect(byPointer(page, '/metered/sites/0/manualUnits/0/unitNumber')).toHaveValue('1');
  await chooseReferenceData(page);
  await takeAllRoles(page);
  await submitFromReview(page);
  await thankYouSites(page, ['28 Vermont Street, Ponsonby, Auckland 1011']);
});

/** Words that wrap inside themselves ("Resid / ential") in the element's text: each word's range must sit on one line. */
async function wordsBrokenInside(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('when I enter a site address by hand, then the review reads it in one line, my roles as labels, with one heading per level', async ({ page }) => {
  test.setTimeout(90_000);
  await continueAsGuest(page, 'icp-request');
  await chooseRadio(page, '/icpType', 'Metered ICP');
  const site = '/metered/sites/0';
  await chooseRadio(page, `${site}/siteType`, 'Street number and name');
  await fieldAt(page, `${site}/addressInformation/streetAddress`).getByRole('button', { name: 'Add address manually' }).click();
  const manual = `${site}/addressInformation/manualStreetAddress`;
  await type(page, `${manual}/unit`, '2');
  await type(page, `${manual}/streetNumber`, '12');
  await type(page, `${manual}/streetName`, 'Queen Street');
  await type(page, `${manual}/suburb`, 'Hamilton East');
  await type(page, `${manual}/postcode`, '3216');
  await chooseRadio(page, `${site}/unitType`, 'Enter the units here');
  await fieldAt(page, `${site}/manualUnits`).getByRole('button', { name: 'Add another unit' }).click();
  await type(page, `${site}/manualUnits/0/unitNumber`, '1');
  await type(page, `${site}/manualUnits/1/unitNumber`, '2');
  await byPointer(page, `${site}/manualUnits/1/type`).selectOption({ label: 'Commercial' });
  await byPointer(page, `${site}/manualUnits/1/supply`).selectOption({ label: 'Builders Temporary Supply' });
  await chooseReferenceData(page);
  await enterFirstContactWithAllRoles(page, `guest.${Date.now()}@example.co.nz`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Review & Submit');

  const review = page.locator('.engine-review');
  await expect(reviewAnswer(page, 'Address entered manually')).toHaveText('2/12 Queen Street, Hamilton East 3216');
  await expect(reviewAnswer(page, 'Roles')).toHaveText('Requester, Site access contact, Power retailer account holder');
  await expect(review.getByText(/Unit number|: Yes|: No/)).toHaveCount(0);
  // One heading per level: the section's stands for its only list ("Site details", then "Site 1", no "Sites"
  // between), and a group such as the site address is a label over its own answers, not a heading.
  await expect(review.getByRole('heading', { level: 3, name: 'Site 1' })).toBeVisible();
  await expect(review.getByRole('heading', { level: 3, name: 'Contact 1' })).toBeVisible();
  await expect(review.getByRole('heading', { level: 4 })).toHaveCount(0);
  await expect(review.getByRole('term').getByText('Site address', { exact: true })).toBeVisible();
  await expect(review.getByRole('term').getByText(/^(Sites|Contacts)$/)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  // At every width the spec names, the units table fits and wraps between words only.
  const table = review.getByRole('table').first();
  for (const width of [375, 600, 900, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.getByRole('cell', { name: 'Builders Temporary Supply' })).toBeVisible();
    expect(await wordsBrokenInside(review), `words broken at ${width} px`).toEqual([]);
    expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0)), `table fits at ${width} px`).toBe(true);
  }
});
