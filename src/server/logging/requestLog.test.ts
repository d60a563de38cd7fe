import { describe, expect, it } from 'vitest';
import { redactUrl } from './requestLog';

describe('request log', () => {
  it('hides one-time secrets in the query, keeps the rest as sent', () => {
    expect(redactUrl('/oidc/reset-password?token=abc123&x=1')).toBe('/oidc/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/login/callback?code=secret&state=s1')).toBe('/login/callback?code=[redacted]&state=s1');
    expect(redactUrl('/oidc/confirm-email?TOKEN=abc')).toBe('/oidc/confirm-email?TOKEN=[redacted]');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  it('leaves URLs without secrets alone, malformed escapes included', () => {
    for (const url of ['/api/orders', '/api/address?q=12%20Queen', '/x?token', '/x?%E0%A4%A=1', '/x?a=1&&b']) expect(redactUrl(url)).toBe(url);
  });
});
