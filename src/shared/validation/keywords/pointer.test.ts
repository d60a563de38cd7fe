import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { getAtPath, isArrayIndex, locateArraySiblings, parsePointer } from './pointer';

const application = {
  metered: {
    sites: [
      {
        address: '12 Queen Street, Auckland',
        manualUnits: [{ unitNumber: '1' }, { unitNumber: '2A' }, { unitNumber: '3' }],
      },
    ],
  },
  'a/b': { 'c~d': 42 },
  '': { ' ': 'blank key' },
};

describe('parsePointer', () => {
  it('splits and unescapes RFC 6901 pointers', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/')).toEqual(['']);
    expect(parsePointer('/metered/sites/0/manualUnits/3/unitNumber')).toEqual([
      'metered',
      'sites',
      '0',
      'manualUnits',
      '3',
      'unitNumber',
    ]);
    expect(parsePointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });

  it('decodes ~01 as "~1", not "/"', () => {
    expect(parsePointer('/~01')).toEqual(['~1']);
    expect(parsePointer('/~10')).toEqual(['/0']);
  });

  it('rejects malformed pointers', () => {
    expect(() => parsePointer('metered/sites')).toThrow(SyntaxError);
    expect(() => parsePointer('/a~2b')).toThrow(SyntaxError);
    expect(() => parsePointer('/a~')).toThrow(SyntaxError);
  });

  it('round-trips any list of tokens', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tokens) => {
        const pointer = tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
        expect(parsePointer(pointer)).toEqual(tokens);
      }),
    );
  });
});

describe('getAtPath', () => {
  it('walks objects and arrays', () => {
    expect(getAtPath(application, parsePointer('/metered/sites/0/manualUnits/1/unitNumber'))).toBe('2A');
    expect(getAtPath(application, parsePointer('/a~1b/c~0d'))).toBe(42);
    // Empty and blank keys are legal JSON object keys.
    expect(getAtPath(application, parsePointer('// '))).toBe('blank key');
    expect(getAtPath(application, [])).toBe(application);
  });

  it('returns undefined for anything that does not resolve', () => {
    expect(getAtPath(application, ['metered', 'sites', '5'])).toBeUndefined();
    expect(getAtPath(application, ['metered', 'sites', '-'])).toBeUndefined();
    expect(getAtPath(application, ['metered', 'sites', '00'])).toBeUndefined();
    expect(getAtPath(application, ['metered', 'sites', 'length'])).toBeUndefined();
    expect(getAtPath(application, ['metered', 'nothing', 'here'])).toBeUndefined();
    expect(getAtPath('text', ['0'])).toBeUndefined();
    expect(getAtPath(null, ['a'])).toBeUndefined();
  });

  it('does not follow the prototype chain', () => {
    expect(getAtPath({}, ['constructor'])).toBeUndefined();
    expect(getAtPath({}, ['__proto__'])).toBeUndefined();
    expect(getAtPath({}, ['toString'])).toBeUndefined();
  });
});

describe('locateArraySiblings', () => {
  it('uses the nearest numeric segment from the end', () => {
    const found = locateArraySiblings('/metered/sites/0/manualUnits/2/unitNumber', application);
    expect(found?.index).toBe(2);
    expect(found?.propertyPath).toEqual(['unitNumber']);
    expect(found?.items).toBe(application.metered.sites[0]?.manualUnits);
  });

  it('returns null without a usable array', () => {
    expect(locateArraySiblings('/metered/sites', application)).toBeNull();
    expect(locateArraySiblings('', application)).toBeNull();
    expect(locateArraySiblings('/metered/sites/0/manualUnits/9/unitNumber', application)).toBeNull();
    expect(locateArraySiblings('/prices/2026/amount', { prices: { '2026': { amount: 1 } } })).toBeNull();
  });

  it('recognises canonical array indices only', () => {
    expect(['0', '7', '10', '123'].every(isArrayIndex)).toBe(true);
    expect(['', '-1', '01', '1.5', '1e3', ' 1', '-'].some(isArrayIndex)).toBe(false);
  });
});
