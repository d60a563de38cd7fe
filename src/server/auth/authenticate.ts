// The guard of every protected route: a valid bearer access token or 401 in
// the API's JSON error shape. Routes read the caller from `request.identity`.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors';
import { InvalidAccessTokenError, type AccessTokenVerifier, type VerifiedIdentity } from './accessTokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (always) or `identifyIfSignedIn` (when a token was sent). */
    identity?: VerifiedIdentity;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = 'You need to sign in to do that';
export const SIGN_IN_EXPIRED_MESSAGE = 'Your sign-in has expired or is not valid. Please sign in again.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : '';
}

async function verifyOrThrow(verifier: AccessTokenVerifier, token: string): Promise<VerifiedIdentity> {
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) throw new ApiError(401, SIGN_IN_EXPIRED_MESSAGE);
    throw error;
  }
}

/** preHandler: requires a valid token. */
export function authenticate(verifier: AccessTokenVerifier): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (token === undefined || token === '') {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
    }
    request.identity = await verifyOrThrow(verifier, token);
  };
}

/** preHandler for routes guests may use too: a token, when sent, must be valid. */
export function identifyIfSignedIn(verifier: AccessTokenVerifier): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === undefined) return;
    if (token === '') throw new ApiError(401, SIGN_IN_EXPIRED_MESSAGE);
    request.identity = await verifyOrThrow(verifier, token);
  };
}
