// GET /api/client-config — what the browser needs before it can sign anyone
// in: the identity provider, the client id and extra authorisation parameters.
// Served at run time (not baked into the build) so one build runs anywhere.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

export interface ClientConfig {
  identity: {
    authority: string;
    clientId: string;
    scope: string;
    /** Sent with every authorisation request; Auth0 needs `audience` to issue an API token. */
    extraQueryParams: Record<string, string>;
    /** Auth0-style connection named in password-reset requests. */
    connection: string;
    /** Where sign-out goes; unset means the issuer's end-session endpoint. */
    logoutUrl: string | null;
  };
  support: { phone: string; email: string };
  /** Development tools are on (DEV_TOOLS=true): the app then routes to the form preview and checker pages. */
  devTools: boolean;
}

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
