// @vitest-environment jsdom
// A table cell drawn from its column's plan must be the field RJSF's
// SchemaField would have drawn: the same markup (here with RJSF's own field
// template, which shows every prop it is given), the same changes.
import Form from '@rjsf/core';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupTemplates } from '../groupRegistry';
import { NumberField } from '../NumberField';
import { testRegistry } from '../testing/groupProps';
import { cellPlanOf } from './cellPlan';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    units: {
      type: 'array',
      items: {
        type: 'object',
        required: ['unitNumber', 'phase'],
        properties: {
          unitNumber: { type: 'string', title: 'Unit number', description: 'As on the meter board', maxLength: 5 },
          type: { type: 'string', title: 'Type', enum: ['Residential', 'Commercial'] },
          phase: { type: 'integer', title: 'Phase', enum: [1, 2, 3] },
          note: { type: 'string' },
          code: { type: 'string', title: 'Code' },
          // Not a plain text or choice field: drawn by SchemaField in both renders.
          size: { type: 'number', title: 'Size' },
        },
      },
    },
  },
};
const uiSchema: UiSchema = {
  units: {
    'ui:options': { itemLabel: 'Unit', tableLayout: true },
    items: {
      unitNumber: { 'ui:placeholder': 'e.g. 1A', 'ui:help': 'One unit per row' },
      type: { 'ui:widget': 'radio', 'ui:options': { classNames: 'wide' } },
      phase: { 'ui:title': 'Phases' },
      note: { 'ui:options': { label: false } },
      code: { 'ui:widget': 'CodeWidget', 'ui:options': { size: 6 } },
    },
  },
};
const formData = {
  units: [
    { unitNumber: '1', type: 'Residential', phase: 3, size: 10 },
    { unitNumber: '', type: 'Commercial' },
  ],
};
const extraErrors = { units: { 1: { unitNumber: { __errors: ['Unit number is required'] }, phase: { __errors: ['Phase is required'] } } } };

/** The same StringField behind another name: the columns' plans do not apply, so every cell goes through SchemaField. */
function StringFieldElsewhere(props: FieldProps) {
  return <StringField {...props} />;
}

/** A widget with default options (RJSF spreads them under ui:options), showing the options it is given. */
function CodeWidget({ id, value, options }: WidgetProps) {
  return <input id={id} value={String(value ?? '')} readOnly data-options={JSON.stringify(options)} />;
}
CodeWidget.defaultProps = { options: { inputMode: 'numeric', size: 4 } };
const widgets: RegistryWidgetsType = { CodeWidget };

function renderTable(cellsBy: 'plan' | 'SchemaField', onChange = vi.fn()) {
  const fields: RegistryFieldsType = cellsBy === 'plan' ? { NumberField } : { NumberField, StringField: StringFieldElsewhere };
  return render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      fields={fields}
      widgets={widgets}
      templates={groupTemplates}
      extraErrors={extraErrors as never}
      showErrorList={false}
      onChange={(event) => onChange(event.formData)}
    />,
  );
}

describe('a table cell drawn from its column plan', () => {
  it('shows the markup SchemaField shows: labels, help, descriptions, errors, classes, ids and names', () => {
    // The columns this compares: four drawn from a plan, the number by SchemaField.
    const items = (schema.properties!['units'] as { items: RJSFSchema }).items;
    const registry = testRegistry({ fields: { NumberField }, widgets });
    const planned = Object.entries(items.properties!).filter(([name, property]) => cellPlanOf(property as RJSFSchema, uiSchema['units'].items[name] ?? {}, registry));
    expect(planned.map(([name]) => name)).toEqual(['unitNumber', 'type', 'phase', 'note', 'code']);
    // The plan renders the registered widget itself, not RJSF's wrapper of it.
    expect(cellPlanOf(items.properties!['code'] as RJSFSchema, uiSchema['units'].items['code'], registry)!.Widget).toBe(CodeWidget);
    const bySchemaField = renderTable('SchemaField').container.innerHTML;
    cleanup();
    const byPlan = renderTable('plan').container.innerHTML;
    expect(byPlan).toContain('Unit number is required');
    expect(byPlan).toContain('wide');
    // The widget's default options under ui:options: what RJSF's wrapper gives it, merged once by the plan.
    expect(byPlan).toContain(`data-options="${JSON.stringify({ inputMode: 'numeric', size: 6, enumOptions: undefined }).replaceAll('"', '&quot;')}"`);
    expect(byPlan).toBe(bySchemaField);
  });

  it('sends what SchemaField sends: the typed value at the property', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTable('plan', onChange);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await user.selectOptions(within(rows[1]!).getByRole('combobox', { name: /^Phases/ }), '2');
    expect(onChange).toHaveBeenLastCalledWith({
      units: [
        { unitNumber: '1', type: 'Residential', phase: 3, size: 10 },
        { unitNumber: '', type: 'Commercial', phase: 2 },
      ],
    });
    await user.click(within(rows[0]!).getByRole('radio', { name: 'Commercial' }));
    expect(onChange.mock.lastCall?.[0].units[0]).toEqual({ unitNumber: '1', type: 'Commercial', phase: 3, size: 10 });
  });
});
