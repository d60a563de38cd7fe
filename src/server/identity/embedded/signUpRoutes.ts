// The sign-up confirmation link: GET /oidc/confirm-email?token=… creates the
// account when opened in the browser that signed up; elsewhere it asks for the
// password chosen at sign-up first (POST). Then the person signs in: the
// sign-in the sign-up started from is resumed when this browser still holds
// it, otherwise "Your email address is confirmed" offers Sign in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import { MESSAGES } from './credentialRules';
import { fieldOf } from './formBody';
import { allowPortalFormRedirects } from './formRedirectPolicy';
import { sendPage } from './htmlReply';
import { alreadyRegisteredPage, confirmLinkInvalidPage, confirmWithPasswordPage, emailConfirmedPage } from './pages/signUpPages';
import { CONFIRM_EMAIL_PATH, interactionPath } from './paths';
import type { RouteRateLimit } from './rateLimits';
import { confirmSignUp, findUsablePendingSignUp, isSignUpPassword } from './signUpConfirmation';
import { signUpBrowserHash } from './signUpCookie';

export interface SignUpRouteOptions {
  config: ServerConfig;
  db: Kysely<DatabaseSchema>;
  rateLimit: RouteRateLimit;
}

const WRONG_PASSWORD = 'Enter the password you chose when you created your account';

export async function signUpRoutes(app: FastifyInstance, { config, db, rateLimit }: SignUpRouteOptions): Promise<void> {
  const { publicUrl } = config;
  // A confirmation may end in a redirect through the provider to the portal.
  app.addHook('onRequest', async (_request, reply) => allowPortalFormRedirects(reply, publicUrl));
  // The token is a credential in the URL: do not pass it on to other sites in Referer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer');
  });

  async function confirm(request: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply> {
    const confirmed = await confirmSignUp(db, token);
    if (confirmed.outcome === 'invalid') return sendPage(reply, confirmLinkInvalidPage({ publicUrl }), 410);
    if (confirmed.outcome === 'taken') {
      request.log.info('sign-up confirmed for an email that has an account by now');
      return sendPage(reply, alreadyRegisteredPage({ publicUrl }));
    }
    request.log.info({ subject: confirmed.subject }, 'identity account created (sign-up confirmed)');
    if (confirmed.interactionUid) return reply.header('Cache-Control', 'no-store').redirect(interactionPath(confirmed.interactionUid, 'confirmed'), 303);
    return sendPage(reply, emailConfirmedPage({ publicUrl }));
  }

  app.get(CONFIRM_EMAIL_PATH, async (request, reply) => {
    const token = fieldOf(request.query, 'token');
    const pending = await findUsablePendingSignUp(db, token);
    if (!pending) return sendPage(reply, confirmLinkInvalidPage({ publicUrl }), 410);
    // Only the browser that signed up confirms by opening the link (a scanner fetching it has no cookie).
    const browser = signUpBrowserHash(request);
    if (browser && browser === pending.browser_hash) return confirm(request, reply, token);
    return sendPage(reply, confirmWithPasswordPage({ publicUrl, token, email: pending.email }));
  });

  app.post(CONFIRM_EMAIL_PATH, { config: { rateLimit } }, async (request, reply) => {
    const token = fieldOf(request.body, 'token');
    const pending = await findUsablePendingSignUp(db, token);
    if (!pending) return sendPage(reply, confirmLinkInvalidPage({ publicUrl }), 410);
    const password = fieldOf(request.body, 'password');
    if (!(await isSignUpPassword(pending, password))) {
      const message = password === '' ? MESSAGES.passwordRequired : WRONG_PASSWORD;
      return sendPage(reply, confirmWithPasswordPage({ publicUrl, token, email: pending.email, errors: [{ field: 'password', message }] }), 400);
    }
    return confirm(request, reply, token);
  });
}
