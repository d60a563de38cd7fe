import { describe, expect, it } from 'vitest';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { RJSF_REF_CYCLE_KEY, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { NumberField } from '../NumberField';
import { testRegistry } from '../testing/groupProps';
import { cellPlanOf } from './cellPlan';

// The registry the engine's forms render with: RJSF's StringField, the engine's NumberField.
const registry = testRegistry({ fields: { NumberField } });
const noUi: UiSchema = {};

describe('which columns are drawn from a plan', () => {
  it('plans text and choice fields: strings, and numbers picked from a list', () => {
    expect(cellPlanOf({ type: 'string', title: 'Label' }, noUi, registry)).not.toBeNull();
    expect(cellPlanOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'select' }, registry)).not.toBeNull();
    expect(cellPlanOf({ type: 'integer', enum: [1, 2, 3] }, noUi, registry)).not.toBeNull();
  });

  it('leaves to SchemaField what RJSF resolves against the data or dispatches elsewhere', () => {
    const others: RJSFSchema[] = [
      { type: 'number' },
      { type: 'boolean' },
      { type: 'object', properties: {} },
      { type: 'array', items: { type: 'string' } },
      { $ref: '#/definitions/x' },
      { type: 'string', anyOf: [{ const: 'a' }] },
      { type: 'number', oneOf: [{ const: 1 }, { const: 2 }] },
      { type: 'string', allOf: [{ minLength: 1 }] },
      { type: 'string', if: { const: 'a' }, then: {} },
      { type: 'string', dependencies: {} } as RJSFSchema,
      { type: 'string', deprecated: true } as RJSFSchema,
      { type: ['string', 'null'] },
      { type: 'string', [RJSF_REF_CYCLE_KEY]: true } as RJSFSchema,
    ];
    for (const schema of others) expect(cellPlanOf(schema, noUi, registry), JSON.stringify(schema)).toBeNull();
    expect(cellPlanOf({ type: 'string' }, { 'ui:field': 'roles' }, registry)).toBeNull();
    expect(cellPlanOf({ type: 'string' }, { 'ui:widget': 'noSuchWidget' }, registry)).toBeNull();
  });

  it("leaves every cell to SchemaField when the registry's string or number field is another", () => {
    const OtherStringField = (props: FieldProps) => StringField(props);
    expect(cellPlanOf({ type: 'string' }, noUi, testRegistry({ fields: { NumberField, StringField: OtherStringField } }))).toBeNull();
    // RJSF's own NumberField keeps what is typed; only the engine's hands a choice to the string field.
    expect(cellPlanOf({ type: 'integer', enum: [1, 2] }, noUi, testRegistry())).toBeNull();
  });
});

describe('a plan', () => {
  it('holds what StringField gives the widget: ui:options with the choices, the placeholder, the titles', () => {
    const schema: RJSFSchema = { type: 'integer', title: 'Phase', enum: [1, 3] };
    const uiSchema: UiSchema = { 'ui:placeholder': 'Pick one', 'ui:title': 'Phases', 'ui:options': { optionLabels: { '1': 'Single' }, classNames: 'wide' } };
    const plan = cellPlanOf(schema, uiSchema, registry)!;
    expect(plan.widgetOptions['enumOptions']).toEqual([
      { label: '1', value: 1 },
      { label: '3', value: 3 },
    ]);
    expect(plan.widgetOptions['optionLabels']).toEqual({ '1': 'Single' });
    // The class names are the field template's, not the widget's (SchemaField takes them off).
    expect(plan.widgetOptions['classNames']).toBeUndefined();
    expect(plan.classNames).toBe('wide');
    expect(plan.placeholder).toBe('Pick one');
    expect([plan.label, plan.widgetLabel]).toEqual(['Phases', 'Phases']);
    expect(plan.fieldClassNames).toBe('rjsf-field rjsf-field-integer');
    // A choice comes back typed; text from a host widget becomes the number, as the engine's NumberField does.
    expect([plan.toValue(3), plan.toValue('3'), plan.toValue(undefined)]).toEqual([3, 3, undefined]);
  });

  it('is made once per column and registry', () => {
    const schema: RJSFSchema = { type: 'string' };
    const uiSchema: UiSchema = {};
    const plan = cellPlanOf(schema, uiSchema, registry);
    expect(cellPlanOf(schema, uiSchema, registry)).toBe(plan);
    const other = testRegistry({ fields: { NumberField } });
    expect(cellPlanOf(schema, uiSchema, other)).not.toBe(plan);
    expect(cellPlanOf(schema, uiSchema, other)?.registry).toBe(other);
  });
});
