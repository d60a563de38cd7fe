// The guard of the back office (/api/staff/*): a valid access token that
// carries the staff role. Without a token: 401, as everywhere. With a
// customer's token: 404, as for a path that does not exist, so the back
// office is not even confirmed to customers.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors';
import type { AccessTokenVerifier } from './accessTokens';
import { authenticate } from './authenticate';

export const STAFF_ONLY_NOT_FOUND_MESSAGE = 'Not found';

export function requireStaff(verifier: AccessTokenVerifier): preHandlerAsyncHookHandler {
  const signedIn = authenticate(verifier);
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await signedIn.call(this as never, request, reply);
    if (!request.identity?.isStaff) throw new ApiError(404, STAFF_ONLY_NOT_FOUND_MESSAGE);
  };
}
