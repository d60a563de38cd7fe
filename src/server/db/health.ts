import { sql } from 'kysely';
import type { Database } from './database';

export interface DatabaseHealth {
  status: 'ok' | 'error';
  dialect: string;
  latencyMs: number;
  error?: string;
}

export const HEALTH_TIMEOUT_MS = 2_000;

/** Runs `select 1` with a time limit. Never throws. */
export async function checkDatabase(
  database: Database,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
): Promise<DatabaseHealth> {
  const started = performance.now();
  const latencyMs = (): number => Math.round((performance.now() - started) * 10) / 10;
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = sql<{ ok: number }>`select 1 as ok`.execute(database.db);
    query.catch(() => undefined); // if the timeout wins, a late failure must not go unhandled
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const result = await Promise.race([query, timeout]);
    if (result.rows[0]?.ok !== 1) throw new Error('unexpected answer to select 1');
    return { status: 'ok', dialect: database.dialect, latencyMs: latencyMs() };
  } catch (error) {
    return {
      status: 'error',
      dialect: database.dialect,
      latencyMs: latencyMs(),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
