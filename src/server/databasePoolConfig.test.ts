// DATABASE_POOL_MAX: the most PostgreSQL connections one server process keeps (docs/operations/database.md, "Connection pool").
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_POOL_MAX } from './db/postgresPool';

describe('DATABASE_POOL_MAX', () => {
  it('is 10 by default, or the whole number given', () => {
    expect(DEFAULT_POOL_MAX).toBe(10);
    expect(loadConfig({}).databasePoolMax).toBe(DEFAULT_POOL_MAX);
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
  });

  it('stops the start-up for a pool of none, or for what is not a whole number', () => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow('DATABASE_POOL_MAX must be 1 or more, got "0"');
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'ten' })).toThrow(/DATABASE_POOL_MAX must be a non-negative integer/);
  });
});
