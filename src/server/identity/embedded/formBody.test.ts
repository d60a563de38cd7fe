import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../../validation/hostileJson';
import { fieldOf, formBodyProblems, parseFormBody } from './formBody';

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

describe('hostile form bodies', () => {
  it('find a NUL in a value or a name, at the field pointer, repeated fields included', () => {
    expect(formBodyProblems(new URLSearchParams('email=a%00b&password=x'))).toEqual([
      { kind: 'nul', pointer: '/email', message: NUL_MESSAGE },
    ]);
    expect(formBodyProblems(new URLSearchParams('email=ok&email=%00'))).toHaveLength(1);
    expect(formBodyProblems(new URLSearchParams('a%00%2Fb=1'))[0]).toMatchObject({ kind: 'nul', pointer: '/a\u0000~1b' });
  });

  it('find unpaired surrogates in already decoded fields, and nothing in ordinary ones', () => {
    expect(formBodyProblems({ name: '\ud800' })).toEqual([{ kind: 'surrogate', pointer: '/name', message: SURROGATE_MESSAGE }]);
    // Bad UTF-8 decodes to U+FFFD, which is storable.
    expect(formBodyProblems(new URLSearchParams('email=%ED%A0%80&name=T%C4%81ne'))).toEqual([]);
  });
});
