// @vitest-environment jsdom
// The payment session page over the real API client; fetch is replaced, and
// the browser's location (where the provider's page would open) is a stub.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSessionRequest } from '../../shared/api/payments';
import { json, serveOrdersApi, type FakeRequest } from '../orders/testing/fakeOrdersApi';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import CreatePaymentSessionPage from './CreatePaymentSessionPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAYMENT: PaymentSessionRequest = {
  orderId: 'order-1',
  paymentId: 'pay-1',
  srNumber: 'NC-2026-000042',
  customerName: 'Aroha Ngata',
  amount: '1234.56',
  paymentMethod: 'CreditCard',
};

const SESSION_URL = 'https://sec.windcave.test/pxmi3/EF4A1B2C';

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

function serveSession(answer: () => Response) {
  return serveOrdersApi((request: FakeRequest) => (request.method === 'POST' && request.url.pathname === '/api/payments/session' ? answer() : undefined));
}

function renderSession(state: unknown, { strict = false } = {}) {
  renderWithSession(withPortalProviders(<CreatePaymentSessionPage />), {
    strict,
    route: '/create-payment-session',
    at: '/create-payment-session',
    state,
    session: { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' },
  });
}

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('CreatePaymentSessionPage', () => {
  it.each([
    ['no state', undefined],
    ['no orderId', { ...PAYMENT, orderId: undefined }],
    ['no amount', { ...PAYMENT, amount: '' }],
  ])('goes to / with %s, asking nothing', async (_case, state) => {
    const requests = serveSession(() => json({ sessionUrl: SESSION_URL }));
    renderSession(state);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(requests).toEqual([]);
  });

  it('asks for a session once, even under StrictMode, with the token and the payment, then goes to the provider', async () => {
    const assign = stubLocation();
    const requests = serveSession(() => json({ sessionUrl: SESSION_URL }));
    renderSession(PAYMENT, { strict: true });
    expect(screen.getByText('Taking you to the payment page')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SESSION_URL));
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]?.body).toEqual(PAYMENT);
    expect(posts(requests)[0]?.headers['Authorization']).toBe('Bearer token-1');
    // The spinner stays while the browser leaves.
    expect(screen.getByText('Taking you to the payment page')).toBeTruthy();
  });

  it('goes to / when the answer has no sessionUrl', async () => {
    const assign = stubLocation();
    serveSession(() => json({}));
    renderSession(PAYMENT);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the session cannot be created, with Back to the quote', async () => {
    const assign = stubLocation();
    const requests = serveSession(() => json({ message: 'The amount is not the quote' }, 409));
    renderSession(PAYMENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'It looks like there was an error processing your payment.' })).toBeTruthy();
    expect(screen.getByText('Please try again in a few minutes')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/pay-now/pay-1');
    expect(posts(requests)).toHaveLength(1);
  });

  it('returns to the quote instead of asking again when the session was already used (Back from the provider)', async () => {
    const requests = serveSession(() => json({ sessionUrl: SESSION_URL }));
    renderSession({ ...PAYMENT, used: true });
    expect((await screen.findByTestId('location')).textContent).toBe('/pay-now/pay-1');
    expect(requests).toEqual([]);
  });
});
