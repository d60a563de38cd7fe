// The guests' first pages, rendered ahead of time (decision 0043): at start-up
// the server asks the build's Node renderer (<build>/first-paint/, from
// src/portal/firstPaint/renderFirstPaint.tsx) for each page it names, with the
// client configuration this server gives the browser, and keeps the result:
// the app's page with that HTML in #root (marked with the address it was
// rendered for, and inert until the browser has hydrated it) and the page's
// stylesheets in its head, so that it shows, styled, before any script has
// run. A build without the renderer, or a page that fails to render, is served
// as before (the empty page), with a warning: never a failed start.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClientConfig } from '../../shared/api/clientConfig';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_SCRIPTS_ATTRIBUTE } from '../../shared/api/firstPaint';

/** Where `npm run build:web` writes the renderer, inside the build. */
export const FIRST_PAINT_DIR = 'first-paint';
const RENDERER_FILE = 'renderFirstPaint.js';
const ROOT_ELEMENT = '<div id="root"></div>';

interface FirstPaintRenderer {
  FIRST_PAINT_ROUTES: ReadonlyArray<{ path: string; pageModule: string }>;
  renderFirstPaint(path: string, config: ClientConfig): Promise<string>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface FirstPaintLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** `entry`'s chunk and those of everything it imports statically, each once, imports before their importer. */
function staticChunksOf(manifest: Record<string, ManifestChunk>, entry: string): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  visit(entry);
  return chunks;
}

/** The stylesheets of `entry` and everything it imports statically, in the order the browser applies them. */
export function stylesheetsOf(manifest: Record<string, ManifestChunk>, entry: string): string[] {
  return [...new Set(staticChunksOf(manifest, entry).flatMap((chunk) => chunk.css ?? []))];
}

/** The scripts of `entry` and everything it imports statically (build-relative), each once, imports first. */
export function scriptsOf(manifest: Record<string, ManifestChunk>, entry: string): string[] {
  return staticChunksOf(manifest, entry)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
}

/**
 * The app's page with `content` in #root, rendered for `address`, `stylesheets` (build-relative)
 * not already linked, and the page's `scripts` (build-relative) named on #root for the browser to
 * preload a few at a time (src/portal/firstPaint/preloadInSlices.ts).
 */
export function pageWithFirstPaint(html: string, address: string, content: string, stylesheets: string[], scripts: string[] = []): string | undefined {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1 || !html.includes(ROOT_ELEMENT)) return undefined;
  const links = stylesheets
    .map((sheet) => `/${sheet}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const withLinks = `${html.slice(0, headEnd)}${links}${html.slice(headEnd)}`;
  // The address is one of the renderer's own paths and the scripts the build's file names (no quotes or
  // markup), and the content React's HTML.
  const named = scripts.length > 0 ? ` ${FIRST_PAINT_SCRIPTS_ATTRIBUTE}="${scripts.map((script) => `/${script}`).join(' ')}"` : '';
  return withLinks.replace(ROOT_ELEMENT, () => `<div id="root" ${FIRST_PAINT_ATTRIBUTE}="${address}"${named} inert>${content}</div>`);
}

/** The pages rendered ahead of time, by address; empty without the renderer. */
export async function renderFirstPaintPages(staticDir: string, html: string, config: ClientConfig, logger: FirstPaintLogger): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const rendererFile = path.join(staticDir, FIRST_PAINT_DIR, RENDERER_FILE);
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) {
    logger.warn(`[first paint] ${path.relative(process.cwd(), rendererFile)} or the build's manifest is missing (npm run build:web writes them): every page starts empty until its script runs`);
    return pages;
  }
  const started = performance.now();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as FirstPaintRenderer;
  for (const route of renderer.FIRST_PAINT_ROUTES) {
    try {
      const content = await renderer.renderFirstPaint(route.path, config);
      const page = pageWithFirstPaint(html, route.path, content, stylesheetsOf(manifest, route.pageModule), scriptsOf(manifest, route.pageModule));
      if (page) pages.set(route.path, page);
      else logger.warn(`[first paint] the app's page has no empty #root or no head: ${route.path} starts empty`);
    } catch (error) {
      logger.warn(`[first paint] ${route.path} could not be rendered ahead of time, so it starts empty: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  logger.info(`[first paint] ${[...pages.keys()].join(', ') || 'no page'} rendered ahead of time in ${Math.round(performance.now() - started)} ms`);
  return pages;
}
