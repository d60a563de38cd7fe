import { describe, expect, test } from 'vitest';
import { escapeSegment, formatPointer, parsePointer } from './jsonPointer';

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
