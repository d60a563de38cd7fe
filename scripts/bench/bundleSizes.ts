// Gzipped JavaScript per route of a Vite production build, from its
// .vite/manifest.json: a route is its entry chunks plus their static imports,
// recursively, deduplicated; each chunk counts its gzip size (level 9). CSS is
// not counted. With the build's source maps, a route's bytes are also split
// by package (node_modules) or source folder, to see what dominates.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  key: string;
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteSize {
  chunks: ChunkSize[];
  gzip: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of `entries` and everything they import statically, in load order. */
export function staticClosure(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

export function routeSize(distDir: string, manifest: Manifest, entries: string[]): RouteSize {
  const chunks = staticClosure(manifest, entries)
    .map((key) => {
      const file = manifest[key]!.file;
      const code = readFileSync(path.join(distDir, file));
      return { key, file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
    })
    .filter((chunk) => chunk.file.endsWith('.js'));
  return { chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

// ---------------------------------------------------------------------------
// Where a chunk's bytes come from (source map v3)

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Bad source map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Characters of generated code per original source; unmapped code counts as "(unmapped)". */
export function charactersPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, count: number) => totals.set(source, (totals.get(source) ?? 0) + count);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (const [lineIndex, line] of lines.entries()) {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    let previousSource: string | null = null;
    for (const segment of segments) {
      const values = decodeSegment(segment);
      column += values[0] ?? 0;
      add(previousSource ?? '(unmapped)', column - previousColumn);
      if (values.length >= 4) {
        sourceIndex += values[1] ?? 0;
        previousSource = map.sources[sourceIndex] ?? '(unmapped)';
      } else {
        previousSource = null;
      }
      previousColumn = column;
    }
    add(previousSource ?? '(unmapped)', line.length - previousColumn + 1);
  }
  return totals;
}

/** A source path grouped by npm package (`@rjsf/core`, `react-dom`) or by source folder (`src/engine`). */
export function groupOf(source: string): string {
  const marker = 'node_modules/';
  const at = source.lastIndexOf(marker);
  if (at >= 0) {
    const parts = source.slice(at + marker.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  if (source.startsWith('(')) return source;
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, 2).join('/');
}

export interface GroupShare {
  group: string;
  /** Estimated gzip bytes: each chunk's gzip size split in proportion to its characters. */
  gzip: number;
  characters: number;
}

/**
 * The route's gzip size split by package / source folder (an estimate: gzip
 * does not split exactly). Chunks without a source map count as "(no source map)".
 */
export function routeBreakdown(distDir: string, route: RouteSize): GroupShare[] {
  const groups = new Map<string, GroupShare>();
  for (const chunk of route.chunks) {
    const mapFile = path.join(distDir, `${chunk.file}.map`);
    const code = readFileSync(path.join(distDir, chunk.file), 'utf8');
    const perSource = existsSync(mapFile)
      ? charactersPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string })
      : new Map([['(no source map)', code.length]]);
    const total = [...perSource.values()].reduce((sum, count) => sum + count, 0) || 1;
    for (const [source, characters] of perSource) {
      const name = groupOf(source);
      const share = groups.get(name) ?? { group: name, gzip: 0, characters: 0 };
      share.characters += characters;
      share.gzip += (chunk.gzip * characters) / total;
      groups.set(name, share);
    }
  }
  return [...groups.values()].sort((a, b) => b.gzip - a.gzip);
}
