// GET /api/health — for load balancers and operators: is this process able to
// reach its database? 200 when it can, 503 when it cannot.
import type { FastifyInstance } from 'fastify';
import { HEALTH_RESPONSE_SCHEMA, type HealthResponse } from '../../shared/api/health';
import { checkDatabase } from '../db/health';
import type { Database } from '../db/database';
import { tagOf } from './openApi';

const HEALTH_ROUTE_SCHEMA = {
  tags: tagOf('health'),
  summary: 'Whether this process reaches its database',
  response: {
    200: { ...HEALTH_RESPONSE_SCHEMA, description: 'The database answered' },
    503: { ...HEALTH_RESPONSE_SCHEMA, description: 'The database did not answer (in time)' },
  },
};

export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get('/health', { schema: HEALTH_ROUTE_SCHEMA }, async (_request, reply) => {
    const database = await checkDatabase(options.database);
    const status = database.status === 'ok' ? 'ok' : 'error';
    const body: HealthResponse = { status, database };
    return reply.status(status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store').send(body);
  });
}
