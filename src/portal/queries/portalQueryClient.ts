// The portal's one query cache, shared by every page and the shell's account
// facts. Its own module, loaded with the first thing that reads the cache, so
// a guest's landing page never downloads TanStack Query (decision 0042).
import { QueryClient } from '@tanstack/react-query';

export const portalQueryClient = new QueryClient({
  defaultOptions: {
    // One retry: a failed account check should show its error view in seconds, not after a long back-off.
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
