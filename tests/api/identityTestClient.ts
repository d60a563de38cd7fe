// A tiny browser and OIDC client for driving the embedded identity provider
// over real HTTP: a cookie jar, manual redirects, PKCE and the token endpoint.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { ServerConfig } from '../../src/server/config';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const CALLBACK_PATH = '/login/callback';

/** The configuration of an app whose embedded identity provider answers at `baseUrl` (a real listening port). */
export function embeddedIdentityAt(baseUrl: string): Pick<ServerConfig, 'publicUrl' | 'identity'> {
  return {
    publicUrl: baseUrl,
    identity: {
      mode: 'embedded',
      issuer: `${baseUrl}/oidc`,
      clientId: 'portal-web',
      audience: `${baseUrl}/api`,
      connection: 'Username-Password-Authentication',
      logoutUrl: undefined,
      staffRole: { claim: 'roles', value: 'staff' },
      jwksUri: undefined,
    },
  };
}

/** Cookies by name (paths ignored: the provider only reads cookies by name) and manual redirects. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(target: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /** Submits a form like a browser (urlencoded). */
  async submit(action: string, fields: Record<string, string>): Promise<Response> {
    return this.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects until a page answers or the browser is sent to the portal's callback. */
  async follow(response: Response, from: string | URL): Promise<{ response: Response; url: URL }> {
    let current = new URL(from, this.baseUrl);
    let answer = response;
    while (answer.status >= 300 && answer.status < 400) {
      const location = new URL(answer.headers.get('location') ?? '', current);
      if (location.pathname === CALLBACK_PATH) return { response: answer, url: location };
      current = location;
      answer = await this.request(location);
    }
    return { response: answer, url: current };
  }

  async open(target: string): Promise<{ response: Response; url: URL }> {
    return this.follow(await this.request(target), target);
  }

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The action of the first form on a page (HTML-unescaped). */
export function formAction(page: string): string {
  const match = /<form[^>]*\baction="([^"]+)"/.exec(page);
  if (!match?.[1]) throw new Error(`no form on the page: ${page.slice(0, 500)}`);
  return match[1].replace(/&amp;/g, '&');
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  clientId?: string;
  redirectUri: string;
  pkce: Pkce;
  state?: string;
  screenHint?: 'signup';
  scope?: string;
}

export function authorizationPath({ clientId = 'portal-web', redirectUri, pkce, state = 'state-1', screenHint, scope = 'openid email profile' }: AuthorizationRequest): string {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope,
    redirect_uri: redirectUri,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
  });
  if (screenHint) params.set('screen_hint', screenHint);
  return `/oidc/auth?${params}`;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export async function tokenRequest(baseUrl: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('/oidc/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Payload of a JWT, unverified (the test reads what the provider put in). */
export function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
