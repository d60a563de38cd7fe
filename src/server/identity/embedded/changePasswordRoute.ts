// POST /oidc/dbconnections/change_password: Auth0's password-reset request,
// same shape and same answer, so the portal's "Reset password" action works
// unchanged against Auth0 or the embedded provider (spec 1, section 7).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import { emailProblem, normaliseEmail } from './credentialRules';
import { fieldOf } from './formBody';
import { requestPasswordReset } from './passwordReset';
import { CHANGE_PASSWORD_PATH } from './paths';
import type { RouteRateLimit } from './rateLimits';

export const RESET_EMAIL_SENT_TEXT = "We've just sent you an email to reset your password.";

export interface ChangePasswordRouteOptions {
  config: ServerConfig;
  db: Kysely<DatabaseSchema>;
  rateLimit: RouteRateLimit;
}

/** The problem with the request, as Auth0 would word it in `message`, or undefined. */
function requestProblem(body: unknown, config: ServerConfig): string | undefined {
  if (fieldOf(body, 'client_id') !== config.identity.clientId) return 'The client_id is not valid';
  if (fieldOf(body, 'connection') !== config.identity.connection) return 'The connection is not valid';
  const email = fieldOf(body, 'email');
  if (!email) return 'The email is required';
  return emailProblem(email);
}

export async function changePasswordRoute(app: FastifyInstance, { config, db, rateLimit }: ChangePasswordRouteOptions): Promise<void> {
  app.post(CHANGE_PASSWORD_PATH, { config: { rateLimit } }, async (request, reply) => {
    const problem = requestProblem(request.body, config);
    if (problem) return reply.code(400).send({ message: problem });
    // The same answer whether or not the account exists; the mail goes only to a real one.
    await requestPasswordReset(db, { email: normaliseEmail(fieldOf(request.body, 'email')), publicUrl: config.publicUrl });
    return reply.code(200).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(RESET_EMAIL_SENT_TEXT);
  });
}
