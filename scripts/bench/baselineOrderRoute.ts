// The floor for `npm run bench:api` (scripts/bench/apiOrders.ts): a minimal
// Fastify app with one POST route that does the least any order endpoint must
// do — parse the JSON body, validate it with the livening form's precompiled
// validator (the same `validate` function POST /api/livening-icp runs, through
// validateFormDocument, not a new Ajv), and store it with one INSERT in one
// transaction — then answers 201 with the new row's id. No authentication,
// guest session, idempotency, hidden-field pruning, reference or file checks,
// mails, security headers or logging.
//
// It exists so that the orders API's throughput can be read against what this
// machine, this Node and this database can do at all for "validate and store a
// document": the benchmark drives both on the same database, one after the
// other, with the same load, and prints orders API / baseline. A target such as
// "≥ 1 500 orders/s" means little on a machine where the floor itself is slower.
// It is a benchmark fixture only: nothing in src/ imports it.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Generated } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { validateFormDocument } from '../../src/server/validation/formValidators';

/** The bench's own table, in the bench's database (PGlite in memory, or PostgreSQL in the bench's own schema). */
export const BASELINE_TABLE = 'bench_baseline_order';
export const BASELINE_PATH = '/baseline/livening-icp';
const FORM = 'livening';

// A type alias, not an interface: withTables needs an index-compatible record.
type BaselineTables = {
  bench_baseline_order: { id: Generated<string>; document: string };
};

export async function createBaselineTable(database: Database): Promise<void> {
  await sql`create table if not exists ${sql.table(BASELINE_TABLE)} (id bigint generated always as identity primary key, document jsonb not null)`.execute(
    database.db,
  );
}

export async function dropBaselineTable(database: Database): Promise<void> {
  await sql`drop table if exists ${sql.table(BASELINE_TABLE)}`.execute(database.db);
}

export async function countBaselineRows(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(BASELINE_TABLE)}`.execute(database.db);
  return rows[0]?.n ?? 0;
}

/** The baseline app (not listening yet): Fastify's own JSON parser and default body limit. */
export async function buildBaselineApp(database: Database): Promise<FastifyInstance> {
  const db = database.db.withTables<BaselineTables>();
  // Loads the compiled module before the first request.
  await validateFormDocument(FORM, {});
  const app = Fastify({ logger: false });
  app.post(BASELINE_PATH, async (request, reply) => {
    const validation = await validateFormDocument(FORM, request.body);
    if (!validation.valid) return reply.code(400).send({ message: 'The order is not valid', errors: validation.errors });
    const row = await db.transaction().execute((trx) =>
      trx
        .insertInto('bench_baseline_order')
        .values({ document: JSON.stringify(request.body) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return reply.code(201).send({ id: String(row.id) });
  });
  return app;
}
