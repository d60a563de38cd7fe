// The reference lists staff keep through the back office instead of SQL
// (issue 16, "Reference lists"): inspectors and retailers, and the embedded
// ICP registry. What a change does where customers see it (the livening
// form's lists, the disconnection form's ICP lookup), what it refuses, and
// that each change is recorded with who made it, before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffIcpEntry, StaffIcpRegistryPage, StaffServiceProvider, StaffServiceProviderList } from '../../src/shared/api/staff';
import { listEvents } from '../../src/server/db/referenceData';
import { ICP_NOT_FOUND_MESSAGE, ICP_NUMBER_FIXED_MESSAGE } from '../../src/server/staff/referenceLists/icpRegistryEntries';
import { REFERENCE_LIST_CHANGED_KIND } from '../../src/server/staff/referenceLists/referenceListChanges';
import { duplicateProviderMessage, PROVIDER_KIND_FIXED_MESSAGE, PROVIDER_NOT_FOUND_MESSAGE } from '../../src/server/staff/referenceLists/serviceProviders';
import { icpChecksum } from '../../src/shared/validation/keywords';
import { createOrdersTestContext, registryIcp, type OrdersTestContext } from './orderFixtures';
import { staffMember, type StaffMember } from './staffFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';

let context: OrdersTestContext;
let staff: StaffMember;

beforeAll(async () => {
  context = await createOrdersTestContext();
  staff = await staffMember(context);
});
afterAll(async () => context?.subject.close());

async function providers(): Promise<StaffServiceProvider[]> {
  const response = await staff.call('GET', '/api/staff/service-providers');
  expect(response.statusCode).toBe(200);
  return (response.json() as StaffServiceProviderList).providers;
}

/** What the livening form offers (the public list). */
async function offeredRetailers(): Promise<string[]> {
  const response = await context.guest('GET', '/api/power-retailers');
  return (response.json() as Array<{ name: string }>).map((retailer) => retailer.name);
}

function refused(response: Awaited<ReturnType<StaffMember['call']>>, errors: Array<{ pointer: string; message: string }>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: expect.arrayContaining(errors) });
  expect((response.json() as { errors: unknown[] }).errors).toHaveLength(errors.length);
}

async function lastChange() {
  return (await listEvents(context.subject.database.db, REFERENCE_LIST_CHANGED_KIND)).at(-1)?.detail;
}

