import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { PreparedStatementConflictError, preparedStatementName, withPreparedStatements } from './preparedStatements';

/** A pg pool stand-in that records what each client is asked to run. */
function recordingPool() {
  const calls: unknown[][] = [];
  let released = 0;
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
    },
    release: () => void released++,
  };
  let ended = false;
  const pool = { connect: () => Promise.resolve(client), end: () => Promise.resolve(void (ended = true)) } as unknown as pg.Pool;
  return { pool, calls, released: () => released, ended: () => ended };
}

describe('preparedStatementName', () => {
  it('reads the name from a leading prepared comment, white space before it allowed', () => {
    expect(preparedStatementName('/* prepared: store_order_submission */ select 1')).toBe('store_order_submission');
    expect(preparedStatementName('\n    /* prepared: a1_b */ select 1')).toBe('a1_b');
  });

  it('names nothing without the comment, with it elsewhere, or with a name PostgreSQL would need quoted', () => {
    expect(preparedStatementName('select 1')).toBeUndefined();
    expect(preparedStatementName('select 1 /* prepared: late */')).toBeUndefined();
    expect(preparedStatementName('/* prepared: Has-Caps */ select 1')).toBeUndefined();
    expect(preparedStatementName('/* a comment */ select 1')).toBeUndefined();
  });
});

describe('withPreparedStatements', () => {
  it('sends a marked statement by name, with its parameters', async () => {
    const { pool, calls } = recordingPool();
    const client = await withPreparedStatements(pool).connect();
    const text = '/* prepared: find_one */ select $1::int as n';
    await client.query(text, [7]);
    expect(calls).toEqual([[{ name: 'find_one', text, values: [7] }]]);
  });

  it('sends everything else exactly as Kysely does', async () => {
    const { pool, calls } = recordingPool();
    const client = await withPreparedStatements(pool).connect();
    await client.query('select $1::int as n', [7]);
    const cursor = { read: () => Promise.resolve([]), close: () => Promise.resolve() };
    client.query(cursor);
    expect(calls).toEqual([['select $1::int as n', [7]], [cursor]]);
  });

  it('refuses a second text under a name already used, before sending it', async () => {
    const { pool, calls } = recordingPool();
    const client = await withPreparedStatements(pool).connect();
    await client.query('/* prepared: twice */ select 1', []);
    expect(() => client.query('/* prepared: twice */ select 2', [])).toThrow(PreparedStatementConflictError);
    expect(calls).toHaveLength(1);
  });

  it('hands Kysely the same client object for the same pg client, and releases and ends the pool', async () => {
    const recording = recordingPool();
    const pool = withPreparedStatements(recording.pool);
    const first = await pool.connect();
    first.release();
    expect(await pool.connect()).toBe(first);
    expect(recording.released()).toBe(1);
    await pool.end();
    expect(recording.ended()).toBe(true);
  });
});
