// How the portal gets tokens for our API: JWT access tokens for one audience
// (resource indicators), consent granted automatically for this first-party
// client, and rotating refresh tokens so the browser renews silently without
// hidden iframes (which third-party-cookie blocking breaks).
import { errors, type Client, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';

/** The scopes the portal may ask for; all are granted without a consent screen. */
export const FIRST_PARTY_SCOPES = ['openid', 'email', 'profile'] as const;
export const API_SCOPE = FIRST_PARTY_SCOPES.join(' ');
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export function apiResourceServer(audience: string): ResourceServer {
  return {
    scope: API_SCOPE,
    audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
    jwt: { sign: { alg: 'RS256' } },
  };
}

/** `features.resourceIndicators`: every token is for our API unless another (unknown, so refused) resource is asked for. */
export function resourceIndicators(audience: string) {
  return {
    enabled: true,
    defaultResource: async () => audience,
    // The token request need not repeat `resource`: the granted one is used.
    useGrantedResource: async () => true,
    getResourceServerInfo: async (_ctx: KoaContextWithOIDC, resourceIndicator: string): Promise<ResourceServer> => {
      if (resourceIndicator !== audience) throw new errors.InvalidTarget();
      return apiResourceServer(audience);
    },
  };
}

function requestedFirstPartyScopes(ctx: KoaContextWithOIDC): string[] {
  const requested = ctx.oidc.requestParamScopes;
  return FIRST_PARTY_SCOPES.filter((scope) => requested.has(scope));
}

/**
 * `loadExistingGrant`: the portal is our own app, so a consent screen would
 * only confuse. Reuse the session's grant for the client (or start one) and
 * make sure it covers what is asked now, so the consent prompt never fires.
 */
export function createLoadExistingGrant(audience: string) {
  return async (ctx: KoaContextWithOIDC) => {
    const { client, account, session, provider } = ctx.oidc;
    if (!client || !account) return undefined;
    const existingId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
    const existing = existingId ? await provider.Grant.find(existingId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
    grant.addOIDCScope(requestedFirstPartyScopes(ctx).join(' '));
    grant.addResourceScope(audience, API_SCOPE);
    await grant.save();
    return grant;
  };
}

/**
 * `issueRefreshToken`: the public portal client gets a refresh token with its
 * first code exchange, without asking for offline_access (which would tie it
 * to a consent screen). Rotation (the default for public clients) makes each
 * one single-use.
 */
export async function issueRefreshToken(_ctx: KoaContextWithOIDC, client: Client): Promise<boolean> {
  return client.grantTypeAllowed('refresh_token');
}
