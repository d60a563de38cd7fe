// Every error leaves the API as JSON in the project's one shape. Internal
// details are logged, never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** Messages for errors Fastify itself raises before a route runs. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request must be sent as JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    default:
      // The rate limiter words its own message, with the wait time.
      return error.statusCode === 429 ? error.message : 'The request could not be processed';
  }
}

export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send(error.toBody());
  }
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(statusCode).send({ message: 'Something went wrong' });
  }
  request.log.info({ code: error.code, statusCode }, error.message);
  // A content-type parse failure arrives without a JSON body: still answer JSON.
  return reply.status(statusCode).type('application/json').send({ message: clientErrorMessage(error) });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
