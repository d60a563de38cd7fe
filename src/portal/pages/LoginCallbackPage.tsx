// /login/callback: the identity provider returns here with a code; exchanging
// it signs the user in, then they go back where they started.
import { useEffect, useState } from 'react';
import { useNavigate } from '../router';
import { AccountErrorView } from '../account/AccountErrorView';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSignInMachinery } from '../auth/SessionProvider';

// One exchange per returned URL: a code can be used once, and React may run effects twice.
const exchanges = new Map<string, Promise<string>>();

export default function LoginCallbackPage() {
  const { completeSignIn } = useSignInMachinery();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const key = window.location.href;
    let exchange = exchanges.get(key);
    if (!exchange) {
      exchange = completeSignIn();
      exchanges.set(key, exchange);
    }
    let active = true;
    exchange.then(
      (returnTo) => active && navigate(returnTo, { replace: true }),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [completeSignIn, navigate]);
  if (failed) return <AccountErrorView />;
  return <LoadingScreen label="Redirecting" />;
}
