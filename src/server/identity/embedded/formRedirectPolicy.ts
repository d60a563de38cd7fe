// The Content-Security-Policy's form-action also governs where a form
// submission may be redirected. Signing in (and out) ends with a redirect to
// the portal's callback, which in development may be the other loopback name
// (localhost vs 127.0.0.1, both registered), so the pages holding those forms
// allow the portal's own origins too. Nothing else is relaxed.
import type { FastifyReply } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { portalOrigins } from './portalClient';

export function widenFormAction(policy: string, origins: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => (/^form-action\s/.test(directive) ? `${directive} ${origins.join(' ')}` : directive))
    .join('; ');
}

const HEADER = 'content-security-policy';

export function allowPortalFormRedirects(reply: FastifyReply, publicUrl: string): void {
  const policy = reply.getHeader(HEADER);
  if (typeof policy === 'string') reply.header(HEADER, widenFormAction(policy, portalOrigins(publicUrl)));
}

export function allowPortalFormRedirectsInProvider(ctx: KoaContextWithOIDC, publicUrl: string): void {
  const policy = ctx.response.get(HEADER);
  if (policy) ctx.set(HEADER, widenFormAction(policy, portalOrigins(publicUrl)));
}
