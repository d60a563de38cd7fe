// The embedded ICP registry on both databases: the table's rules, start-up
// seeding from the bundled sample (once, quickly), lookups, and staff adding
// an ICP (`npm run icp:add`): refused clearly, never half-written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed';
import { addIcp, IcpCommandError } from '../../src/server/icp/addIcp';
import { DatabaseIcpRegistry } from '../../src/server/icp/databaseIcpRegistry';
import { SAMPLE_ICP_ADDED_BY, sampleIcps } from '../../src/server/icp/sampleIcps';
import { seedSampleIcps } from '../../src/server/icp/seedSampleIcps';
import { icpChecksum } from '../../src/shared/validation/keywords/icp';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

/** A valid ICP outside the sample's numbers. */
function icp(digits: string, network = 'WE'): string {
  const first12 = `${digits}${network}`;
  return `${first12}${icpChecksum(first12)}`;
}

async function count(database: Database): Promise<number> {
  const row = await database.db.selectFrom('icp_registry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`ICP registry (${testBackend})`, () => {
  let database: Database;
  let registry: DatabaseIcpRegistry;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db);
    registry = new DatabaseIcpRegistry(database.db);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('refuses rows that are not a 15-character upper-case ICP, or have no label', async () => {
    const insert = (icp_number: string, label = 'Somewhere') =>
      database.db.insertInto('icp_registry').values({ icp_number, label, added_by: 'test' }).execute();
    await expect(insert('0000000001nk4e8')).rejects.toThrow(/icp_registry_icp_number_format_check/);
    await expect(insert('0000000001NK4E8 ')).rejects.toThrow(/icp_registry_icp_number_(length|format)_check/);
    await expect(insert('000000001NK4E8')).rejects.toThrow(/icp_registry_icp_number_(length|format)_check/);
    await expect(insert(icp('0000000001'), '  ')).rejects.toThrow(/icp_registry_label_check/);
    expect(await count(database)).toBe(0);
  });

  it('seeds every sample ICP once (in seconds at most), then inserts nothing', async () => {
    const started = performance.now();
    const first = await seedSampleIcps(database.db);
    const firstMs = performance.now() - started;
    expect(first).toEqual({ inserted: sampleIcps().length });
    expect(firstMs).toBeLessThan(5_000);
    expect(await seedSampleIcps(database.db)).toEqual({ inserted: 0 });
    expect(await count(database)).toBe(sampleIcps().length);
    const row = await database.db.selectFrom('icp_registry').selectAll().where('icp_number', '=', sampleIcps()[0]!.icpNumber).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ address_id: 'nz-000001', label: '1/41 Albert Street, Auckland Central, Auckland 1010', added_by: SAMPLE_ICP_ADDED_BY });
    expect(row.added_at).toBeInstanceOf(Date);
    // Start-up seeding includes them and stays idempotent.
    expect(await seedReferenceData(database.db)).toEqual({ inserted: expect.any(Number) });
    expect(await seedReferenceData(database.db)).toEqual({ inserted: 0 });
  });

  it('finds a seeded ICP with its label, and nothing for an unknown one', async () => {
    const known = sampleIcps().find((entry) => entry.label === '12 Ponsonby Road, Ponsonby, Auckland 1011')!;
    expect(await registry.find(known.icpNumber)).toEqual({ id: known.icpNumber, label: known.label });
    expect(await registry.find(icp('9999999999'))).toBeUndefined();
  });

  it('lets staff add an ICP (any case, spaces around), which the lookup then finds', async () => {
    const number = icp('0000123456', 'NK');
    const added = await addIcp(database.db, {
      icpNumber: `  ${number.toLowerCase()} `,
      label: ' 12 Example Street, Te Aro, Wellington 6011 ',
      addedBy: 'mere.staff',
    });
    expect(added).toEqual({ icpNumber: number, label: '12 Example Street, Te Aro, Wellington 6011', addressId: null, addedBy: 'mere.staff', addedAt: expect.any(Date) });
    expect(await registry.find(number)).toEqual({ id: number, label: '12 Example Street, Te Aro, Wellington 6011' });
  });

  it('refuses a duplicate, saying where the ICP already is, and changes nothing', async () => {
    const known = sampleIcps()[1]!;
    const attempt = addIcp(database.db, { icpNumber: known.icpNumber, label: 'Elsewhere 1', addedBy: 'mere.staff' });
    await expect(attempt).rejects.toBeInstanceOf(IcpCommandError);
    await expect(attempt).rejects.toThrow(`ICP ${known.icpNumber} is already in the registry, at ${known.label} (added by sample on `);
    expect(await registry.find(known.icpNumber)).toEqual({ id: known.icpNumber, label: known.label });
  });

  it('refuses a malformed ICP, a wrong checksum, an empty address or no name, and writes nothing', async () => {
    const before = await count(database);
    const good = icp('0000654321');
    const wrongChecksum = `${good.slice(0, 12)}${good.endsWith('000') ? '001' : '000'}`;
    await expect(addIcp(database.db, { icpNumber: '12345', label: 'A', addedBy: 'x' })).rejects.toThrow(/^"12345" is not an ICP number: an ICP has 15 characters/);
    await expect(addIcp(database.db, { icpNumber: wrongChecksum, label: 'A', addedBy: 'x' })).rejects.toThrow(
      `${wrongChecksum} is not a valid ICP number: its last 3 characters (the checksum) do not match the first 12.`,
    );
    await expect(addIcp(database.db, { icpNumber: good, label: '   ', addedBy: 'x' })).rejects.toThrow('Give the site address (--address).');
    await expect(addIcp(database.db, { icpNumber: good, label: 'x'.repeat(201), addedBy: 'x' })).rejects.toThrow(/at most 200 fit/);
    await expect(addIcp(database.db, { icpNumber: good, label: 'A', addedBy: '' })).rejects.toThrow('Give who adds the ICP (--added-by).');
    expect(await count(database)).toBe(before);
  });

  it('rolls back with its migration', async () => {
    const { migrations } = await import('../../src/server/db/migrations');
    await migrations['0010_icp_registry']!.down!(database.db);
    const tables = await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name = 'icp_registry'`.execute(database.db);
    expect(Number(tables.rows[0]!.n)).toBe(0);
    await migrations['0010_icp_registry']!.up(database.db);
  });
});
