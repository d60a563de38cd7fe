import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { itemUiSchemaOf, orderNames, propertyUiSchema, rowCells, tableColumns } from './tableColumns';

// The livening units table, trimmed.
const unit: RJSFSchema = {
  type: 'object',
  required: ['unitNumber'],
  properties: {
    unitNumber: { type: 'string', title: 'Unit number' },
    type: { type: 'string', enum: ['residential', 'commercial'] },
    phase: { type: 'string', title: 'Phase' },
    note: { type: 'string' },
  },
};

describe('orderNames', () => {
  const names = ['a', 'b', 'c'];

  it('follows ui:order, with * for the names it leaves out', () => {
    expect(orderNames(names, ['c', '*'])).toEqual(['c', 'a', 'b']);
    expect(orderNames(names, ['*', 'a'])).toEqual(['b', 'c', 'a']);
    expect(orderNames(names, ['b', 'c', 'a'])).toEqual(['b', 'c', 'a']);
  });

  it('ignores names the schema does not have', () => {
    expect(orderNames(names, ['x', 'c', '*'])).toEqual(['c', 'a', 'b']);
  });

  it('keeps the schema order where RJSF would refuse the list', () => {
    expect(orderNames(names, ['c'])).toEqual(names);
    expect(orderNames(names, ['*', 'c', '*'])).toEqual(names);
    expect(orderNames(names, undefined)).toEqual(names);
  });
});

describe('tableColumns', () => {
  it('makes one column per property, titled by ui:title, the schema title or the name', () => {
    expect(tableColumns(unit, { type: { 'ui:title': 'Type' }, note: { 'ui:widget': 'hidden' } })).toEqual([
      { name: 'unitNumber', title: 'Unit number' },
      { name: 'type', title: 'Type' },
      { name: 'phase', title: 'Phase' },
    ]);
  });

  it('reads the title from ui:options as well, as ui.json labels arrive', () => {
    expect(tableColumns(unit, { 'ui:order': ['type', '*'], type: { 'ui:options': { title: 'Kind' } } })[0]).toEqual({ name: 'type', title: 'Kind' });
  });

  it('has no columns for items without properties', () => {
    expect(tableColumns({ type: 'string' }, undefined)).toEqual([]);
  });
});

describe('rowCells', () => {
  it('gives each column its schema, uiSchema, value, errors and required flag', () => {
    const cells = rowCells({
      itemSchema: unit,
      itemUiSchema: { unitNumber: { 'ui:widget': 'text' }, note: { 'ui:widget': 'hidden' } },
      item: { unitNumber: '1A', type: 'residential' },
      errorSchema: { unitNumber: { __errors: ['Enter the unit number'] } },
    });
    expect(cells.map((cell) => cell.name)).toEqual(['unitNumber', 'type', 'phase']);
    expect(cells[0]).toEqual({
      name: 'unitNumber',
      schema: { type: 'string', title: 'Unit number' },
      uiSchema: { 'ui:widget': 'text' },
      value: '1A',
      errorSchema: { __errors: ['Enter the unit number'] },
      required: true,
    });
    expect(cells[2]).toMatchObject({ uiSchema: {}, value: undefined, errorSchema: undefined, required: false });
  });

  it('leaves a cell without a schema when the property schema is a boolean', () => {
    const cells = rowCells({ itemSchema: { type: 'object', properties: { any: true } }, itemUiSchema: undefined, item: undefined, errorSchema: undefined });
    expect(cells).toEqual([{ name: 'any', schema: undefined, uiSchema: {}, value: undefined, errorSchema: undefined, required: false }]);
  });
});

describe('uiSchema lookups', () => {
  it('finds the items uiSchema (not for tuples) and a property uiSchema', () => {
    expect(itemUiSchemaOf({ items: { 'ui:order': ['a'] } })).toEqual({ 'ui:order': ['a'] });
    // RJSF's UiSchema type has no tuple form, though its fixed-items arrays read one.
    const tupleUi = { items: [{}] } as unknown as UiSchema;
    expect(itemUiSchemaOf(tupleUi)).toBeUndefined();
    expect(propertyUiSchema({ a: { 'ui:widget': 'text' } }, 'a')).toEqual({ 'ui:widget': 'text' });
    expect(propertyUiSchema({ a: 'x' }, 'a')).toBeUndefined();
  });
});
