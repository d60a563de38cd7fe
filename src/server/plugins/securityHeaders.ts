// Security headers for every response. The Content-Security-Policy is strict
// for scripts: no 'unsafe-eval' (validators are precompiled, so nothing needs
// it) and no 'unsafe-inline'. Inline styles stay allowed because component
// libraries set style attributes; see docs/decisions/0004-content-security-policy.md.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    // HSTS only makes sense behind TLS, which the proxy in front of production terminates.
    strictTransportSecurity: false,
  });
}
