import { describe, expect, it } from 'vitest';
import { unmountedUrl } from './providerMount';

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
