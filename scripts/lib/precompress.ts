// Pre-compressed copies of the built web app's text files: for each JavaScript,
// CSS, HTML, SVG or JSON file of the output folder, a brotli (`.br`, quality 11)
// and a gzip (`.gz`, level 9) sibling, which the server sends to browsers that
// accept them (@fastify/static `preCompressed`, src/server/plugins/singlePageApp.ts).
// The settings are the server's own for the pages it compresses at start-up
// (src/server/plugins/compressedPages.ts).
// Compressing once at build time lets the slowest, smallest settings pay off and
// costs nothing per request. Tiny files are left alone (a compressed response
// would hardly be smaller), and so is any copy that would not be smaller.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { TEXT_GZIP_OPTIONS, textBrotliOptions } from '../../src/server/plugins/compressedPages';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files whose content compresses well. Source maps are left out: only developer tools fetch them. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json'] as const;

/** Below this size a file is sent as it is. */
export const MIN_COMPRESS_BYTES = 1024;

export interface PrecompressResult {
  /** Output-relative paths of the files that got at least one compressed copy. */
  compressed: string[];
  /** Sizes in bytes, summed over those files. */
  bytes: { raw: number; brotli: number; gzip: number };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export function isCompressible(file: string): boolean {
  return (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase());
}

/** Writes `.br` and `.gz` siblings of every compressible file of `dir` (at any depth) of at least `minBytes`. */
export async function precompressDirectory(dir: string, { minBytes = MIN_COMPRESS_BYTES } = {}): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: [], bytes: { raw: 0, brotli: 0, gzip: 0 } };
  const files = (await filesUnder(dir)).filter(isCompressible).sort();
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress side by side.
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < minBytes) return;
      const [br, gz] = await Promise.all([
        brotli(raw, textBrotliOptions(raw.length)),
        gzipAsync(raw, TEXT_GZIP_OPTIONS),
      ]);
      let written = false;
      if (br.length < raw.length) {
        await writeFile(`${file}.br`, br);
        result.bytes.brotli += br.length;
        written = true;
      }
      if (gz.length < raw.length) {
        await writeFile(`${file}.gz`, gz);
        result.bytes.gzip += gz.length;
        written = true;
      }
      if (written) {
        result.bytes.raw += raw.length;
        result.compressed.push(path.relative(dir, file).split(path.sep).join('/'));
      }
    }),
  );
  result.compressed.sort();
  return result;
}

/** Vite plugin: once the build is written (public files included), pre-compress the output folder. */
export function precompressPlugin(options: { minBytes?: number } = {}): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { compressed, bytes } = await precompressDirectory(outDir, options);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      this.info(`pre-compressed ${compressed.length} files: ${kib(bytes.raw)} → brotli ${kib(bytes.brotli)}, gzip ${kib(bytes.gzip)}`);
    },
  };
}
