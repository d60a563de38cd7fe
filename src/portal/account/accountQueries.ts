// Account data through TanStack Query: whether the signed-in user has a
// customer account, their basic profile and their full profile. Cached for
// 24 minutes (spec 1 section 9), per user, and cleared on sign-out.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BasicProfile, FullProfile } from '../../shared/api/profile';
import { ApiRequestError } from '../api/client';
import { useSession } from '../auth/sessionContext';
import { useApi } from './useApi';

export const ACCOUNT_CACHE_MS = 24 * 60 * 1000;
/** After a settings save: account caches refresh 500 ms later, orders 1.5 s later. */
export const ACCOUNT_REFRESH_DELAY_MS = 500;
export const ORDERS_REFRESH_DELAY_MS = 1500;

export const accountKeys = {
  all: ['account'] as const,
  status: (userId: string | undefined) => ['account', userId, 'status'] as const,
  basic: (userId: string | undefined) => ['account', userId, 'basic'] as const,
  full: (userId: string | undefined) => ['account', userId, 'full'] as const,
};

export const ordersKey = ['orders'] as const;

/** True when the account exists (204), false when not (404); anything else is an error. */
export function useAccountStatus() {
  const { isAuthenticated, userId } = useSession();
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.status(userId),
    enabled: isAuthenticated,
    staleTime: ACCOUNT_CACHE_MS,
    gcTime: ACCOUNT_CACHE_MS,
    queryFn: async () => {
      try {
        const { status } = await api('GET', '/users/account');
        return status === 204;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return false;
        throw error;
      }
    },
  });
}

/** Fetched only when the account exists. */
export function useBasicProfile() {
  const { userId } = useSession();
  const status = useAccountStatus();
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.basic(userId),
    enabled: status.data === true,
    staleTime: ACCOUNT_CACHE_MS,
    gcTime: ACCOUNT_CACHE_MS,
    queryFn: async () => (await api<BasicProfile>('GET', '/users/profile')).data,
  });
}

export function useFullProfile() {
  const { isAuthenticated, userId } = useSession();
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.full(userId),
    enabled: isAuthenticated,
    staleTime: ACCOUNT_CACHE_MS,
    gcTime: ACCOUNT_CACHE_MS,
    retry: false,
    queryFn: async () => (await api<FullProfile>('GET', '/users')).data,
  });
}

/** After a save: the saved values show at once; the caches refresh from the server shortly after. */
export function refreshAfterSave(queryClient: QueryClient, userId: string | undefined, saved: FullProfile): void {
  queryClient.setQueryData(accountKeys.full(userId), saved);
  queryClient.setQueryData<BasicProfile | undefined>(accountKeys.basic(userId), (basic) =>
    basic ? { ...basic, firstName: saved.firstName, lastName: saved.lastName, mobile: saved.mobile, alternatePhone: saved.alternatePhone ?? '' } : basic,
  );
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: accountKeys.all }), ACCOUNT_REFRESH_DELAY_MS);
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: ordersKey }), ORDERS_REFRESH_DELAY_MS);
}
