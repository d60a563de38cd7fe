// When a form is compiled, then its display schema (what RJSF renders) carries no
// keyword that makes RJSF merge subschemas, no `$ref` to resolve and no `$id` to
// resolve against: the portal's build leaves out RJSF's schema merger and URI
// library on that promise (src/engine/react/allOfMerge.ts, uriResolver.ts).
import { describe, expect, it } from 'vitest';
import { formValidatorLoaders } from '../../src/shared/generated/validators';
import { MERGED_KEYWORDS } from '../../src/engine/react/allOfMerge';

const FORBIDDEN = new Set<string>([...MERGED_KEYWORDS, '$ref', '$id']);

/** The JSON pointers, within `schema`, of every forbidden keyword at a schema position. */
function forbiddenKeywords(schema: unknown, pointer = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if (Array.isArray(schema)) return schema.flatMap((item, index) => forbiddenKeywords(item, `${pointer}/${index}`));
  const found: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (FORBIDDEN.has(key)) found.push(`${pointer}/${key}`);
    // Property names are data: a field may be called "if".
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) found.push(...forbiddenKeywords(child, `${pointer}/properties/${name}`));
    } else if (key === 'items' || key === 'additionalProperties') {
      found.push(...forbiddenKeywords(value, `${pointer}/${key}`));
    }
  }
  return found;
}

describe('display schemas', () => {
  it.each(Object.keys(formValidatorLoaders))('%s: carries nothing RJSF would merge or resolve', async (name) => {
    const { displaySchema } = await formValidatorLoaders[name]!();
    expect(displaySchema).toBeTypeOf('object');
    expect(forbiddenKeywords(displaySchema)).toEqual([]);
  });
});
