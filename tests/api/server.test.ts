// When a client calls the API, then health, security headers, JSON errors,
// size and rate limits, and the single-page-app fallback behave as documented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../storage/testDatabase';
import { createTestApp, type TestApp } from './testApp';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp(
    { bodyLimitBytes: 10_000 },
    {
      prepare: (app) => {
        app.get('/api/test-only/failure', async () => {
          throw new Error('database password=hunter2 leaked');
        });
      },
    },
  );
});
afterAll(async () => subject?.close());

describe('GET /api/health', () => {
  it('reports the database status and dialect', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ status: 'ok', dialect: testBackend });
    expect(typeof body.database.latencyMs).toBe('number');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy on API and page responses', async () => {
    for (const url of ['/api/health', '/']) {
      const response = await subject.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/api/orders/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'No API resource at POST /api/orders/nope' });
  });

  it('serves the app for any other path, so the app shows its not-found page', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('portal fixture');
  });

  it('does not answer a missing build asset with the app page', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('errors are JSON in one shape', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/forms/profile/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    // Every 400 carries errors[]: here one at the whole document.
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', errors: [{ pointer: '', message: 'The request body is not valid JSON' }] });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/forms/profile/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(20_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large' });
  });

  it('answers an unexpected failure with 500 and no internal detail', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test-only/failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong' });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('rate limit', () => {
  it('answers 429 in JSON once a client exceeds the limit', async () => {
    const limited = await createTestApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/power-retailers' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const response = await limited.app.inject({ method: 'GET', url: '/api/power-retailers' });
      expect(response.json().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
      // Pages are not rate limited: only the API is.
      expect((await limited.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('reference data', () => {
  it('lists real NZ power retailers and livening inspectors as {id, name}', async () => {
    const retailers = (await subject.app.inject({ method: 'GET', url: '/api/power-retailers' })).json();
    expect(retailers.length).toBeGreaterThanOrEqual(15);
    expect(retailers.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Mercury', 'Genesis Energy', 'Contact Energy']));
    for (const retailer of retailers) expect(Object.keys(retailer).sort()).toEqual(['id', 'name']);
    const inspectors = (await subject.app.inject({ method: 'GET', url: '/api/livening-inspectors' })).json();
    expect(inspectors.length).toBeGreaterThanOrEqual(5);
  });
});
