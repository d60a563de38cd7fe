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
