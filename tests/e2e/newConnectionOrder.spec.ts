// The new connection order at /new-connection, end to end against the real
// server: simple or complex as the answers make it (never asked), the real
// address search, upload API and scanner, order and draft endpoints, and the
// embedded identity provider for signed-in customers (spec 2 sections 2.5,
// 2.6, 4.2-4.5).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { acceptPrivacyAndSubmit, chooseAddress, chooseRadio, continueAsGuest, DRAFT_SAVED_MESSAGE, goToReview, reviewAnswer, uploadFile } from './orderJourney';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { byPointer, fieldAt, type } from './wizardLocators';

const SITE_PLAN = 'tests/fixtures/files/site-plan.pdf';
const ORDER_NUMBER = /^NC-\d{4}-\d{6,}$/;
const HEADING = 'New connection';
const SIMPLE_ROLES = ['Requester', 'Quote payer', 'Site access contact'];
const COMPLEX_ROLES = ['Customer', 'Consultant'];

/** The role boxes a contact is offered, by label. */
async function offeredRoles(page: Page, contact: number): Promise<string[]> {
  return fieldAt(page, `/contactDetails/${contact}/roles`).getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
}

async function expectRolesOffered(page: Page, contact: number, roles: string[]) {
  await expect.poll(() => offeredRoles(page, contact), { message: `roles offered to contact ${contact + 1}` }).toEqual(roles);
}

function roleBox(page: Page, contact: number, role: string) {
  return fieldAt(page, `/contactDetails/${contact}/roles`).getByRole('checkbox', { name: role, exact: true });
}

/** One row of the lot table: its type, phase and fuse. */
async function fillLot(page: Page, row: number, lot: { type: string; phase: string; fuse: string }) {
  await byPointer(page, `/site/lots/${row}/type`).selectOption({ label: lot.type });
  await byPointer(page, `/site/lots/${row}/phase`).selectOption({ label: lot.phase });
  await byPointer(page, `/site/lots/${row}/fuseAmp`).selectOption({ label: lot.fuse });
}

/** The lot table has as many rows as the lot count, and no Add or Remove. */
async function expectLotRows(page: Page, rows: number) {
  const table = fieldAt(page, '/site/lots');
  await expect(table.locator('[data-engine-item]')).toHaveCount(rows);
  await expect(table.getByRole('button')).toHaveCount(0);
}

/** The complex connection's project questions. */
async function describeProject(page: Page) {
  await chooseRadio(page, '/serviceType', 'Detailed design and price (A design fee will apply)');
  await chooseRadio(page, '/projectType', 'Subdivision');
  await chooseRadio(page, '/subdivisionType', 'Full reticulation');
  await type(page, '/developmentDescription', 'Subdivision of a farm block into 24 residential lots with a total load of about 1MVA');
}

