// When a form's validator is precompiled, then the schema objects its code carries
// lose their descriptions, comments and examples, and nothing that validates:
// not a property that happens to be called "description", not enum values,
// defaults or error messages.
import { describe, expect, it } from 'vitest';
import { stripSchemaConstants, withoutAnnotations } from '../../scripts/lib/schemaAnnotations';

const schema = {
  $id: 'https://schemas.portal.example/quote/schema.json',
  title: 'Issue a quote',
  description: 'For people only.',
  $comment: 'Also for people.',
  type: 'object',
  properties: {
    description: { type: 'string', description: 'The quote line', maxLength: 200, errorMessage: { maxLength: 'At most 200 characters.' } },
    examples: { type: 'array', items: { type: 'string', examples: ['a'] }, prefixItems: [{ const: 'x', description: 'first' }] },
    kind: { enum: ['description', 'other'], default: 'description' },
  },
  $defs: { money: { type: 'integer', $comment: 'cents' } },
  allOf: [{ if: { properties: { kind: { const: 'other' } }, description: 'when other' }, then: { required: ['description'], $comment: 'c' } }],
  additionalProperties: false,
};

describe('withoutAnnotations', () => {
  it('drops description, $comment and examples wherever a schema sits', () => {
    expect(withoutAnnotations(schema)).toEqual({
      $id: 'https://schemas.portal.example/quote/schema.json',
      title: 'Issue a quote',
      type: 'object',
      properties: {
        description: { type: 'string', maxLength: 200, errorMessage: { maxLength: 'At most 200 characters.' } },
        examples: { type: 'array', items: { type: 'string' }, prefixItems: [{ const: 'x' }] },
        kind: { enum: ['description', 'other'], default: 'description' },
      },
      $defs: { money: { type: 'integer' } },
      allOf: [{ if: { properties: { kind: { const: 'other' } } }, then: { required: ['description'] } }],
      additionalProperties: false,
    });
  });

  it('leaves the schema it was given as it was', () => {
    const before = JSON.stringify(schema);
    withoutAnnotations(schema);
    expect(JSON.stringify(schema)).toBe(before);
  });
});

describe('stripSchemaConstants', () => {
  it("rewrites only the lines that declare Ajv's schema constants", () => {
    const code = [`const schema12 = ${JSON.stringify(schema.properties.description)};`, 'const other = {"description":"kept"};', 'return schema12.errorMessage;'].join('\n');
    expect(stripSchemaConstants(code, 'quote').split('\n')).toEqual([
      'const schema12 = {"type":"string","maxLength":200,"errorMessage":{"maxLength":"At most 200 characters."}};',
      'const other = {"description":"kept"};',
      'return schema12.errorMessage;',
    ]);
  });

  it('fails the build when a schema constant is not JSON', () => {
    expect(() => stripSchemaConstants('const schema3 = {description: x};', 'quote')).toThrow(/schema3 is not JSON/);
  });
});
