// The profile guard of the main routes (spec 1 section 2): guests pass; a
// signed-in user waits for the account check, sees the error view if it
// fails, and is sent to /complete-profile when there is no account record,
// unless they are the company's staff, who have no customer profile and go
// to the back office instead.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../router';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSession } from '../auth/sessionContext';
import { useStaffSession } from '../staff/useStaffSession';
import { AccountErrorView } from './AccountErrorView';
import { useAccountStatus } from './accountQueries';

export function ProfileGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useSession();
  const status = useAccountStatus();
  // Asked only of a user without a customer account: staff are among them, customers with a profile never are.
  const staff = useStaffSession({ enabled: status.data === false });
  const location = useLocation();
  if (isLoading) return <LoadingScreen label="Loading" />;
  if (!isAuthenticated) return <>{children}</>;
  if (status.isPending) return <LoadingScreen label="Checking your account" />;
  if (status.isError) return <AccountErrorView onRetry={() => void status.refetch()} />;
  if (status.data === false && staff.isPending) return <LoadingScreen label="Checking your account" />;
  if (status.data === false && staff.data) return <Navigate to="/staff" replace />;
  if (status.data === false) return <Navigate to="/complete-profile" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