describe('inspectors and retailers', () => {
  it('lists both lists, withdrawn entries too, each in the form’s order', async () => {
    const list = await providers();
    expect(list.some((provider) => provider.kind === 'power_retailer')).toBe(true);
    expect(list.some((provider) => provider.kind === 'livening_inspector')).toBe(true);
    expect(list.find((provider) => provider.id === 'mercury')).toEqual({ id: 'mercury', kind: 'power_retailer', name: expect.any(String), active: true });
  });

  it('adds an entry with an id made from its name, offered by the form at the end of its list, and records who added it', async () => {
    const response = await staff.call('POST', '/api/staff/service-providers', { kind: 'power_retailer', name: '  Pūtahi Power  ', active: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: 'putahi-power', kind: 'power_retailer', name: 'Pūtahi Power', active: true });
    expect((await offeredRetailers()).at(-1)).toBe('Pūtahi Power');
    expect(await lastChange()).toEqual({
      list: 'service_provider',
      action: 'added',
      key: 'putahi-power',
      by: staff.email,
      before: null,
      after: { id: 'putahi-power', kind: 'power_retailer', name: 'Pūtahi Power', active: true },
    });

    // Another name with the same slug gets the next free id; the same name in the other list is another entry.
    const similar = await staff.call('POST', '/api/staff/service-providers', { kind: 'power_retailer', name: 'Putahi Power!', active: false });
    expect(similar.json()).toMatchObject({ id: 'putahi-power-2', active: false });
    expect(await offeredRetailers()).not.toContain('Putahi Power!');
    const inspector = await staff.call('POST', '/api/staff/service-providers', { kind: 'livening_inspector', name: 'Pūtahi Power', active: true });
    expect(inspector.json()).toMatchObject({ id: 'putahi-power-3', kind: 'livening_inspector' });
  });

  it('refuses a name already in the list, any case, and the form’s messages, writing nothing', async () => {
    const before = await providers();
    const events = (await listEvents(context.subject.database.db, REFERENCE_LIST_CHANGED_KIND)).length;
    const duplicate = await staff.call('POST', '/api/staff/service-providers', { kind: 'power_retailer', name: ' PŪTAHI power ', active: true });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: duplicateProviderMessage('PŪTAHI power') });
    refused(await staff.call('POST', '/api/staff/service-providers', { kind: 'gas_retailer', name: ' ', active: 'yes' }), [
      { pointer: '/kind', message: 'Choose the list' },
      { pointer: '/name', message: 'Enter the name' },
      { pointer: '/active', message: 'Say whether it is offered' },
    ]);
    refused(await staff.call('POST', '/api/staff/service-providers', {}), [
      { pointer: '/kind', message: 'Choose the list' },
      { pointer: '/name', message: 'Enter the name' },
      { pointer: '/active', message: 'Say whether it is offered' },
    ]);
    expect(await providers()).toEqual(before);
    expect((await listEvents(context.subject.database.db, REFERENCE_LIST_CHANGED_KIND)).length).toBe(events);
  });

  it('renames and withdraws an entry: the form stops offering it; the change is recorded before and after', async () => {
    const response = await staff.call('PUT', '/api/staff/service-providers/putahi-power', { kind: 'power_retailer', name: 'Pūtahi Energy', active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: 'putahi-power', kind: 'power_retailer', name: 'Pūtahi Energy', active: false });
    expect(await offeredRetailers()).not.toContain('Pūtahi Energy');
    expect(await lastChange()).toMatchObject({
      action: 'changed',
      key: 'putahi-power',
      by: staff.email,
      before: { name: 'Pūtahi Power', active: true },
      after: { name: 'Pūtahi Energy', active: false },
    });
    const again = await staff.call('PUT', '/api/staff/service-providers/putahi-power', { kind: 'power_retailer', name: 'PŪTAHI ENERGY', active: true });
    expect(again.json()).toMatchObject({ name: 'PŪTAHI ENERGY', active: true });
    expect(await offeredRetailers()).toContain('PŪTAHI ENERGY');
  });

  it('refuses an unknown id (404), another entry’s name (409) and a move to the other list (400)', async () => {
    const unknown = await staff.call('PUT', '/api/staff/service-providers/no-such-retailer', { kind: 'power_retailer', name: 'Nobody', active: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PROVIDER_NOT_FOUND_MESSAGE });
    const taken = await staff.call('PUT', '/api/staff/service-providers/putahi-power-2', { kind: 'power_retailer', name: 'pūtahi energy', active: true });
    expect(taken.statusCode).toBe(409);
    refused(await staff.call('PUT', '/api/staff/service-providers/putahi-power-2', { kind: 'livening_inspector', name: 'Putahi Power!', active: true }), [
      { pointer: '/kind', message: PROVIDER_KIND_FIXED_MESSAGE },
    ]);
    expect((await providers()).find((provider) => provider.id === 'putahi-power-2')).toMatchObject({ kind: 'power_retailer', name: 'Putahi Power!', active: false });
  });
});

