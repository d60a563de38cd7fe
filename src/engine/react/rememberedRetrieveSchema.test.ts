import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import retrieveSchema from '@rjsf/utils/lib/schema/retrieveSchema.js';
import validator from '@rjsf/validator-ajv8';
import { formValidatorLoaders } from '../../shared/generated/validators';
import rememberedRetrieveSchema, { isDataIndependent } from './rememberedRetrieveSchema';

/** Every schema inside `schema` (itself included) that RJSF may resolve: the root, properties and items. */
function schemasIn(schema: RJSFSchema): RJSFSchema[] {
  const inside = [
    ...Object.values(schema.properties ?? {}),
    ...(typeof schema.items === 'object' && !Array.isArray(schema.items) ? [schema.items] : []),
  ].filter((child): child is RJSFSchema => typeof child === 'object' && child !== null);
  return [schema, ...inside.flatMap(schemasIn)];
}

describe('retrieveSchema, remembered (the portal build’s stand-in)', () => {
  it.each(Object.keys(formValidatorLoaders))('when %s is rendered, then every schema in it is answered once, as RJSF answers it', async (name) => {
    const { displaySchema } = await formValidatorLoaders[name]!();
    const root = displaySchema as RJSFSchema;
    // The forms' display schemas are what the stand-in remembers (tests/unit/displaySchemas.test.ts keeps them so).
    expect(isDataIndependent(root)).toBe(true);
    for (const schema of schemasIn(root)) {
      const first = rememberedRetrieveSchema(validator, schema, root, { any: 'data' });
      expect(first).toEqual(retrieveSchema(validator, schema, root, { any: 'data' }));
      // Worked out once: the same answer for other data.
      expect(rememberedRetrieveSchema(validator, schema, root, undefined)).toBe(first);
    }
  });

  it('when a schema’s answer depends on the data, then RJSF answers every time', () => {
    const conditional: RJSFSchema = {
      type: 'object',
      properties: { kind: { type: 'string' } },
      if: { properties: { kind: { const: 'business' } } },
      then: { properties: { nzbn: { type: 'string' } } },
    };
    const open: RJSFSchema = { type: 'object', properties: {}, additionalProperties: { type: 'string' } };
    const cases: Array<[RJSFSchema, unknown[]]> = [
      [conditional, [{ kind: 'business' }, { kind: 'person' }]],
      [open, [{ extra: 'a' }, {}]],
    ];
    for (const [schema, data] of cases) {
      expect(isDataIndependent(schema)).toBe(false);
      const answers = data.map((value) => rememberedRetrieveSchema(validator, schema, schema, value));
      expect(answers).toEqual(data.map((value) => retrieveSchema(validator, schema, schema, value)));
      expect(answers[0]).not.toEqual(answers[1]);
    }
  });

  it('when a schema holds a keyword that leads elsewhere at any depth, then it is not remembered', () => {
    for (const keyword of ['$ref', 'allOf', 'anyOf', 'oneOf', 'dependencies', 'dependentSchemas', 'patternProperties']) {
      expect(isDataIndependent({ type: 'object', properties: { inner: { type: 'object', [keyword]: {} } } }), keyword).toBe(false);
    }
    expect(isDataIndependent({ type: 'object', properties: {}, additionalProperties: false })).toBe(true);
  });
});
