// POST /api/guest-session — 204, with the guest session cookie when the
// browser has none yet (auth/guestSession.ts). A guest's uploads and
// submission belong to that session. The uploader asks for it once before its
// first upload: several files chosen at once go up in parallel, and without a
// session each would start its own, of which the browser keeps only the last.
// Harmless for a signed-in caller (their uploads belong to them): 204 too.
import type { FastifyInstance } from 'fastify';
import { GUEST_SESSION_STARTED_RESPONSE } from '../../shared/api/guestSession';
import { ownerOfWrite } from '../auth/guestSession';
import { GUEST_OR_SIGNED_IN, tagOf } from './openApi';

const GUEST_SESSION_ROUTE_SCHEMA = {
  tags: tagOf('files'),
  summary: "Starts the guest session a guest's uploads and submission belong to",
  security: GUEST_OR_SIGNED_IN,
  response: { 204: GUEST_SESSION_STARTED_RESPONSE },
};

export async function guestSessionRoutes(app: FastifyInstance, { secureCookies }: { secureCookies: boolean }): Promise<void> {
  app.post('/guest-session', { schema: GUEST_SESSION_ROUTE_SCHEMA }, async (request, reply) => {
    ownerOfWrite(request, reply, { secureCookies });
    return reply.header('Cache-Control', 'no-store').code(204).send();
  });
}
