// The app's one JSON body parser (issue 11; docs/operations/security.md,
// "Hostile input"). Every JSON body, on every route, is parsed here and
// checked once, before any route sees it, for what neither the database nor
// the code can hold (src/server/validation/hostileJson.ts): NUL characters,
// unpaired surrogates, nesting deeper than any form, prototype member names,
// numbers that overflow. A refusal is a 400 in the API's error shape, with the
// pointer of each offending value; nothing downstream runs, so nothing is written.
// Fastify's bodyLimit still applies (413), as it did for the built-in parser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { findHostileJson, HOSTILE_BODY_MESSAGE, hostileLogFields } from '../validation/hostileJson';

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON';
export const EMPTY_JSON_MESSAGE = 'The request body is empty; send a JSON document';

/** Parses and checks a JSON body; throws the 400 to send when it cannot be accepted. */
export function parseJsonBody(text: string, request?: FastifyRequest): unknown {
  if (text.length === 0) throw new ApiError(400, EMPTY_JSON_MESSAGE, [{ pointer: '', message: EMPTY_JSON_MESSAGE }]);
  let document: unknown;
  try {
    // No reviver: V8's JSON.parse is iterative, a reviver walk would not be.
    document = JSON.parse(text);
  } catch {
    throw new ApiError(400, INVALID_JSON_MESSAGE, [{ pointer: '', message: INVALID_JSON_MESSAGE }]);
  }
  const problems = findHostileJson(document);
  if (problems.length > 0) {
    request?.log.info(hostileLogFields(problems), 'hostile JSON body refused');
    throw new ApiError(
      400,
      HOSTILE_BODY_MESSAGE,
      problems.map(({ pointer, message }) => ({ pointer, message })),
    );
  }
  return document;
}

/**
 * Replaces Fastify's JSON parser on the root instance, so every route and
 * every plugin inherits it (a scope that removes its parsers, like the
 * identity provider's mount, opts out on purpose).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  // parseAs 'string' reads at most the app's bodyLimit (413 beyond), decoding UTF-8.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(String(body), request));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
