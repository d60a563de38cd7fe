// /payment/{pageType}?sessionId=… (spec 3 "Payment result pages"): where the
// payment provider sends the customer back. The address says success or
// failure, but only the server's answer counts: it asks the provider about the
// session (GET /api/payments/session-result) and records the payment. While
// the provider has no final answer the page asks again every 2 seconds, for
// up to a minute. Without a sessionId (or with another pageType) there is
// nothing to show: the not-found page.
//
// A guest may land here (the session may have ended while they paid): the
// answer needs no token, and one is sent when they are signed in. The shell
// shows the menu to a signed-in customer as on every page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from '../router';
import type { PaymentSessionResult } from '../../shared/api/payments';
import { ApiRequestError } from '../api/client';
import { useSession } from '../auth/sessionContext';
import { useClientConfig } from '../clientConfig';
import { Spinner } from '../components/Spinner';
import { orderKeys } from '../orders/orderApi';
import { FailureScreen } from '../payments/FailureScreen';
import { loadSessionResult, paymentKeys } from '../payments/paymentApi';
import '../payments/payments.css';
import { NotFoundPage } from './NotFoundPage';

const PAGE_TYPES = new Set(['success', 'failure']);
/** How often a pending answer is asked again, and for how long. */
export const RESULT_POLL_MS = 2000;
export const RESULT_POLL_LIMIT_MS = 60_000;
export const CONFIRMING = 'Confirming your payment';

function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status === 404) && failures < 2;
}

/**
 * Where the payer goes from here: their orders when signed in, otherwise the
 * company's website (spec 3: "Return to the provider's site", an external link).
 */
function OnwardLink({ signedIn, className }: { signedIn: boolean; className: string }) {
  const { payments } = useClientConfig();
  return signedIn ? (
    <Link className={className} to="/order-details-list">
      Go to Orders
    </Link>
  ) : (
    <a className={className} href={payments.companyWebsiteUrl}>
      Return to the provider&apos;s site
    </a>
  );
}

function PaymentConfirmed({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="payment-result payment-result--confirmed" aria-labelledby="payment-result-heading">
      <title>Payment Confirmed – Network services portal</title>
      <h1 id="payment-result-heading">Payment Confirmed</h1>
      <p className="lead">Thank you for your payment.</p>
      <p>We will continue working on your order.</p>
      <div className="button-row">
        <OnwardLink signedIn={signedIn} className="button button--primary" />
      </div>
    </section>
  );
}

function PaymentFailed({ signedIn, paymentId }: { signedIn: boolean; paymentId: string | undefined }) {
  return (
    <FailureScreen heading="It looks like there was an error during payment." headingLevel={1}>
      <title>Payment unsuccessful – Network services portal</title>
      <p>Please try again in a few minutes.</p>
      <div className="button-row">
        {signedIn && paymentId && (
          <Link className="button button--primary" to={`/pay-now/${encodeURIComponent(paymentId)}`}>
            Back to payment
          </Link>
        )}
        <OnwardLink signedIn={signedIn} className="button button--secondary" />
      </div>
    </FailureScreen>
  );
}

function PaymentResult({ sessionId }: { sessionId: string }) {
  const { isLoading, isAuthenticated, getAccessToken } = useSession();
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const result = useQuery<PaymentSessionResult>({
    queryKey: paymentKeys.sessionResult(sessionId),
    // Signed in or not is known first, so a signed-in customer's token goes with the first question.
    enabled: !isLoading,
    queryFn: async () => {
      let token: string | undefined;
      if (isAuthenticated) token = await getAccessToken().catch(() => undefined);
      return loadSessionResult(sessionId, token);
    },
    retry: retryUnlessNotFound,
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' && !timedOut ? RESULT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const outcome = result.data?.outcome;

  // A minute without a final answer: the customer is told it did not go through.
  const pending = result.isPending || outcome === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setTimedOut(true), RESULT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  // A recorded payment changes the order and the quote: their cached copies are out of date.
  useEffect(() => {
    if (outcome !== 'approved') return;
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all, predicate: (query) => query.queryKey[1] === 'payment' });
  }, [outcome, queryClient]);

  if (outcome === 'approved') return <PaymentConfirmed signedIn={isAuthenticated} />;
  if (result.isError || outcome === 'declined' || outcome === 'cancelled' || timedOut) {
    return <PaymentFailed signedIn={isAuthenticated} paymentId={result.data?.paymentId} />;
  }
  return (
    <section className="payment-result" aria-labelledby="payment-result-heading">
      <title>{`${CONFIRMING} – Network services portal`}</title>
      <h1 id="payment-result-heading">{CONFIRMING}</h1>
      <p>This can take a few moments. Please keep this page open.</p>
      <Spinner label="Checking with our payment provider" />
    </section>
  );
}

export default function PaymentResultPage() {
  const { pageType = '' } = useParams();
  const [search] = useSearchParams();
  const sessionId = search.get('sessionId');
  if (!PAGE_TYPES.has(pageType) || !sessionId) return <NotFoundPage />;
  return <PaymentResult key={sessionId} sessionId={sessionId} />;
}
