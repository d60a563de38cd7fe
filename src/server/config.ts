// Server configuration, read once from the environment. Every variable is
// documented in docs/operations/configuration.md; defaults run everything on
// one machine with embedded components.
import path from 'node:path';
import { MAX_RECORDS_PER_PAGE } from '../shared/api/orders';
import { DEFAULT_COMMERCIAL_CALENDAR_REGION } from '../shared/validation/keywords/commercialWorkingDay';
import { NEW_ZEALAND_HOLIDAY_REGIONS } from '../shared/validation/keywords/newZealandPublicHolidays';
import { DEFAULT_POOL_MAX } from './db/postgresPool';
import { assertDevToolsAllowed, isLoopbackUrl } from './devToolsGuard';

export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (search_path); lets several environments share one database. */
  databaseSchema: string | undefined;
  /** Most PostgreSQL connections this process keeps open (its pool); docs/operations/database.md, "Connection pool". */
  databasePoolMax: number;
  /** PGlite data directory, or `memory://`. */
  dataDir: string;
  /** Built single-page app to serve, or undefined to serve the API only. */
  staticDir: string | undefined;
  logLevel: string;
  /** True when a load balancer or proxy in front sets X-Forwarded-For. */
  trustProxy: boolean;
  rateLimit: { max: number; timeWindowMs: number };
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Company contact details shown in messages and help. */
  supportEmail: string;
  supportPhone: string;
  /** The address customers use to reach the portal, e.g. `http://localhost:3000` (no trailing slash). */
  publicUrl: string;
  identity: IdentityConfig;
  /**
   * Development-only pages: the outbox (/dev/outbox, /api/dev/outbox) and the form preview and
   * checker (/forms...). Off unless DEV_TOOLS=true; only allowed on a loopback address.
   */
  devTools: boolean;
  /** Create the demo accounts (published password) at start. Follows devTools unless DEMO_ACCOUNTS is set. */
  seedDemoAccounts: boolean;
  /** Address lookup behind GET /api/address (docs/operations/address-lookup.md). */
  address: AddressConfig;
  /** ICP lookup behind GET /api/address/icp/{icpNumber} (docs/operations/icp-registry.md). */
  icpRegistry: IcpRegistryConfig;
  /**
   * The New Zealand region whose anniversary day is a commercial non-working
   * day (the calendar's code, e.g. `WGN`; see newZealandPublicHolidays.ts): disconnection dates and
   * GET /api/calendar/commercial-non-working-days follow it.
   */
  commercialCalendarRegion: string;
  /** Uploaded files and their virus scan (docs/operations/files-and-scanning.md). */
  files: FilesConfig;
  /** Orders per page of the customer's order lists when the browser names no page size (spec 3 "orderRecordsPerPage"). */
  orderRecordsPerPage: number;
  /** Failed sign-in limits of the embedded identity provider (docs/operations/security.md). */
  signInLimits: SignInLimitsConfig;
  /** Quote payments: the hosted payment page provider (docs/operations/payments.md). */
  payments: PaymentsConfig;
}

/**
 * Who takes card and Account2Account payments. `sandbox`: the embedded hosted
 * payment page, served by this server, which takes test cards only; the
 * default on a loopback address. `windcave`: Windcave's REST hosted payment
 * page (needs the REST API user and key).
 */
export interface PaymentsConfig {
  provider: 'sandbox' | 'windcave';
  /** Windcave's REST API base, `https://sec.windcave.com/api/v1` (production) or `https://uat.windcave.com/api/v1` (test); required with Windcave. */
  windcaveApiUrl: string;
  windcaveUsername: string | undefined;
  windcaveApiKey: string | undefined;
  /** How long a payment session stays open for the payer (the provider refuses it after). */
  sessionMinutes: number;
  /** The card payment partner named on the pay-now page (spec 3: "A card payment provider is named as a trusted partner"). */
  cardPaymentPartner: string;
  /** Where "Return to the provider's site" goes from the payment result page (the company's public website). */
  companyWebsiteUrl: string;
}

/**
 * Failed sign-ins, counted in the database per account (email) and per client
 * address: the first `…FreeFailures` cost nothing, each further failure makes
 * the next attempt wait 2^(n - free) seconds, at most `maxDelayMs`. A counter
 * is forgotten `windowMs` after its last failure (or after the wait it caused).
 */
