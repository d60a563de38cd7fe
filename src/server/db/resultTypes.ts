// Result type parsers: make node-postgres and PGlite return the same
// JavaScript values, so code and tests behave alike on both back ends.
// postgresPool.ts hands `pgTypes` to its pg.Pool; pgliteDriver.ts hands
// `pgliteParsers` to PGlite.create.
//
//   type          node-postgres default        PGlite default      both, here
//   bigint (int8) string                       number              number
//   int8[]        string[]                     number[]            number[]
//   date          Date at *local* midnight     Date at UTC midnight 'YYYY-MM-DD'
//   interval      PostgresInterval object      string              string
//
// Sessions also run in UTC on both (PGlite always does).
import type { PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';

const OID = { int8: 20, int8Array: 1016, date: 1082, dateArray: 1182, interval: 1186, intervalArray: 1187 } as const;
const OID_INT4_ARRAY = 1007;
const OID_TEXT_ARRAY = 1009;

type PgTypeId = Parameters<typeof pg.types.getTypeParser>[0];
const builtinParser = (oid: number, format: 'text' | 'binary' = 'text'): unknown =>
  pg.types.getTypeParser(oid as PgTypeId, format);
const identity = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

/** PGlite's `parsers` option (its other defaults already match the table). */
export const pgliteParsers: NonNullable<PGliteOptions['parsers']> = {
  [OID.date]: identity,
};

function pgTypeParser(oid: number, format?: string): unknown {
  if (format === 'binary') return builtinParser(oid, 'binary');
  switch (oid) {
    case OID.int8:
      return toNumber;
    case OID.int8Array:
      return builtinParser(OID_INT4_ARRAY);
    case OID.date:
    case OID.interval:
      return identity;
    case OID.dateArray:
    case OID.intervalArray:
      return builtinParser(OID_TEXT_ARRAY);
    default:
      return builtinParser(oid);
  }
}

/** node-postgres' `types` option (pg.Pool / pg.Client). */
export const pgTypes = { getTypeParser: pgTypeParser } as unknown as pg.CustomTypesConfig;
