// Every error leaves the API as JSON in the project's one shape. Internal
// details are logged, never sent. Every 400 carries `errors` with at least
// one pointer: when nothing more precise is known, the whole request ('').
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ApiErrorBody } from '../errors';

/** Messages for errors Fastify itself raises before a route runs. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request must be sent as JSON';
    case 'FST_ERR_BAD_URL':
      return 'The address of the request is not valid (it holds a malformed %-escape)';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address of the request is too long';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    default:
      // The rate limiter words its own message, with the wait time.
      return error.statusCode === 429 ? error.message : 'The request could not be processed';
  }
}

/** A 400 without field errors gets one at the whole request, so clients always find `errors`. */
function withFallbackErrors(statusCode: number, body: ApiErrorBody): ApiErrorBody {
  if (statusCode !== 400 || (body.errors && body.errors.length > 0)) return body;
  return { ...body, errors: [{ pointer: '', message: body.message }] };
}

export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send(withFallbackErrors(error.statusCode, error.toBody()));
  }
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(statusCode).send({ message: 'Something went wrong' });
  }
  // A malformed URL's error message quotes the URL: log the code only (docs/operations/security.md, "What is logged").
  request.log.info({ code: error.code, statusCode }, error.code === 'FST_ERR_BAD_URL' ? 'malformed URL refused' : error.message);
  // A content-type parse failure arrives without a JSON body: still answer JSON.
  return reply.status(statusCode).type('application/json').send(withFallbackErrors(statusCode, { message: clientErrorMessage(error) }));
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing (a URL whose
 * %-escapes are not UTF-8, an over-long path parameter), which would otherwise
 * answer in Fastify's own shape.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  handleError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