export interface SignInLimitsConfig {
  accountFreeFailures: number;
  addressFreeFailures: number;
  windowMs: number;
  maxDelayMs: number;
  /** The clock the limits use; tests replace it. Default: the system clock. */
  now?: () => Date;
}

/**
 * Where uploaded files are kept and what scans them. `builtin`: the embedded
 * scanner (finds the EICAR test string). `clamd`: a ClamAV daemon over TCP.
 */
export interface FilesConfig {
  /** Directory of the local file storage (outside the web root). */
  storageDir: string;
  scanner: 'builtin' | 'clamd';
  clamdHost: string;
  clamdPort: number;
  /** How long one clamd scan may take before the scanner counts as unavailable. */
  clamdTimeoutMs: number;
}

/**
 * Where address suggestions come from. `sample`: the bundled NZ address sample,
 * searched in memory. `addressfinder`: the Addressfinder API (needs a key and secret).
 */
export interface AddressConfig {
  provider: 'sample' | 'addressfinder';
  addressfinderKey: string | undefined;
  addressfinderSecret: string | undefined;
}

/**
 * Where ICP lookups go. `database`: the embedded registry, a table seeded with
 * an ICP for each address of the bundled sample. `registry`: the industry
 * registry's ICP details API (needs its address and an API key).
 */
export interface IcpRegistryConfig {
  provider: 'database' | 'registry';
  registryUrl: string | undefined;
  registryKey: string | undefined;
}

/**
 * Who signs customers in. `embedded`: the built-in OpenID Connect provider,
 * mounted at `{publicUrl}/oidc` with its accounts in our database. `external`:
 * any OIDC issuer (Auth0, Keycloak) whose JWKS the API trusts.
 */
