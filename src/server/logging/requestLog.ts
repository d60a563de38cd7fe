// What a request looks like in the logs. Fastify's own serializer logs the
// URL as sent, query included, and some URLs carry one-time secrets: the
// password-reset and sign-up confirmation links (`?token=`), the
// authorization code the identity provider sends back to the portal
// (`/login/callback?code=`). A token copied from a log would work until it
// expires, so their values are replaced before anything is written.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets. */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'access_token',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'client_secret',
]);

export const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced; the rest as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator < 0 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: compare the name as sent
      }
      return separator >= 0 && SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** The request's log entry: Fastify's fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
