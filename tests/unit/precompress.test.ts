// When the build is pre-compressed, then every compressible file of at least the
// minimum size, at any depth, gets a brotli and a gzip copy that decode to it,
// and other files (source maps, images, tiny files) get none.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressible, MIN_COMPRESS_BYTES, precompressDirectory } from '../../scripts/lib/precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('precompressDirectory', () => {
  it('writes .br and .gz copies of text files of at least the minimum size, and of nothing else', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets', 'nested'), { recursive: true });
    const big = 'const x = "network services portal";\n'.repeat(100);
    const files: Record<string, string> = {
      'index.html': `<html>${big}</html>`,
      'assets/index-1.js': big,
      'assets/nested/deep-2.css': big,
      'assets/data.json': JSON.stringify({ text: big }),
      'assets/index-1.js.map': big,
      'assets/image.png': big,
      'assets/tiny.js': 'export {};',
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);

    const result = await precompressDirectory(dir);

    expect(result.compressed).toEqual(['assets/data.json', 'assets/index-1.js', 'assets/nested/deep-2.css', 'index.html']);
    for (const name of result.compressed) {
      const raw = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(raw);
    }
    for (const name of ['assets/index-1.js.map', 'assets/image.png', 'assets/tiny.js']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
    expect(result.bytes.brotli).toBeLessThan(result.bytes.raw / 5);
  });

  it('writes no copy that would not be smaller than the file', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    // Random bytes do not compress: each copy would come out larger.
    writeFileSync(path.join(dir, 'noise.js'), randomBytes(4096));
    const result = await precompressDirectory(dir);
    expect(result.compressed).toEqual([]);
    expect(existsSync(path.join(dir, 'noise.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'noise.js.gz'))).toBe(false);
  });

  it('knows which files compress', () => {
    expect(['a.js', 'a.mjs', 'a.css', 'a.html', 'a.svg', 'a.json', 'A.JS'].every(isCompressible)).toBe(true);
    expect(['a.map', 'a.png', 'a.woff2', 'a.xlsx', 'a.js.br', 'a.js.gz'].some(isCompressible)).toBe(false);
    expect(MIN_COMPRESS_BYTES).toBeGreaterThan(0);
  });
});
