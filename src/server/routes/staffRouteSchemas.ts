// What every back-office route has in common (src/shared/api/staff.ts): the
// Staff group of the OpenAPI document, a bearer token, and the answers of the
// staff guard (src/server/auth/requireStaff.ts): 401 without a token, 404 for
// anyone without the staff role, as for a path that does not exist.
import type { FastifyInstance } from 'fastify';
import { errorResponse, SIGN_IN_REQUIRED_RESPONSE } from '../../shared/api/errors';
import { SIGNED_IN, tagOf } from './openApi';

export const STAFF_ONLY_RESPONSE = errorResponse('Not found: the token does not carry the staff role (or, where the path names one, there is no such order, file or entry)');

/** The parts of a route schema every staff route shares. */
export function staffRouteSchema<T extends object>(summary: string, schema: T) {
  return { tags: tagOf('staff'), summary, security: SIGNED_IN, ...schema };
}

/** The guard's answers, beside a route's own. */
export const STAFF_GUARD_RESPONSES = { 401: SIGN_IN_REQUIRED_RESPONSE, 404: STAFF_ONLY_RESPONSE } as const;

/** Back-office answers hold customers' personal data: never stored by browsers or proxies. */
export function neverCached(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
}
