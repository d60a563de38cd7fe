// The portal's whole tree, the same in the browser (main.tsx) and when a page
// is rendered ahead of time on the server (firstPaint/renderFirstPaint.tsx):
// the configuration, the session and the app.
import { StrictMode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { App } from './App';
import { SessionProvider } from './auth/SessionProvider';
import { ClientConfigContext, type ClientConfig } from './clientConfig';
import { clearPortalQueries } from './queries/lazyWithQueries';

export interface PortalRootProps {
  config: ClientConfig;
  /** The OpenID Connect client, on its way (decision 0036). */
  manager: Promise<UserManager>;
  /** Nobody is signed in: the session starts as a guest's, not loading. */
  knownSignedOut?: boolean;
  /** Rendering ahead of time: the address shown. */
  serverPath?: string;
}

export function PortalRoot({ config, manager, knownSignedOut, serverPath }: PortalRootProps) {
  return (
    <StrictMode>
      <ClientConfigContext.Provider value={config}>
        <SessionProvider manager={manager} logoutUrl={config.identity.logoutUrl} onSignedOut={clearPortalQueries} knownSignedOut={knownSignedOut}>
          <App serverPath={serverPath} />
        </SessionProvider>
      </ClientConfigContext.Provider>
    </StrictMode>
  );
}
