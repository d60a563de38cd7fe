import { describe, expect, test } from 'vitest';
import fastUri from 'fast-uri';
import { equal, resolve } from './uriResolver';

// The cases @rjsf/utils can meet: a schema's absolute $id as the base, $refs relative or absolute.
const BASE = 'https://schemas.portal.example/livening/schema.json';

describe('uriResolver (fast-uri in the browser build)', () => {
  test.each([
    [BASE, '#/$defs/contact'],
    [BASE, '../common/contact.json'],
    [BASE, '../common/contact.json#/$defs/phone'],
    [BASE, 'https://schemas.portal.example/common/address.json'],
    ['https://schemas.portal.example/common/', 'address.json'],
  ])('when %s is the base and the reference is %s, then it resolves as fast-uri does', (base, reference) => {
    expect(resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  test('when there is no base, then a relative reference stays as written', () => {
    expect(resolve(undefined, '#/$defs/contact')).toBe('#/$defs/contact');
    expect(resolve(undefined, 'https://schemas.portal.example/a.json')).toBe('https://schemas.portal.example/a.json');
  });

  test('when two ids differ only in case of the host or in a default port, then they are equal, as fast-uri says', () => {
    const pairs: Array<[string, string]> = [
      ['https://Schemas.Portal.Example/a.json', 'https://schemas.portal.example/a.json'],
      ['https://schemas.portal.example:443/a.json', 'https://schemas.portal.example/a.json'],
      ['https://schemas.portal.example/a.json', 'https://schemas.portal.example/b.json'],
      ['contact', 'contact'],
    ];
    for (const [first, second] of pairs) expect(equal(first, second)).toBe(fastUri.equal(first, second));
  });
});
