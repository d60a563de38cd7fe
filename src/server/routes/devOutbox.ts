// Development outbox: GET /dev/outbox (a page) and GET /api/dev/outbox (JSON),
// the newest 50 mails, optionally for one recipient (`?to=`). Only with
// DEV_TOOLS=true; otherwise both answer 404 (explicitly, so the single-page
// app's fallback does not answer 200 for /dev/outbox), before Fastify looks
// at the query, and the API reference leaves /api/dev/outbox out.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OUTBOX_QUERY_SCHEMA, OUTBOX_RESPONSE_SCHEMA, type OutboxQuery, type OutboxResponse } from '../../shared/api/devOutbox';
import { errorResponse } from '../../shared/api/errors';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { listOutbox } from '../mail/outbox';
import { devOutboxPage } from './devOutboxPage';
import { tagOf } from './openApi';
import { answerSchemaErrorsInApiShape } from './validationErrors';

const OUTBOX_LIMIT = 50;

export async function devOutboxRoutes(app: FastifyInstance, { config, database }: { config: ServerConfig; database: Database }): Promise<void> {
  const enabled = config.devTools;
  answerSchemaErrorsInApiShape(app);

  const notFoundUnlessEnabled = (message: string) => async (_request: unknown, reply: FastifyReply) => {
    if (!enabled) return reply.code(404).send({ message });
  };
  const messagesTo = async (to: string | undefined) => listOutbox(database.db, { to: to?.trim() || undefined, limit: OUTBOX_LIMIT });

  app.get<{ Querystring: OutboxQuery }>(
    '/dev/outbox',
    { schema: { querystring: OUTBOX_QUERY_SCHEMA }, preValidation: notFoundUnlessEnabled('Not found') },
    async (request, reply) => {
      const to = request.query.to?.trim() ?? '';
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(devOutboxPage({ publicUrl: config.publicUrl, messages: await messagesTo(to), to }));
    },
  );

  const apiSchema = {
    tags: tagOf('development'),
    summary: 'The newest 50 mails the portal would send (nothing is delivered)',
    hide: !enabled,
    querystring: OUTBOX_QUERY_SCHEMA,
    response: { 200: { ...OUTBOX_RESPONSE_SCHEMA, description: 'Newest first' }, 404: errorResponse('Development tools are off') },
  };
  app.get<{ Querystring: OutboxQuery; Reply: OutboxResponse }>(
    '/api/dev/outbox',
    { schema: apiSchema, preValidation: notFoundUnlessEnabled('No API resource at GET /api/dev/outbox') },
    async (request, reply) => {
      const messages = await messagesTo(request.query.to);
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
    },
  );
}
