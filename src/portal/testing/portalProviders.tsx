// What the app provides around every page besides the session and the router
// (renderWithSession has those): the query cache, the run-time configuration
// with the company's support contacts, and the notification banner. For unit
// tests of pages that read them: renderWithSession(withPortalProviders(<Page />)).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ClientConfigContext, type ClientConfig } from '../clientConfig';
import { NotificationProvider } from '../shell/notifications';
import { supportContacts } from '../supportContacts';
import { FALLBACK_RECORDS_PER_PAGE } from '../orders/list/recordsPerPage';
import { DEFAULT_COMMERCIAL_CALENDAR_REGION } from '../../shared/validation/keywords/commercialCalendarRegion';

/** The configuration a test page sees: the company's support contacts, and a server's defaults for the rest. */
export const TEST_CLIENT_CONFIG: ClientConfig = {
  identity: { authority: 'http://127.0.0.1:3000/oidc', clientId: 'portal', scope: 'openid email profile', extraQueryParams: {}, connection: 'db', logoutUrl: null },
  support: supportContacts,
  devTools: false,
  commercialCalendarRegion: DEFAULT_COMMERCIAL_CALENDAR_REGION,
  orderRecordsPerPage: FALLBACK_RECORDS_PER_PAGE,
  payments: { cardPaymentPartner: 'Windcave', companyWebsiteUrl: 'https://www.network.example.nz/' },
};

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
