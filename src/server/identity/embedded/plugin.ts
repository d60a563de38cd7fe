// The embedded OpenID Connect provider, mounted in the portal's own server at
// /oidc: oidc-provider for the protocol, our routes for the sign-in and
// password pages, our database for accounts, keys and sessions. Returns the
// verifier the API uses for the access tokens it issues.
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { createJwksVerifier, type AccessTokenVerifier } from '../../auth/accessTokens';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { changePasswordRoute } from './changePasswordRoute';
import { registerFormBodyParser } from './formBody';
import { sendPage } from './htmlReply';
import { interactionRoutes } from './interactionRoutes';
import { signInErrorPage, tooManyAttemptsPage } from './pages/providerPages';
import { passwordRoutes } from './passwordRoutes';
import { createIdentityProvider } from './provider';
import { providerRoutes } from './providerMount';
import { loadProviderSecrets, publicJwkOf } from './providerSecrets';
import { identityFormRateLimit } from './rateLimits';
import { createSignInThrottle } from './signInThrottle';
import { signUpRoutes } from './signUpRoutes';

export interface EmbeddedIdentityDependencies {
  config: ServerConfig;
  database: Database;
}

/** Errors on our HTML pages answer with a page, never JSON and never details. */
function registerPageErrors(app: FastifyInstance, publicUrl: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode === 429) return sendPage(reply, tooManyAttemptsPage({ publicUrl }), 429);
    if (statusCode >= 500) request.log.error({ err: error }, 'identity page failed');
    return sendPage(reply, signInErrorPage({ publicUrl }), statusCode);
  });
}

/**
 * Our own routes under /oidc, rate limited: the pages (errors answer as
 * pages) and the Auth0-style JSON endpoint (errors answer as JSON).
 */
async function ownRoutes(app: FastifyInstance, { provider, config, db }: { provider: Provider; config: ServerConfig; db: Kysely<DatabaseSchema> }): Promise<void> {
  const limit = identityFormRateLimit(config);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  registerFormBodyParser(app);
  await app.register(async (pages) => {
    registerPageErrors(pages, config.publicUrl);
    // The coarse per-process brake above, plus the failed sign-in limits every process shares (database).
    const throttle = createSignInThrottle(db, config.signInLimits);
    await pages.register(interactionRoutes, { provider, config, db, rateLimit: limit, throttle });
    await pages.register(signUpRoutes, { config, db, rateLimit: limit });
    await pages.register(passwordRoutes, { config, db, rateLimit: limit });
  });
  await app.register(changePasswordRoute, { config, db, rateLimit: limit });
}

export async function registerEmbeddedIdentityProvider(
  app: FastifyInstance,
  { config, database }: EmbeddedIdentityDependencies,
): Promise<{ verifier: AccessTokenVerifier }> {
  const { db } = database;
  const secrets = await loadProviderSecrets(db);
  const provider = createIdentityProvider({ config, db, secrets });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
  if (config.publicUrl.startsWith('https:') && !config.trustProxy) {
    app.log.warn('PUBLIC_URL is https but TRUST_PROXY is false: the identity provider cannot set its secure cookies until TRUST_PROXY=true');
  }

  await app.register(providerRoutes, { provider });
  await app.register(ownRoutes, { provider, config, db });

  const verifier = createJwksVerifier({
    issuer: config.identity.issuer,
    audience: config.identity.audience,
    keys: createLocalJWKSet({ keys: [publicJwkOf(secrets.signingKey)] }),
    staffRole: config.identity.staffRole,
  });
  return { verifier };
}
