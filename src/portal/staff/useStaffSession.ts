// Whether the signed-in user is the company's staff: GET /api/staff/session
// answers their session, and 404 to anyone else (the back office is not even
// confirmed to customers). Cached per user like the account check, so the
// shell, the guards and the pages ask once.
import { useQuery } from '@tanstack/react-query';
import type { StaffSession } from '../../shared/api/staff';
import { ACCOUNT_CACHE_MS, useAccountStatus } from '../account/accountQueries';
import { useApi } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import { useSession } from '../auth/sessionContext';
import { loadStaffSession, staffKeys } from './staffApi';

/**
 * The staff session, or null when the user is not staff. `enabled: false`
 * leaves the question unasked (and `data` undefined) until a caller needs it.
 */
export function useStaffSession({ enabled = true }: { enabled?: boolean } = {}) {
  const { isAuthenticated, userId } = useSession();
  const api = useApi();
  return useQuery({
    queryKey: staffKeys.session(userId),
    enabled: isAuthenticated && enabled,
    staleTime: ACCOUNT_CACHE_MS,
    gcTime: ACCOUNT_CACHE_MS,
    queryFn: async (): Promise<StaffSession | null> => {
      try {
        return await loadStaffSession(api);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * For the shell: true once the server said this user is staff; false while
 * unknown, for guests and for customers. Staff have no customer account
 * (decision 0027), so only a user the account check finds none for is asked:
 * a customer's pages never make the request.
 */
export function useIsStaff(): boolean {
  const status = useAccountStatus();
  const staff = useStaffSession({ enabled: status.data === false });
  return Boolean(staff.data);
}
