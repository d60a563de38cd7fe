// GET /api/client-config — what the browser needs before it can sign anyone
// in: the identity provider, the client id and extra authorisation parameters.
// Served at run time (not baked into the build) so one build runs anywhere.
import type { FastifyInstance } from 'fastify';
import { CLIENT_CONFIG_SCHEMA, type ClientConfig } from '../../shared/api/clientConfig';
import type { ServerConfig } from '../config';
import { tagOf } from './openApi';

export function clientConfigOf(config: ServerConfig): ClientConfig {
  const { identity } = config;
  const external = identity.mode === 'external';
  return {
    identity: {
      authority: identity.issuer,
      clientId: identity.clientId,
      // External issuers hand out refresh tokens only for offline_access; the embedded one needs no such scope.
      scope: external ? 'openid email profile offline_access' : 'openid email profile',
      extraQueryParams: external ? { audience: identity.audience } : {},
      connection: identity.connection,
      logoutUrl: identity.logoutUrl ?? null,
    },
    support: { phone: config.supportPhone, email: config.supportEmail },
    devTools: config.devTools,
    commercialCalendarRegion: config.commercialCalendarRegion,
    orderRecordsPerPage: config.orderRecordsPerPage,
    payments: { cardPaymentPartner: config.payments.cardPaymentPartner, companyWebsiteUrl: config.payments.companyWebsiteUrl },
  };
}

export async function clientConfigRoutes(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const body = clientConfigOf(config);
  const schema = {
    tags: tagOf('configuration'),
    summary: 'The identity provider, client id, support contacts, calendar region and order list page size the browser needs before anyone signs in',
    response: { 200: { ...CLIENT_CONFIG_SCHEMA, description: 'The configuration of this deployment' } },
  };
  app.get('/client-config', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return body;
  });
}
