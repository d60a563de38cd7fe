// A site of an order reads as one line whether its address was chosen, typed
// in, or given as a lot and DP number (livening sites and new connection sites alike).
import { describe, expect, it } from 'vitest';
import { addressLine, siteLine } from './orderAddress';

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
