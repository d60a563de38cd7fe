import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonicalJson';

// The version before the text was built in one string. Stored fingerprints were
// made with it, so the new text must be the same, character for character.
function earlierCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(earlierCanonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${earlierCanonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }, 3], a: 'x', 10: null, 2: true })).toBe('{"10":null,"2":true,"a":"x","b":[{"c":2,"d":1},3]}');
  });

  it('escapes keys and strings as JSON does', () => {
    expect(canonicalJson({ 'quo"te': 'line\nbreak', '': '\u2028' })).toBe(`{"":${JSON.stringify('\u2028')},"quo\\"te":"line\\nbreak"}`);
  });

  it('gives the same text as before for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(earlierCanonicalJson(value));
      }),
      { seed: 11, numRuns: 500 },
    );
  });

  it('reads back as the same JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { seed: 11, numRuns: 200 },
    );
  });
});
