// Builds the oidc-provider instance: one public client, PKCE, JWT access
// tokens for our API, refresh tokens, our account store and our pages. See
// docs/operations/identity.md and docs/decisions/0011-embedded-identity-provider.md.
import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type JWKS, type KoaContextWithOIDC, type RefreshToken } from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import { createExtraTokenClaims, createFindAccount, scopeClaims } from './accountClaims';
import { createLoadExistingGrant, issueRefreshToken, resourceIndicators } from './apiAccess';
import { allowPortalFormRedirectsInProvider } from './formRedirectPolicy';
import { createOidcAdapterFactory } from './oidcAdapter';
import { loggingOutPage, sessionExpiredPage, signInErrorPage, signedOutPage } from './pages/providerPages';
import { interactionPath } from './paths';
import { portalClientMetadata } from './portalClient';
import type { ProviderSecrets } from './providerSecrets';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const TTL_SECONDS = {
  Session: 14 * DAY,
  Grant: 14 * DAY,
  RefreshToken: 14 * DAY,
  Interaction: HOUR,
  IdToken: HOUR,
  AccessToken: HOUR,
  AuthorizationCode: 60,
} as const;

/**
 * A rotated refresh token inherits what was left of the one it replaces, so
 * a chain of silent renewals ends 14 days after sign-in, like the session.
 */
function refreshTokenTtl(ctx: KoaContextWithOIDC | undefined): number {
  const rotated = ctx?.oidc?.entities.RotatedRefreshToken as RefreshToken | undefined;
  return rotated && rotated.remainingTTL > 0 ? rotated.remainingTTL : TTL_SECONDS.RefreshToken;
}

function pages(publicUrl: string) {
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      allowPortalFormRedirectsInProvider(ctx, publicUrl);
      ctx.type = 'html';
      ctx.body = loggingOutPage({ publicUrl, providerForm: form });
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = signedOutPage({ publicUrl });
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string }, error: Error) {
      ctx.type = 'html';
      // An expired or lost interaction is the one error customers cause by waiting: say so plainly.
      ctx.body = error instanceof errors.SessionNotFound ? sessionExpiredPage({ publicUrl }) : signInErrorPage({ publicUrl, code: out.error });
    },
  };
}

export interface ProviderDependencies {
  config: ServerConfig;
  db: Kysely<DatabaseSchema>;
  secrets: ProviderSecrets;
}

export function providerConfiguration({ config, db, secrets }: ProviderDependencies): Configuration {
  const { audience } = config.identity;
  const secure = config.publicUrl.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure };
  const { logoutSource, postLogoutSuccessSource, renderError } = pages(config.publicUrl);
  return {
    adapter: createOidcAdapterFactory(db),
    clients: [portalClientMetadata(config)],
    jwks: { keys: [secrets.signingKey] } as JWKS,
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
      long: cookieOptions,
      short: cookieOptions,
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    claims: scopeClaims(),
    // The browser reads the email and the account dates from the ID token, not from userinfo.
    conformIdTokenClaims: false,
    // Auth0's convention: screen_hint=signup opens the sign-up form.
    extraParams: ['screen_hint'],
    findAccount: createFindAccount(db),
    extraTokenClaims: createExtraTokenClaims(db, config.identity.staffRole),
    loadExistingGrant: createLoadExistingGrant(audience),
    issueRefreshToken,
    interactions: { url: async (_ctx, interaction) => interactionPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: resourceIndicators(audience),
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    ttl: {
      Session: TTL_SECONDS.Session,
      Grant: TTL_SECONDS.Grant,
      Interaction: TTL_SECONDS.Interaction,
      IdToken: TTL_SECONDS.IdToken,
      AccessToken: TTL_SECONDS.AccessToken,
      AuthorizationCode: TTL_SECONDS.AuthorizationCode,
      RefreshToken: (ctx) => refreshTokenTtl(ctx),
    },
    renderError,
  };
}

export function createIdentityProvider(dependencies: ProviderDependencies): Provider {
  const provider = new Provider(dependencies.config.identity.issuer, providerConfiguration(dependencies));
  // Behind a load balancer the scheme and client address come from X-Forwarded-* headers.
  provider.proxy = dependencies.config.trustProxy;
  return provider;
}
