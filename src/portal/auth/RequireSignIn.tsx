// Protected routes: a guest is sent to sign in (and comes back here after),
// with a loading screen meanwhile.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '../router';
import { LoadingScreen } from './LoadingScreen';
import { useSession } from './sessionContext';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, signIn } = useSession();
  const location = useLocation();
  const mustSignIn = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (mustSignIn) void signIn({ returnTo: `${location.pathname}${location.search}` });
  }, [mustSignIn, signIn, location.pathname, location.search]);
  if (isLoading) return <LoadingScreen label="Loading" />;
  if (!isAuthenticated) return <LoadingScreen label="Redirecting" />;
  return <>{children}</>;
}
