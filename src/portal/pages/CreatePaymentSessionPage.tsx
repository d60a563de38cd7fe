// /create-payment-session (spec 3 "Payment session creation"): Pay now comes
// here with the payment as navigation state. Without an orderId or an amount
// there is nothing to pay: back to /. Otherwise the session is asked for once
// (POST /api/payments/session) and the browser goes to the provider's page;
// no sessionUrl goes to /; a failure says so, with a way back to the quote.
//
// Asked once: StrictMode runs effects twice, and a second session would be a
// second payment page. Once the browser has left, the entry in the history is
// marked as used, so coming back to it (the browser's Back) returns to the
// quote instead of asking for another session and leaving again.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '../router';
import { PAYMENT_METHODS, type PaymentSessionRequest } from '../../shared/api/payments';
import { useApi } from '../account/useApi';
import { LoadingScreen } from '../auth/LoadingScreen';
import { RequireSignIn } from '../auth/RequireSignIn';
import { FailureScreen } from '../payments/FailureScreen';
import { createPaymentSession } from '../payments/paymentApi';
import '../payments/payments.css';

export const TAKING_YOU_TO_PAYMENT = 'Taking you to the payment page';

type SessionState = Partial<PaymentSessionRequest> & { used?: boolean };

function payPath(paymentId: string | undefined): string {
  return paymentId ? `/pay-now/${encodeURIComponent(paymentId)}` : '/order-details-list';
}

/** The request from the navigation state: only the contract's fields, as text. */
function requestOf(state: SessionState): PaymentSessionRequest {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const method = PAYMENT_METHODS.find((each) => each === state.paymentMethod) ?? 'CreditCard';
  return {
    orderId: text(state.orderId),
    paymentId: text(state.paymentId),
    srNumber: text(state.srNumber),
    customerName: text(state.customerName),
    amount: text(state.amount),
    paymentMethod: method,
  };
}

function SessionCreator({ state }: { state: SessionState }) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = useRef(false);
  const session = useMutation({
    mutationFn: (request: PaymentSessionRequest) => createPaymentSession(api, request),
    onSuccess: ({ sessionUrl }) => {
      if (!sessionUrl) {
        navigate('/', { replace: true });
        return;
      }
      // Coming back to this entry (Back from the provider's page) must not ask again.
      navigate(`${location.pathname}${location.search}`, { replace: true, state: { ...state, used: true } });
      window.location.assign(sessionUrl);
    },
  });

  useEffect(() => {
    if (asked.current || state.used) return;
    asked.current = true;
    session.mutate(requestOf(state));
    // Once per page: the state it was opened with is what it pays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A page the browser restores from its cache after Back: the session was used; back to the quote.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) navigate(payPath(state.paymentId), { replace: true });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [navigate, state.paymentId]);

  if (state.used && session.isIdle) return <Navigate to={payPath(state.paymentId)} replace />;
  if (session.isError) {
    return (
      <FailureScreen heading="It looks like there was an error processing your payment." headingLevel={1}>
        <title>Payment error – Network services portal</title>
        <p>Please try again in a few minutes</p>
        <div className="button-row">
          <Link className="button button--primary" to={payPath(state.paymentId)}>
            Back
          </Link>
        </div>
      </FailureScreen>
    );
  }
  return <LoadingScreen label={TAKING_YOU_TO_PAYMENT} />;
}

export default function CreatePaymentSessionPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as SessionState;
  if (!state.orderId || !state.amount) return <Navigate to="/" replace />;
  return (
    <RequireSignIn>
      <SessionCreator state={state} />
    </RequireSignIn>
  );
}
