// How much write-ahead log the database wrote, from its WAL insert position.
//
// bench:api's throughput and CPU figures move by ±10 % from run to run on a
// shared machine, so a change to what a request stores (one more index, row or
// constraint) can hide inside the noise. The WAL a request writes does not
// depend on how busy the machine is: it is the sum of the rows, index entries,
// locks and commits the request writes, so it moves only when the work does.
// Read before and after a measured window, divided by the requests answered,
// it is a per-request cost that can be compared across runs and machines.
//
// pg_current_wal_insert_lsn() is exact at the moment it is read (unlike
// pg_stat_wal, whose counters each backend reports up to a second late), and
// works on PGlite too. It counts the whole cluster's WAL: on a PostgreSQL
// shared with other work the figure comes out higher, like DB CPU/req.
// Full-page images written after a checkpoint add to it: a window with a
// checkpoint in it reads a few per cent more.
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';

/** The WAL insert position, in bytes from the start of the WAL; undefined where the database cannot say. */
export async function walInsertBytes(database: Database): Promise<bigint | undefined> {
  try {
    // As text: the position outgrows a JavaScript number's exact integers on a long-lived cluster.
    const { rows } = await sql<{ position: string }>`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::bigint::text as position`.execute(database.db);
    const position = rows[0]?.position;
    return position === undefined ? undefined : BigInt(position);
  } catch {
    return undefined;
  }
}
