// The profile guard of the main routes (spec 1 section 2): guests pass; a
// signed-in user waits for the account check, sees the error view if it
// fails, and is sent to /complete-profile when there is no account record.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSession } from '../auth/sessionContext';
import { AccountErrorView } from './AccountErrorView';
import { useAccountStatus } from './accountQueries';

export function ProfileGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useSession();
  const status = useAccountStatus();
  const location = useLocation();
  if (isLoading) return <LoadingScreen label="Loading" />;
  if (!isAuthenticated) return <>{children}</>;
  if (status.isPending) return <LoadingScreen label="Checking your account" />;
  if (status.isError) return <AccountErrorView onRetry={() => void status.refetch()} />;
  if (status.data === false) return <Navigate to="/complete-profile" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
