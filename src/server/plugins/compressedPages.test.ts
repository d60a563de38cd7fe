import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pageEncoding } from './compressedPages';

describe('compressPage', () => {
  it('keeps the page as it is, and brotli and gzip copies that decode to the same bytes, smaller', () => {
    const html = `<!doctype html><html lang="en-NZ"><body>${'<p>Kia ora, Tēnā koe</p>'.repeat(200)}</body></html>`;
    const page = compressPage(html);
    expect(page.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 4);
    expect(page.gzip.length).toBeLessThan(page.identity.length / 4);
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, as a browser accepts them', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
  });

  it('sends none without the header, for an encoding refused with q=0, or one it does not know', () => {
    expect(pageEncoding(undefined)).toBeUndefined();
    expect(pageEncoding('')).toBeUndefined();
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding('deflate')).toBeUndefined();
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pageEncoding('gzip;q=0, br;q=0.1')).toBe('br');
  });

  it('reads * as any encoding', () => {
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*;q=0')).toBeUndefined();
  });
});
