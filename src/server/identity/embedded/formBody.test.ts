import { describe, expect, it } from 'vitest';
import { fieldOf, parseFormBody } from './formBody';

describe('form bodies', () => {
  it('decode urlencoded fields, the first of a repeated name winning', () => {
    expect(parseFormBody('email=aroha%40example.co.nz&password=a+b%26c&email=other')).toEqual({ email: 'aroha@example.co.nz', password: 'a b&c' });
  });

  it('read a text field or give an empty string', () => {
    expect(fieldOf({ email: 'x' }, 'email')).toBe('x');
    expect(fieldOf({ email: 3 }, 'email')).toBe('');
    expect(fieldOf(undefined, 'email')).toBe('');
  });
});
