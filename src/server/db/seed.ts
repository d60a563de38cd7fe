import type { Kysely } from 'kysely';
import serviceProvidersJson from '../../shared/referenceData/service-providers.json' with { type: 'json' };
import { seedSampleIcps } from '../icp/seedSampleIcps';
import { SERVICE_PROVIDER_KINDS, type DatabaseSchema, type ServiceProviderKind } from './schema';

/** One row of `src/shared/referenceData/service-providers.json` (the portal's form preview reads it too). */
export interface ServiceProviderSeed {
  id: string;
  kind: ServiceProviderKind;
  name: string;
  sortOrder: number;
}

/**
 * Power retailers are real New Zealand electricity retailers (as known when
 * written: brands come and go, so staff deactivate rather than delete).
 * Livening inspectors are SAMPLE data with generic names, to be replaced by
 * the company's approved list.
 */
export const serviceProviderSeeds: readonly ServiceProviderSeed[] = validateSeeds(serviceProvidersJson);

/**
 * Inserts missing reference rows and never touches existing ones, so staff
 * edits (renames, deactivations, re-ordering) survive restarts. Rows deleted
 * by staff come back: deactivate (`active = false`) instead.
 *
 * `on conflict do nothing` has no target on purpose: it also skips a seed row
 * whose (kind, name) staff have already used under another id, instead of
 * failing start-up on the unique constraint.
 *
 * The embedded ICP registry gets the bundled address sample's ICPs the same
 * way (src/server/icp/seedSampleIcps.ts), unless `sampleIcps` is false: made-up
 * ICPs for made-up addresses belong with the address sample, never beside a
 * real registry or real addresses. `inserted` counts both.
 */
export async function seedReferenceData(db: Kysely<DatabaseSchema>, { sampleIcps = true }: { sampleIcps?: boolean } = {}): Promise<{ inserted: number }> {
  const providers = await seedServiceProviders(db);
  const icps = sampleIcps ? (await seedSampleIcps(db)).inserted : 0;
  return { inserted: providers + icps };
}

async function seedServiceProviders(db: Kysely<DatabaseSchema>): Promise<number> {
  const result = await db
    .insertInto('service_provider')
    .values(
      serviceProviderSeeds.map((seed) => ({
        id: seed.id,
        kind: seed.kind,
        name: seed.name,
        sort_order: seed.sortOrder,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

function validateSeeds(data: unknown): ServiceProviderSeed[] {
  if (!Array.isArray(data)) throw new Error('src/shared/referenceData/service-providers.json: expected an array');
  const ids = new Set<string>();
  return data.map((row: unknown, index) => {
    const where = `src/shared/referenceData/service-providers.json[${index}]`;
    const r = row as Partial<Record<keyof ServiceProviderSeed, unknown>>;
    if (typeof r.id !== 'string' || !/^[a-z0-9][a-z0-9_-]*$/.test(r.id)) {
      throw new Error(`${where}: id must be a lower-case slug, got ${JSON.stringify(r.id)}`);
    }
    if (ids.has(r.id)) throw new Error(`${where}: duplicate id ${r.id}`);
    ids.add(r.id);
    if (!SERVICE_PROVIDER_KINDS.includes(r.kind as ServiceProviderKind)) {
      throw new Error(`${where}: kind must be one of ${SERVICE_PROVIDER_KINDS.join(', ')}`);
    }
    if (typeof r.name !== 'string' || r.name.trim() === '') throw new Error(`${where}: name is required`);
    if (typeof r.sortOrder !== 'number' || !Number.isInteger(r.sortOrder)) {
      throw new Error(`${where}: sortOrder must be an integer`);
    }
    return { id: r.id, kind: r.kind as ServiceProviderKind, name: r.name, sortOrder: r.sortOrder };
  });
}
