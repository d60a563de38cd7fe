// When a livening order is split into the orders to store, then a metered
// order gives one order per site (each keeping only its own site), an
// unmetered order gives one, and each site's address reads as one line
// whether it was chosen, typed in, or given as a lot and DP number.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../db/schema';
import { addressLine, liveningDraftSummary, siteLine, splitLiveningOrder } from './liveningOrder';

const contacts: JsonObject[] = [
  { firstName: 'Site', lastName: 'Access', roles: { siteAccessContactRole: true } },
  { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.co.nz', roles: { requester: true } },
];

describe('site lines', () => {
  it('reads a chosen address, a typed-in one and a lot', () => {
    expect(addressLine({ streetAddress: '45 Riccarton Road, Riccarton, Christchurch 8011', manuallyEnteredAddress: false })).toBe('45 Riccarton Road, Riccarton, Christchurch 8011');
    expect(
      addressLine({ manuallyEnteredAddress: true, manualStreetAddress: { unit: '3', streetNumber: '12A', streetName: 'Te Awa Road', suburb: 'Ōtaki', postcode: '5512' } }),
    ).toBe('3/12A Te Awa Road, Ōtaki 5512');
    expect(siteLine({ siteType: 'lotAndDpNumber', lotInformation: { lotNumber: '12', dpNumber: '512345', streetName: 'Te Awa Road', suburb: 'Ōtaki', postcode: '5512' } })).toBe(
      'Lot 12 DP 512345, Te Awa Road, Ōtaki 5512',
    );
    expect(siteLine({})).toBe('');
    expect(addressLine(undefined)).toBe('');
  });
});

describe('splitLiveningOrder', () => {
  it('makes one order per metered site, each with only its own site', () => {
    const sites = [
      { siteType: 'streetNumberAndName', addressInformation: { streetAddress: '1 Queen Street, Auckland Central, Auckland 1010' } },
      { siteType: 'streetNumberAndName', addressInformation: { streetAddress: '2 Queen Street, Auckland Central, Auckland 1010' } },
    ];
    const orders = splitLiveningOrder({ icpType: 'metered ICP', projectNumber: 'P-1', metered: { sites }, contactDetails: contacts });
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual({
      siteIndex: 1,
      sitePointer: '/metered/sites/1',
      document: { icpType: 'metered ICP', projectNumber: 'P-1', metered: { sites: [sites[1]] }, contactDetails: contacts },
      summary: {
        jobType: 'livening icp',
        serviceType: 'Livening (ICP number)',
        icpType: 'metered ICP',
        requestedBy: 'Aroha Ngata',
        projectNumber: 'P-1',
        siteLabel: '2 Queen Street, Auckland Central, Auckland 1010',
        siteNumber: 2,
        siteCount: 2,
      },
    });
  });

  it('makes one order of an unmetered order', () => {
    const order = { icpType: 'unmetered ICP', unmetered: { addressInformation: { streetAddress: '9 Cuba Street, Te Aro, Wellington 6011' } }, contactDetails: contacts };
    const [only, ...rest] = splitLiveningOrder(order);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ siteIndex: 0, sitePointer: '', document: order, summary: { siteLabel: '9 Cuba Street, Te Aro, Wellington 6011', siteCount: 1 } });
  });

  it('summarises an unfinished draft without failing on what is missing', () => {
    expect(liveningDraftSummary({})).toMatchObject({ siteLabel: '', siteCount: 0, requestedBy: '' });
    expect(liveningDraftSummary({ icpType: 'metered ICP', metered: { sites: [{ addressInformation: { streetAddress: 'A' } }, { addressInformation: { streetAddress: 'B' } }] } })).toMatchObject({
      siteLabel: 'A; B',
      siteCount: 2,
    });
  });
});
