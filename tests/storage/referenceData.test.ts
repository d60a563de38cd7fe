import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { listEvents, listServiceProviders, recordEvent } from '../../src/server/db/referenceData';
import { seedReferenceData, serviceProviderSeeds } from '../../src/server/db/seed';
import { sampleIcps } from '../../src/server/icp/sampleIcps';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

describe(`reference data (${testBackend})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('seed data has at least 15 retailers and about 10 inspectors, with unique ids', () => {
    const retailers = serviceProviderSeeds.filter((s) => s.kind === 'power_retailer');
    const inspectors = serviceProviderSeeds.filter((s) => s.kind === 'livening_inspector');
    expect(retailers.length).toBeGreaterThanOrEqual(15);
    expect(inspectors.length).toBeGreaterThanOrEqual(8);
    expect(new Set(serviceProviderSeeds.map((s) => s.id)).size).toBe(serviceProviderSeeds.length);
  });

  it('seeding inserts everything once, then nothing', async () => {
    // The embedded ICP registry's sample ICPs are reference data too (tests/storage/icpRegistry.test.ts).
    expect(await seedReferenceData(database.db)).toEqual({ inserted: serviceProviderSeeds.length + sampleIcps().length });
    expect(await seedReferenceData(database.db)).toEqual({ inserted: 0 });
    const count = await database.db
      .selectFrom('service_provider')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(serviceProviderSeeds.length);
  });

  it('keeps a staff rename (and bumps updated_at) when seeding again', async () => {
    const before = await database.db
      .selectFrom('service_provider')
      .select(['updated_at'])
      .where('id', '=', 'mercury')
      .executeTakeFirstOrThrow();
    const update = await database.db
      .updateTable('service_provider')
      .set({ name: 'Mercury NZ' })
      .where('id', '=', 'mercury')
      .executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);

    expect(await seedReferenceData(database.db)).toEqual({ inserted: 0 });
    const after = await database.db
      .selectFrom('service_provider')
      .select(['name', 'updated_at'])
      .where('id', '=', 'mercury')
      .executeTakeFirstOrThrow();
    expect(after.name).toBe('Mercury NZ');
    expect(after.updated_at).toBeInstanceOf(Date);
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it('does not fail when staff already use a seed name under another id', async () => {
    await database.db.deleteFrom('service_provider').where('id', '=', 'globug').execute();
    await database.db
      .insertInto('service_provider')
      .values({ id: 'globug-prepay', kind: 'power_retailer', name: 'Globug', sort_order: 90 })
      .execute();
    expect(await seedReferenceData(database.db)).toEqual({ inserted: 0 });
  });

  it('lists only active providers of the kind, by sort_order then name', async () => {
    const seededInspectors = serviceProviderSeeds
      .filter((s) => s.kind === 'livening_inspector')
      .sort((a, b) => a.sortOrder - b.sortOrder);
    expect(await listServiceProviders(database.db, 'livening_inspector')).toEqual(
      seededInspectors.map(({ id, name }) => ({ id, name })),
    );

    await database.db.updateTable('service_provider').set({ active: false }).where('id', '=', 'powershop').execute();
    await database.db.updateTable('service_provider').set({ sort_order: 0 }).where('id', '=', 'toast-electric').execute();
    await database.db
      .insertInto('service_provider')
      .values({ id: 'aardvark-power', kind: 'power_retailer', name: 'Aardvark Power', sort_order: 0 })
      .execute();

    const retailers = await listServiceProviders(database.db, 'power_retailer');
    expect(retailers.slice(0, 2)).toEqual([
      { id: 'aardvark-power', name: 'Aardvark Power' }, // sort_order 0, name first
      { id: 'toast-electric', name: 'Toast Electric' },
    ]);
    const ids = retailers.map((r) => r.id);
    expect(ids).not.toContain('powershop');
    expect(ids).toContain('mercury');
    expect(retailers.every((r) => Object.keys(r).sort().join() === 'id,name')).toBe(true);
    expect(ids.some((id) => seededInspectors.some((s) => s.id === id))).toBe(false);
  });

  it('records and lists events, oldest first, with JSON details intact', async () => {
    const first = await recordEvent(database.db, 'test.first', { nested: { list: [1, 'two', null] }, ok: true });
    const second = await recordEvent(database.db, 'test.first');
    await recordEvent(database.db, 'test.other', { x: 1 });

    expect(typeof first.id).toBe('number'); // bigint -> number on both back ends
    expect(second.id).toBeGreaterThan(first.id);
    expect(first.createdAt).toBeInstanceOf(Date);

    const events = await listEvents(database.db, 'test.first');
    expect(events.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(events[0]?.detail).toEqual({ nested: { list: [1, 'two', null] }, ok: true });
    expect(events[1]?.detail).toEqual({});
    expect(await listEvents(database.db, 'test.none')).toEqual([]);
  });

  it('rejects explicit ids on the identity column', async () => {
    await expect(
      sql`insert into app_event (id, kind) values (${999}, ${'x'})`.execute(database.db),
    ).rejects.toThrow(/generated always|identity|non-DEFAULT/i);
  });
});
