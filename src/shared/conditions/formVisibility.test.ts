// Conditions and pruning as both sides run them, with condition schemas
// compiled by the project's Ajv (the generated modules hold the same code,
// precompiled).
import { describe, expect, it } from 'vitest';
import { createAjv } from '../validation/compiler/createAjv';
import type { CompiledValidateFunction } from '../validation/compiledValidator';
import { canonicalJson } from '../canonicalJson';
import { conditionEvaluator, conditionKey, valueConditionsOf, type Condition, type ConditionValidators } from './condition';
import { createFormVisibility, visibilityRulesOf, type ConditionalUi } from './formVisibility';

function compileConditions(conditions: Condition[]): ConditionValidators {
  const ajv = createAjv();
  const validators: Record<string, CompiledValidateFunction> = {};
  for (const { schema } of conditions.flatMap(valueConditionsOf)) {
    if (typeof schema !== 'boolean') validators[conditionKey(schema)] = ajv.compile(schema) as CompiledValidateFunction;
  }
  return validators;
}

const metered: Condition = { pointer: '/icpType', schema: { const: 'metered' } };
const manualAddress: Condition = { pointer: '/sites/*/manual', schema: { const: true } };
const siteTypeChosen: Condition = { pointer: '/sites/*/siteType', schema: { type: 'string', minLength: 1 } };

const ui: ConditionalUi = {
  steps: [{ sections: ['type', 'sites'] }],
  sections: {
    type: { fields: ['/icpType'] },
    sites: { fields: ['/sites/*/siteType', '/sites/*/manual', '/sites/*/street'], visibleWhen: metered },
  },
  fields: {
    '/sites/*/street': { visibleWhen: { all: [siteTypeChosen, manualAddress] } },
  },
};
const validators = compileConditions([metered, manualAddress, siteTypeChosen]);

describe('conditions', () => {
  const holds = conditionEvaluator(compileConditions([metered, { pointer: '/n', schema: { type: 'number', minimum: 3 } }]));

  it('test the answer at the pointer with a JSON Schema', () => {
    expect(holds(metered, { icpType: 'metered' })).toBe(true);
    expect(holds(metered, { icpType: 'unmetered' })).toBe(false);
    expect(holds({ pointer: '/n', schema: { minimum: 3, type: 'number' } }, { n: 4 })).toBe(true);
  });

  it('test a missing answer as it is: const fails, not-const holds', () => {
    expect(holds(metered, {})).toBe(false);
    expect(holds({ not: metered }, {})).toBe(true);
  });

  it('combine with all, any and not', () => {
    const low: Condition = { pointer: '/n', schema: { type: 'number', minimum: 3 } };
    expect(holds({ all: [metered, low] }, { icpType: 'metered', n: 2 })).toBe(false);
    expect(holds({ any: [metered, low] }, { icpType: 'metered', n: 2 })).toBe(true);
    expect(holds({ not: { any: [metered, low] } }, { n: 1 })).toBe(true);
  });

  it('find one validator whatever order the schema keys are written in', () => {
    expect(canonicalJson({ type: 'number', minimum: 3 })).toBe(canonicalJson({ minimum: 3, type: 'number' }));
  });

  it('say how to fix a condition compiled before ui.json changed', () => {
    expect(() => holds({ pointer: '/x', schema: { const: 'new' } }, {})).toThrow(/npm run gen:validators/);
  });

  it('read the same item as the field being decided through *', () => {
    const bound = conditionEvaluator(validators);
    const document = { sites: [{ manual: false }, { manual: true }] };
    expect(bound(manualAddress, document, '/sites/0/street')).toBe(false);
    expect(bound(manualAddress, document, '/sites/1/street')).toBe(true);
  });
});

describe('visibility and pruning', () => {
  const visibility = createFormVisibility(ui, validators);
  const document = {
    icpType: 'metered',
    sites: [
      { siteType: 'lot', manual: true, street: 'Queen Street' },
      { siteType: 'lot', manual: false, street: 'typed, then hidden' },
      { manual: true, street: 'no site type yet' },
    ],
  };

  it('turn sections into rules on the top-level properties they own, and fields into rules on their pattern', () => {
    expect(visibilityRulesOf(ui).map((rule) => rule.pattern)).toEqual(['/sites', '/sites/*/street']);
  });

  it('hide a field when its own condition or any around it fails', () => {
    expect(visibility.isVisible(document, '/sites/0/street')).toBe(true);
    expect(visibility.isVisible(document, '/sites/1/street')).toBe(false);
    expect(visibility.isVisible({ ...document, icpType: 'unmetered' }, '/sites/0/street')).toBe(false);
    expect(visibility.isVisible({ ...document, icpType: 'unmetered' }, '/icpType')).toBe(true);
  });

  it('prune the values of hidden fields and sections, and nothing else', () => {
    expect(visibility.prune(document)).toEqual({
      icpType: 'metered',
      sites: [{ siteType: 'lot', manual: true, street: 'Queen Street' }, { siteType: 'lot', manual: false }, { manual: true }],
    });
    expect(visibility.prune({ icpType: 'unmetered', sites: document.sites, other: 1 })).toEqual({ icpType: 'unmetered', other: 1 });
  });

  it('copy rather than change the document it prunes', () => {
    const pruned = visibility.prune(document);
    expect(pruned).not.toBe(document);
    expect(document.sites[1]).toHaveProperty('street');
  });

  it('leave values that are not objects as they are (the validator words the answer)', () => {
    expect(visibility.prune('not an order')).toBe('not an order');
    expect(visibility.prune(null)).toBe(null);
  });
});
