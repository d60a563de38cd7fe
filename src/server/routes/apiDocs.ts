// The API's own description, under /api and left out of itself:
//   GET /api/openapi.json  the OpenAPI 3.1 document, generated from the route schemas (openApi.ts)
//   GET /api/docs          the same as a page: every operation, its parameters, body and answers
// The page is rendered here, in the frame of the server's other pages and
// without any script, so it keeps to the strict Content-Security-Policy
// (docs/decisions/0004-content-security-policy.md); a script-driven viewer
// such as Swagger UI would need that policy loosened on its routes.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { apiReferencePage, type ApiDocument } from './apiDocsPage';

export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';
export const API_REFERENCE_URL = '/api/docs';

/** Registered inside the /api scope. */
export async function apiDocsRoutes(app: FastifyInstance, { config }: { config: Pick<ServerConfig, 'publicUrl'> }): Promise<void> {
  // Routes change only with a deploy: the document (cached by @fastify/swagger) and the page are built once.
  let page: string | undefined;

  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-cache').send(app.swagger());
  });

  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    page ??= apiReferencePage(app.swagger() as unknown as ApiDocument, { publicUrl: config.publicUrl, documentUrl: OPENAPI_DOCUMENT_URL });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
}
