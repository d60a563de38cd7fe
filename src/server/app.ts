// Builds the Fastify application: security headers, the embedded identity
// provider under /oidc (unless an external one is configured), the API under
// /api (rate limited, JSON errors) and the single-page app. Nothing here listens; main.ts
// does, and tests use `inject`.
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressProvider } from './address/addressProvider';
import { createAddressProvider } from './address/createAddressProvider';
import { createRemoteVerifier, type AccessTokenVerifier } from './auth/accessTokens';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { createFileServices, type FileServiceOverrides, type FileServices } from './files/fileServices';
import { createIcpRegistry } from './icp/createIcpRegistry';
import type { IcpRegistry } from './icp/icpRegistry';
import { registerEmbeddedIdentityProvider } from './identity/embedded/plugin';
import { createPaymentProvider } from './payments/createPaymentProvider';
import type { PaymentProvider } from './payments/paymentProvider';
import { sandboxPaymentPages } from './payments/sandbox/sandboxPages';
import { serverPageAssetRoutes } from './pages/assets';
import { handleFrameworkError, registerErrorHandling } from './plugins/errorHandling';
import { registerJsonBodyParser } from './plugins/jsonBody';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSinglePageApp } from './plugins/singlePageApp';
import { registerUrlGuard } from './plugins/urlGuard';
import { serializeRequest } from './logging/requestLog';
import { addressRoutes } from './routes/address';
import { apiDocsRoutes } from './routes/apiDocs';
import { calendarRoutes } from './routes/calendar';
import { clientConfigOf, clientConfigRoutes } from './routes/clientConfig';
import { devOutboxRoutes } from './routes/devOutbox';
import { fileRoutes } from './routes/files';
import { formRoutes } from './routes/forms';
import { guestSessionRoutes } from './routes/guestSession';
import { healthRoutes } from './routes/health';
import { icpLookupRoutes } from './routes/icpLookup';
import { openApiOptions } from './routes/openApi';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { serviceProviderRoutes } from './routes/serviceProviders';
import { staffActionRoutes } from './routes/staffActions';
import { staffOrderRoutes } from './routes/staffOrders';
import { staffReferenceListRoutes } from './routes/staffReferenceLists';
import { userRoutes } from './routes/users';
import { setCommercialCalendarRegion } from '../shared/validation/keywords/commercialWorkingDay';

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
  /** Overrides the address lookup (tests); by default chosen by `config.address`. */
  addressProvider?: AddressProvider;
  /** Overrides the ICP lookup (tests); by default chosen by `config.icpRegistry`. */
  icpRegistry?: IcpRegistry;
  /** Overrides parts of the file services (tests: a scanner that is down, a storage); by default from `config.files`. */
  fileServices?: FileServiceOverrides;
  /** Overrides the payment provider (tests); by default chosen by `config.payments`. */
  paymentProvider?: PaymentProvider;
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

declare module 'fastify' {
  interface FastifyInstance {
    /** How this app checks bearer access tokens (tests use it to check issued tokens). */
    accessTokenVerifier: AccessTokenVerifier;
    /** File storage, virus scanner and scan queue (e.g. for a route that serves an order's documents). */
    files: FileServices;
  }
}

async function identityVerifier(
  app: FastifyInstance,
  { config, database, accessTokenVerifier }: Pick<AppDependencies, 'config' | 'database' | 'accessTokenVerifier'>,
): Promise<AccessTokenVerifier> {
  if (config.identity.mode === 'embedded') {
    const { verifier } = await registerEmbeddedIdentityProvider(app, { config, database });
    return accessTokenVerifier ?? verifier;
  }
  return (
    accessTokenVerifier ??
    createRemoteVerifier({ issuer: config.identity.issuer, audience: config.identity.audience, jwksUri: config.identity.jwksUri, staffRole: config.identity.staffRole })
  );
}

