// Server configuration, read once from the environment. Every variable is
// documented in docs/operations/configuration.md; defaults run everything on
// one machine with embedded components.
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (search_path); lets several environments share one database. */
  databaseSchema: string | undefined;
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
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, projectRoot = process.cwd()): ServerConfig {
  const dataDir = env['DATA_DIR'] ?? path.join(projectRoot, 'data', 'pglite');
  const staticDir = env['STATIC_DIR'] === '' ? undefined : (env['STATIC_DIR'] ?? path.join(projectRoot, 'dist'));
  return {
    // Loopback by default: exposing the server is a deliberate choice (HOST=0.0.0.0 behind a proxy).
    host: env['HOST'] ?? '127.0.0.1',
    port: integer(env, 'PORT', 3000),
    databaseUrl: env['DATABASE_URL'] || undefined,
    databaseSchema: env['DATABASE_SCHEMA'] || undefined,
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(projectRoot, dataDir),
    staticDir: staticDir === undefined ? undefined : path.resolve(projectRoot, staticDir),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    trustProxy: env['TRUST_PROXY'] === 'true',
    rateLimit: { max: integer(env, 'RATE_LIMIT_MAX', 300), timeWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000) },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576),
    supportEmail: env['SUPPORT_EMAIL'] ?? 'customer.connections@network.example.nz',
    supportPhone: env['SUPPORT_PHONE'] ?? '0508 832 867',
  };
}
