// Start-up seeding of the embedded ICP registry with the bundled sample's ICPs
// (sampleIcps.ts). Idempotent: rows already there, staff's or the sample's,
// are left alone (`on conflict do nothing`), so a restart inserts nothing and
// an ICP staff deleted comes back, like the other reference data.
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { SAMPLE_ICP_ADDED_BY, sampleIcps, type SampleIcp } from './sampleIcps';

/**
 * ICPs per insert statement. Each batch travels as three array parameters
 * (unnested into rows by the database), not as 4 parameters a row: measured on
 * the 4,589 sample ICPs, that is about 40 ms on PGlite for the first start
 * against 120-160 ms for multi-row VALUES in batches of 1,000, and 20-30 ms for
 * a restart that inserts nothing (docs/operations/icp-registry.md).
 */
export const SEED_BATCH_SIZE = 5000;

export async function seedSampleIcps(db: Kysely<DatabaseSchema>, icps: readonly SampleIcp[] = sampleIcps()): Promise<{ inserted: number }> {
  let inserted = 0;
  for (let start = 0; start < icps.length; start += SEED_BATCH_SIZE) {
    const batch = icps.slice(start, start + SEED_BATCH_SIZE);
    const result = await sql`
      insert into icp_registry (icp_number, address_id, label, added_by)
      select icp_number, address_id, label, ${SAMPLE_ICP_ADDED_BY}
      from unnest(
        ${batch.map((icp) => icp.icpNumber)}::text[],
        ${batch.map((icp) => icp.addressId)}::text[],
        ${batch.map((icp) => icp.label)}::text[]
      ) as sample (icp_number, address_id, label)
      on conflict (icp_number) do nothing`.execute(db);
    inserted += Number(result.numAffectedRows ?? 0n);
  }
  return { inserted };
}
