import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import isSelect from '@rjsf/utils/lib/schema/isSelect.js';
import validator from '@rjsf/validator-ajv8';
import rememberedIsSelect from './rememberedIsSelect';

describe('isSelect, remembered (the portal build’s stand-in)', () => {
  it('when asked about any schema, then it answers as RJSF does, the same each time', () => {
    const root: RJSFSchema = { definitions: { phases: { type: 'integer', enum: [1, 2, 3] } } };
    const schemas: RJSFSchema[] = [
      { type: 'string' },
      { type: 'string', enum: ['Residential', 'Commercial'] },
      { type: 'integer', oneOf: [{ const: 1 }, { const: 2 }] },
      { type: 'string', anyOf: [{ const: 'a' }, { type: 'string', minLength: 2 }] },
      { $ref: '#/definitions/phases' },
    ];
    for (const schema of schemas) {
      const expected = isSelect(validator, schema, root);
      expect(rememberedIsSelect(validator, schema, root)).toBe(expected);
      expect(rememberedIsSelect(validator, schema, root)).toBe(expected);
    }
  });

  it('when the root schema differs, then the answer is worked out for that root', () => {
    const reference: RJSFSchema = { $ref: '#/definitions/choice' };
    expect(rememberedIsSelect(validator, reference, { definitions: { choice: { type: 'string', enum: ['a'] } } })).toBe(true);
    expect(rememberedIsSelect(validator, reference, { definitions: { choice: { type: 'string' } } })).toBe(false);
  });
});
