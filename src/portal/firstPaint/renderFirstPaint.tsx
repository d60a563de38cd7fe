// Renders a guest's first view of a page ahead of time, on the server
// (decision 0043): the portal's own tree (PortalRoot) at that address, with
// nobody signed in and the page's form loaded first, to HTML that the
// browser then hydrates (main.tsx). Built by Vite for Node on its own
// (`npm run build`, into <build>/first-paint/) and called by the server at
// start-up (src/server/pages/firstPaintPages.ts), once per page.
import { prerender } from 'react-dom/static';
import type { UserManager } from 'oidc-client-ts';
import type { ClientConfig } from '../clientConfig';
import { applyCommercialCalendarRegion } from '../forms/commercialCalendarRegion';
import { PortalRoot } from '../PortalRoot';
import { firstPaintRouteAt } from './firstPaintRoutes';

export { FIRST_PAINT_ROUTES } from './firstPaintRoutes';

/** Long enough for any page; a page still waiting then would be a page of spinners, so it is refused. */
const RENDER_LIMIT_MS = 10_000;

/** The content of #root for a guest at `path` (one of FIRST_PAINT_ROUTES), with `config` as the browser will have it. */
export async function renderFirstPaint(path: string, config: ClientConfig): Promise<string> {
  const route = firstPaintRouteAt(path);
  if (!route) throw new Error(`${path} is not rendered ahead of time`);
  await applyCommercialCalendarRegion(config.commercialCalendarRegion);
  await (await route.loadPage()).preloadFirstPaint();
  // Nobody signs in here: the sign-in client never arrives, and no effect runs on the server anyway.
  const manager = new Promise<UserManager>(() => undefined);
  const signal = AbortSignal.timeout(RENDER_LIMIT_MS);
  const errors: unknown[] = [];
  const { prelude } = await prerender(<PortalRoot config={config} manager={manager} knownSignedOut serverPath={path} />, {
    signal,
    // Every boundary inline, in place: the page is shown before any script runs (and none may be inline).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      errors.push(error);
    },
  });
  if (signal.aborted) throw new Error(`${path} was still loading after ${RENDER_LIMIT_MS / 1000} s`);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return new Response(prelude).text();
}
