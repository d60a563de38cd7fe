// The profile guard's signed-in half (ProfileGuard.tsx), loaded only for a
// signed-in user with the query cache it reads: it waits for the account check,
// shows the error view if that fails, and sends a user with no account record
// to /complete-profile, or to the back office when they are staff.
import type { ReactNode } from 'react';
import { LoadingScreen } from '../auth/LoadingScreen';
import { withPortalQueries } from '../queries/PortalQueries';
import { Navigate, useLocation } from '../router';
import { useStaffSession } from '../staff/useStaffSession';
import { AccountErrorView } from './AccountErrorView';
import { useAccountStatus } from './accountQueries';

function SignedInProfileGuard({ children }: { children: ReactNode }) {
  const status = useAccountStatus();
  // Asked only of a user without a customer account: staff are among them, customers with a profile never are.
  const staff = useStaffSession({ enabled: status.data === false });
  const location = useLocation();
  if (status.isPending) return <LoadingScreen label="Checking your account" />;
  if (status.isError) return <AccountErrorView onRetry={() => void status.refetch()} />;
  if (status.data === false && staff.isPending) return <LoadingScreen label="Checking your account" />;
  if (status.data === false && staff.data) return <Navigate to="/staff" replace />;
  if (status.data === false) return <Navigate to="/complete-profile" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

export default withPortalQueries(SignedInProfileGuard);
