import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPTH_MESSAGE,
  MAX_JSON_DEPTH,
  MAX_REPORTED_PROBLEMS,
  NUL_IN_NAME_MESSAGE,
  NUL_MESSAGE,
  NUMBER_MESSAGE,
  SURROGATE_IN_NAME_MESSAGE,
  SURROGATE_MESSAGE,
  findHostileJson,
  forbiddenMemberMessage,
  isStorableText,
} from './hostileJson';

/** JSON text of `levels` nested arrays around 1, without recursion. */
function nestedArrays(levels: number): string {
  return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

describe('text the database can store', () => {
  it('refuses NUL and unpaired surrogates, accepts every other character', () => {
    expect(isStorableText('Tāne Māhuta 🌳 \u200b\uFEFF')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00y')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
    expect(isStorableText('\ud83c\udf33')).toBe(true);
  });

  it('agrees with a UTF-8 round trip for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(isStorableText(text)).toBe(roundTrips && !text.includes('\u0000'));
      }),
      { seed: 1111, numRuns: 100 },
    );
  });
});

describe('hostile JSON documents', () => {
  it('finds nothing in ordinary documents', () => {
    expect(findHostileJson({ a: [1, 'two', { three: null, four: true }], 'a/b~c': 'x' })).toEqual([]);
    expect(findHostileJson('text')).toEqual([]);
    expect(findHostileJson(null)).toEqual([]);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        // fc.jsonValue's strings are well formed and it has no __proto__ keys unless told.
        const text = JSON.stringify(value);
        const problems = findHostileJson(JSON.parse(text));
        expect(problems.every((problem) => problem.kind === 'nul' || problem.kind === 'member-name')).toBe(true);
      }),
      { seed: 2222, numRuns: 300 },
    );
  });

  it('points at a NUL or a lone surrogate in a value, with RFC 6901 escaping', () => {
    expect(findHostileJson(JSON.parse('{"a/b":{"c~d":["ok","x\\u0000"]}}'))).toEqual([{ kind: 'nul', pointer: '/a~1b/c~0d/1', message: NUL_MESSAGE }]);
    expect(findHostileJson(JSON.parse('{"name":"\\ud800"}'))).toEqual([{ kind: 'surrogate', pointer: '/name', message: SURROGATE_MESSAGE }]);
    expect(findHostileJson('\u0000')).toEqual([{ kind: 'nul', pointer: '', message: NUL_MESSAGE }]);
  });

  it('points at a member whose name holds NUL or a lone surrogate', () => {
    expect(findHostileJson(JSON.parse('{"a":{"b\\u0000":1}}'))).toEqual([{ kind: 'nul', pointer: '/a/b\u0000', message: NUL_IN_NAME_MESSAGE }]);
    expect(findHostileJson(JSON.parse('{"\\udfff":1}'))).toEqual([{ kind: 'surrogate', pointer: '/\udfff', message: SURROGATE_IN_NAME_MESSAGE }]);
  });

  it('refuses prototype member names at any depth', () => {
    const document = JSON.parse('{"__proto__":{"admin":true},"x":[{"constructor":{"prototype":1}}]}') as unknown;
    expect(findHostileJson(document)).toEqual([
      { kind: 'member-name', pointer: '/__proto__', message: forbiddenMemberMessage('__proto__') },
      { kind: 'member-name', pointer: '/x/0/constructor', message: forbiddenMemberMessage('constructor') },
    ]);
    expect(findHostileJson(JSON.parse('{"prototype":1}'))).toHaveLength(1);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more, at the first container too deep`, () => {
    expect(findHostileJson(JSON.parse(nestedArrays(MAX_JSON_DEPTH)))).toEqual([]);
    const tooDeep = findHostileJson(JSON.parse(nestedArrays(MAX_JSON_DEPTH + 1)));
    expect(tooDeep).toEqual([{ kind: 'depth', pointer: '/0'.repeat(MAX_JSON_DEPTH), message: DEPTH_MESSAGE }]);
  });

  it('walks a document nested 200,000 deep without overflowing the stack', () => {
    const document = JSON.parse(`${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`) as unknown;
    const problems = findHostileJson(document);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.kind).toBe('depth');
  });

  it('refuses numbers that overflow to Infinity', () => {
    expect(findHostileJson(JSON.parse('{"n":1e400}'))).toEqual([{ kind: 'number', pointer: '/n', message: NUMBER_MESSAGE }]);
    expect(findHostileJson(JSON.parse('[1e308, -0, 5e-324]'))).toEqual([]);
  });

  it('reports in document order and stops after the cap', () => {
    const document = JSON.parse('{"a":{"b":"\\u0000"},"\\u0000":1,"c":"\\ud800"}') as unknown;
    expect(findHostileJson(document).map((problem) => problem.pointer)).toEqual(['/a/b', '/\u0000', '/c']);
    const many = Array.from({ length: 100 }, () => '\u0000');
    expect(findHostileJson(many)).toHaveLength(MAX_REPORTED_PROBLEMS);
  });

  it('escapes member names in the pointers it reports, as RFC 6901 says', () => {
    expect(findHostileJson({ 'a/b~c~1': '\u0000' }).map((problem) => problem.pointer)).toEqual(['/a~1b~0c~01']);
  });
});
