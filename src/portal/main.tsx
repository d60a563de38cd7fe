// Boots the portal: reads the run-time configuration (from the page, where the
// server writes it, or else from the server), then renders the app inside its
// providers (configuration, session). The query cache loads with the pages
// that read it (src/portal/queries/).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionProvider } from './auth/SessionProvider';
import { ClientConfigContext, fetchClientConfig, inlineClientConfig, type ClientConfig } from './clientConfig';
import { applyCommercialCalendarRegion } from './forms/commercialCalendarRegion';
import { clearPortalQueries } from './queries/lazyWithQueries';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const reactRoot = createRoot(root);

function start(config: ClientConfig) {
  // The browser's date checks use the server's region; until it arrives they use the default one.
  applyCommercialCalendarRegion(config.commercialCalendarRegion).catch((error: unknown) => {
    console.error('The commercial calendar region from the configuration could not be applied', error);
  });
  // The OpenID Connect client (oidc-client-ts) loads beside the first render, not before it (decision 0036).
  const manager = import('./auth/userManager').then(({ createUserManager }) => createUserManager(config.identity));
  reactRoot.render(
    <StrictMode>
      <ClientConfigContext.Provider value={config}>
        <SessionProvider manager={manager} logoutUrl={config.identity.logoutUrl} onSignedOut={clearPortalQueries}>
          <App />
        </SessionProvider>
      </ClientConfigContext.Provider>
    </StrictMode>,
  );
}

// The page served by the server carries the configuration: render at once. Without it
// (Vite's development server), ask the server first.
const pageConfig = inlineClientConfig();
if (pageConfig) {
  start(pageConfig);
} else {
  fetchClientConfig().then(start, () => {
    // Without its configuration the portal cannot sign anyone in: say so plainly.
    reactRoot.render(
      <main className="page" id="main">
        <h1>Something went wrong</h1>
        <p>The portal could not start. Please try again in a few minutes.</p>
      </main>,
    );
  });
}
