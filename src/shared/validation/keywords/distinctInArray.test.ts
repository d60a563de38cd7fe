import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isDistinctInArray, type DistinctInArrayOptions } from './distinctInArray';
import { getAtPath, parsePointer } from './pointer';

function site(unitNumbers: unknown[]) {
  return {
    metered: {
      sites: [
        { address: '1 Example Road, Hamilton', manualUnits: [{ unitNumber: '1' }] },
        {
          address: '221 Willis Street, Te Aro, Wellington',
          manualUnits: unitNumbers.map((unitNumber) => ({ unitNumber, fuseRatingAmps: 63 })),
        },
      ],
    },
  };
}

const unitPath = (i: number) => `/metered/sites/1/manualUnits/${i}/unitNumber`;

// Validates every item the way Ajv would and returns the per-item verdicts; `run` as a validator hands it (one object per call).
function verdicts(root: unknown, pathOf: (i: number) => string, count: number, options: DistinctInArrayOptions = {}, run?: object) {
  return Array.from({ length: count }, (_, i) =>
    isDistinctInArray(getAtPath(root, parsePointer(pathOf(i))), pathOf(i), root, options, run),
  );
}

describe('isDistinctInArray', () => {
  it('accepts distinct unit numbers', () => {
    const root = site(['1', '2', '3A', '3B']);
    expect(verdicts(root, unitPath, 4)).toEqual([true, true, true, true]);
  });

  it('judges again when the array changes in place between validator runs', () => {
    const root = site(['1', '2', '3']);
    expect(verdicts(root, unitPath, 3, {}, {})).toEqual([true, true, true]);
    const units = (root.metered.sites[1]!.manualUnits as Array<{ unitNumber: unknown }>);
    units[2]!.unitNumber = '1';
    expect(verdicts(root, unitPath, 3, {}, {})).toEqual([false, true, false]);
  });

  it('checks the counted keys against the array once per validator run, not once per item', () => {
    const root = site(['1', '2', '3']);
    const run = {};
    expect(verdicts(root, unitPath, 3, {}, run)).toEqual([true, true, true]);
    // Within one run nothing changes the document (the validators neither coerce nor fill in
    // defaults): the keys counted at its start stand for the rest of it, even for a value asked
    // about again. A new run checks them again.
    const units = (root.metered.sites[1]!.manualUnits as Array<{ unitNumber: unknown }>);
    units[2]!.unitNumber = '1';
    expect(isDistinctInArray('1', unitPath(0), root, {}, run)).toBe(true);
    expect(verdicts(root, unitPath, 3, {}, {})).toEqual([false, true, false]);
  });

  it('judges again when the array changes in place between validations', () => {
    const root = site(['1', '2', '3']);
    expect(verdicts(root, unitPath, 3)).toEqual([true, true, true]);
    const units = (root.metered.sites[1]!.manualUnits as Array<{ unitNumber: unknown }>);
    units[2]!.unitNumber = '1';
    expect(verdicts(root, unitPath, 3)).toEqual([false, true, false]);
    units.push({ unitNumber: '2' });
    expect(verdicts(root, unitPath, 4)).toEqual([false, false, false, false]);
    units.splice(0, 2);
    expect(verdicts(root, unitPath, 2)).toEqual([true, true]);
  });

  it('compares a value asked about that is not the one in the array with the other items', () => {
    const root = site(['1', '2']);
    expect(isDistinctInArray('2', unitPath(0), root, {})).toBe(false);
    expect(isDistinctInArray('3', unitPath(0), root, {})).toBe(true);
  });

  it('counts under each set of options apart', () => {
    const root = site(['A', 'a', 'N/A', 'n/a']);
    expect(verdicts(root, unitPath, 4)).toEqual([false, false, false, false]);
    expect(verdicts(root, unitPath, 4, { caseSensitive: true })).toEqual([true, true, true, true]);
    expect(verdicts(root, unitPath, 4, { ignore: ['N/A'] })).toEqual([false, false, true, true]);
  });

  it('fails every item that shares a value, and only those', () => {
    const root = site(['1', '2', '3', '2', '4', '2']);
    expect(verdicts(root, unitPath, 6)).toEqual([true, false, true, false, true, false]);
  });

  it('does not compare with other arrays', () => {
    // Site 0 also has unit "1", but it is a different array.
    const root = site(['1', '2']);
    expect(verdicts(root, unitPath, 2)).toEqual([true, true]);
  });

  it('compares strings trimmed and case-insensitively by default', () => {
    const root = site(['3a', ' 3A ', 'Flat 1', 'FLAT 1']);
    expect(verdicts(root, unitPath, 4)).toEqual([false, false, false, false]);
  });

  it('keeps case apart when caseSensitive is set, but still trims', () => {
    const root = site(['3a', '3A', ' 3A']);
    expect(verdicts(root, unitPath, 3, { caseSensitive: true })).toEqual([true, false, false]);
  });

  it('never treats blank or missing values as duplicates', () => {
    const root = site(['', '  ', null, undefined, '', null]);
    expect(verdicts(root, unitPath, 6)).toEqual([true, true, true, true, true, true]);
  });

  it('skips ignored values, matched trimmed and case-insensitively', () => {
    const root = site(['N/A', ' n/a', 'tbc', 'TBC', '5', '5']);
    expect(verdicts(root, unitPath, 6, { ignore: ['n/a', ' TBC '] })).toEqual([true, true, true, true, false, false]);
    expect(verdicts(root, unitPath, 6, { ignore: ['n/a', 'TBC'], caseSensitive: true })).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('compares non-strings by strict equality and never equal to strings', () => {
    const root = site([3, 3, '3', 4, true, true]);
    expect(verdicts(root, unitPath, 6)).toEqual([false, false, true, true, false, false]);
  });

  it('compares a nested property path inside each item', () => {
    const root = {
      contactDetails: [
        { name: 'Aroha Ngata', phone: { number: '021 123 4567' } },
        { name: 'Ben Smith', phone: { number: '021 765 4321' } },
        { name: 'Chen Wei', phone: { number: '021 123 4567' } },
      ],
    };
    const path = (i: number) => `/contactDetails/${i}/phone/number`;
    expect(verdicts(root, path, 3)).toEqual([false, true, false]);
  });

  it('uses the nearest array when arrays are nested', () => {
    const root = {
      sites: [
        { meters: [{ serial: 'A1' }, { serial: 'B2' }] },
        { meters: [{ serial: 'A1' }, { serial: 'A1' }] },
      ],
    };
    expect(isDistinctInArray('A1', '/sites/0/meters/0/serial', root, {})).toBe(true);
    expect(isDistinctInArray('A1', '/sites/1/meters/0/serial', root, {})).toBe(false);
  });

  it('handles escaped keys in the pointer', () => {
    const root = { 'units/flats': [{ 'no~': '1' }, { 'no~': '1' }] };
    expect(isDistinctInArray('1', '/units~1flats/0/no~0', root, {})).toBe(false);
  });

  it('is valid when there is no array to compare against', () => {
    expect(isDistinctInArray('1', '/metered/unitNumber', { metered: { unitNumber: '1' } }, {})).toBe(true);
    expect(isDistinctInArray('1', '', '1', {})).toBe(true);
    expect(isDistinctInArray('1', '/lookup/0/unitNumber', { lookup: { '0': { unitNumber: '1' } } }, {})).toBe(true);
    expect(isDistinctInArray('1', '/gone/0/unitNumber', {}, {})).toBe(true);
  });

  it('fails exactly the items whose normalised value occurs more than once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', ' 2', '3a', '3A', '', 'N/A', 'n/a'), { maxLength: 8 }), (units) => {
        const root = site(units);
        const key = (u: string) => u.trim().toLowerCase();
        const expected = units.map((u) => {
          const k = key(u);
          if (k === '' || k === 'n/a') return true;
          return units.filter((o) => key(o) === k).length === 1;
        });
        expect(verdicts(root, unitPath, units.length, { ignore: ['N/A'] })).toEqual(expected);
      }),
    );
  });
});
