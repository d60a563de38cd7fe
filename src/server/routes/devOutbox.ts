// Development outbox: GET /dev/outbox (a page) and GET /api/dev/outbox (JSON),
// the newest 50 mails, optionally for one recipient (`?to=`). Only with
// DEV_TOOLS=true; otherwise both answer 404 (explicitly, so the single-page
// app's fallback does not answer 200 for /dev/outbox).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { listOutbox } from '../mail/outbox';
import { devOutboxPage } from './devOutboxPage';

const OUTBOX_LIMIT = 50;

function recipientFilter(request: FastifyRequest): string {
  const to = (request.query as Record<string, unknown> | undefined)?.['to'];
  return typeof to === 'string' ? to.trim() : '';
}

export async function devOutboxRoutes(app: FastifyInstance, { config, database }: { config: ServerConfig; database: Database }): Promise<void> {
  const enabled = config.devTools;

  app.get('/dev/outbox', async (request, reply) => {
    if (!enabled) return reply.code(404).send({ message: 'Not found' });
    const to = recipientFilter(request);
    const messages = await listOutbox(database.db, { to: to || undefined, limit: OUTBOX_LIMIT });
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(devOutboxPage({ publicUrl: config.publicUrl, messages, to }));
  });

  app.get('/api/dev/outbox', async (request, reply) => {
    if (!enabled) return reply.code(404).send({ message: 'No API resource at GET /api/dev/outbox' });
    const to = recipientFilter(request);
    const messages = await listOutbox(database.db, { to: to || undefined, limit: OUTBOX_LIMIT });
    reply.header('Cache-Control', 'no-store');
    return {
      messages: messages.map(({ id, kind, to: recipient, subject, text, createdAt }) => ({
        id,
        kind,
        to: recipient,
        subject,
        text,
        createdAt: createdAt.toISOString(),
      })),
    };
  });
}
