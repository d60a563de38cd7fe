// The guard of every /staff page: a guest is sent to sign in; a signed-in
// user who is not staff sees the not-found page, as the API answers them 404;
// staff see the page.
import type { ReactNode } from 'react';
import { LoadingScreen } from '../auth/LoadingScreen';
import { RequireSignIn } from '../auth/RequireSignIn';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useStaffSession } from './useStaffSession';

function StaffCheck({ children }: { children: ReactNode }) {
  const staff = useStaffSession();
  if (staff.isPending) return <LoadingScreen label="Checking your access" />;
  if (staff.isError) {
    return (
      <section className="staff-problem" role="alert">
        <h1>Something went wrong</h1>
        <p>We could not check your access to the back office. Please try again in a few minutes.</p>
        <button type="button" className="button button--secondary" onClick={() => void staff.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  if (!staff.data) return <NotFoundPage />;
  return <>{children}</>;
}

export function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <StaffCheck>{children}</StaffCheck>
    </RequireSignIn>
  );
}
