// Compares two folders of screenshots (npm run bench:screens) pixel by pixel:
//
//   npx tsx scripts/bench/compareScreens.ts <dirA> <dirB>
//
// For every PNG in either folder it prints "identical", the number of pixels whose
// RGBA values differ in any way (no tolerance), a size mismatch, or which side it is
// missing from. A diff image for each differing file goes to `<dirB>-diff/`: the
// differing pixels red over a faded copy of A. Exits 1 when any file differs or is
// missing on one side, 2 on wrong arguments; 0 only when every file is identical.
//
// PNG decoding and encoding use the pngjs that Playwright bundles
// (playwright-core/lib/utilsBundle, a subpath its package exports), so the
// comparison needs no package of its own. Not a public API: should a Playwright
// upgrade drop it, add `pngjs` as a devDependency and import PNG from there.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Image {
  width: number;
  height: number;
  data: Buffer;
}

interface PngCodec {
  new (options: { width: number; height: number }): Image;
  sync: { read(buffer: Buffer): Image; write(image: Image): Buffer };
}

const { PNG } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { PNG: PngCodec };

type Outcome = { kind: 'identical' } | { kind: 'different'; pixels: number; total: number; sizes?: string } | { kind: 'missing'; from: 'A' | 'B' };

function pngsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.toLowerCase().endsWith('.png'))
    .sort();
}

/** The pixel at (x, y) of an image, or undefined outside it. */
function rgbaAt(image: Image, x: number, y: number): number | undefined {
  if (x >= image.width || y >= image.height) return undefined;
  return image.data.readUInt32BE((y * image.width + x) * 4);
}

/**
 * Compares two images over the area of both (a pixel one of them lacks counts as
 * differing) and draws the diff: red where they differ, A faded towards white elsewhere.
 */
function compareImages(a: Image, b: Image): { pixels: number; total: number; diff: Image } {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  let pixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      const pixelA = rgbaAt(a, x, y);
      if (pixelA === undefined || pixelA !== rgbaAt(b, x, y)) {
        pixels += 1;
        diff.data.writeUInt32BE(0xff0000ff, offset);
        continue;
      }
      const from = (y * a.width + x) * 4;
      // Luminance of A, mixed 10 % with white, as pixelmatch draws unchanged pixels.
      const grey = 0.299 * a.data[from]! + 0.587 * a.data[from + 1]! + 0.114 * a.data[from + 2]!;
      const alpha = a.data[from + 3]! / 255;
      const shade = Math.round(255 + (grey - 255) * alpha * 0.1);
      diff.data[offset] = shade;
      diff.data[offset + 1] = shade;
      diff.data[offset + 2] = shade;
      diff.data[offset + 3] = 255;
    }
  }
  return { pixels, total: width * height, diff };
}

function describe(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'identical':
      return 'identical';
    case 'missing':
      return `missing in ${outcome.from}`;
    case 'different': {
      const percent = (outcome.pixels / outcome.total) * 100;
      const share = percent > 0 && percent < 0.001 ? '< 0.001' : percent.toFixed(3);
      const pixels = `${outcome.pixels} differing pixels (${share} %)`;
      return outcome.sizes ? `size mismatch ${outcome.sizes}; ${pixels} over the larger area` : pixels;
    }
  }
}

function main(): number {
  const [dirA, dirB, ...rest] = process.argv.slice(2);
  if (!dirA || !dirB || rest.length > 0) {
    console.error('Usage: npx tsx scripts/bench/compareScreens.ts <dirA> <dirB>');
    return 2;
  }
  for (const dir of [dirA, dirB]) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      console.error(`Not a folder: ${dir}`);
      return 2;
    }
  }
  const diffDir = `${path.resolve(dirB)}-diff`;
  // Diff images of an earlier comparison would read as this one's.
  if (existsSync(diffDir)) for (const file of pngsIn(diffDir)) rmSync(path.join(diffDir, file));

  const inA = new Set(pngsIn(dirA));
  const inB = new Set(pngsIn(dirB));
  const names = [...new Set([...inA, ...inB])].sort();
  if (names.length === 0) {
    console.error(`No PNG files in ${dirA} or ${dirB}`);
    return 2;
  }
  const width = Math.max(...names.map((name) => name.length));
  let failed = 0;
  for (const name of names) {
    let outcome: Outcome;
    if (!inA.has(name)) outcome = { kind: 'missing', from: 'A' };
    else if (!inB.has(name)) outcome = { kind: 'missing', from: 'B' };
    else {
      const a = PNG.sync.read(readFileSync(path.join(dirA, name)));
      const b = PNG.sync.read(readFileSync(path.join(dirB, name)));
      const { pixels, total, diff } = compareImages(a, b);
      const sizes = a.width !== b.width || a.height !== b.height ? `${a.width}×${a.height} vs ${b.width}×${b.height}` : undefined;
      if (pixels === 0 && !sizes) outcome = { kind: 'identical' };
      else {
        outcome = sizes ? { kind: 'different', pixels, total, sizes } : { kind: 'different', pixels, total };
        mkdirSync(diffDir, { recursive: true });
        writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
      }
    }
    if (outcome.kind !== 'identical') failed += 1;
    console.log(`${name.padEnd(width)}  ${describe(outcome)}`);
  }
  console.log('');
  console.log(failed === 0 ? `All ${names.length} screenshots identical.` : `${failed} of ${names.length} screenshots differ or are missing; diff images in ${diffDir}`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = main();
