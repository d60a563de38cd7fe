// When a livening order is split into the orders to store, then a metered
// order gives one order per site (each keeping only its own site), an
// unmetered order gives one, each summarised with its site as one line.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../db/schema';
import { liveningDraftSummary, splitLiveningOrder } from './liveningOrder';

const contacts: JsonObject[] = [
  { firstName: 'Site', lastName: 'Access', roles: { siteAccessContactRole: true } },
  { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.co.nz', roles: { requester: true } },
];

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
