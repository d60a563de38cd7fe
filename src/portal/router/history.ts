// Where the portal is and how it moves: the browser's session history, or an
// in-memory one for unit tests. Framework-free; the React side (Router.tsx)
// subscribes to it. Route state (a draft to reopen, a submitted order) lives in
// `history.state`, so it survives a reload and the back/forward cache as the
// pages that read it expect.

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); null when nothing. */
  state: unknown;
  /** Tells two visits of the same address apart. */
  key: string;
}

/** An address as a string ("/orders?page=2") or in parts. */
export type To = string | Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>>;

export interface RouterHistory {
  readonly location: RouterLocation;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  /** Called after every change of location, by navigation or by the browser's Back and Forward. */
  listen(listener: (location: RouterLocation) => void): () => void;
  createHref(to: To): string;
}

/** What the portal keeps in `window.history.state`. */
interface StoredEntry {
  usr: unknown;
  key: string;
}

/** Splits "/path?query#hash" into its parts (each part only when present). */
export function parsePath(path: string): Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>> {
  const parts: Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/**
 * The address `to` names, seen from `from`: an absolute path as it is, "?query"
 * and "#hash" on the current path (setSearchParams navigates with "?…"), and a
 * relative path against the current one, as a link in the page would resolve.
 */
export function resolveTo(to: To, from: Pick<RouterLocation, 'pathname' | 'search'>): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  if (parts.pathname === undefined) {
    return { pathname: from.pathname, search: parts.search === undefined ? (parts.hash === undefined ? '' : from.search) : normaliseSearch(parts.search), hash: parts.hash ?? '' };
  }
  const pathname = parts.pathname.startsWith('/') ? parts.pathname : new URL(parts.pathname, `http://portal${from.pathname}`).pathname;
  return { pathname, search: normaliseSearch(parts.search), hash: parts.hash ?? '' };
}

function normaliseSearch(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

let keyCounter = 0;
function createKey(): string {
  keyCounter += 1;
  return `${Date.now().toString(36)}${keyCounter.toString(36)}`;
}

/** The browser's own history, through pushState/replaceState and popstate. */
export function createBrowserHistory(): RouterHistory {
  const listeners = new Set<(location: RouterLocation) => void>();
  const read = (): RouterLocation => {
    const { pathname, search, hash } = window.location;
    const stored = window.history.state as Partial<StoredEntry> | null;
    return { pathname, search, hash, state: stored?.usr ?? null, key: stored?.key ?? 'default' };
  };
  let location = read();
  const notify = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  window.addEventListener('popstate', notify);

  const write = (method: 'pushState' | 'replaceState', to: To, state: unknown) => {
    const href = createPath(resolveTo(to, location));
    const entry: StoredEntry = { usr: state ?? null, key: createKey() };
    try {
      window.history[method](entry, '', href);
    } catch {
      // The browser refused the entry (a state it cannot clone, or too many
      // entries too fast in Safari): load the address instead, so it is never lost.
      if (method === 'pushState') window.location.assign(href);
      else window.location.replace(href);
      return;
    }
    notify();
  };

  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to) => createPath(resolveTo(to, location)),
  };
}

/** A history kept in memory, for unit tests (`MemoryRouter`). */
export function createMemoryHistory(initialEntries: Array<string | (Partial<RouterLocation> & { state?: unknown })> = ['/']): RouterHistory {
  const root: Pick<RouterLocation, 'pathname' | 'search'> = { pathname: '/', search: '' };
  const entries: RouterLocation[] = initialEntries.map((entry, index) => {
    const parts = typeof entry === 'string' ? { ...parsePath(entry), state: null } : entry;
    return { ...resolveTo(parts, root), state: parts.state ?? null, key: index === 0 ? 'default' : createKey() };
  });
  if (entries.length === 0) entries.push({ pathname: '/', search: '', hash: '', state: null, key: 'default' });
  let index = entries.length - 1;
  const listeners = new Set<(location: RouterLocation) => void>();
  const go = (next: RouterLocation, replace: boolean) => {
    if (replace) entries[index] = next;
    else {
      entries.splice(index + 1, entries.length, next);
      index += 1;
    }
    for (const listener of listeners) listener(next);
  };
  const at = (to: To, state: unknown): RouterLocation => ({ ...resolveTo(to, entries[index]!), state: state ?? null, key: createKey() });
  return {
    get location() {
      return entries[index]!;
    },
    push: (to, state) => go(at(to, state), false),
    replace: (to, state) => go(at(to, state), true),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to) => createPath(resolveTo(to, entries[index]!)),
  };
}
