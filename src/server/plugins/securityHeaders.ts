// Security headers for every response. The Content-Security-Policy is strict
// for scripts: no 'unsafe-eval' (validators are precompiled, so nothing needs
// it) and no 'unsafe-inline'. Inline styles stay allowed because component
// libraries set style attributes; see docs/decisions/0004-content-security-policy.md.
// Strict-Transport-Security is sent when the public address is https (the proxy
// in front terminates TLS, so the request this process sees is plain http).
//
// helmet's middleware is built once, here, and run on each request's raw
// response. @fastify/helmet built it afresh per request, parsing the policy
// every time: about 8 % of an order submission's CPU (decision 0033).
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** One year (at least the 180 days browsers and scanners expect). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The HSTS policy for this public address, or false for http. Not includeSubDomains: other hosts
 * under the company's domain are not this portal's to pin to https; not preload either.
 */
export function strictTransportSecurityOf(publicUrl: string): { maxAge: number; includeSubDomains: false; preload: false } | false {
  return publicUrl.toLowerCase().startsWith('https://') ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false, preload: false } : false;
}

export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl'>): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    // Never over http: a browser would pin a development address (localhost) to https.
    strictTransportSecurity: strictTransportSecurityOf(config.publicUrl),
  });
  // Before any handler, on every route (the embedded identity provider's included,
  // which writes the raw response itself): helmet only sets headers, synchronously.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
    done();
  });
}
