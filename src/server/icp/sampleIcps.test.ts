// The sample's ICPs are valid, unique, stable and labelled like the address lookup.
import { describe, expect, it } from 'vitest';
import { isValidIcp } from '../../shared/validation/keywords/icp';
import { formatLabel, isPostalRecord, loadBundledSample } from '../address/sampleRecords';
import { sampleIcpNumber, sampleIcps, sampleIcpsOf } from './sampleIcps';

describe('sample ICPs', () => {
  it('give every street address of the bundled sample one valid ICP, and PO Boxes none', () => {
    const records = loadBundledSample();
    const icps = sampleIcps();
    expect(icps).toHaveLength(records.filter((record) => !isPostalRecord(record)).length);
    expect(icps.length).toBeGreaterThan(4000);
    for (const icp of icps) {
      expect(icp.icpNumber).toMatch(/^\d{10}NK[0-9A-F]{3}$/);
      expect(isValidIcp(icp.icpNumber), icp.icpNumber).toBe(true);
    }
    expect(new Set(icps.map((icp) => icp.icpNumber)).size).toBe(icps.length);
    expect(new Set(icps.map((icp) => icp.addressId)).size).toBe(icps.length);
  });

  it('derive the ICP from the position in the sample, so the same address always has the same ICP', () => {
    // Written down once: these must not change while the sample does not.
    expect(sampleIcpNumber(0)).toBe('0000000001NK4E8');
    expect(sampleIcps()[0]).toEqual({ icpNumber: '0000000001NK4E8', addressId: 'nz-000001', label: '1/41 Albert Street, Auckland Central, Auckland 1010' });
    expect(sampleIcps().find((icp) => icp.label === '12 Ponsonby Road, Ponsonby, Auckland 1011')?.icpNumber).toBe('0000000119NK555');
    const records = loadBundledSample();
    for (const icp of sampleIcps().slice(0, 50)) {
      const position = records.findIndex((record) => record.id === icp.addressId);
      expect(icp.icpNumber).toBe(sampleIcpNumber(position));
      expect(icp.label).toBe(formatLabel(records[position]!));
    }
  });

  it('keep positions when PO Boxes are skipped', () => {
    const street = { id: 'a', number: '1', street: 'Cuba Street', suburb: 'Te Aro', city: 'Wellington', postcode: '6011' };
    const box = { id: 'b', postal: true as const, box: 'PO Box', number: '5', city: 'Wellington', postcode: '6140' };
    expect(sampleIcpsOf([box, street]).map((icp) => icp.icpNumber)).toEqual([sampleIcpNumber(1)]);
  });

  it('refuses a position that has no 10-digit ICP', () => {
    expect(() => sampleIcpNumber(-1)).toThrow(RangeError);
    expect(() => sampleIcpNumber(1.5)).toThrow(RangeError);
    expect(() => sampleIcpNumber(9_999_999_999)).toThrow(RangeError);
    expect(sampleIcpNumber(9_999_999_998)).toMatch(/^9999999999NK/);
  });
});
