// Renders portal components as the app does (router + session) for unit tests,
// with a probe that shows where navigation went.
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from '../router';
import { SessionContext, staticSession, type Session } from '../auth/sessionContext';

// jsdom has no CSS.escape; React Aria's popover (the user menu) uses it to read <meta> tags.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  (globalThis as { CSS?: unknown }).CSS = { ...globalThis.CSS, escape: (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) };
}

function LocationProbe() {
  const location = useLocation();
  // The route state the navigation carried (a draft to reopen, a submitted order), as JSON.
  const state = location.state === null || location.state === undefined ? undefined : JSON.stringify(location.state);
  return (
    <p data-testid="location" data-state={state}>
      {location.pathname + location.search}
    </p>
  );
}

export interface RenderOptions {
  /** The address the test starts at. */
  at?: string;
  /** The route pattern the element is mounted on; other paths render the location probe. */
  route?: string;
  session?: Partial<Session>;
  /** Route state at `at`, as a page that navigated there passed it (a thank-you page's submitted order). */
  state?: unknown;
  /** Under StrictMode at the root, as the app runs (effects run twice on mount); a StrictMode inside a route does not do that. */
  strict?: boolean;
}

export function renderWithSession(element: ReactElement, { at = '/', route = '*', session = {}, state, strict = false }: RenderOptions = {}): RenderResult {
  const tree = (
    <SessionContext.Provider value={staticSession(session)}>
      <MemoryRouter initialEntries={[state === undefined ? at : { ...parsePath(at), state }]}>
        <Routes>
          <Route path={route} element={element} />
          {route !== '*' && <Route path="*" element={<LocationProbe />} />}
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
