// The pages the server renders ahead of time for a guest (decision 0043): the
// first step of each order wizard, the pages a customer on a phone most often
// opens cold. Shared by the server (which renders them at start-up) and the
// browser (which hydrates what it finds).

export interface FirstPaintRoute {
  /** The exact address, without a query: `?draft=` opens a saved draft, which only the browser can show. */
  path: string;
  /**
   * The page's module (the one the router loads) and, through it, its form, before rendering and
   * before hydrating: the first render must show the form, not a loading state.
   */
  loadPage(): Promise<{ preloadFirstPaint(): Promise<void> }>;
  /** The same module as the build's manifest names it: its stylesheets go into the page's head. */
  pageModule: string;
}

export const FIRST_PAINT_ROUTES: readonly FirstPaintRoute[] = [
  { path: '/icp-request', loadPage: () => import('../pages/LiveningOrderPage'), pageModule: 'src/portal/pages/LiveningOrderPage.tsx' },
  { path: '/new-connection', loadPage: () => import('../pages/NewConnectionOrderPage'), pageModule: 'src/portal/pages/NewConnectionOrderPage.tsx' },
];

export { FIRST_PAINT_ATTRIBUTE } from '../../shared/api/firstPaint';

export function firstPaintRouteAt(path: string): FirstPaintRoute | undefined {
  return FIRST_PAINT_ROUTES.find((route) => route.path === path);
}
