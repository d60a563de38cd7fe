// The profile guard of the main routes (spec 1 section 2): guests pass; a
// signed-in user waits for the account check, sees the error view if it
// fails, and is sent to /complete-profile when there is no account record,
// unless they are the company's staff, who have no customer profile and go
// to the back office instead. The signed-in half loads only for a signed-in
// user, so a guest's landing page does without the query cache (decision 0042).
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSession } from '../auth/sessionContext';

const SignedInProfileGuard = lazy(() => import('./SignedInProfileGuard'));

export function ProfileGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) return <LoadingScreen label="Loading" />;
  if (!isAuthenticated) return <>{children}</>;
  return (
    <Suspense fallback={<LoadingScreen label="Checking your account" />}>
      <SignedInProfileGuard>{children}</SignedInProfileGuard>
    </Suspense>
  );
}
