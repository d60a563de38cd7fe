// The one client the embedded provider knows: the portal's browser app, a
// public client (no secret can be kept in a browser) using code + PKCE.
import type { ClientMetadata } from 'oidc-provider';
import type { ServerConfig } from '../../config';

export const LOGIN_CALLBACK_PATH = '/login/callback';

/**
 * The same address under the other loopback name. In development people open
 * `localhost` and `127.0.0.1` interchangeably; registering both avoids a
 * "redirect_uri did not match" error that has nothing to do with the code.
 */
export function loopbackTwin(publicUrl: string): string | undefined {
  const url = new URL(publicUrl);
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const twin = twins[url.hostname];
  if (!twin) return undefined;
  url.hostname = twin;
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function portalOrigins(publicUrl: string): string[] {
  const twin = loopbackTwin(publicUrl);
  return twin ? [publicUrl, twin] : [publicUrl];
}

export function portalClientMetadata(config: ServerConfig): ClientMetadata {
  const origins = portalOrigins(config.publicUrl);
  return {
    client_id: config.identity.clientId,
    client_name: 'Network services portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}${LOGIN_CALLBACK_PATH}`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
  };
}
