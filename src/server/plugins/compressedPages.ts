// The app's pages (the shell, and the guests' first pages rendered ahead of time, decision 0043)
// do not change while the process runs, so each is compressed once, at start-up, with the settings
// the build compresses its files with (scripts/lib/precompress.ts), and sent in the encoding the
// browser accepts, chosen as @fastify/static chooses for those files (decision 0047).
// /icp-request's page is about 15 kB, 3 kB with brotli: on a phone's connection that is the
// difference Lighthouse counted against its first paint.
//
// Nothing in these pages is secret or comes from the request (the client configuration in them is
// what GET /api/client-config answers anyone), so compressing them gives no BREACH-style attack
// anything to guess.
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** Brotli at its best quality, in text mode: for text compressed once and sent many times. */
export function textBrotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Gzip at its best compression, for the same. */
export const TEXT_GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip'];

export type PageEncoding = 'br' | 'gzip';

/** A page's bytes as they are, and brotli- and gzip-compressed. */
export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: brotliCompressSync(identity, textBrotliOptions(identity.length)), gzip: gzipSync(identity, TEXT_GZIP_OPTIONS) };
}

/** The encoding to send a page in, by the request's Accept-Encoding (brotli first); none when it accepts neither. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  return (acceptEncoding && negotiate(acceptEncoding, PAGE_ENCODINGS)) || undefined;
}
