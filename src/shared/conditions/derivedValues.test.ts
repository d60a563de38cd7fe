// Derived values as both sides set them, with the `if` schemas compiled in
// process by the project's Ajv (the generated modules hold the same code).
import { describe, expect, it } from 'vitest';
import { createAjv } from '../validation/compiler/createAjv';
import type { CompiledValidateFunction } from '../validation/compiledValidator';
import { conditionEvaluator, conditionKey, valueConditionsOf, type ConditionValidators } from './condition';
import { applyDerivedValues, derivationsOfSchema, type DerivedValue } from './derivedValues';
import { createFormVisibility, type ConditionalUi } from './formVisibility';

const complexWhen = {
  anyOf: [
    { type: 'object', required: ['lotCount'], properties: { lotCount: { const: 'More than 10' } } },
    { type: 'object', required: ['lots'], properties: { lots: { type: 'array', contains: { type: 'object', required: ['fuseAmp'], properties: { fuseAmp: { const: 'more than 100' } } } } } },
  ],
};

const schema = {
  type: 'object',
  properties: { lotCount: { type: 'string' }, lots: { type: 'array' }, isComplex: { type: 'boolean' }, customer: { type: 'string' } },
  allOf: [
    { $comment: 'not a derivation', if: { required: ['lotCount'] }, then: { required: ['lots'] } },
    {
      'x-derive': 'isComplex',
      if: complexWhen,
      then: { properties: { isComplex: { const: true } } },
      else: { properties: { isComplex: { const: false } } },
    },
  ],
};

function compile(derivations: readonly DerivedValue[], extra: ConditionValidators = {}): ConditionValidators {
  const ajv = createAjv();
  const validators: Record<string, CompiledValidateFunction> = { ...extra };
  for (const { schema: conditionSchema } of derivations.flatMap((derivation) => valueConditionsOf(derivation.when))) {
    if (typeof conditionSchema !== 'boolean') validators[conditionKey(conditionSchema)] = ajv.compile(conditionSchema) as CompiledValidateFunction;
  }
  return validators;
}

describe('derivationsOfSchema', () => {
  it('reads each x-derive entry of the root allOf as a value, its if schema and its two consts', () => {
    const { derivations, problems } = derivationsOfSchema(schema);
    expect(problems).toEqual([]);
    expect(derivations).toEqual([{ pointer: '/isComplex', when: { pointer: '', schema: complexWhen }, then: true, else: false }]);
  });

  it('says what is wrong with a malformed one, in words an analyst can act on', () => {
    const { derivations, problems } = derivationsOfSchema({
      properties: { known: {} },
      allOf: [
        { 'x-derive': 'unknown', if: {}, then: { properties: { unknown: { const: 1 } } }, else: { properties: { unknown: { const: 2 } } } },
        { 'x-derive': 'known', if: {}, then: { properties: { known: { const: 1 } } } },
        { 'x-derive': '/known' },
      ],
    });
    expect(derivations).toEqual([]);
    expect(problems).toEqual([
      'allOf[0]: "x-derive" names "unknown", which the schema\'s properties do not declare',
      'allOf[1]: "then" and "else" must each set { "properties": { "known": { "const": ... } } }',
      'allOf[2]: "x-derive" must name one top-level property, e.g. "isComplexConnection"',
    ]);
  });
});

type Answers = Record<string, unknown>;

describe('applyDerivedValues', () => {
  const { derivations } = derivationsOfSchema(schema);
  const holds = conditionEvaluator(compile(derivations));
  const derive = (document: Answers) => applyDerivedValues(derivations, holds, document);

  it('sets the then value when the if schema holds, the else value otherwise', () => {
    expect(applyDerivedValues(derivations, holds, { lotCount: 'More than 10' })).toEqual({ lotCount: 'More than 10', isComplex: true });
    expect(derive({ lotCount: '2', lots: [{ fuseAmp: 60 }, { fuseAmp: 'more than 100' }] })['isComplex']).toBe(true);
    expect(derive({ lotCount: '2', lots: [{ fuseAmp: 60 }] })['isComplex']).toBe(false);
    expect(applyDerivedValues(derivations, holds, {})).toEqual({ isComplex: false });
  });

  it("never keeps the sender's own value", () => {
    expect(applyDerivedValues(derivations, holds, { lotCount: 'More than 10', isComplex: false })['isComplex']).toBe(true);
    expect(applyDerivedValues(derivations, holds, { lotCount: '1', isComplex: true })['isComplex']).toBe(false);
  });

  it('returns the same document when the value is already right, so views compare by identity', () => {
    const document = { lotCount: '1', isComplex: false };
    expect(applyDerivedValues(derivations, holds, document)).toBe(document);
  });

  it('leaves anything that is not an object as it is', () => {
    expect(applyDerivedValues(derivations, holds, 'not an order')).toBe('not an order');
    expect(applyDerivedValues(derivations, holds, null)).toBe(null);
  });
});

describe('pruning with derived values', () => {
  const { derivations } = derivationsOfSchema(schema);
  const simpleOnly = { pointer: '/isComplex', schema: { const: false } };
  const ajv = createAjv();
  const ui: ConditionalUi = {
    steps: [{ sections: ['site', 'complex'] }],
    sections: { site: { fields: ['/lotCount', '/lots'] }, complex: { fields: ['/customer'], visibleWhen: { pointer: '/isComplex', schema: { const: true } } } },
    fields: { '/lots': { visibleWhen: { pointer: '/lotCount', schema: { not: { const: 'More than 10' } } } } },
  };
  const validators = compile(derivations, {
    [conditionKey(simpleOnly.schema)]: ajv.compile(simpleOnly.schema) as CompiledValidateFunction,
    [conditionKey({ const: true })]: ajv.compile({ const: true }) as CompiledValidateFunction,
    [conditionKey({ not: { const: 'More than 10' } })]: ajv.compile({ not: { const: 'More than 10' } }) as CompiledValidateFunction,
  });
  const visibility = createFormVisibility(ui, validators, derivations);

  it('derives before deciding what is shown: answers of the other kind are dropped', () => {
    expect(visibility.prune({ lotCount: '3', lots: [{ fuseAmp: 60 }], customer: 'stale', isComplex: true })).toEqual({ lotCount: '3', lots: [{ fuseAmp: 60 }], isComplex: false });
    expect(visibility.prune({ lotCount: 'More than 10', lots: [{ fuseAmp: 60 }], customer: 'Aroha' })).toEqual({ lotCount: 'More than 10', customer: 'Aroha', isComplex: true });
  });

  it('gives the same document when pruned twice (what is stored derives as it was sent)', () => {
    const once = visibility.prune<Answers>({ lotCount: '2', lots: [{ fuseAmp: 'more than 100' }], customer: 'Aroha' });
    expect(once['isComplex']).toBe(true);
    expect(visibility.prune(once)).toEqual(once);
  });
});
