// Forgotten password pages: ask for a link, then choose a new password
// through it. Both answers avoid revealing whether an account exists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import type { FieldError } from '../../pages/formParts';
import { MESSAGES, emailProblem, normaliseEmail, passwordProblem } from './credentialRules';
import { fieldOf } from './formBody';
import { sendPage } from './htmlReply';
import { forgotPasswordPage, passwordChangedPage, resetLinkInvalidPage, resetLinkSentPage, resetPasswordPage } from './pages/passwordPages';
import { isResetTokenUsable, requestPasswordReset, resetPasswordWithToken } from './passwordReset';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './paths';
import type { RouteRateLimit } from './rateLimits';

export interface PasswordRouteOptions {
  config: ServerConfig;
  db: Kysely<DatabaseSchema>;
  rateLimit: RouteRateLimit;
}

function newPasswordErrors(password: string, confirmPassword: string): FieldError[] {
  const errors: FieldError[] = [];
  const problem = passwordProblem(password);
  if (problem) errors.push({ field: 'password', message: problem });
  if (confirmPassword !== password) errors.push({ field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch });
  return errors;
}

function queryToken(request: FastifyRequest): string {
  return fieldOf(request.query, 'token');
}

export async function passwordRoutes(app: FastifyInstance, { config, db, rateLimit }: PasswordRouteOptions): Promise<void> {
  const { publicUrl } = config;

  app.get(FORGOT_PASSWORD_PATH, async (_request, reply) => sendPage(reply, forgotPasswordPage({ publicUrl })));

  app.post(FORGOT_PASSWORD_PATH, { config: { rateLimit } }, async (request, reply) => {
    const email = normaliseEmail(fieldOf(request.body, 'email'));
    const problem = emailProblem(email);
    if (problem) return sendPage(reply, forgotPasswordPage({ publicUrl, email, errors: [{ field: 'email', message: problem }] }), 400);
    await requestPasswordReset(db, { email, publicUrl });
    return sendPage(reply, resetLinkSentPage({ publicUrl, email }));
  });

  app.get(RESET_PASSWORD_PATH, async (request, reply) => {
    const token = queryToken(request);
    if (!(await isResetTokenUsable(db, token))) return sendPage(reply, resetLinkInvalidPage({ publicUrl }), 410);
    // The token is a credential in the URL: do not pass it on to other sites in Referer.
    reply.header('Referrer-Policy', 'no-referrer');
    return sendPage(reply, resetPasswordPage({ publicUrl, token }));
  });

  app.post(RESET_PASSWORD_PATH, { config: { rateLimit } }, async (request, reply) => {
    const token = fieldOf(request.body, 'token');
    // An unusable link is reported first: choosing a password for it would be wasted effort.
    if (!(await isResetTokenUsable(db, token))) return sendPage(reply, resetLinkInvalidPage({ publicUrl }), 410);
    const password = fieldOf(request.body, 'password');
    const problems = newPasswordErrors(password, fieldOf(request.body, 'confirmPassword'));
    if (problems.length) return sendPage(reply, resetPasswordPage({ publicUrl, token, errors: problems }), 400);
    const outcome = await resetPasswordWithToken(db, { token, password });
    if (outcome === 'invalid') return sendPage(reply, resetLinkInvalidPage({ publicUrl }), 410);
    request.log.info('password changed through a reset link');
    return sendPage(reply, passwordChangedPage({ publicUrl }));
  });
}
