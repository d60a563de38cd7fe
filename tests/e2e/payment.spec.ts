// Paying a quote, end to end against the real server: the staff's quote, the
// pay-now page with the billing form, the session the server opens on the
// embedded sandbox hosted payment page, the card payment there, the return to
// the payment result page, and what the server recorded (issue 17).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { issueQuoteAs, nzDayFromToday, submitLiveningOrderAs } from './orderApi';
import { DEMO_ACCOUNTS, signInAs } from './signIn';
import { DEMO_PASSWORD } from '../../src/server/demo/demoAccountList';
import { accessTokenOf, byPointer } from './wizardLocators';

const CUSTOMER = DEMO_ACCOUNTS.personal.email;
const APPROVING_CARD = '4111 1111 1111 1111';
const DECLINING_CARD = '4000 0000 0000 0002';

test.describe.configure({ mode: 'serial' });

/** A quote of $1,234.56 for a new livening order of the customer signed in in `customer`; the ids. */
async function quotedOrder(browser: Browser, customer: Page) {
  const order = await submitLiveningOrderAs(customer, { firstName: 'Pat', lastName: 'Tamihana', email: CUSTOMER });
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, DEMO_ACCOUNTS.staff.email, '/staff');
  const paymentId = await issueQuoteAs(staff, order.orderId, { amountCents: 123456, dueDate: nzDayFromToday(14), description: 'Inspection and livening' });
  await staffContext.close();
  return { ...order, paymentId };
}

