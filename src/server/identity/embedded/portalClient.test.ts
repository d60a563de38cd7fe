import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loopbackTwin, portalClientMetadata } from './portalClient';

describe('the portal client', () => {
  it('is public, code + refresh token, with the callback and logout return under the public URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.nz', PAYMENT_PROVIDER: 'sandbox' });
    expect(portalClientMetadata(config)).toMatchObject({
      client_id: 'portal-web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: ['https://portal.example.nz/login/callback'],
      post_logout_redirect_uris: ['https://portal.example.nz/'],
    });
  });

  it('also registers the other loopback name in development', () => {
    expect(loopbackTwin('http://localhost:3000')).toBe('http://127.0.0.1:3000');
    expect(loopbackTwin('http://127.0.0.1:3987')).toBe('http://localhost:3987');
    expect(loopbackTwin('https://portal.example.nz')).toBeUndefined();
    const config = loadConfig({ PORT: '3000' });
    expect(portalClientMetadata(config).redirect_uris).toEqual(['http://localhost:3000/login/callback', 'http://127.0.0.1:3000/login/callback']);
  });
});
