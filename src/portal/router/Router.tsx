// The portal's router: a history (history.ts) held in React state, and the
// hooks pages use to read and change where they are. A navigation renders in a
// transition, so the page being left stays on screen while the next page's code
// loads, instead of the loading spinner flashing in between.
import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, createPath, resolveTo, type RouterHistory, type RouterLocation, type To } from './history';
import type { RouteParams } from './pathPattern';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (Back then skips the page being left). */
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

interface RouterContextValue {
  location: RouterLocation;
  history: RouterHistory;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterContextValue | null>(null);
export const RouteParamsContext = createContext<RouteParams>({});

function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A layout effect, so the subscription is in place before any page's effect can navigate.
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      const current = history.location;
      // Following a link to the page already shown replaces its entry, so Back does not stall on it.
      const replace = options.replace ?? createPath(resolveTo(to, current)) === createPath(current);
      if (replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
  const value = useMemo(() => ({ location, history, navigate }), [location, history, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's history; or, given `serverPath` (rendering a page ahead of time, firstPaint/), that one address. */
export function BrowserRouter({ serverPath, children }: { serverPath?: string; children: ReactNode }) {
  const [history] = useState(() => (serverPath === undefined ? createBrowserHistory() : createMemoryHistory([serverPath])));
  return <Router history={history}>{children}</Router>;
}

export type MemoryEntry = string | (Partial<RouterLocation> & { state?: unknown });

/** For unit tests: starts at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: MemoryEntry[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(hook: string): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() is used outside the portal's router (BrowserRouter or MemoryRouter).`);
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter('useLocation').location;
}

/** Stable for the router's life, so effects may list it. */
export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useParams<T extends RouteParams = RouteParams>(): T {
  return useContext(RouteParamsContext) as T;
}

export function useHref(to: To): string {
  const { history, location } = useRouter('useHref');
  return history.createHref(resolveTo(to, location));
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | Array<[string, string]>;
export type SetSearchParams = (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

/** The address's query, and a setter that navigates to the same page with another. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, history, navigate } = useRouter('useSearchParams');
  const search = location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      // A function is given the query as it is now, not as this render saw it.
      const init = typeof next === 'function' ? next(new URLSearchParams(history.location.search)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [history, navigate],
  );
  return [params, setParams];
}
