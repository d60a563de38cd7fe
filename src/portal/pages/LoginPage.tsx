// /login: goes to the identity provider ('Redirecting'). ?returnTo=/path comes
// back there afterwards; ?signUp=1 opens the sign-up form (invitation mails link here).
import { useEffect } from 'react';
import { Navigate, useSearchParams } from '../router';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSession } from '../auth/sessionContext';

export default function LoginPage() {
  const { isLoading, isAuthenticated, signIn } = useSession();
  const [search] = useSearchParams();
  const returnTo = search.get('returnTo') ?? '/';
  const signUp = search.get('signUp') === '1';
  const go = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (go) void signIn({ returnTo, signUp });
  }, [go, signIn, returnTo, signUp]);
  if (!isLoading && isAuthenticated) return <Navigate to={returnTo.startsWith('/') ? returnTo : '/'} replace />;
  return <LoadingScreen label="Redirecting" />;
}
