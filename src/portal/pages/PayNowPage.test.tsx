// @vitest-environment jsdom
// The pay-now page over the real queries, API client and billing form (its
// precompiled validator and ui.json); only the network (fetch) is replaced,
// answering GET /api/payments/{paymentId} and PUT /api/billing-details.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillingDetailsRequest, OrderPayment } from '../../shared/api/payments';
import type { Session } from '../auth/sessionContext';
import { loadEngineForm } from '../forms/loadEngineForm';
import { json, serveOrdersApi, type FakeRequest } from '../orders/testing/fakeOrdersApi';
import { orderPayment, SAVED_BILLING } from '../payments/testing/paymentFixtures';
import { NotificationBanner } from '../shell/NotificationBanner';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import PayNowPage from './PayNowPage';

// The billing form's generated module is large: loaded once before the first test times anything.
beforeAll(async () => {
  await loadEngineForm('billing');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PAYMENT_PATH = '/api/payments/pay-1';
const ACKNOWLEDGEMENT = 'I acknowledge that the billing details above are correct';

type PutHandler = (body: BillingDetailsRequest) => Response;

/** The saved payment after a PUT: what the server answers. */
const savedAs = (payment: OrderPayment, body: BillingDetailsRequest) =>
  json({ ...payment, billingDetails: body.billingDetails, billingDetailsSaved: true, paymentMethod: body.paymentMethod });

/** Serves the payment (a 404 for `null`) and answers PUTs with `put` (by default: saved as sent). */
function servePayment(payment: OrderPayment | null, put?: PutHandler) {
  return serveOrdersApi((request: FakeRequest) => {
    if (request.method === 'GET' && request.url.pathname === PAYMENT_PATH) return payment ? json(payment) : json({ message: 'Not found' }, 404);
    if (request.method === 'PUT' && request.url.pathname === '/api/billing-details') {
      const body = request.body as BillingDetailsRequest;
      return put ? put(body) : savedAs(payment ?? orderPayment(), body);
    }
    return undefined;
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

function renderPayNow(session: Partial<Session> = {}) {
  renderWithSession(
    withPortalProviders(
      <>
        <NotificationBanner />
        <PayNowPage />
      </>,
    ),
    { strict: true, route: '/pay-now/:paymentId', at: '/pay-now/pay-1', session: { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1', ...session } },
  );
}

const factsOf = (container: HTMLElement) =>
  Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** From the Review step to Billing details. */
async function toBillingStep(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Billing details' });
  return user;
}

const billingRegion = () => screen.getByRole('region', { name: 'Billing details' });

describe('PayNowPage: who may see it and when', () => {
  it('sends a guest to sign in, coming back to this address', async () => {
    const signIn = vi.fn(async () => {});
    const requests = servePayment(orderPayment());
    renderPayNow({ isAuthenticated: false, userId: undefined, signIn });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: '/pay-now/pay-1' }));
    expect(requests).toEqual([]);
  });

  it("shows 'Loading your quote' while loading, then the quote, asking with the bearer token", async () => {
    const requests = servePayment(orderPayment());
    renderPayNow();
    expect(await screen.findByText('Loading your quote')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your quote' })).toBeTruthy();
    expect(requests[0]?.url.pathname).toBe(PAYMENT_PATH);
    expect(requests[0]?.headers['Authorization']).toBe('Bearer token-1');
  });

  it.each([
    ['the quote is already paid', orderPayment({ status: 'Paid', paidDate: '2026-11-20T01:00:00.000Z', paymentReference: 'TX-1' })],
    ['the quote was cancelled', orderPayment({ status: 'Cancelled' })],
    ['the server does not know the payment (404)', null],
  ])('shows the invalid-link page when %s', async (_case, payment) => {
    servePayment(payment);
    renderPayNow();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid anymore' })).toBeTruthy();
    expect(screen.getByText('This link has already been actioned, or it has expired.')).toBeTruthy();
    expect(screen.getByText('If it has expired, you will need to submit a new order. If you have any questions, please contact us.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order service' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  describe('on 5 March 2026 in New Zealand (the 4th in UTC)', () => {
    // 10:30 on 5 March 2026 in Auckland; only Date is faked, so the page's requests run as usual.
    const onFifthOfMarch = () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-04T21:30:00Z'));
    };

    it('shows the invalid-link page for a quote due yesterday in New Zealand', async () => {
      onFifthOfMarch();
      servePayment(orderPayment({ quoteExpiry: '2026-03-04' }));
      renderPayNow();
      expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid anymore' })).toBeTruthy();
    });

    it('shows the flow for a quote due today in New Zealand', async () => {
      onFifthOfMarch();
      servePayment(orderPayment({ quoteExpiry: '2026-03-05' }));
      renderPayNow();
      expect(await screen.findByText('Payment due by 5 March 2026')).toBeTruthy();
    });
  });
});

describe('PayNowPage: step 1, Review', () => {
  it('shows the progress, the quote card with the total in dollars and the due date, and the things to know', async () => {
    servePayment(orderPayment());
    renderPayNow();
    const card = await screen.findByRole('region', { name: 'Quote for order number NC-2026-000042' });
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1Review', '2Billing details', '3Payment']);
    expect(within(progress).getByText('Review').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(factsOf(card)).toEqual({
      Address: '12 Kōwhai Drive, Karori, Wellington 6012',
      'Job type': 'Simple electricity connection',
      'Service type': 'New connection (one lot)',
      Description: 'Connection of one lot',
      'Total (incl. GST)': '$1,234.56',
    });
    expect(within(card).getByText('Payment due by 5 March 2027')).toBeTruthy();

    const things = screen.getByRole('region', { name: 'Things to know' });
    const points = within(things)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toHaveLength(5);
    expect(points[0]).toMatch(/assessment or work costs/);
    expect(points[1]).toMatch(/paid in full/);
    expect(points[2]).toMatch(/not paid by the due date.*cancelled.*apply again/);
    expect(points[3]).toMatch(/Meter, livening and inspection costs.*electricity retailer/);
    expect(points[4]).toMatch(/communications cables is not included/);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toContain('Next');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it.each([
    [100, '$1.00'],
    [5, '$0.05'],
    [100000000, '$1,000,000.00'],
    [1999999, '$19,999.99'],
  ])('shows %i cents as %s', async (cents, shown) => {
    servePayment(orderPayment({ totalPriceCents: cents, totalPrice: cents / 100 }));
    renderPayNow();
    const card = await screen.findByRole('region', { name: 'Quote for order number NC-2026-000042' });
    expect(factsOf(card)['Total (incl. GST)']).toBe(shown);
  });
});

describe('PayNowPage: step 2, Billing details', () => {
  it('shows the saved details read-only, the payment methods from the billing form, the partner and the acknowledgement', async () => {
    servePayment(orderPayment());
    renderPayNow();
    await toBillingStep();
    expect(factsOf(billingRegion())).toEqual({
      Name: 'Aroha Ngata',
      'Business name': 'Ngata Builders',
      Email: 'aroha@example.nz',
      Mobile: '021 123 4567',
      'Billing address': 'PO Box 1234, Te Aro, Wellington 6011',
    });
    const methods = screen.getByRole('group', { name: 'Payment method' });
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.querySelector('.choice-card__label')?.textContent)).toEqual(['Credit card or debit card', 'Account2Account']);
    expect(within(methods).getByRole('radio', { name: 'Credit card or debit card' })).toHaveProperty('checked', true);
    expect(within(methods).getByText('A 1.15% per-transaction convenience fee is charged by the payment provider.')).toBeTruthy();
    expect(within(methods).getByText(/Windcave, our trusted payment partner/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('Back returns to the review', async () => {
    servePayment(orderPayment());
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('region', { name: 'Quote for order number NC-2026-000042' })).toBeTruthy();
  });

  it('Edit opens the form; Save sends the details with the chosen method, says so and shows the saved values read-only', async () => {
    const requests = servePayment(orderPayment({ paymentMethod: null }));
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Aroha');
    // Edit mode: the acknowledgement is cleared and cannot be ticked.
    const acknowledgement = screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT });
    expect(acknowledgement).toHaveProperty('checked', false);
    expect(acknowledgement).toHaveProperty('disabled', true);
    // Nothing changed yet: Save and Cancel wait.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'accounts@ngata.nz');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Billing save successful')).toBeTruthy();
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]?.body).toEqual({
      paymentId: 'pay-1',
      billingDetails: { ...SAVED_BILLING, email: 'accounts@ngata.nz' },
      paymentMethod: 'CreditCard',
    });
    expect(puts(requests)[0]?.headers['Authorization']).toBe('Bearer token-1');
    await waitFor(() => expect(screen.queryByLabelText('First name')).toBeNull());
    expect(factsOf(billingRegion())['Email']).toBe('accounts@ngata.nz');
    expect(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT })).toHaveProperty('disabled', false);
  });

  it('Cancel puts the values back and leaves edit mode without sending anything', async () => {
    const requests = servePayment(orderPayment());
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Mere');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByLabelText('First name')).toBeNull());
    expect(factsOf(billingRegion())['Name']).toBe('Aroha Ngata');
    expect(puts(requests)).toEqual([]);
    // Editing again starts from the saved values.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Aroha');
  });

  it('shows a field the server refused (400) in the form', async () => {
    servePayment(orderPayment(), () => json({ message: 'Invalid billing details', errors: [{ pointer: '/billingDetails/email', message: 'Enter a valid email' }] }, 400));
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Last name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Enter a valid email')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.queryByText('It looks like there was an error updating your billing details.')).toBeNull();
  });

  /** Edit, first name 'Mere', Save: the server answers with `put`. */
  async function saveMere(put: PutHandler) {
    const requests = servePayment(orderPayment(), put);
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Mere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return { requests, user };
  }

  it('shows the failure screen when the save fails, and Back returns to the form with what was typed', async () => {
    const { user } = await saveMere(() => json({ message: 'Unavailable' }, 503));
    expect(await screen.findByRole('heading', { name: 'It looks like there was an error updating your billing details.' })).toBeTruthy();
    expect(screen.getByText('Please try again in a few minutes')).toBeTruthy();
    expect(screen.getByText('Billing save failed')).toBeTruthy();
    // The form stays on the page, out of sight, so Back finds it as it was.
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Mere');
    expect(screen.queryByText('It looks like there was an error updating your billing details.')).toBeNull();
  });

  it('Try again sends the same details again, and once it works shows them read-only', async () => {
    let failing = true;
    const { requests, user } = await saveMere((body) => (failing ? json({ message: 'Unavailable' }, 503) : savedAs(orderPayment(), body)));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Billing save successful')).toBeTruthy();
    expect(puts(requests)).toHaveLength(3);
    expect(new Set(puts(requests).map((request) => JSON.stringify(request.body))).size).toBe(1);
    expect((puts(requests)[2]?.body as BillingDetailsRequest).billingDetails.firstName).toBe('Mere');
    expect(factsOf(billingRegion())['Name']).toBe('Mere Ngata');
  });
});

describe('PayNowPage: Next on Billing details', () => {
  it('opens edit mode with the message when the prefilled address was never picked from the lookup', async () => {
    const requests = servePayment(
      orderPayment({
        billingDetailsSaved: false,
        billingDetails: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', manuallyEnteredBillingAddress: false, billingAddressDisplay: '1 Queen Street' },
      }),
    );
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Address is invalid' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Aroha');
    expect(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT })).toHaveProperty('disabled', true);
    expect(puts(requests)).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent).toBe('2Billing details');
  });

  it('opens edit mode with "First name is required" when the profile had no name', async () => {
    servePayment(orderPayment({ billingDetailsSaved: false, billingDetails: { ...SAVED_BILLING, firstName: '', lastName: '' } }));
    renderPayNow();
    const user = await toBillingStep();
    expect(within(billingRegion()).getByText('Not provided')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByText('First name is required')).toBeTruthy();
  });

  it('saves details that came from the profile before going on to Payment', async () => {
    const requests = servePayment(orderPayment({ billingDetailsSaved: false, paymentMethod: null }));
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    expect(puts(requests).map((request) => request.body)).toEqual([{ paymentId: 'pay-1', billingDetails: SAVED_BILLING, paymentMethod: 'CreditCard' }]);
    expect(screen.getByText('Billing save successful')).toBeTruthy();
  });

  it('goes on without a save when the details and the method are as saved, and saves when the method changed', async () => {
    const requests = servePayment(orderPayment());
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: 'Account2Account' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    expect(puts(requests).map((request) => (request.body as BillingDetailsRequest).paymentMethod)).toEqual(['Account2Account']);
  });

  it('stays on Billing details when that save fails, and goes on once Try again works', async () => {
    let failing = true;
    const requests = servePayment(orderPayment({ billingDetailsSaved: false }), (body) => (failing ? json({ message: 'Unavailable' }, 500) : savedAs(orderPayment(), body)));
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'It looks like there was an error updating your billing details.' })).toBeTruthy();
    expect(screen.getByText('Billing save failed')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Payment' })).toBeNull();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    expect(puts(requests)).toHaveLength(2);
  });

  it('asks to save or cancel changes first while editing; without changes it leaves edit mode and goes on', async () => {
    servePayment(orderPayment());
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Last name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Save or cancel your changes to the billing details before you go on.')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Ngatax');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
  });
});

describe('PayNowPage: step 3, Payment', () => {
  it('shows the summary; Pay now waits for the acknowledgement, then hands the session page the payment', async () => {
    servePayment(orderPayment({ totalPriceCents: 1999999, totalPrice: 19999.99 }));
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('region', { name: 'Payment' });
    expect(factsOf(summary)).toEqual({
      'Amount (incl. GST)': '$19,999.99',
      'Payment method': 'Credit card or debit card',
      'Billing name': 'Aroha Ngata',
      'Billing email': 'aroha@example.nz',
    });
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    expect(payNow).toHaveProperty('disabled', true);
    expect(screen.getByText(/go back to Billing details and tick/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('checkbox', { name: ACKNOWLEDGEMENT }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/create-payment-session');
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toEqual({
      orderId: 'order-1',
      paymentId: 'pay-1',
      srNumber: 'NC-2026-000042',
      customerName: 'Aroha Ngata',
      amount: '19999.99',
      paymentMethod: 'CreditCard',
    });
  });

  it('needs the acknowledgement again after the details were edited', async () => {
    servePayment(orderPayment());
    renderPayNow();
    const user = await toBillingStep();
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Last name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Billing save successful');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toHaveProperty('disabled', true);
  });
});