export interface IdentityConfig {
  mode: 'embedded' | 'external';
  /** Issuer URL exactly as it appears in the `iss` claim. */
  issuer: string;
  /** The portal's public (PKCE) client id at the issuer. */
  clientId: string;
  /** The API's audience: the `aud` claim every access token must carry. */
  audience: string;
  /** The Auth0-style database connection named in password-reset requests. */
  connection: string;
  /** Where the browser goes to end the identity provider's session; unset uses the issuer's end_session endpoint. */
  logoutUrl: string | undefined;
  /** JWKS address; unset uses `{issuer}/.well-known/jwks.json` (Auth0) or discovery. */
  jwksUri: string | undefined;
  /**
   * The access-token claim holding the staff role, and the role's value
   * (STAFF_ROLE_CLAIM, default `roles`; STAFF_ROLE_VALUE, default `staff`).
   * Auth0 wants a namespaced claim, e.g. `https://portal.example/roles`.
   */
  staffRole: { claim: string; value: string };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** DATABASE_POOL_MAX: at least 1 (a pool of none would wait forever). */
function databasePoolMax(env: NodeJS.ProcessEnv): number {
  const value = integer(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX);
  if (value < 1) throw new Error(`DATABASE_POOL_MAX must be 1 or more, got "${value}"`);
  return value;
}

/** ORDER_RECORDS_PER_PAGE: 1 to MAX_RECORDS_PER_PAGE, the most a page may hold. */
function orderRecordsPerPage(env: NodeJS.ProcessEnv): number {
  const value = integer(env, 'ORDER_RECORDS_PER_PAGE', 10);
  if (value < 1 || value > MAX_RECORDS_PER_PAGE) throw new Error(`ORDER_RECORDS_PER_PAGE must be from 1 to ${MAX_RECORDS_PER_PAGE}, got "${value}"`);
  return value;
}

/** `true` or `false`; unset or empty gives the fallback; anything else is refused (a typo must not switch a tool on or off silently). */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be "true" or "false", got "${raw}"`);
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function identityConfig(env: NodeJS.ProcessEnv, publicUrl: string): IdentityConfig {
  const issuer = env['IDENTITY_ISSUER'];
  const audience = env['IDENTITY_AUDIENCE'] || `${publicUrl}/api`;
  const common = {
    clientId: env['IDENTITY_CLIENT_ID'] || 'portal-web',
    audience,
    connection: env['IDENTITY_CONNECTION'] || 'Username-Password-Authentication',
    logoutUrl: env['IDENTITY_LOGOUT_URL'] || undefined,
    jwksUri: env['IDENTITY_JWKS_URI'] || undefined,
    staffRole: { claim: env['STAFF_ROLE_CLAIM'] || 'roles', value: env['STAFF_ROLE_VALUE'] || 'staff' },
  };
  if (issuer) return { mode: 'external', issuer, ...common };
  return { mode: 'embedded', issuer: `${publicUrl}/oidc`, ...common };
}

function addressConfig(env: NodeJS.ProcessEnv): AddressConfig {
  const provider = env['ADDRESS_PROVIDER'] || 'sample';
  if (provider !== 'sample' && provider !== 'addressfinder') {
    throw new Error(`ADDRESS_PROVIDER must be "sample" or "addressfinder", got "${provider}"`);
  }
  const addressfinderKey = env['ADDRESSFINDER_KEY'] || undefined;
  const addressfinderSecret = env['ADDRESSFINDER_SECRET'] || undefined;
  if (provider === 'addressfinder' && (!addressfinderKey || !addressfinderSecret)) {
    throw new Error(
      'ADDRESS_PROVIDER=addressfinder needs ADDRESSFINDER_KEY and ADDRESSFINDER_SECRET (the licence key and secret from the Addressfinder portal)',
    );
  }
  return { provider, addressfinderKey, addressfinderSecret };
}

function icpRegistryConfig(env: NodeJS.ProcessEnv): IcpRegistryConfig {
  const provider = env['ICP_REGISTRY'] || 'database';
  if (provider !== 'database' && provider !== 'registry') {
    throw new Error(`ICP_REGISTRY must be "database" or "registry", got "${provider}"`);
  }
  const registryUrl = env['ICP_REGISTRY_URL'] || undefined;
  const registryKey = env['ICP_REGISTRY_KEY'] || undefined;
  if (provider === 'registry' && (!registryUrl || !registryKey)) {
    throw new Error('ICP_REGISTRY=registry needs ICP_REGISTRY_URL and ICP_REGISTRY_KEY (the address of the registry API and its subscription key)');
  }
  if (registryUrl && !/^https?:\/\//.test(registryUrl)) {
    throw new Error(`ICP_REGISTRY_URL must be an http(s) address, got "${registryUrl}"`);
  }
  return { provider, registryUrl, registryKey };
}

/** The region code, upper case; a code the holiday calendar does not know stops the start-up. */
function commercialCalendarRegion(env: NodeJS.ProcessEnv): string {
  const raw = env['COMMERCIAL_CALENDAR_REGION'] || DEFAULT_COMMERCIAL_CALENDAR_REGION;
  const region = raw.trim().toUpperCase();
  if (!NEW_ZEALAND_HOLIDAY_REGIONS.includes(region)) {
    throw new Error(`COMMERCIAL_CALENDAR_REGION must be a New Zealand region code (${NEW_ZEALAND_HOLIDAY_REGIONS.join(', ')}), got "${raw}"`);
  }
  return region;
}

function filesConfig(env: NodeJS.ProcessEnv, projectRoot: string): FilesConfig {
  const scanner = env['VIRUS_SCANNER'] || 'builtin';
  if (scanner !== 'builtin' && scanner !== 'clamd') {
    throw new Error(`VIRUS_SCANNER must be "builtin" or "clamd", got "${scanner}"`);
  }
  const clamdPort = integer(env, 'CLAMD_PORT', 3310);
  if (clamdPort < 1 || clamdPort > 65535) throw new Error(`CLAMD_PORT must be a TCP port (1-65535), got "${clamdPort}"`);
  const clamdTimeoutMs = integer(env, 'CLAMD_TIMEOUT_MS', 60_000);
  if (clamdTimeoutMs === 0) throw new Error('CLAMD_TIMEOUT_MS must be more than 0');
  return {
    storageDir: path.resolve(projectRoot, env['FILE_STORAGE_DIR'] || path.join('data', 'files')),
    scanner,
    clamdHost: env['CLAMD_HOST'] || '127.0.0.1',
    clamdPort,
    clamdTimeoutMs,
  };
}

/**
 * PAYMENT_PROVIDER. Unset means the sandbox only on a loopback address: a
 * deployment must choose, so it never takes test cards as payments by mistake
 * (PAYMENT_PROVIDER=sandbox is still allowed, e.g. for a staging site).
 */
function paymentsConfig(env: NodeJS.ProcessEnv, publicUrl: string): PaymentsConfig {
  const chosen = env['PAYMENT_PROVIDER'] || undefined;
  if (chosen !== undefined && chosen !== 'sandbox' && chosen !== 'windcave') {
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "windcave", got "${chosen}"`);
  }
  if (chosen === undefined && !isLoopbackUrl(publicUrl)) {
    throw new Error(
      `PAYMENT_PROVIDER is not set and PUBLIC_URL=${publicUrl} is not a loopback address: set PAYMENT_PROVIDER=windcave (with WINDCAVE_USERNAME and WINDCAVE_API_KEY), ` +
        'or PAYMENT_PROVIDER=sandbox for a test site that must only take test cards (docs/operations/payments.md)',
    );
  }
  const provider = chosen ?? 'sandbox';
  // No default address: a deployment that forgot it must not end up taking "payments" in Windcave's test environment.
  const windcaveApiUrl = trimSlash(env['WINDCAVE_API_URL'] || '');
  const windcaveUsername = env['WINDCAVE_USERNAME'] || undefined;
  const windcaveApiKey = env['WINDCAVE_API_KEY'] || undefined;
  if (provider === 'windcave' && (!windcaveUsername || !windcaveApiKey)) {
    throw new Error('PAYMENT_PROVIDER=windcave needs WINDCAVE_USERNAME and WINDCAVE_API_KEY (the REST API user and key from Windcave)');
  }
  if (provider === 'windcave' && !/^https?:\/\//.test(windcaveApiUrl)) throw new Error(`WINDCAVE_API_URL must be an http(s) address, got "${windcaveApiUrl}"`);
  const sessionMinutes = integer(env, 'PAYMENT_SESSION_MINUTES', 30);
  if (sessionMinutes < 5 || sessionMinutes > 24 * 60) throw new Error(`PAYMENT_SESSION_MINUTES must be from 5 to 1440, got "${sessionMinutes}"`);
  return {
    provider,
    windcaveApiUrl,
    windcaveUsername,
    windcaveApiKey,
    sessionMinutes,
    cardPaymentPartner: env['CARD_PAYMENT_PARTNER'] || 'Windcave',
    companyWebsiteUrl: env['COMPANY_WEBSITE_URL'] || 'https://www.network.example.nz',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, projectRoot = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 3000);
  const publicUrl = trimSlash(env['PUBLIC_URL'] || `http://localhost:${port}`);
  const host = env['HOST'] ?? '127.0.0.1';
  // Development tools are never on by default (NODE_ENV does not decide): `npm start` turns them on
  // for a loopback address; the check below refuses them anywhere else.
  const devTools = flag(env, 'DEV_TOOLS', false);
  const seedDemoAccounts = flag(env, 'DEMO_ACCOUNTS', devTools);
  assertDevToolsAllowed({ devTools, seedDemoAccounts, publicUrl, host });
  const dataDir = env['DATA_DIR'] ?? path.join(projectRoot, 'data', 'pglite');
  const staticDir = env['STATIC_DIR'] === '' ? undefined : (env['STATIC_DIR'] ?? path.join(projectRoot, 'dist'));
  return {
    // Loopback by default: exposing the server is a deliberate choice (HOST=0.0.0.0 behind a proxy).
    host,
    port,
    databaseUrl: env['DATABASE_URL'] || undefined,
    databaseSchema: env['DATABASE_SCHEMA'] || undefined,
    databasePoolMax: databasePoolMax(env),
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(projectRoot, dataDir),
    staticDir: staticDir === undefined ? undefined : path.resolve(projectRoot, staticDir),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    trustProxy: env['TRUST_PROXY'] === 'true',
    rateLimit: { max: integer(env, 'RATE_LIMIT_MAX', 300), timeWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000) },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576),
    supportEmail: env['SUPPORT_EMAIL'] ?? 'customer.connections@network.example.nz',
    supportPhone: env['SUPPORT_PHONE'] ?? '0508 832 867',
    publicUrl,
    identity: identityConfig(env, publicUrl),
    devTools,
    seedDemoAccounts,
    address: addressConfig(env),
    icpRegistry: icpRegistryConfig(env),
    commercialCalendarRegion: commercialCalendarRegion(env),
    files: filesConfig(env, projectRoot),
    orderRecordsPerPage: orderRecordsPerPage(env),
    signInLimits: {
      accountFreeFailures: integer(env, 'SIGN_IN_ACCOUNT_FREE_FAILURES', 5),
      addressFreeFailures: integer(env, 'SIGN_IN_ADDRESS_FREE_FAILURES', 20),
      windowMs: integer(env, 'SIGN_IN_WINDOW_MS', 15 * 60_000),
      maxDelayMs: integer(env, 'SIGN_IN_MAX_DELAY_MS', 15 * 60_000),
    },
    payments: paymentsConfig(env, publicUrl),
  };
}
