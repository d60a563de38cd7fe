// GET /api/health — for load balancers and operators: is this process able to
// reach its database? 200 when it can, 503 when it cannot.
import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../db/health';
import type { Database } from '../db/database';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const database = await checkDatabase(options.database);
    const status = database.status === 'ok' ? 'ok' : 'error';
    return reply.status(status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store').send({ status, database });
  });
}
