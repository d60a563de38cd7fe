// What the app provides around every page besides the session and the router
// (renderWithSession has those): the query cache, the run-time configuration
// with the company's support contacts, and the notification banner. For unit
// tests of pages that read them: renderWithSession(withPortalProviders(<Page />)).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ClientConfigContext, type ClientConfig } from '../clientConfig';
import { NotificationProvider } from '../shell/notifications';
import { supportContacts } from '../supportContacts';

/** The configuration a test page sees: pages read only the support contacts and the payment settings. */
export const TEST_CLIENT_CONFIG = {
  support: supportContacts,
  payments: { cardPaymentPartner: 'Windcave', companyWebsiteUrl: 'https://www.network.example.nz/' },
} as ClientConfig;

export function withPortalProviders(element: ReactElement): ReactElement {
  // A fresh cache per render and no retries: a failed request shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ClientConfigContext.Provider value={TEST_CLIENT_CONFIG}>
        <NotificationProvider>{element}</NotificationProvider>
      </ClientConfigContext.Provider>
    </QueryClientProvider>
  );
}
