// Serves the built single-page app. Unknown /api paths answer 404 in JSON; any
// other unknown path gets index.html so the app's router shows its own page
// (including "The page was not found"). Without development tools, the form
// preview and checker pages (/forms, /forms/...) get index.html with status 404:
// the app does not route to them then and shows its not-found page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `No API resource at ${request.method} ${request.url.split('?')[0]}` });
}

/** Pages of the app that exist only with development tools (DEV_TOOLS=true). */
export function isDevToolsPage(url: string): boolean {
  // The app's router matches paths case-insensitively, so this does too.
  const page = url.toLowerCase();
  return page === '/forms' || page.startsWith('/forms/');
}

export async function registerSinglePageApp(app: FastifyInstance, staticDir: string | undefined, { devTools }: { devTools: boolean }): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false, // only files that exist; everything else falls to the not-found handler below
      index: false,
      // Hashed build assets never change; index.html must always be fresh.
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasApp && indexFile ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return apiNotFound(request, reply);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/assets/');
    if (wantsPage && indexHtml) {
      const status = !devTools && isDevToolsPage(url) ? 404 : 200;
      return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
