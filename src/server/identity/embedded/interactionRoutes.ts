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
import { DEMO_ACCOUNTS } from '../../demo/demoAccountList';
import type { FieldError } from '../../pages/formParts';
import { API_SCOPE } from './apiAccess';
import { MESSAGES, emailProblem, normaliseEmail, passwordProblem } from './credentialRules';
import { fieldOf } from './formBody';
import { allowPortalFormRedirects } from './formRedirectPolicy';
import { sendPage } from './htmlReply';
import { verifyIdentityPassword } from './identityAccounts';
import { sessionExpiredPage, signInErrorPage } from './pages/providerPages';
import { signInPage, signUpPage } from './pages/signInPages';
import { emailConfirmedPage, signUpMailSentPage } from './pages/signUpPages';
import { spendPasswordCheckTime } from './passwordHash';
import { OIDC_MOUNT } from './paths';
import type { RouteRateLimit } from './rateLimits';
import { claimConfirmedSignUp, startSignUp } from './signUpConfirmation';
import { newSignUpBrowserBinding } from './signUpCookie';
import { describeWait, type SignInThrottle } from './signInThrottle';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export interface InteractionRouteOptions {
  provider: Provider;
  config: ServerConfig;
  db: Kysely<DatabaseSchema>;
  rateLimit: RouteRateLimit;
  /** Failed sign-in limits per account and per address, in the database. */
  throttle: SignInThrottle;
}

/** The demo accounts' emails (lower case): their password is published, so only development may use them. */
const DEMO_EMAILS = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.email.toLowerCase()));

export function isDemoAccountEmail(email: string): boolean {
  return DEMO_EMAILS.has(normaliseEmail(email).toLowerCase());
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

export async function interactionRoutes(app: FastifyInstance, { provider, config, db, rateLimit, throttle }: InteractionRouteOptions): Promise<void> {
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
    // Counted before the password is checked; while either counter waits, the password is not checked at all.
    const attempt = { email, address: request.ip };
    const throttled = await throttle.claimAttempt(attempt);
    if (throttled) {
      const waitSeconds = Math.ceil(throttled.waitMs / 1000);
      request.log.warn({ limit: throttled.scope, waitSeconds }, 'sign-in refused: too many failed attempts');
      reply.header('Retry-After', String(waitSeconds));
      return sendPage(reply, signInPage({ publicUrl, uid: interaction.uid, email, wait: describeWait(throttled.waitMs) }), 429);
    }
    // Demo accounts' password is published: outside development they fail like a wrong password (same time too).
    const demoRefused = !config.devTools && isDemoAccountEmail(email);
    let account: Awaited<ReturnType<typeof verifyIdentityPassword>>;
    if (demoRefused) await spendPasswordCheckTime(password);
    else account = await verifyIdentityPassword(db, email, password);
    if (!account) {
      if (demoRefused) request.log.warn('sign-in refused: demo account while DEV_TOOLS is off');
      else request.log.info('sign-in failed');
      // One message for an unknown email and a wrong password: no hint about who has an account.
      const wrong = [{ field: 'email', message: MESSAGES.wrongCredentials }];
      return sendPage(reply, signInPage({ publicUrl, uid: interaction.uid, email, errors: wrong }), 400);
    }
    await throttle.succeeded(attempt);
    request.log.info({ subject: account.subject }, 'signed in');
    return finish(provider, request, reply, loginResult(account.subject));
  });

  app.post(`${base}/signup`, { config: { rateLimit } }, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction) return expired(reply);
    const email = normaliseEmail(fieldOf(request.body, 'email'));
    const password = fieldOf(request.body, 'password');
    const problems = signUpErrors(email, password, fieldOf(request.body, 'confirmPassword'));
    if (problems.length) return sendPage(reply, signUpPage({ publicUrl, uid: interaction.uid, email, errors: problems }), 400);
    // The same work, cookie and page whether or not the email has an account; only the mail differs.
    const binding = newSignUpBrowserBinding(publicUrl);
    const started = await startSignUp(db, { email, password, publicUrl, interactionUid: interaction.uid, browserHash: binding.hash });
    if (started.outcome === 'existing') request.log.info({ subject: started.subject }, 'sign-up for an existing account: the owner was mailed');
    else request.log.info('sign-up confirmation mailed');
    reply.header('Set-Cookie', binding.cookie);
    return sendPage(reply, signUpMailSentPage({ publicUrl, email }));
  });

  // After the confirmation link: the sign-in the sign-up started from, when this browser still holds it.
  app.get(`${base}/confirmed`, async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    const subject = interaction && interaction.prompt.name === 'login' ? await claimConfirmedSignUp(db, interaction.uid) : undefined;
    if (!subject) return sendPage(reply, emailConfirmedPage({ publicUrl }));
    request.log.info({ subject }, 'signed in after confirming the sign-up');
    return finish(provider, request, reply, loginResult(subject));
  });
}
