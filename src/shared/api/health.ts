// GET /api/health: can this process reach its database? 200 when it can, 503
// (same body) when it cannot. For load balancers and operators.

export interface DatabaseHealth {
  status: 'ok' | 'error';
  dialect: string;
  latencyMs: number;
  /** Why the check failed; only when status is 'error'. */
  error?: string;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  database: DatabaseHealth;
}

const HEALTH_STATUS = { type: 'string', enum: ['ok', 'error'] } as const;

export const HEALTH_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['status', 'database'],
  additionalProperties: false,
  properties: {
    status: HEALTH_STATUS,
    database: {
      type: 'object',
      required: ['status', 'dialect', 'latencyMs'],
      additionalProperties: false,
      properties: {
        status: HEALTH_STATUS,
        dialect: { type: 'string', description: "'postgres' or 'pglite'" },
        latencyMs: { type: 'number', description: 'How long `select 1` took' },
        error: { type: 'string' },
      },
    },
  },
} as const;
