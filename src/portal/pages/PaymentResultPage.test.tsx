// @vitest-environment jsdom
// The payment result page over the real query and API client; fetch is
// replaced, answering GET /api/payments/session-result with the outcomes each
// test gives. What the page shows is the server's outcome, whatever the
// address (success or failure) says.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSessionResult, SessionOutcome } from '../../shared/api/payments';
import type { Session } from '../auth/sessionContext';
import { json, serveOrdersApi, type FakeRequest } from '../orders/testing/fakeOrdersApi';
import { TEST_CLIENT_CONFIG, withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import PaymentResultPage, { RESULT_POLL_LIMIT_MS, RESULT_POLL_MS } from './PaymentResultPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SIGNED_IN: Partial<Session> = { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' };
const GUEST: Partial<Session> = { isAuthenticated: false };

/** Answers the session's result with each outcome in turn (the last one again after that); `null` is a 404. */
function serveResults(...outcomes: Array<SessionOutcome | null>) {
  let asked = 0;
  return serveOrdersApi((request: FakeRequest) => {
    if (request.url.pathname !== '/api/payments/session-result') return undefined;
    const outcome = outcomes[Math.min(asked, outcomes.length - 1)];
    asked += 1;
    if (outcome === null || outcome === undefined) return json({ message: 'Not found' }, 404);
    return json({ outcome, paymentId: 'pay-1' } satisfies PaymentSessionResult);
  });
}

function renderResult(at: string, session: Partial<Session>) {
  renderWithSession(withPortalProviders(<PaymentResultPage />), { route: '/payment/:pageType', at, session, strict: true });
}

const resultRequests = (requests: FakeRequest[]) => requests.filter((request) => request.url.pathname === '/api/payments/session-result');

async function expectFailureTexts() {
  expect(await screen.findByRole('heading', { level: 1, name: 'It looks like there was an error during payment.' })).toBeTruthy();
  expect(screen.getByText('Please try again in a few minutes.')).toBeTruthy();
  expect(screen.queryByText('Payment Confirmed')).toBeNull();
}

describe('PaymentResultPage: approved', () => {
  it('confirms the payment to a signed-in customer, with Go to Orders, asking with the token', async () => {
    const requests = serveResults('approved');
    renderResult('/payment/success?sessionId=sess-1', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeTruthy();
    expect(screen.getByText('Thank you for your payment.')).toBeTruthy();
    expect(screen.getByText('We will continue working on your order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Orders' }).getAttribute('href')).toBe('/order-details-list');
    expect(screen.queryByRole('link', { name: "Return to the provider's site" })).toBeNull();
    const [request] = resultRequests(requests);
    expect(request?.url.search).toBe('?sessionId=sess-1');
    expect(request?.headers['Authorization']).toBe('Bearer token-1');
  });

  it("offers a guest Return to the provider's site, asking without a token", async () => {
    const requests = serveResults('approved');
    renderResult('/payment/success?sessionId=sess-1', GUEST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Return to the provider's site" }).getAttribute('href')).toBe(TEST_CLIENT_CONFIG.payments.companyWebsiteUrl);
    expect(screen.queryByRole('link', { name: 'Go to Orders' })).toBeNull();
    expect(resultRequests(requests)[0]?.headers['Authorization']).toBeUndefined();
  });

  it('believes the server, not the address: approved on /payment/failure is confirmed', async () => {
    serveResults('approved');
    renderResult('/payment/failure?sessionId=sess-1', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeTruthy();
  });
});

describe('PaymentResultPage: not paid', () => {
  it.each(['declined', 'cancelled'] as const)('shows the failure texts for %s, with a way back to the quote when signed in', async (outcome) => {
    serveResults(outcome);
    renderResult('/payment/failure?sessionId=sess-1', SIGNED_IN);
    await expectFailureTexts();
    expect(screen.getByRole('link', { name: 'Back to payment' }).getAttribute('href')).toBe('/pay-now/pay-1');
  });

  it('shows the failure texts to a guest without a way back to the quote', async () => {
    serveResults('declined');
    renderResult('/payment/failure?sessionId=sess-1', GUEST);
    await expectFailureTexts();
    expect(screen.queryByRole('link', { name: 'Back to payment' })).toBeNull();
    expect(screen.getByRole('link', { name: "Return to the provider's site" })).toBeTruthy();
  });

  it('believes the server, not the address: declined on /payment/success is a failure', async () => {
    serveResults('declined');
    renderResult('/payment/success?sessionId=sess-1', SIGNED_IN);
    await expectFailureTexts();
  });

  it('shows the failure texts when the server does not know the session (404)', async () => {
    const requests = serveResults(null);
    renderResult('/payment/success?sessionId=unknown', SIGNED_IN);
    await expectFailureTexts();
    // Nothing to retry: a 404 is final.
    expect(resultRequests(requests)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Back to payment' })).toBeNull();
  });
});

describe('PaymentResultPage: pending', () => {
  // Faked timers that also run on their own (so findBy… can wait), jumped forward where the test needs it.
  const fakeTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

  it("says 'Confirming your payment' and asks again every 2 s until the answer is final", async () => {
    fakeTimers();
    const requests = serveResults('pending', 'pending', 'approved');
    renderResult('/payment/success?sessionId=sess-1', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    expect(resultRequests(requests)).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_MS);
    });
    expect(resultRequests(requests)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_MS);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 3);
    });
    expect(resultRequests(requests)).toHaveLength(3);
  });

  it('gives up after a minute without a final answer and shows the failure texts', async () => {
    fakeTimers();
    const requests = serveResults('pending');
    renderResult('/payment/success?sessionId=sess-1', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_LIMIT_MS);
    });
    await expectFailureTexts();
    const asked = resultRequests(requests).length;
    expect(asked).toBeGreaterThanOrEqual(RESULT_POLL_LIMIT_MS / RESULT_POLL_MS - 1);
    expect(asked).toBeLessThanOrEqual(RESULT_POLL_LIMIT_MS / RESULT_POLL_MS + 1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 5);
    });
    expect(resultRequests(requests)).toHaveLength(asked);
  });
});

describe('PaymentResultPage: nothing to show', () => {
  it.each(['/payment/success', '/payment/failure', '/payment/success?sessionId=', '/payment/other?sessionId=sess-1'])('shows the not-found page at %s, asking nothing', async (at) => {
    const requests = serveResults('approved');
    renderResult(at, SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'The page was not found' })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
