// When the public address is https, then every response carries
// Strict-Transport-Security (a long max-age, this host only); over http never.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE_SECONDS, registerSecurityHeaders } from './securityHeaders';

async function headerFor(publicUrl: string): Promise<string | undefined> {
  const app = Fastify();
  await registerSecurityHeaders(app, { publicUrl });
  app.get('/', async () => ({ ok: true }));
  try {
    const response = await app.inject({ method: 'GET', url: '/' });
    return response.headers['strict-transport-security'] as string | undefined;
  } finally {
    await app.close();
  }
}

describe('Strict-Transport-Security', () => {
  it('is sent for an https public address: at least 180 days, without includeSubDomains or preload', async () => {
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(await headerFor('https://portal.example.nz')).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
  });

  it('is never sent for an http public address', async () => {
    expect(await headerFor('http://localhost:3000')).toBeUndefined();
    expect(await headerFor('http://portal.example.nz')).toBeUndefined();
  });
});

// The whole set helmet sends with the portal's options, on a route's answer and on a 404:
// the middleware is built once (decision 0033), and each response still gets every header.
describe('every response', () => {
  const expected = {
    'content-security-policy':
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';form-action 'self';frame-ancestors 'none';object-src 'none';base-uri 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('carries the same security headers, on a route and on an unknown path', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { publicUrl: 'http://localhost:3000' });
    app.get('/', async () => ({ ok: true }));
    try {
      for (const url of ['/', '/nowhere']) {
        const response = await app.inject({ method: 'GET', url });
        const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name]]));
        expect(sent, url).toEqual(expected);
        expect(response.headers['x-powered-by'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
