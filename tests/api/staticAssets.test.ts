// When a browser loads the built app, then build files are sent brotli- or
// gzip-compressed from the copies the build writes (scripts/lib/precompress.ts)
// if it accepts that encoding, and as they are otherwise, with the same bytes
// once decoded and the same caching; and the app's page carries the client
// configuration in a JSON data element, and is sent compressed the same way
// (compressed once, when the server starts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressDirectory } from '../../scripts/lib/precompress';
import { CLIENT_CONFIG_ELEMENT_ID } from '../../src/shared/api/clientConfig';
import { createTestApp, type TestApp } from './testApp';

const ASSET = '/assets/index-Ab12Cd34.js';
const STYLES = '/assets/index-Ef56Gh78.css';
const ICON = '/favicon.svg';
const INDEX_HTML =
  '<!doctype html><html lang="en-NZ"><head><meta charset="UTF-8" /><title>Network services portal</title>' +
  `<script type="module" crossorigin src="${ASSET}"></script><link rel="stylesheet" crossorigin href="${STYLES}"></head>` +
  '<body><div id="root"></div></body></html>';
// Something like a bundle: long enough to compress, and repetitive enough to compress well.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = { id: ${i}, label: "Item number ${i}" };`).join('\n');
const STYLESHEET = Array.from({ length: 200 }, (_, i) => `.rule-${i} { margin: ${i}px; padding: ${i % 7}px; }`).join('\n');
const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14"/></svg>';

let staticDir: string;
let subject: TestApp;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, ASSET), SCRIPT);
  writeFileSync(path.join(staticDir, STYLES), STYLESHEET);
  writeFileSync(path.join(staticDir, ICON), ICON_SVG);
  await precompressDirectory(staticDir);
  subject = await createTestApp({ staticDir, supportPhone: '0800 </script><script>alert(1)</script>' });
});

afterAll(async () => {
  await subject?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') {
  return subject.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe('build files', () => {
  it('are compressed at build time: a brotli and a gzip copy of each text file, none of a tiny one', () => {
    expect(ICON_SVG.length).toBeLessThan(MIN_COMPRESS_BYTES);
    for (const file of [ASSET, STYLES]) {
      const raw = readFileSync(path.join(staticDir, file));
      expect(brotliDecompressSync(readFileSync(path.join(staticDir, `${file}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(path.join(staticDir, `${file}.gz`)))).toEqual(raw);
    }
    expect(() => readFileSync(path.join(staticDir, `${ICON}.br`))).toThrow();
  });

  it('sends a hashed script brotli-encoded to a browser that accepts brotli, with the same bytes once decoded', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(response)).toBe(SCRIPT);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends it gzip-encoded to a browser that accepts only gzip, and as it is to one that accepts neither', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(SCRIPT);

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get(ASSET, acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
      // The same headers as the compressed responses but for the encoding: a shared cache must keep them apart.
      expect(plain.headers['content-type']).toBe(gzipped.headers['content-type']);
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives each encoding its own ETag, and answers a matching If-None-Match with 304', async () => {
    const br = await get(ASSET, 'br');
    const gzip = await get(ASSET, 'gzip');
    const plain = await get(ASSET);
    const etags = [br, gzip, plain].map((response) => response.headers['etag']);
    expect(new Set(etags).size).toBe(3);
    const revalidated = await subject.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const acceptEncoding of ['br', undefined]) {
      const got = await get(ASSET, acceptEncoding);
      const head = await get(ASSET, acceptEncoding, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-encoding', 'content-type', 'content-length', 'etag', 'vary', 'cache-control']) {
        expect(head.headers[name], name).toEqual(got.headers[name]);
      }
    }
  });

  it('compresses the stylesheet too, and sends a file too small to compress as it is', async () => {
    const styles = await get(STYLES, 'br');
    expect(styles.headers['content-encoding']).toBe('br');
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(styles)).toBe(STYLESHEET);

    const icon = await get(ICON, 'gzip, deflate, br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe(ICON_SVG);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the compressed copies as files of their own', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`]) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
    }
  });

  it('still answers a missing build asset with 404, not the app page', async () => {
    const response = await get('/assets/missing-1234.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe("the app's page", () => {
  function inlineConfig(html: string): unknown {
    const match = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(html);
    expect(match).not.toBeNull();
    return JSON.parse(match?.[1] ?? '');
  }

  it('carries the client configuration, as GET /api/client-config answers it, in a JSON data element in its head', async () => {
    const page = decoded(await get('/icp-request', 'gzip, deflate, br'));
    const config = await get('/api/client-config');
    expect(inlineConfig(page)).toEqual(config.json());
    expect(page.indexOf(`id="${CLIENT_CONFIG_ELEMENT_ID}"`)).toBeLessThan(page.indexOf('</head>'));
    // The rest of the page is as built.
    expect(page.replace(/<script type="application\/json"[^]*?<\/script>/, '')).toBe(INDEX_HTML);
  });

  it('keeps text that would end the element inside it', async () => {
    const page = await get('/');
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect((inlineConfig(page.body) as { support: { phone: string } }).support.phone).toBe('0800 </script><script>alert(1)</script>');
    // One element of JSON; the only executable script is the module the build named.
    expect(page.body.match(/<script/g)).toHaveLength(2);
  });

  it('is sent brotli- or gzip-encoded as the browser accepts, the same page once decoded, never cached without asking, with the strict Content-Security-Policy', async () => {
    const plain = await get('/service-type');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await get('/service-type', acceptEncoding, method);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['content-encoding']).toBe(encoding);
        expect(page.headers['vary']).toMatch(/accept-encoding/i);
        expect(page.headers['cache-control']).toBe('no-cache');
        const scriptSrc = String(page.headers['content-security-policy'])
          .split(';')
          .find((directive) => directive.trim().startsWith('script-src'));
        expect(scriptSrc?.trim()).toBe("script-src 'self'");
        if (method === 'GET') expect(decoded(page)).toBe(plain.body);
        else expect(page.body).toBe('');
      }
    }
  });
});
