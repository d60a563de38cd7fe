// Named prepared statements on PostgreSQL for the statements a hot path marks
// (decision 0045). A statement sent without a name is parsed and planned
// again on every call; a named one is parsed once per connection, and its plan
// is kept. For the one call that stores a submission (store_order_submission,
// submissionStore.ts; since decision 0049 store_order_submissions, which stores
// several, submissionBatches.ts) that was about a sixth of PostgreSQL's CPU per call.
//
// A statement opts in with a leading comment naming it:
//
//     /* prepared: store_order_submissions */ select ... from store_order_submissions($1)
//
// Why opt in, and not name every statement: each name stays prepared on its
// connection for the connection's life, and texts built with a varying number
// of parameters (an `in` list, an optional filter) have no bound. Why a
// comment: Kysely has no way to pass a name down to pg, and a comment is SQL,
// so PGlite runs the same text unchanged; the comment also names the statement
// in pg_stat_activity and the server's log.
//
// A name always stands for one text (pg refuses the same name with another
// text on a connection that has it): a second text under a name already used
// is a programming error, thrown before anything is sent.
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const MARKED = /^\s*\/\* prepared: ([a-z_][a-z0-9_]*) \*\//;

/** The statement's name when its text starts (after white space) with the `/* prepared: name *\/` comment. */
export function preparedStatementName(text: string): string | undefined {
  return MARKED.exec(text)?.[1];
}

/** Thrown when one statement name is marked on two different texts. */
export class PreparedStatementConflictError extends Error {
  constructor(readonly statementName: string) {
    super(`prepared statement "${statementName}" is marked on two different texts; give each text its own name`);
    this.name = 'PreparedStatementConflictError';
  }
}

/**
 * `pool` as Kysely's PostgresDialect takes it, sending marked statements by name. Everything else
 * (unmarked text, cursors, release) goes to pg exactly as Kysely sends it.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const textOfName = new Map<string, string>();
  // One wrapper per pg client, so Kysely (which keeps a connection per client object) sees the same one.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  const nameFor = (text: string): string | undefined => {
    const name = preparedStatementName(text);
    if (name === undefined) return undefined;
    const known = textOfName.get(name);
    if (known === undefined) textOfName.set(name, text);
    else if (known !== text) throw new PreparedStatementConflictError(name);
    return name;
  };

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(statement: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof statement !== 'string') return client.query(statement as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      const name = nameFor(statement);
      const values = parameters ? [...parameters] : [];
      const result = name === undefined ? client.query(statement, values) : client.query({ name, text: statement, values });
      return result as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };

  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
