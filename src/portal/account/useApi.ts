// API calls as the signed-in user: the access token is fetched (and renewed
// silently when needed) for every call.
import { useCallback } from 'react';
import { apiRequest } from '../api/client';
import { useSession } from '../auth/sessionContext';

export type ApiCall = <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; data: T }>;

export function useApi(): ApiCall {
  const { getAccessToken } = useSession();
  return useCallback(async <T,>(method: string, path: string, body?: unknown) => apiRequest<T>(method, path, body, await getAccessToken()), [getAccessToken]);
}
