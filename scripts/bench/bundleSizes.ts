// Gzipped JavaScript per route of a Vite production build, from its
// .vite/manifest.json: a route is its entry chunks plus their static imports,
// recursively, deduplicated; each chunk counts its gzip size (level 9). CSS is
// not counted. A route's entry chunks are the app's entry, the page module the
// router renders for it (read from the router's source), and on a form route
// the form's validator module and the lazily registered widgets that form uses
// (its page loads them before the form shows). With the build's source maps, a
// route's bytes are also split by package (node_modules) or source folder, to
// see what dominates.
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
// Which chunks a route loads

/** A route the benchmark measures. */
export interface MeasuredRoute {
  /** The path as the router declares it, e.g. `/pay-now/:paymentId`. */
  path: string;
  /** The address shown, parameters filled in, e.g. `/forms/profile`. */
  shown: string;
  /** The form its page loads (a folder of schemas/): its validator module and the lazy widgets it uses count too. */
  form?: string;
  /** Which target applies: the landing page's, or a wizard route's. */
  kind: 'landing' | 'wizard';
}

/** The landing page, every product wizard, and the form preview the browser tests drive. */
export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  { path: '/', shown: '/', kind: 'landing' },
  { path: '/icp-request', shown: '/icp-request', form: 'livening', kind: 'wizard' },
  { path: '/new-connection', shown: '/new-connection', form: 'new-connection', kind: 'wizard' },
  { path: '/disconnection', shown: '/disconnection', form: 'disconnection', kind: 'wizard' },
  { path: '/pay-now/:paymentId', shown: '/pay-now/:paymentId', form: 'billing', kind: 'wizard' },
  { path: '/forms/:form', shown: '/forms/profile', form: 'profile', kind: 'wizard' },
];

/**
 * The page module each route renders, from the router's source: pages are
 * `const Page = lazy(…import('./pages/Page')…)` (the first `import('…')` inside
 * `lazy(`, e.g. `lazy(withFormModule(…, () => import('./pages/Page')))`) and routes
 * `<Route path="/x" element={...<Page .../>...} />`; a route's page is the first
 * lazy page its element names (inside guards such as `<ProfileGuard>`).
 * Returns module paths relative to the project root, without extension.
 */
export function routePageModules(routerFile: string, projectRoot: string): Map<string, string> {
  return new Map([...routePages(routerFile, projectRoot)].map(([route, page]) => [route, page.module]));
}

/**
 * The routes whose page shows its form before the form's validator
 * (`withFormModule(…, { validatorAfterForm: true })` in the router, decision 0039):
 * their form's validator module is not loaded before the form shows.
 */
export function routesShowingFormBeforeValidator(routerFile: string, projectRoot: string): Set<string> {
  return new Set([...routePages(routerFile, projectRoot)].filter(([, page]) => page.validatorAfterForm).map(([route]) => route));
}

/**
 * The routes whose page loads with the query cache (`lazyWithQueries` in the router, decision 0042):
 * the provider's module (QUERY_PROVIDER_MODULE) loads beside the page.
 */
export function routesLoadingQueries(routerFile: string, projectRoot: string): Set<string> {
  return new Set([...routePages(routerFile, projectRoot)].filter(([, page]) => page.withQueries).map(([route]) => route));
}

export const QUERY_PROVIDER_MODULE = 'src/portal/queries/PortalQueries';

function routePages(routerFile: string, projectRoot: string): Map<string, { module: string; validatorAfterForm: boolean; withQueries: boolean }> {
  const source = readFileSync(routerFile, 'utf8');
  const pages = new Map<string, { module: string; validatorAfterForm: boolean; withQueries: boolean }>();
  for (const match of source.matchAll(/const (\w+) = [^;]*?\b(lazy|lazyWithQueries)\([^;]*?\bimport\('([^']+)'\)[^;]*;/g)) {
    pages.set(match[1]!, {
      module: path.relative(projectRoot, path.resolve(path.dirname(routerFile), match[3]!)),
      validatorAfterForm: /validatorAfterForm:\s*true/.test(match[0]),
      withQueries: match[2] === 'lazyWithQueries',
    });
  }
  const routes = new Map<string, { module: string; validatorAfterForm: boolean; withQueries: boolean }>();
  for (const match of source.matchAll(/<Route\s+path="([^"]+)"\s+element=\{([\s\S]*?)\}\s*\/>/g)) {
    const page = [...match[2]!.matchAll(/<(\w+)/g)].map((tag) => tag[1]!).find((name) => pages.has(name));
    if (page) routes.set(match[1]!, pages.get(page)!);
  }
  return routes;
}

/** The manifest key of a source module given without extension (`src/portal/pages/X` → `src/portal/pages/X.tsx`). */
export function manifestKeyOf(manifest: Manifest, modulePath: string): string {
  const key = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => `${modulePath}${ending}`).find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`The manifest has no chunk for ${modulePath}`);
  return key;
}

/**
 * The module each lazily registered widget loads, read from its loader
 * (`load: () => import('./DatePickerWidget')...`), relative to the project
 * root; `registryDir` is the folder of the registry that declares them.
 */
export function lazyWidgetModules(widgets: Record<string, { load?: unknown }>, registryDir: string, projectRoot: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [name, registration] of Object.entries(widgets)) {
    if (typeof registration.load !== 'function') continue;
    const specifier = /import\(\s*["']([^"']+)["']\s*\)/.exec(String(registration.load))?.[1];
    if (!specifier) throw new Error(`The loader of widget "${name}" names no module the benchmark can find`);
    modules.set(name, path.relative(projectRoot, path.resolve(registryDir, specifier)));
  }
  return modules;
}

/**
 * The module each lazy field of a registry file loads, read from its source
 * (`roles: lazyField(() => import('./RolePickerField')...)`), relative to the
 * project root. Read as text: the registry's module imports CSS, which Node
 * cannot load.
 */
export function lazyFieldModules(registryFile: string, projectRoot: string): Map<string, string> {
  const modules = new Map<string, string>();
  const source = readFileSync(registryFile, 'utf8');
  for (const match of source.matchAll(/([\w$]+):\s*lazyField\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g)) {
    modules.set(match[1]!, path.relative(projectRoot, path.resolve(path.dirname(registryFile), match[2]!)));
  }
  if (/lazyField\(/.test(source) && modules.size === 0) throw new Error(`${registryFile} has lazy fields the benchmark cannot read`);
  return modules;
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
