// The OpenID Connect client (oidc-client-ts, code + PKCE) for whichever issuer
// the server names in /api/client-config. The user is kept in session storage
// under the library's single key, so closing the tab ends the browser session.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ClientConfig } from '../../shared/api/clientConfig';

export type IdentityClientConfig = ClientConfig['identity'];

export const SIGN_IN_CALLBACK_PATH = '/login/callback';

export function createUserManager(config: IdentityClientConfig, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    extraQueryParams: config.extraQueryParams,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Tokens are renewed on demand (getAccessToken), one refresh at a time:
    // refresh tokens rotate, so two renewals racing would end the session.
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
  });
}
