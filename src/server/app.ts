// Builds the Fastify application: security headers, the API under /api (rate
// limited, JSON errors) and the single-page app. Nothing here listens; main.ts
// does, and tests use `inject`.
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteVerifier, type AccessTokenVerifier } from './auth/accessTokens';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling } from './plugins/errorHandling';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSinglePageApp } from './plugins/singlePageApp';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { serviceProviderRoutes } from './routes/serviceProviders';

export interface AppDependencies {
  config: ServerConfig;
  database: Database;
  /** Pass false in tests to silence request logs. */
  logger?: boolean;
  /**
   * Overrides how access tokens are checked (tests sign their own). By default
   * the embedded provider's keys are trusted, or the external issuer's JWKS.
   */
  accessTokenVerifier?: AccessTokenVerifier;
}

/** Paths of request data that must never reach the logs. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.accessToken',
  '*.token',
];

export async function buildApp({ config, database, logger = true, accessTokenVerifier }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } } : false,
    bodyLimit: config.bodyLimitBytes,
    // Behind a load balancer, client IPs (for rate limits and logs) come from X-Forwarded-For.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  // EMBEDDED IDENTITY PROVIDER: registered here (issue 4) and gives its own verifier.
  const verifier =
    accessTokenVerifier ??
    createRemoteVerifier({ issuer: config.identity.issuer, audience: config.identity.audience, jwksUri: config.identity.jwksUri });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.timeWindowMs,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
        }),
      });
      await api.register(healthRoutes, { database });
      await api.register(formRoutes);
      await api.register(serviceProviderRoutes, { database });
      // USERS ROUTES: registered here with { database, verifier } (issue 4).
      void verifier;
    },
    { prefix: '/api' },
  );

  await registerSinglePageApp(app, config.staticDir);
  return app;
}