describe('the ICP registry', () => {
  const first12 = '0099887766NK';
  const icp = `${first12}${icpChecksum(first12)}`;

  async function search(query: string): Promise<StaffIcpRegistryPage> {
    const response = await staff.call('GET', `/api/staff/icp-registry${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffIcpRegistryPage;
  }

  it('lists the seeded ICPs by number, searched by the start of the number or part of the address, a page at a time', async () => {
    const all = await search('?recordsPerPage=3');
    expect(all.entries).toHaveLength(3);
    expect(all.totalRecords).toBeGreaterThan(3);
    expect(all.entries.map((entry) => entry.icpNumber)).toEqual([...all.entries.map((entry) => entry.icpNumber)].sort());
    const secondPage = await search('?recordsPerPage=3&page=2');
    expect(secondPage.entries[0]!.icpNumber > all.entries[2]!.icpNumber).toBe(true);

    const known = registryIcp();
    const byNumber = await search(`?search=${known.icpNumber.slice(0, 12).toLowerCase()}`);
    expect(byNumber.entries.map((entry) => entry.icpNumber)).toEqual([known.icpNumber]);
    const street = known.label.split(',')[0]!.split(' ').slice(1).join(' ').toUpperCase();
    const byAddress = await search(`?search=${encodeURIComponent(street)}`);
    expect(byAddress.entries.map((entry) => entry.icpNumber)).toContain(known.icpNumber);
    expect(byAddress.entries.every((entry) => entry.label.toUpperCase().includes(street))).toBe(true);
    // Taken literally: % and _ match themselves only.
    expect((await search('?search=%25')).totalRecords).toBe(0);
    expect((await search('?search=_')).totalRecords).toBe(0);
  });

  it('adds an ICP the disconnection lookup then finds, recorded with who added it', async () => {
    const response = await staff.call('POST', '/api/staff/icp-registry', { icpNumber: icp, label: '9 Kōwhai Lane, Ōtaki 5512', addressId: 'nz-kowhai-9' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ icpNumber: icp, label: '9 Kōwhai Lane, Ōtaki 5512', addressId: 'nz-kowhai-9', addedBy: staff.email, addedAt: expect.any(String) });
    const lookup = await context.guest('GET', `/api/address/icp/${icp}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ id: icp, label: '9 Kōwhai Lane, Ōtaki 5512' });
    expect(await lastChange()).toEqual({ list: 'icp_registry', action: 'added', key: icp, by: staff.email, before: null, after: { icpNumber: icp, label: '9 Kōwhai Lane, Ōtaki 5512', addressId: 'nz-kowhai-9' } });
  });

  it('refuses an ICP already there (409, in the words of npm run icp:add) and an invalid one (400), writing nothing', async () => {
    const duplicate = await staff.call('POST', '/api/staff/icp-registry', { icpNumber: icp, label: 'Somewhere else' });
    expect(duplicate.statusCode).toBe(409);
    expect((duplicate.json() as { message: string }).message).toMatch(new RegExp(`^ICP ${icp} is already in the registry, at 9 Kōwhai Lane, Ōtaki 5512 \\(added by ${staff.email.replace(/\./g, '\\.')} on `));
    const badChecksum = `${first12}${icpChecksum(first12) === '000' ? '001' : '000'}`;
    refused(await staff.call('POST', '/api/staff/icp-registry', { icpNumber: badChecksum, label: ' ' }), [
      { pointer: '/icpNumber', message: 'Invalid ICP number provided, please update' },
      { pointer: '/label', message: 'Enter the site address' },
    ]);
    const count = (await search(`?search=${first12}`)).totalRecords;
    expect(count).toBe(1);
  });

  it("changes an ICP's address, which the lookup then answers; the number itself never changes", async () => {
    const response = await staff.call('PUT', `/api/staff/icp-registry/${icp.toLowerCase()}`, { icpNumber: icp, label: '9 Kōwhai Lane, Ōtaki Beach, Ōtaki 5512' });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json() as StaffIcpEntry;
    expect(changed).toMatchObject({ icpNumber: icp, label: '9 Kōwhai Lane, Ōtaki Beach, Ōtaki 5512', addressId: null, addedBy: staff.email });
    expect((await context.guest('GET', `/api/address/icp/${icp}`)).json()).toEqual({ id: icp, label: '9 Kōwhai Lane, Ōtaki Beach, Ōtaki 5512' });
    expect(await lastChange()).toMatchObject({ action: 'changed', key: icp, before: { label: '9 Kōwhai Lane, Ōtaki 5512', addressId: 'nz-kowhai-9' }, after: { addressId: null } });

    const other = registryIcp(1).icpNumber;
    refused(await staff.call('PUT', `/api/staff/icp-registry/${icp}`, { icpNumber: other, label: 'Moved' }), [{ pointer: '/icpNumber', message: ICP_NUMBER_FIXED_MESSAGE }]);
    const unknownFirst12 = '0099887767NK';
    const unknown = `${unknownFirst12}${icpChecksum(unknownFirst12)}`;
    const missing = await staff.call('PUT', `/api/staff/icp-registry/${unknown}`, { icpNumber: unknown, label: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ICP_NOT_FOUND_MESSAGE });
  });
});
