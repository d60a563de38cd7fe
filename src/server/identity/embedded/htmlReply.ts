// Sends a server-rendered page. Sign-in and password pages carry personal
// data and one-time state, so no cache may keep them.
import type { FastifyReply } from 'fastify';

export function sendPage(reply: FastifyReply, page: string, statusCode = 200): FastifyReply {
  return reply.code(statusCode).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);
}
