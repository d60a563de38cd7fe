// GET /api/power-retailers and GET /api/livening-inspectors: the active
// providers the company's staff maintain, in display order. The livening
// order names a provider by id (the server knows the name).

export interface ServiceProvider {
  id: string;
  name: string;
}

export const SERVICE_PROVIDER_LIST_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    additionalProperties: false,
    properties: { id: { type: 'string' }, name: { type: 'string' } },
  },
} as const;
