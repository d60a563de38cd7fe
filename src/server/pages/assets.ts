// Serves the stylesheet and script of the server-rendered pages from memory.
// Both are tiny and change only with a deploy, so a short public cache is enough.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AUTO_SUBMIT_SCRIPT, PAGE_STYLESHEET } from './layout';

const ASSETS = [
  { url: PAGE_STYLESHEET, file: 'identity.css', type: 'text/css; charset=utf-8' },
  { url: AUTO_SUBMIT_SCRIPT, file: 'auto-submit.js', type: 'text/javascript; charset=utf-8' },
];

export async function serverPageAssetRoutes(app: FastifyInstance): Promise<void> {
  for (const asset of ASSETS) {
    const body = readFileSync(new URL(`./assets/${asset.file}`, import.meta.url), 'utf8');
    app.get(asset.url, async (_request, reply) =>
      reply.type(asset.type).header('Cache-Control', 'public, max-age=3600').send(body),
    );
  }
}
