// Serves the built single-page app. Unknown /api paths answer 404 in JSON; any
// other unknown path gets index.html so the app's router shows its own page
// (including "The page was not found"). Without development tools, the form
// preview and checker pages (/forms, /forms/...) get index.html with status 404:
// the app does not route to them then and shows its not-found page.
//
// The page carries the client configuration (GET /api/client-config) in a JSON
// data element, so the app renders without waiting for that request; a data
// element is never executed, so the Content-Security-Policy (no inline scripts)
// holds. Build files are sent pre-compressed (brotli or gzip, whichever the
// browser accepts) from the .br and .gz copies the build writes next to them
// (scripts/lib/precompress.ts), with `Vary: Accept-Encoding`; the app's pages,
// fixed once the server starts, are compressed then (compressedPages.ts).
//
// The guests' first pages (the order wizards' first steps) come rendered ahead
// of time, their HTML in #root (pages/firstPaintPages.ts, decision 0043), at
// their exact address without a query; the build's renderer that makes them
// (first-paint/) and its manifest (.vite/) are never served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../../shared/api/clientConfig';
import { FIRST_PAINT_DIR, renderFirstPaintPages } from '../pages/firstPaintPages';
import { compressPage, pageEncoding } from './compressedPages';

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `No API resource at ${request.method} ${request.url.split('?')[0]}` });
}

/** Pages of the app that exist only with development tools (DEV_TOOLS=true). */
export function isDevToolsPage(url: string): boolean {
  // The app's router matches paths case-insensitively, so this does too.
  const page = url.toLowerCase();
  return page === '/forms' || page.startsWith('/forms/');
}

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or
 * `<!--` can end or change the element), `>` and `&` escaped too, and the two
 * line separators JavaScript once did not allow in strings. JSON.parse reads it back unchanged.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The app's page with the client configuration in a JSON data element at the end of its head (unchanged without a head). */
export function withInlineClientConfig(html: string, clientConfig: ClientConfig): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  const element = `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${jsonForScriptElement(clientConfig)}</script>`;
  return `${html.slice(0, headEnd)}${element}${html.slice(headEnd)}`;
}

export interface SinglePageAppOptions {
  devTools: boolean;
  /** The body of GET /api/client-config, written into the page; without it the app asks for it. */
  clientConfig?: ClientConfig;
}

export async function registerSinglePageApp(app: FastifyInstance, staticDir: string | undefined, { devTools, clientConfig }: SinglePageAppOptions): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false, // only files that exist; everything else falls to the not-found handler below
      // The compressed copies are not files of their own: they are sent in place of the file
      // they copy when the browser accepts that encoding (always with Vary: Accept-Encoding).
      globIgnore: ['**/*.br', '**/*.gz', `${FIRST_PAINT_DIR}/**`, '.vite/**'],
      preCompressed: true,
      index: false,
      // Hashed build assets never change; index.html must always be fresh.
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const builtHtml = hasApp && indexFile ? readFileSync(indexFile, 'utf8') : undefined;
  const indexHtml = builtHtml !== undefined && clientConfig ? withInlineClientConfig(builtHtml, clientConfig) : builtHtml;
  // Rendered with the configuration the page carries; without it the browser's first render could not match.
  const firstPaintPages = staticDir && indexHtml !== undefined && clientConfig ? await renderFirstPaintPages(staticDir, indexHtml, clientConfig, app.log) : new Map<string, string>();
  const indexPage = indexHtml === undefined ? undefined : compressPage(indexHtml);
  const firstPaintPagesCompressed = new Map([...firstPaintPages].map(([url, html]) => [url, compressPage(html)]));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return apiNotFound(request, reply);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/assets/');
    if (wantsPage && indexPage) {
      const status = !devTools && isDevToolsPage(url) ? 404 : 200;
      const page = (request.url === url ? firstPaintPagesCompressed.get(url) : undefined) ?? indexPage;
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.identity);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
