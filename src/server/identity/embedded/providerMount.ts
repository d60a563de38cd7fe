// Hands /oidc/* to oidc-provider (a Koa application) inside Fastify. The
// provider parses its own request bodies, so this scope has no body parser
// that reads the stream; the reply is hijacked and Koa writes the raw
// response. Security headers survive: helmet sets them on the raw response in
// onRequest, before this handler runs, and oidc-provider only adds to them.
// One exception to "unread": a form body (the token, revocation and end-session
// endpoints) is read here first and refused with 400 when it holds a NUL or an
// unpaired surrogate, in oidc-provider's own error shape; an accepted one is
// handed over as req.body, which oidc-provider parses exactly as it would
// have parsed the stream (it notes this once, on the first form, as an
// "already parsed request body" warning).
import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyError, FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { ApiError } from '../../errors';
import { hostileLogFields, textProblem, type HostileProblem } from '../../validation/hostileJson';
import { OIDC_MOUNT } from './paths';

/** oidc-provider's own limit on a form body (LIMIT in oidc-provider/lib/shared/selective_body.js). */
export const PROVIDER_FORM_BODY_LIMIT_BYTES = 56 * 1024;

export const HOSTILE_FORM_DESCRIPTION = 'The request holds characters that cannot be accepted (a NUL or invalid Unicode)';

/** OAuth's error shape (RFC 6749 section 5.2), as oidc-provider answers its own errors. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

/** Problems in a form body, decoded as oidc-provider decodes it (node:querystring). */
export function providerFormProblems(body: string): HostileProblem[] {
  const problems: HostileProblem[] = [];
  for (const [name, value] of Object.entries(parseQueryString(body))) {
    for (const text of [name, ...(Array.isArray(value) ? value : [value ?? ''])]) {
      const problem = textProblem(text, '');
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function oauthError(error: FastifyError | ApiError): { statusCode: number; body: OAuthErrorBody } {
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) return { statusCode, body: { error: 'server_error', error_description: 'oops! something went wrong' } };
  // Our own refusals (the form guard above, the URL guard) word their message for the client.
  const description = error instanceof ApiError ? error.message : statusCode === 413 ? 'The request is too large' : 'The request could not be processed';
  return { statusCode, body: { error: 'invalid_request', error_description: description } };
}

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
  // Accept any body and leave the stream unread for the provider...
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  // ...except a form body, checked first (see the top of this file).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PROVIDER_FORM_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = String(body);
      const problems = providerFormProblems(text);
      if (problems.length > 0) {
        request.log.info(hostileLogFields(problems), 'hostile form body refused');
        done(new ApiError(400, HOSTILE_FORM_DESCRIPTION), undefined);
        return;
      }
      (request.raw as IncomingMessage & { body?: string }).body = text;
      done(null, undefined);
    },
  );
  // Errors before the provider runs (a refused or too large body, a bad URL) answer as the provider would.
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { statusCode, body } = oauthError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'identity provider mount failed');
    return reply.code(statusCode).header('Cache-Control', 'no-store').send(body);
  });

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
