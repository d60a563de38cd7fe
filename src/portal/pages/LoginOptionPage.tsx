// /login-option/{orderType} (spec 2 section 2.3): before a guest starts an
// order, offer to sign in (to save drafts) or carry on as a guest. The order
// page itself is where sign-in returns to and where guests go.
import { useState } from 'react';
import { Link, Navigate, useParams } from '../router';
import { useSession } from '../auth/sessionContext';
import { NotFoundPage } from './NotFoundPage';

/** The order types this step serves, with the name customers know them by. */
export const LOGIN_OPTION_ORDER_TYPES = {
  'new-connection': 'New connection',
  'icp-request': 'Livening',
  disconnection: 'Disconnection (Permanent)',
} as const;

type LoginOptionOrderType = keyof typeof LOGIN_OPTION_ORDER_TYPES;

/** Where Back goes: the page the customer came from (a disconnection starts at its introduction). */
const BACK_PATHS: Partial<Record<LoginOptionOrderType, string>> = { disconnection: '/disconnection-info' };

function isLoginOptionOrderType(value: string | undefined): value is LoginOptionOrderType {
  return value !== undefined && Object.hasOwn(LOGIN_OPTION_ORDER_TYPES, value);
}

export default function LoginOptionPage() {
  const { orderType } = useParams();
  const { isAuthenticated, signIn } = useSession();
  const [signInState, setSignInState] = useState<'idle' | 'redirecting' | 'failed'>('idle');

  if (!isLoginOptionOrderType(orderType)) return <NotFoundPage />;
  const orderPath = `/${orderType}`;
  // Someone already signed in (back from the provider, or an old bookmark) has nothing to choose.
  if (isAuthenticated) return <Navigate to={orderPath} replace />;

  const goToProvider = (signUp: boolean) => {
    setSignInState('redirecting');
    // signIn leaves the page; it only settles here when the provider cannot be reached.
    signIn(signUp ? { returnTo: orderPath, signUp: true } : { returnTo: orderPath }).catch(() => setSignInState('failed'));
  };
  const busy = signInState === 'redirecting';

  return (
    <section className="login-option">
      <title>Sign in or continue as a guest – Network services portal</title>
      <Link to={BACK_PATHS[orderType] ?? '/service-type'} className="back-link">
        Back
      </Link>
      <p className="caption">New order: {LOGIN_OPTION_ORDER_TYPES[orderType]}</p>
      <h1>Sign in or continue as a guest</h1>
      <p className="lead">By signing in, you can save your progress and finish your order later. Otherwise, you can continue as a guest.</p>
      {signInState === 'failed' && (
        <p className="text-error" role="alert">
          We couldn’t reach the sign-in service. Please try again in a few minutes, or continue as a guest.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => goToProvider(false)}>
          Sign in
        </button>
        <Link to={orderPath} className="button button--secondary">
          Continue as a guest
        </Link>
      </div>
      <p>
        New to the portal?{' '}
        <button type="button" className="button--link" disabled={busy} onClick={() => goToProvider(true)}>
          Sign up
        </button>{' '}
        to save drafts and track all your orders online.
      </p>
    </section>
  );
}
