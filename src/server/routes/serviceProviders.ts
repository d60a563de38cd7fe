// Reference data the company's staff maintain: power retailers and livening
// inspectors, offered as options in the livening order.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { listServiceProviders } from '../db/referenceData';

export async function serviceProviderRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const { db } = options.database;
  app.get('/power-retailers', async (_request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=300').send(await listServiceProviders(db, 'power_retailer'));
  });
  app.get('/livening-inspectors', async (_request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=300').send(await listServiceProviders(db, 'livening_inspector'));
  });
}
