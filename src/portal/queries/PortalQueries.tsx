// Puts the portal's query cache within reach of what loads with it. Each part
// that reads the cache (a page, the signed-in shell's account facts) brings this
// provider along, all with the same client, so they share one cache. Under a
// provider already (a unit test's own client) it adds nothing.
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { portalQueryClient } from './portalQueryClient';

export function PortalQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={portalQueryClient}>{children}</QueryClientProvider>;
}

export function withPortalQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithPortalQueries(props: P) {
    return (
      <PortalQueries>
        <Component {...props} />
      </PortalQueries>
    );
  }
  WithPortalQueries.displayName = `WithPortalQueries(${Component.displayName ?? Component.name})`;
  return WithPortalQueries;
}
