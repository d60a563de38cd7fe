import { describe, expect, test } from 'vitest';
import { escapeSegment, firstSegment, formatPointer, parsePointer } from './jsonPointer';

describe('formatPointer', () => {
  test('joins segments, numbers as they are', () => {
    expect(formatPointer(['units', 12, 'unitNumber'])).toBe('/units/12/unitNumber');
    expect(formatPointer([])).toBe('');
  });

  test("escapes '~' and '/' in a segment (RFC 6901), and reads back the same segments", () => {
    expect(escapeSegment('a/b~c')).toBe('a~1b~0c');
    expect(escapeSegment('~1')).toBe('~01');
    const segments = ['a/b', '~', 'plain', '0'];
    expect(parsePointer(formatPointer(segments))).toEqual(segments);
  });
});

describe('firstSegment', () => {
  test('is the first token parsePointer reads, for plain and escaped tokens alike', () => {
    for (const pointer of ['/units/12/unitNumber', '/units', '/a~1b/c', '/~0x', '/~01/y', '/', '//x']) {
      expect(firstSegment(pointer)).toBe(parsePointer(pointer)[0]);
    }
  });

  test('is undefined for the whole document, and a pointer without its leading slash is refused as parsePointer refuses it', () => {
    expect(firstSegment('')).toBeUndefined();
    expect(() => firstSegment('units/0')).toThrow(SyntaxError);
    expect(() => firstSegment('/a~2')).toThrow(SyntaxError);
  });
});
