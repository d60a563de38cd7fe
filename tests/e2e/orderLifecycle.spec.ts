// The order lifecycle across both sides, in two browsers at once: a customer
// orders and follows the order; the company's staff move it along in the back
// office. Everything real: the embedded identity provider (a customer and a
// staff member), the upload scanner, the order events, the lists in SQL.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { chooseReferenceData, fillSiteWithManualUnits, submitFromReview, takeAllRoles } from './liveningJourney';
import { nzDayFromToday, submitLiveningOrderAs } from './orderApi';
import { chooseRadio, pickDate, uploadFile } from './orderJourney';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { accessTokenOf, byPointer } from './wizardLocators';

const CUSTOMER = DEMO_ACCOUNTS.businessMember.email;
const DOCUMENT = 'tests/fixtures/files/site-plan.pdf';

/** In the back office, the action's form: choose it, then its own submit button (the choice and the submit may share a name). */
async function chooseAction(staff: Page, action: string) {
  await staff.getByRole('group', { name: 'Choose an action' }).getByRole('button', { name: action }).click();
  return staff.locator('.staff-actions__form');
}

async function expectSaved(staff: Page) {
  await expect(staff.getByText('Saved', { exact: true }).first()).toBeVisible();
}

test('when staff move my order along, attach a document and quote, then I follow it, download it and am offered Pay now; when I ask to cancel another order and staff accept, it is closed with its reason', async ({ browser }) => {
  test.setTimeout(240_000);
  const customerContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const staff = await staffContext.newPage();

  // When I, a business customer, order the livening of a site in the wizard,
  await signInAs(customer, CUSTOMER, '/icp-request');
  await chooseRadio(customer, '/icpType', 'Metered ICP');
  await fillSiteWithManualUnits(customer, 0, { query: '3 Vermont Street', suggestion: '3 Vermont Street, Ponsonby, Auckland 1011' }, ['1']);
  await chooseReferenceData(customer);
  await takeAllRoles(customer);
  await submitFromReview(customer);
  const orderNumber = (await customer.locator('.thank-you__site dd').last().innerText()).trim();
  expect(orderNumber).toMatch(/^LIV-\d{4}-\d{6,}$/);
  // and another one I will want to cancel (sent straight to the API: the wizard is shown once already).
  const second = await submitLiveningOrderAs(customer, { firstName: 'Mike', lastName: 'Walker', email: CUSTOMER });

  // Then the staff member finds it in the queue,
  await signInAs(staff, DEMO_ACCOUNTS.staff.email, '/staff');
  await staff.getByLabel('Search by order number or address').fill(orderNumber);
  await staff.getByLabel('Search by order number or address').press('Enter');
  await staff.getByRole('link', { name: orderNumber }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expectNoAccessibilityViolations(staff);

  // moves it along twice (the form offers the next activity each time),
  for (const activity of ['Assessing', 'Awaiting inspection']) {
    const form = await chooseAction(staff, 'Move along');
    await expect(byPointer(staff, '/activity')).toHaveValue(activity);
    await form.getByRole('button', { name: 'Save progress' }).click();
    await expectSaved(staff);
    await expect(staff.locator('.staff-order-header')).toContainText(activity);
  }

  // and attaches a document, uploaded and scanned.
  let form = await chooseAction(staff, 'Attach document');
  await byPointer(staff, '/documentType').selectOption({ label: 'Inspection certificate' });
  await uploadFile(staff, '/files', DOCUMENT);
  await form.getByRole('button', { name: 'Attach document' }).click();
  await expectSaved(staff);
  await expect(staff.getByRole('region', { name: 'Files table' })).toContainText('site-plan.pdf');

  // When I open my order from my open orders, then I see its progress and the document,
  await customer.goto('/order-details-list/open-orders');
  await customer.getByRole('link', { name: orderNumber }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'ICP Request (Livening)' })).toBeVisible();
  const status = customer.locator('.order-status');
  await expect(status).toContainText('Awaiting inspection');
  await expect(status).toContainText('50%');
  await expect(status).toContainText('Livening scheduled');
  await expectNoAccessibilityViolations(customer);
  // and I download it.
  const download = customer.waitForEvent('download');
  await customer.getByRole('button', { name: 'Download site-plan.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('site-plan.pdf');
  await expect(customer.getByText('File successfully downloaded')).toBeVisible();

  // When staff issue a quote,
  form = await chooseAction(staff, 'Issue quote');
  await byPointer(staff, '/amountCents').fill('123456');
  await pickDate(staff, '/dueDate', nzDayFromToday(14));
  await byPointer(staff, '/description').fill('Inspection and livening');
  await form.getByRole('button', { name: 'Issue quote' }).click();
  await expectSaved(staff);

  // then my order shows its action message with Pay now.
  await customer.reload();
  const payNow = customer.getByRole('link', { name: 'Pay now' });
  await expect(payNow).toBeVisible();
  await expect(payNow).toHaveAttribute('href', /^\/pay-now\/[0-9a-f-]{36}$/);
  await expect(customer.getByText(/\$1,234\.56/).first()).toBeVisible();
  await expectNoAccessibilityViolations(customer);

  // When I ask to cancel my other order,
  await customer.goto(`/order-details/${second.orderId}?orderDetailsType=LiveningIcpOrder`);
  await customer.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = customer.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send cancellation request' }).click();
  await expect(dialog.getByText('Cancel reason is required')).toBeVisible();
  // (react-aria's radio input is visually hidden under its label: I click the label, as a person does.)
  await dialog.locator('label').filter({ hasText: 'No longer required' }).click();
  await expect(dialog.getByRole('radio', { name: 'No longer required' })).toBeChecked();
  await expectNoAccessibilityViolations(customer);
  await dialog.getByRole('button', { name: 'Send cancellation request' }).click();
  await expect(customer.getByText('Cancel order request successful')).toBeVisible();
  // then it waits for staff: not cancelled yet, and I cannot ask again.
  await expect(customer.locator('.order-status')).toContainText('Reviewing cancellation request');
  await expect(customer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // When staff accept the request from the queue,
  await staff.goto('/staff?cancellationRequested=true');
  await staff.getByRole('link', { name: second.orderNumber }).click();
  form = await chooseAction(staff, 'Review cancellation');
  await chooseRadio(staff, '/decision', 'Accept: cancel the order');
  await expect(byPointer(staff, '/cancelReason')).toHaveValue('No longer required');
  await form.getByRole('button', { name: 'Record decision' }).click();
  await expectSaved(staff);
  await expect(staff.getByRole('heading', { name: 'History' })).toBeVisible();

  // then it is in my closed orders with its reason, and no longer among my open ones.
  await customer.goto('/order-details-list/closed-orders');
  const closedRow = customer.getByRole('row').filter({ hasText: second.orderNumber });
  await expect(closedRow).toHaveCount(1);
  await expect(closedRow).toContainText('No longer required');
  await expectNoAccessibilityViolations(customer);
  await customer.goto('/order-details-list/open-orders');
  await customer.getByLabel('Search by order number or address').fill(second.orderNumber);
  await customer.getByLabel('Search by order number or address').press('Enter');
  await expect(customer.getByText('There is no result for your search')).toBeVisible();

  await customerContext.close();
  await staffContext.close();
});

test('when a customer opens the back office, then it is not found for them, and its API answers 404', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.personal.email, '/service-type');
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'The page was not found' })).toBeVisible();
  const response = await page.request.get('/api/staff/orders', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.status()).toBe(404);
});
