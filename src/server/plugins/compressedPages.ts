// The app's pages (the shell, and the guests' first pages rendered ahead of time, decision 0043)
// do not change while the process runs, so each is compressed once, at start-up, as the build's
// files are (scripts/lib/precompress.ts), and sent in the encoding the browser accepts (decision
// 0047). /icp-request's page is about 15 kB, 3 kB with brotli: on a phone's connection that is
// the difference Lighthouse counted against its first paint.
//
// Nothing in these pages is secret or comes from the request (the client configuration in them is
// what GET /api/client-config answers anyone), so compressing them gives no BREACH-style attack
// anything to guess.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** A page's bytes as they are, and brotli- and gzip-compressed. */
export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The encoding to send a page in, by the request's Accept-Encoding: brotli where the browser
 * accepts it at least as well as gzip, else gzip, else none. An encoding is accepted when named,
 * or covered by `*`, with a quality above 0 (RFC 9110, section 12.5.3).
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const of = (encoding: PageEncoding): number => quality.get(encoding) ?? quality.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return undefined;
}