/** The thank-you page after a submission: which kind of connection, and the order number. */
async function thankYouFor(page: Page, kind: 'Simple connection' | 'Complex connection'): Promise<string> {
  await expect(page).toHaveURL(/\/thank-you\/newConnection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
  const number = (await page.locator('.thank-you__site dt', { hasText: 'Order number' }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
  expect(number).toMatch(ORDER_NUMBER);
  await expect(page.getByText('0508 832 867')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order service' })).toHaveAttribute('href', '/service-type');
  return number;
}

test.describe.configure({ mode: 'serial' });

test('when I order a simple connection for 3 lots as a guest with a site plan, then I review it, submit it and am told it is a simple connection', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest.${Date.now()}@example.co.nz`;

  // When I continue as a guest, then I reach the wizard, which points back to the service types and cannot save.
  await continueAsGuest(page, 'new-connection');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to service types' })).toHaveAttribute('href', '/service-type');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Nothing asks whether the connection is complex, and the project questions wait for a reason to be asked.
  await expect(page.getByRole('heading', { name: 'Project details' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await chooseRadio(page, '/site/siteType', 'Street number and name');
  await chooseAddress(page, '/site/addressInformation/streetAddress', '28 Vermont Street', '28 Vermont Street, Ponsonby, Auckland 1011');
  await type(page, '/site/addressInformation/additionalAddressInformation', 'Rear section, access from the lane');
  // When I choose 3 lots, then the lot table has 3 rows to fill.
  await expect(fieldAt(page, '/site/lots')).toHaveCount(0);
  await byPointer(page, '/site/lotCount').selectOption('3');
  await expectLotRows(page, 3);
  await fillLot(page, 0, { type: 'Residential', phase: '1', fuse: '60' });
  await fillLot(page, 1, { type: 'Residential', phase: '1', fuse: '63' });
  await fillLot(page, 2, { type: 'Commercial', phase: '3', fuse: '100' });
  await type(page, '/site/additionalSiteRequirements', 'Underground supply to each lot, please.\nThe lane is narrow.');
  await uploadFile(page, '/sitePlans', SITE_PLAN);

  await type(page, '/contactDetails/0/firstName', 'Aroha');
  await type(page, '/contactDetails/0/lastName', 'Ngata');
  await type(page, '/contactDetails/0/email', email);
  await type(page, '/contactDetails/0/mobile', '021 123 4567');
  // A simple connection's roles; I am the requester, and pay the quote, so I give a billing address.
  await expectRolesOffered(page, 0, SIMPLE_ROLES);
  await expect(roleBox(page, 0, 'Requester')).toBeChecked();
  await expect(fieldAt(page, '/contactDetails/0/billingAddressDisplay')).toHaveCount(0);
  await roleBox(page, 0, 'Quote payer').check();
  await roleBox(page, 0, 'Site access contact').check();
  await chooseAddress(page, '/contactDetails/0/billingAddressDisplay', 'PO Box 2006', 'PO Box 2006, Hamilton 3240');
  await fieldAt(page, '/contactDetails/0/quoteContactPreferences').getByRole('checkbox', { name: 'Email' }).check();
  await chooseRadio(page, '/hasElectrician', 'No');
  await expectNoAccessibilityViolations(page);

  // Then the review shows a simple connection's sections, each with Edit.
  await goToReview(page);
  const review = page.locator('.engine-review');
  const sections = ['Site details', 'Site plans', 'Contact details', 'Electrician'];
  for (const section of sections) await expect(review.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  await expect(review.getByRole('heading', { level: 2 })).toHaveCount(sections.length);
  await expect(review.getByRole('link', { name: /^Edit/ })).toHaveCount(sections.length);
  await expect(reviewAnswer(page, 'Street address')).toHaveText('28 Vermont Street, Ponsonby, Auckland 1011');
  await expect(reviewAnswer(page, 'Additional address information (optional)')).toHaveText('Rear section, access from the lane');
  await expect(reviewAnswer(page, 'Number of lots')).toHaveText('3');
  const lots = review.getByRole('table').first();
  await expect(lots.locator('tbody tr')).toHaveCount(3);
  await expect(lots.locator('tbody tr').nth(2)).toHaveText(/Commercial\s*3\s*100/);
  await expect(reviewAnswer(page, 'Site plans')).toHaveText('site-plan.pdf (PDF)');
  await expect(reviewAnswer(page, 'Billing address')).toHaveText('PO Box 2006, Hamilton 3240');
  await expect(reviewAnswer(page, 'Roles')).toHaveText('Requester, Quote payer, Site access contact');
  await expectNoAccessibilityViolations(page);

  // When I edit the site details, then I am back at them, and on again to the review.
  await review.getByRole('link', { name: 'Edit Site details' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Order Details');
  await expect(byPointer(page, '/site/lots/2/fuseAmp')).toHaveValue('100');
  await goToReview(page);
  await acceptPrivacyAndSubmit(page);

  const number = await thankYouFor(page, 'Simple connection');
  await expect(page.getByText('about 6-8 weeks')).toBeVisible();
  await expect(page.getByText('cannot be tracked online')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  // And a confirmation mail is waiting for me.
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const subjects = ((await outbox.json()) as { messages: Array<{ subject: string }> }).messages.map((message) => message.subject);
  expect(subjects).toContain(`Your new connection order ${number}`);
});

test('when my site grows past 10 lots, then it turns complex; I save it, reload it, reopen it from my drafts and submit a complex connection', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, DEMO_ACCOUNTS.businessAdmin.email, '/new-connection');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/order-details-list');
  // Then my profile fills the first contact, locked, with my business.
  await expect(byPointer(page, '/contactDetails/0/email')).toHaveValue(DEMO_ACCOUNTS.businessAdmin.email);
  await expect(byPointer(page, '/contactDetails/0/firstName')).toHaveAttribute('readonly', '');
  await expect(byPointer(page, '/contactDetails/0/businessName')).not.toHaveValue('');

  await chooseRadio(page, '/site/siteType', 'Lot and DP number');
  await type(page, '/site/lotInformation/lotNumber', '7');
  await type(page, '/site/lotInformation/dpNumber', '512345');
  await type(page, '/site/lotInformation/streetName', 'Kōwhai Drive');
  await type(page, '/site/lotInformation/suburb', 'Rototuna');
  await type(page, '/site/lotInformation/postcode', '3210');
  // A handful of lots: a simple connection.
  await byPointer(page, '/site/lotCount').selectOption('4');
  await expectLotRows(page, 4);
  await type(page, '/site/additionalSiteRequirements', 'Staged build');
  await expectRolesOffered(page, 0, SIMPLE_ROLES);
  await expect(page.getByRole('heading', { name: 'Electrician', exact: true })).toBeVisible();

  // When I raise the count past 10, then the lot table and the simple roles go, and the project questions and complex roles come.
  await byPointer(page, '/site/lotCount').selectOption('More than 10');
  await expect(fieldAt(page, '/site/lots')).toHaveCount(0);
  await expect(byPointer(page, '/site/additionalSiteRequirements')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Project details', exact: true })).toBeVisible();
  await expectRolesOffered(page, 0, COMPLEX_ROLES);
  await expect(page.getByRole('heading', { name: 'Land owner', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Electrician', exact: true })).toHaveCount(0);
  // A subdivision asks what it requires; the description suggests what to say.
  await expect(byPointer(page, '/subdivisionType')).toHaveCount(0);
  await describeProject(page);
  await expect(byPointer(page, '/developmentDescription')).toHaveAttribute('placeholder', /3-4MVA/);
  await uploadFile(page, '/sitePlans', SITE_PLAN);
  await roleBox(page, 0, 'Customer').check();
  await expectNoAccessibilityViolations(page);

  // When I save, then I am told so, and the address names my draft.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order saved', { exact: true })).toBeVisible();
  await expect(page.getByText(DRAFT_SAVED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/new-connection\?draft=[^&]+$/);
  const draftAddress = page.url();
  // So when I reload, my answers are still there, the complex ones with them.
  await page.reload();
  await expect(byPointer(page, '/site/lotCount')).toHaveValue('More than 10');
  await expect(byPointer(page, '/developmentDescription')).toHaveValue(/24 residential lots/);
  await expect(roleBox(page, 0, 'Customer')).toBeChecked();
  await expect(fieldAt(page, '/site/lots')).toHaveCount(0);

  // And my draft waits in the list; it reopens as I left it.
  await page.goto('/order-details-list/draft-orders');
  const draftRow = page.getByRole('row').filter({ hasText: 'Kōwhai Drive' });
  await expect(draftRow).toHaveCount(1);
  await expect(draftRow).toContainText('New connection');
  await expectNoAccessibilityViolations(page);
  await draftRow.getByRole('button', { name: /open draft/ }).click();
  await expect(page).toHaveURL(draftAddress);
  await expect(fieldAt(page, '/projectType').getByRole('radio', { name: 'Subdivision', exact: true })).toBeChecked();
  await expect(fieldAt(page, '/sitePlans')).toContainText('site-plan.pdf');
  await chooseRadio(page, '/hasLandOwner', 'No');

  await goToReview(page);
  const review = page.locator('.engine-review');
  const sections = ['Site details', 'Project details', 'Site plans', 'Contact details', 'Land owner'];
  for (const section of sections) await expect(review.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  await expect(review.getByRole('link', { name: /^Edit/ })).toHaveCount(sections.length);
  await expect(reviewAnswer(page, 'Number of lots')).toHaveText('More than 10');
  await expect(reviewAnswer(page, 'What do you require')).toHaveText('Full reticulation');
  await expect(reviewAnswer(page, 'Which service do you need')).toHaveText('Detailed design and price (A design fee will apply)');
  await expect(reviewAnswer(page, 'Roles')).toHaveText('Customer');
  await expect(review.getByRole('table')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await acceptPrivacyAndSubmit(page);

  await thankYouFor(page, 'Complex connection');
  await expect(page.getByText('customer works agreement')).toBeVisible();
  await expect(page.getByText('Complex connections cannot be tracked online')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Then the draft the order replaced is gone.
  await page.goto('/order-details-list/draft-orders');
  await expect(page.getByRole('row').filter({ hasText: 'Kōwhai Drive' })).toHaveCount(0);
});

test('when a large fuse makes my connection complex and I change it back, then the simple roles return and nothing of the complex answers is sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/new-connection');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();

  await chooseRadio(page, '/site/siteType', 'Street number and name');
  await chooseAddress(page, '/site/addressInformation/streetAddress', '41 Albert Street', '1/41 Albert Street, Auckland Central, Auckland 1010');
  await byPointer(page, '/site/lotCount').selectOption('2');
  await expectLotRows(page, 2);
  await fillLot(page, 0, { type: 'Residential', phase: '1', fuse: '60' });
  await fillLot(page, 1, { type: 'Commercial', phase: '3', fuse: '100' });
  await roleBox(page, 0, 'Quote payer').check();
  await page.getByRole('button', { name: 'Add another contact' }).click();
  await type(page, '/contactDetails/1/firstName', 'Rawiri');
  await type(page, '/contactDetails/1/lastName', 'Tane');
  await type(page, '/contactDetails/1/mobile', '022 555 0101');
  await roleBox(page, 1, 'Site access contact').check();

  // When one lot needs more than 100 A, then the connection is complex: project questions, customer and consultant.
  await fillLot(page, 1, { type: 'Commercial', phase: '3', fuse: 'More than 100' });
  await expect(page.getByRole('heading', { name: 'Project details', exact: true })).toBeVisible();
  await expectRolesOffered(page, 0, COMPLEX_ROLES);
  await expectRolesOffered(page, 1, COMPLEX_ROLES);
  await describeProject(page);
  await roleBox(page, 0, 'Customer').check();
  await roleBox(page, 1, 'Consultant').check();
  await chooseRadio(page, '/hasLandOwner', 'Yes, someone else (add their contact details)');
  await type(page, '/landOwnerContactDetails/firstName', 'Mere');
  await type(page, '/landOwnerContactDetails/lastName', 'Parata');
  await expectNoAccessibilityViolations(page);

  // When I change the fuse back, then it is simple again: the simple roles, none of them held, and the electrician question.
  await byPointer(page, '/site/lots/1/fuseAmp').selectOption({ label: '100' });
  await expect(page.getByRole('heading', { name: 'Project details', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Land owner', exact: true })).toHaveCount(0);
  await expectRolesOffered(page, 0, SIMPLE_ROLES);
  await expectRolesOffered(page, 1, ['Quote payer', 'Site access contact']);
  await expect(roleBox(page, 0, 'Requester')).toBeChecked();
  for (const role of ['Quote payer', 'Site access contact']) {
    await expect(roleBox(page, 0, role)).not.toBeChecked();
    await expect(roleBox(page, 1, role)).not.toBeChecked();
  }
  await expectNoAccessibilityViolations(page);
  // I pay the quote myself (my billing address is in my profile), and the second contact lets the team in.
  await roleBox(page, 0, 'Quote payer').check();
  await expect(fieldAt(page, '/contactDetails/0/billingAddressDisplay')).toHaveCount(0);
  await roleBox(page, 1, 'Site access contact').check();
  await chooseRadio(page, '/hasElectrician', 'No');
  await uploadFile(page, '/sitePlans', SITE_PLAN);

  await goToReview(page);
  await expect(page.locator('.engine-review').getByRole('heading', { level: 2, name: 'Project details' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/new-connection');
  await acceptPrivacyAndSubmit(page);
  const body = (await sent).postDataJSON() as Record<string, unknown>;

  // Then what was sent is a simple connection with nothing left of the complex one.
  expect(body['isComplexConnection']).toBe(false);
  for (const stale of ['serviceType', 'projectType', 'subdivisionType', 'developmentDescription', 'hasLandOwner', 'landOwnerContactDetails']) {
    expect(body, `no ${stale}`).not.toHaveProperty(stale);
  }
  const contacts = body['contactDetails'] as Array<{ roles: Record<string, boolean> }>;
  // Each contact's roles are the simple set only (every flag sent, false when not held).
  expect(contacts.map((contact) => contact.roles)).toEqual([
    { requester: true, quotePayerRole: true, siteAccessContactRole: false },
    { requester: false, quotePayerRole: false, siteAccessContactRole: true },
  ]);
  expect(body['hasElectrician']).toBe('no');
  await thankYouFor(page, 'Simple connection');
});
