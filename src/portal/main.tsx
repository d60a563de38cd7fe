// Boots the portal: reads the run-time configuration (from the page, where the
// server writes it, or else from the server), then renders the app inside its
// providers (PortalRoot: configuration, session). The query cache loads with
// the pages that read it (src/portal/queries/).
//
// A page the server rendered ahead for guests (#root carries data-first-paint,
// decision 0043) is hydrated when this visitor is a guest at that very
// address: its form is loaded first, so the first render matches the HTML.
// Anyone else gets the page rendered afresh, as every other page is.
import type { UserManager } from 'oidc-client-ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchClientConfig, inlineClientConfig, type ClientConfig } from './clientConfig';
import { FIRST_PAINT_ATTRIBUTE, firstPaintRouteAt } from './firstPaint/firstPaintRoutes';
import { releaseFirstPaint } from './firstPaint/handover';
import { firstPaintScripts, preloadInSlices } from './firstPaint/preloadInSlices';
import { storedSignInMayExist } from './firstPaint/storedSignIn';
import { applyCommercialCalendarRegion } from './forms/commercialCalendarRegion';
import { PortalRoot } from './PortalRoot';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The page rendered ahead of time, if it is this visitor's page: a guest at the address it was rendered for. */
function hydratableRoute(config: ClientConfig | undefined) {
  const renderedFor = root?.getAttribute(FIRST_PAINT_ATTRIBUTE);
  if (!config || !renderedFor || renderedFor !== window.location.pathname || window.location.search) return undefined;
  if (storedSignInMayExist()) return undefined;
  return firstPaintRouteAt(renderedFor);
}

function start(config: ClientConfig) {
  // The browser's date checks use the server's region; until it arrives they use the default one.
  const region = applyCommercialCalendarRegion(config.commercialCalendarRegion).catch((error: unknown) => {
    console.error('The commercial calendar region from the configuration could not be applied', error);
  });
  // The OpenID Connect client (oidc-client-ts) loads beside the first render, not before it (decision 0036).
  const manager = import('./auth/userManager').then(({ createUserManager }) => createUserManager(config.identity));
  const route = hydratableRoute(config);
  if (route) {
    // The page's code and form (and the region its dates use) before the first render, as on the server.
    const form = route.loadPage().then((page) => page.preloadFirstPaint());
    Promise.all([region, form]).then(
      // As a transition, React hydrates in slices and answers the browser in between (Total Blocking
      // Time); the page is on screen already, and inert until it has hydrated.
      () => startTransition(() => void hydrateRoot(root!, <PortalRoot config={config} manager={manager} knownSignedOut />)),
      (error: unknown) => {
        console.error('The page rendered ahead of time could not be hydrated', error);
        renderAfresh(config, manager);
      },
    );
    return;
  }
  renderAfresh(config, manager);
}

function renderAfresh(config: ClientConfig, manager: Promise<UserManager>) {
  // A page rendered ahead for someone else (a guest, at another address) is not this visitor's.
  if (root!.hasAttribute(FIRST_PAINT_ATTRIBUTE)) {
    root!.replaceChildren();
    releaseFirstPaint();
  }
  createRoot(root!).render(<PortalRoot config={config} manager={manager} />);
}

// The page served by the server carries the configuration: render at once. Without it
// (Vite's development server), ask the server first.
const pageConfig = inlineClientConfig();
if (pageConfig) {
  // A page rendered ahead is on screen already: its scripts are asked for a few at a time, each few
  // in a task of its own, and then it starts, in a task of its own too. Starting it at once would load
  // its code with this module's evaluation, Vite's preload helper adding a link per chunk the page
  // needs in one go (preloadInSlices.ts): one long task that the browser cannot answer in (Total
  // Blocking Time; docs/operations/benchmarks.md, "A fifteenth look"). Any other page renders at once.
  if (hydratableRoute(pageConfig)) {
    void preloadInSlices(firstPaintScripts(root)).finally(() => start(pageConfig));
  } else start(pageConfig);
} else {
  fetchClientConfig().then(start, () => {
    // Without its configuration the portal cannot sign anyone in: say so plainly.
    createRoot(root).render(
      <main className="page" id="main">
        <h1>Something went wrong</h1>
        <p>The portal could not start. Please try again in a few minutes.</p>
      </main>,
    );
  });
}
