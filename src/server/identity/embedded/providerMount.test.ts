import { describe, expect, it } from 'vitest';
import { providerFormProblems, unmountedUrl } from './providerMount';

describe('unmountedUrl', () => {
  it('strips the /oidc mount and keeps the query', () => {
    expect(unmountedUrl('/oidc/auth?client_id=portal-web')).toBe('/auth?client_id=portal-web');
    expect(unmountedUrl('/oidc/.well-known/openid-configuration')).toBe('/.well-known/openid-configuration');
    expect(unmountedUrl('/oidc/session/end/confirm')).toBe('/session/end/confirm');
  });

  it('maps the mount itself to the root', () => {
    expect(unmountedUrl('/oidc')).toBe('/');
    expect(unmountedUrl('/oidc?x=1')).toBe('/?x=1');
  });
});

describe('providerFormProblems', () => {
  it('finds a NUL in any field or name of a token request, as oidc-provider decodes it', () => {
    expect(providerFormProblems('grant_type=refresh_token&refresh_token=abc%00def')).toHaveLength(1);
    expect(providerFormProblems('a%00=1&b=2&b=%00')).toHaveLength(2);
  });

  it('finds nothing in an ordinary request, or in bad UTF-8 (decoded to U+FFFD)', () => {
    expect(providerFormProblems('grant_type=authorization_code&code=x&redirect_uri=http%3A%2F%2Flocalhost%2Fcb')).toEqual([]);
    expect(providerFormProblems('refresh_token=%ED%A0%80%ff&x=%zz')).toEqual([]);
  });
});
