// Hands /oidc/* to oidc-provider (a Koa application) inside Fastify. The
// provider parses its own request bodies, so this scope has no body parser
// that reads the stream; the reply is hijacked and Koa writes the raw
// response. Security headers survive: helmet sets them on the raw response in
// onRequest, before this handler runs, and oidc-provider only adds to them.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT } from './paths';

/**
 * The URL as the provider should see it: relative to its mount. oidc-provider
 * works out its mount path from `originalUrl` minus `url` (see urlFor in
 * oidc-provider/lib/helpers/oidc_context.js), so both are set.
 */
export function unmountedUrl(url: string): string {
  const rest = url.slice(OIDC_MOUNT.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

export async function providerRoutes(app: FastifyInstance, { provider }: { provider: Provider }): Promise<void> {
  app.removeAllContentTypeParsers();
  // Accept any body and leave the stream unread for the provider.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handle = provider.callback();
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${OIDC_MOUNT}/*`,
    handler(request, reply) {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? OIDC_MOUNT;
      raw.originalUrl = url;
      raw.url = unmountedUrl(url);
      // Koa's handler catches its own errors and always answers.
      void handle(raw, reply.raw);
    },
  });
}
