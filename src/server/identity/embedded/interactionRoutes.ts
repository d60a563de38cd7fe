// The login interaction: oidc-provider sends the browser to
// /oidc/interaction/:uid when someone must sign in; these routes show the
// sign-in or sign-up form, check it, and hand the account back to the
// provider, which then redirects to the portal with a code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import type { FieldError } from '../../pages/formParts';
import { API_SCOPE } from './apiAccess';
import { MESSAGES, emailProblem, normaliseEmail, passwordProblem } from './credentialRules';
import { fieldOf } from './formBody';
import { allowPortalFormRedirects } from './formRedirectPolicy';
import { sendPage } from './htmlReply';
import { EmailAlreadyRegisteredError, createIdentityAccount, verifyIdentityPassword } from './identityAccounts';
import { sessionExpiredPage, signInErrorPage } from './pages/providerPages';
import { signInPage, signUpPage } from './pages/signInPages';
import { OIDC_MOUNT } from './paths';
import type { RouteRateLimit } from './rateLimits';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export interface InteractionRouteOptions {
  provider: Provider;
  config: ServerConfig;
  db: Kysely<DatabaseSchema>;
  rateLimit: RouteRateLimit;
}

/** The interaction of this browser (its cookie) when it is the one in the URL; undefined when expired or foreign. */
async function currentInteraction(provider: Provider, request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

/** Stores the outcome and sends the browser back to the provider to finish the authorization. */
async function finish(provider: Provider, request: FastifyRequest, reply: FastifyReply, result: InteractionResults): Promise<FastifyReply> {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
}

function loginResult(subject: string): InteractionResults {
  return { login: { accountId: subject } };
}

/**
 * Consent normally never gets here (loadExistingGrant grants everything the
 * portal asks for); if a request asks for more, grant it rather than show a
 * consent screen for our own app.
 */
async function grantMissingConsent(provider: Provider, interaction: Interaction): Promise<InteractionResults> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params['client_id'] ?? '');
  const grant = (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.length ? scopes.join(' ') : API_SCOPE);
  }
  return { consent: { grantId: await grant.save() } };
}

function signInErrors(email: string, password: string): FieldError[] {
  const errors: FieldError[] = [];
  // Sign-in checks the address's shape only: the length rule is for new accounts.
  if (emailProblem(email) === MESSAGES.emailInvalid) errors.push({ field: 'email', message: MESSAGES.emailInvalid });
  if (password === '') errors.push({ field: 'password', message: MESSAGES.passwordRequired });
  return errors;
}

function signUpErrors(email: string, password: string, confirmPassword: string): FieldError[] {
  const errors: FieldError[] = [];
  const emailMessage = emailProblem(email);
  if (emailMessage) errors.push({ field: 'email', message: emailMessage });
  const passwordMessage = passwordProblem(password);
  if (passwordMessage) errors.push({ field: 'password', message: passwordMessage });
  if (confirmPassword !== password) errors.push({ field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch });
  return errors;
}

export async function interactionRoutes(app: FastifyInstance, { provider, config, db, rateLimit }: InteractionRouteOptions): Promise<void> {
  const { publicUrl } = config;
  // Every page here holds a form whose submission ends in a redirect to the portal.
  app.addHook('onRequest', async (_request, reply) => allowPortalFormRedirects(reply, publicUrl));
  const base = `${OIDC_MOUNT}/interaction/:uid`;
  const expired = (reply: FastifyReply) => sendPage(reply, sessionExpiredPage({ publicUrl }), 400);

  app.get(base, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) return expired(reply);
    const { uid, prompt, params } = interaction;
    if (prompt.name === 'login') {
      const page = params['screen_hint'] === 'signup' ? signUpPage({ publicUrl, uid }) : signInPage({ publicUrl, uid });
      return sendPage(reply, page);
    }
    if (prompt.name === 'consent') return finish(provider, request, reply, await grantMissingConsent(provider, interaction));
    return sendPage(reply, signInErrorPage({ publicUrl, code: 'unsupported_prompt' }), 400);
  });

  app.get(`${base}/login`, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    return interaction ? sendPage(reply, signInPage({ publicUrl, uid: interaction.uid })) : expired(reply);
  });

  app.get(`${base}/signup`, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    return interaction ? sendPage(reply, signUpPage({ publicUrl, uid: interaction.uid })) : expired(reply);
  });

  app.post(`${base}/login`, { config: { rateLimit } }, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) return expired(reply);
    const email = normaliseEmail(fieldOf(request.body, 'email'));
    const password = fieldOf(request.body, 'password');
    const problems = signInErrors(email, password);
    if (problems.length) return sendPage(reply, signInPage({ publicUrl, uid: interaction.uid, email, errors: problems }), 400);
    const account = await verifyIdentityPassword(db, email, password);
    if (!account) {
      // One message for an unknown email and a wrong password: no hint about who has an account.
      const wrong = [{ field: 'email', message: MESSAGES.wrongCredentials }];
      return sendPage(reply, signInPage({ publicUrl, uid: interaction.uid, email, errors: wrong }), 400);
    }
    return finish(provider, request, reply, loginResult(account.subject));
  });

  app.post(`${base}/signup`, { config: { rateLimit } }, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) return expired(reply);
    const email = normaliseEmail(fieldOf(request.body, 'email'));
    const password = fieldOf(request.body, 'password');
    const problems = signUpErrors(email, password, fieldOf(request.body, 'confirmPassword'));
    if (problems.length) return sendPage(reply, signUpPage({ publicUrl, uid: interaction.uid, email, errors: problems }), 400);
    try {
      const account = await createIdentityAccount(db, { email, password });
      request.log.info({ subject: account.subject }, 'identity account created');
      return await finish(provider, request, reply, loginResult(account.subject));
    } catch (error) {
      if (!(error instanceof EmailAlreadyRegisteredError)) throw error;
      const taken = [{ field: 'email', message: MESSAGES.emailTaken }];
      return sendPage(reply, signUpPage({ publicUrl, uid: interaction.uid, email, errors: taken }), 400);
    }
  });
}
