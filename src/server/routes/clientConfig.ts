// GET /api/client-config — what the browser needs before it can sign anyone
// in: the identity provider, the client id and extra authorisation parameters.
// Served at run time (not baked into the build) so one build runs anywhere.
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../shared/api/clientConfig';
import type { ServerConfig } from '../config';

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
  };
}

export async function clientConfigRoutes(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const body = clientConfigOf(config);
  app.get('/client-config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return body;
  });
}