export async function buildApp({ config, database, logger = true, accessTokenVerifier, addressProvider, icpRegistry, fileServices, paymentProvider }: AppDependencies): Promise<FastifyInstance> {
  // COMMERCIAL CALENDAR: the region whose anniversary day the disconnection date rule and
  // GET /api/calendar/commercial-non-working-days leave out; set once, before any route runs.
  setCommercialCalendarRegion(config.commercialCalendarRegion);
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } }
      : false,
    bodyLimit: config.bodyLimitBytes,
    // Behind a load balancer, client IPs (for rate limits and logs) come from X-Forwarded-For.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Routing errors (a path whose %-escapes are not UTF-8) answer in the API's error shape too.
    frameworkErrors: handleFrameworkError,
  });

  registerErrorHandling(app);
  // HOSTILE INPUT: every JSON body and every URL is checked once, here at the edge (docs/operations/security.md).
  registerJsonBodyParser(app);
  registerUrlGuard(app);
  await registerSecurityHeaders(app, config);
  // OPENAPI: collects every route's schema from here on; /api/openapi.json and /api/docs serve it (docs/operations/api.md).
  await app.register(swagger, openApiOptions(config));

  // Stylesheet and script of the server-rendered pages (sign-in, password, outbox).
  await app.register(serverPageAssetRoutes);

  // EMBEDDED IDENTITY PROVIDER: mounted at /oidc when no external issuer is configured;
  // its verifier trusts its own keys. An explicit accessTokenVerifier (tests) still wins.
  const verifier = await identityVerifier(app, { config, database, accessTokenVerifier });
  app.decorate('accessTokenVerifier', verifier);
  await app.register(devOutboxRoutes, { config, database });

  // FILES: storage, virus scanner and the scan queue; the queue's poller runs while the app does.
  const files = createFileServices(config, database, { ...fileServices, log: app.log });
  app.decorate('files', files);
  app.addHook('onReady', async () => files.queue.start());
  app.addHook('onClose', async () => files.queue.stop());

  // ICP REGISTRY: the embedded table, or the industry registry (docs/operations/icp-registry.md).
  const icps = icpRegistry ?? createIcpRegistry(config.icpRegistry, database);

  // PAYMENTS: the sandbox hosted payment page (served here, on its own path) or Windcave (docs/operations/payments.md).
  const payments = paymentProvider ?? createPaymentProvider(config, database);
  if (config.payments.provider === 'sandbox') await app.register(sandboxPaymentPages, { db: database.db });

  // The guest session cookie (uploads and submissions of guests) is Secure whenever the portal is served over https.
  const secureCookies = config.publicUrl.startsWith('https:');
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
      await api.register(clientConfigRoutes, { config });
      await api.register(serviceProviderRoutes, { database });
      await api.register(addressRoutes, { provider: addressProvider ?? createAddressProvider(config.address) });
      // ICP LOOKUP AND CALENDAR: for the disconnection form (guests too).
      await api.register(icpLookupRoutes, { registry: icps });
      await api.register(calendarRoutes);
      // USERS ROUTES: the profile, the account check and business invitations (all need a token).
      await api.register(userRoutes, { database, verifier, config });
      // FILE ROUTES: upload (guests too) and scan result.
      await api.register(guestSessionRoutes, { secureCookies });
      await api.register(fileRoutes, { database, verifier, files, secureCookies });
      // ORDER ROUTES: livening, new connection and disconnection submission (guests too), drafts, order list and document download.
      await api.register(orderRoutes, { database, verifier, config, icpRegistry: icps, secureCookies });
      // PAYMENT ROUTES: a quote's billing details, the payment session, its result and the provider's notifications.
      await api.register(paymentRoutes, { database, verifier, config, provider: payments });
      // STAFF ROUTES: the back office (the staff role only; 404 for customers): the order queue, actions, reference lists.
      await api.register(staffOrderRoutes, { database, verifier });
      await api.register(staffActionRoutes, { database, verifier, config });
      await api.register(staffReferenceListRoutes, { database, verifier });
      await api.register(apiDocsRoutes, { config });
    },
    { prefix: '/api' },
  );

  // The app's page carries what GET /api/client-config answers, so the portal starts without asking.
  await registerSinglePageApp(app, config.staticDir, { devTools: config.devTools, clientConfig: clientConfigOf(config) });
  return app;
}
