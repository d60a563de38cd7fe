// A page loaded on demand together with the query cache it reads: the page's
// code and TanStack Query arrive side by side, and the page renders inside the
// portal's query provider. Pages that never read the cache load with plain
// `lazy` and leave TanStack Query out of their download.
import { lazy, type ComponentType } from 'react';

export function lazyWithQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [page, { withPortalQueries }] = await Promise.all([load(), import('./PortalQueries')]);
    return { default: withPortalQueries(page.default) };
  });
}

/** Clears the cache on sign-out, if anything has loaded it. */
export function clearPortalQueries(): void {
  void import('./portalQueryClient').then(({ portalQueryClient }) => portalQueryClient.clear());
}
