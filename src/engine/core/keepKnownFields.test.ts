import { describe, expect, it } from 'vitest';
import { keepKnownFields } from './keepKnownFields';
import type { JsonSchema } from './schemaAt';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    sites: {
      type: 'array',
      items: { type: 'object', properties: { street: { type: 'string' }, units: { type: 'array', items: { type: 'object', properties: { number: { type: 'string' } } } } } },
    },
    notes: { type: 'object' },
  },
};

describe('keepKnownFields', () => {
  it('drops fields the form no longer has, at any depth, and keeps the rest as saved', () => {
    const saved = {
      name: 'Aroha',
      retiredQuestion: 'yes',
      sites: [{ street: 'Queen Street', oldFlag: true, units: [{ number: '1', colour: 'red' }] }],
      notes: { anything: 1 },
    };
    expect(keepKnownFields(schema, saved)).toEqual({
      name: 'Aroha',
      sites: [{ street: 'Queen Street', units: [{ number: '1' }] }],
      notes: { anything: 1 },
    });
  });

  it('leaves a value whose type changed for validation to report', () => {
    expect(keepKnownFields(schema, { name: 42, sites: 'none' })).toEqual({ name: 42, sites: 'none' });
  });
});