/** From the order's detail page, Pay now, through Review and Billing details (acknowledged) to Payment. */
async function payNowUpToPayment(customer: Page, order: { orderId: string; orderNumber: string }) {
  await customer.goto(`/order-details/${order.orderId}?orderDetailsType=LiveningIcpOrder`);
  await customer.getByRole('link', { name: 'Pay now' }).click();
  await expect(customer.getByText(`Quote for order number ${order.orderNumber}`)).toBeVisible();
  await customer.getByRole('button', { name: 'Next' }).click();
  await expect(customer.getByRole('heading', { name: 'Billing details', level: 2 })).toBeVisible();
  await customer.getByLabel('I acknowledge that the billing details above are correct').check();
  await customer.getByRole('button', { name: 'Next' }).click();
  await expect(customer.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible();
}

/** On the sandbox's hosted payment page: the card, then Pay. */
async function payByCard(customer: Page, cardNumber: string) {
  await expect(customer).toHaveURL(/\/payment-sandbox\/sessions\/[0-9a-f]{32}$/);
  await customer.getByLabel('Name on card').fill('Pat Tamihana');
  await customer.getByLabel('Card number').fill(cardNumber);
  await customer.getByLabel('Expiry date').fill('12/39');
  await customer.getByLabel('Security code').fill('123');
  await customer.getByRole('button', { name: 'Pay $1,234.56' }).click();
}

async function paymentStatus(customer: Page, paymentId: string): Promise<{ status: string; paymentReference: string | null }> {
  const response = await customer.request.get(`/api/payments/${paymentId}`, { headers: { authorization: `Bearer ${await accessTokenOf(customer)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; paymentReference: string | null };
}

test('when staff quote my order and I pay it by card on the payment page, then I see Payment Confirmed and my order shows it paid', async ({ browser, page: customer }) => {
  test.setTimeout(120_000);
  await signInAs(customer, CUSTOMER, '/order-details-list/open-orders');
  const order = await quotedOrder(browser, customer);

  // When I open my order, then its quote offers Pay now, which shows the quote.
  await customer.goto(`/order-details/${order.orderId}?orderDetailsType=LiveningIcpOrder`);
  await customer.getByRole('link', { name: 'Pay now' }).click();
  await expect(customer).toHaveURL(`/pay-now/${order.paymentId}`);
  await expect(customer.getByText(`Quote for order number ${order.orderNumber}`)).toBeVisible();
  await expect(customer.getByText('$1,234.56').first()).toBeVisible();
  await expect(customer.getByText(/^Payment due by \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expectNoAccessibilityViolations(customer);
  await customer.getByRole('button', { name: 'Next' }).click();

  // When I edit my billing details and save them, then they are saved and shown.
  await customer.getByRole('button', { name: 'Edit' }).click();
  await byPointer(customer, '/billingDetails/businessName').fill('Tamihana Holdings');
  await expectNoAccessibilityViolations(customer);
  await customer.getByRole('button', { name: 'Save' }).click();
  await expect(customer.getByText('Billing save successful')).toBeVisible();
  await expect(customer.getByText('Tamihana Holdings')).toBeVisible();

  // And when I acknowledge them, Pay now takes me to the payment page.
  const acknowledgement = customer.getByLabel('I acknowledge that the billing details above are correct');
  await expect(acknowledgement).toBeEnabled();
  await acknowledgement.check();
  await customer.getByRole('button', { name: 'Next' }).click();
  const payNow = customer.getByRole('button', { name: 'Pay now' });
  await expect(payNow).toBeEnabled();
  await expectNoAccessibilityViolations(customer);
  await payNow.click();
  // The click passes through /create-payment-session on its way to the
  // payment page; check the page only once it has arrived and shows its form.
  await expect(customer).toHaveURL(/\/payment-sandbox\/sessions\/[0-9a-f]{32}$/);
  await expect(customer.getByLabel('Card number')).toBeVisible();
  await expectNoAccessibilityViolations(customer);
  await payByCard(customer, APPROVING_CARD);

  // Then the result page says what the server found, and the order is paid.
  await expect(customer).toHaveURL(/\/payment\/success\?sessionId=[0-9a-f]{32}$/);
  await expect(customer.getByRole('heading', { name: 'Payment Confirmed' })).toBeVisible();
  await expect(customer.getByText('Thank you for your payment.')).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Go to Orders' })).toHaveAttribute('href', '/order-details-list');
  await expectNoAccessibilityViolations(customer);
  const recorded = await paymentStatus(customer, order.paymentId);
  expect(recorded.status).toBe('Paid');
  expect(recorded.paymentReference).toMatch(/^\d{16}$/);

  await customer.goto(`/order-details/${order.orderId}?orderDetailsType=LiveningIcpOrder`);
  await expect(customer.getByText(/^Paid \$1,234\.56 on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // And the receipt is in my mail.
  const outbox = await customer.request.get(`/api/dev/outbox?to=${encodeURIComponent(CUSTOMER)}`);
  const subjects = ((await outbox.json()) as { messages: Array<{ subject: string }> }).messages.map((message) => message.subject);
  expect(subjects).toContain(`Receipt for your payment: order ${order.orderNumber}`);

  // And the pay-now link no longer works: it is paid.
  await customer.goto(`/pay-now/${order.paymentId}`);
  await expect(customer.getByRole('heading', { name: 'This link is not valid anymore' })).toBeVisible();
});

test('when my card is declined, then I see the failure page and nothing is paid', async ({ browser, page: customer }) => {
  test.setTimeout(90_000);
  await signInAs(customer, CUSTOMER, '/order-details-list/open-orders');
  const order = await quotedOrder(browser, customer);
  await payNowUpToPayment(customer, order);
  await customer.getByRole('button', { name: 'Pay now' }).click();
  await payByCard(customer, DECLINING_CARD);

  await expect(customer).toHaveURL(/\/payment\/failure\?sessionId=[0-9a-f]{32}$/);
  await expect(customer.getByText('It looks like there was an error during payment.')).toBeVisible();
  await expect(customer.getByText('Please try again in a few minutes.')).toBeVisible();
  await expectNoAccessibilityViolations(customer);
  expect(await paymentStatus(customer, order.paymentId)).toMatchObject({ status: 'Ready To Pay', paymentReference: null });

  // A made-up success address shows no confirmation either.
  await customer.goto('/payment/success?sessionId=0123456789abcdef0123456789abcdef');
  await expect(customer.getByText('It looks like there was an error during payment.')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Payment Confirmed' })).toHaveCount(0);
});

test('when I follow a pay-now link without signing in, then I am asked to sign in first, and come back to it', async ({ page }) => {
  const link = '/pay-now/0b7c3c1e-6a3f-4a51-9a55-0c0f4a4f2b10';
  await page.goto(link);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(CUSTOMER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(link);
  // (No quote has this id: the link is not valid for me.)
  await expect(page.getByRole('heading', { name: 'This link is not valid anymore' })).toBeVisible();
});
