// Reference data the company's staff maintain: power retailers and livening
// inspectors, offered as options in the livening order.
import type { FastifyInstance } from 'fastify';
import { SERVICE_PROVIDER_LIST_SCHEMA, type ServiceProvider } from '../../shared/api/serviceProviders';
import type { Database } from '../db/database';
import { listServiceProviders } from '../db/referenceData';
import { tagOf } from './openApi';

function listSchema(summary: string) {
  return { tags: tagOf('referenceData'), summary, response: { 200: { ...SERVICE_PROVIDER_LIST_SCHEMA, description: 'The active ones, in display order' } } };
}

export async function serviceProviderRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const { db } = options.database;
  app.get<{ Reply: ServiceProvider[] }>('/power-retailers', { schema: listSchema('The power retailers a livening order may name') }, async (_request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=300').send(await listServiceProviders(db, 'power_retailer'));
  });
  app.get<{ Reply: ServiceProvider[] }>('/livening-inspectors', { schema: listSchema('The livening inspectors a livening order may name') }, async (_request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=300').send(await listServiceProviders(db, 'livening_inspector'));
  });
}
