import { describe, expect, it } from 'vitest';
import { groupOptions } from './groupOptions';
import {
  clampToLimits,
  focusAfterCountChange,
  groupHintId,
  groupLegend,
  itemHeading,
  itemLimits,
  itemsAreTableRows,
  itemsSchemaOf,
  offersAdd,
  offersRemove,
  removeButtonName,
  removeDisabled,
  showsManyItemsMessage,
} from './groupRules';

const units = groupOptions({ 'ui:options': { itemLabel: 'Unit', removeLabel: 'Remove', tableLayout: true } });
const plain = groupOptions({});

describe('item limits', () => {
  it('reads minItems and maxItems, unbounded when absent', () => {
    expect(itemLimits({ minItems: 1, maxItems: 3 })).toEqual({ min: 1, max: 3 });
    expect(itemLimits({})).toEqual({ min: 0, max: Number.POSITIVE_INFINITY });
  });

  it('clamps a count into the limits', () => {
    expect(clampToLimits(9, { min: 1, max: 5 })).toBe(5);
    expect(clampToLimits(0, { min: 1, max: 5 })).toBe(1);
    expect(clampToLimits(3, itemLimits({}))).toBe(3);
  });

  it('takes the item schema from items, {} for tuples or none', () => {
    expect(itemsSchemaOf({ items: { type: 'string' } })).toEqual({ type: 'string' });
    expect(itemsSchemaOf({ items: [{ type: 'string' }] })).toEqual({});
    expect(itemsSchemaOf({})).toEqual({});
  });
});

describe('adding and removing', () => {
  const base = { canAdd: true, count: 1, limits: { min: 0, max: 3 }, readonly: false, options: plain };

  it('offers "Add" below maxItems in an editable form', () => {
    expect(offersAdd(base)).toBe(true);
    expect(offersAdd({ ...base, canAdd: undefined })).toBe(true);
    expect(offersAdd({ ...base, count: 3 })).toBe(false);
    expect(offersAdd({ ...base, canAdd: false })).toBe(false);
    expect(offersAdd({ ...base, readonly: true })).toBe(false);
  });

  it('offers neither "Add" nor "Remove" when a count field decides the number of items', () => {
    const counted = groupOptions({ 'ui:options': { countField: '/count' } });
    expect(offersAdd({ ...base, options: counted })).toBe(false);
    expect(offersRemove(counted, false)).toBe(false);
  });

  it('offers "Remove" unless removable is false or the form is read-only', () => {
    expect(offersRemove(plain, false)).toBe(true);
    expect(offersRemove(plain, true)).toBe(false);
    expect(offersRemove(groupOptions({ 'ui:options': { removable: false } }), false)).toBe(false);
  });

  it('keeps the first item: the only item cannot be removed', () => {
    expect(removeDisabled({ totalItems: 1, disabled: false })).toBe(true);
    expect(removeDisabled({ totalItems: 2, disabled: false })).toBe(false);
    expect(removeDisabled({ totalItems: 2, disabled: true })).toBe(true);
  });
});

describe('labels', () => {
  it('numbers item headings from 1', () => {
    expect(itemHeading(units, 0)).toBe('Unit 1');
    expect(itemHeading(plain, 4)).toBe('Item 5');
  });

  it('names the remove button by its visible text and the item', () => {
    expect(removeButtonName(units, 1)).toBe('Remove Unit 2');
    expect(removeButtonName(groupOptions({ 'ui:options': { removeLabel: 'Delete', itemLabel: 'Row' } }), 0)).toBe('Delete Row 1');
  });

  it('takes the legend from the title option, else the schema title, unless label is false', () => {
    expect(groupLegend(plain, 'Parts')).toBe('Parts');
    expect(groupLegend(plain, '')).toBeUndefined();
    expect(groupLegend(groupOptions({ 'ui:title': 'Units' }), 'units')).toBe('Units');
    expect(groupLegend(groupOptions({ 'ui:options': { label: false } }), 'Parts')).toBeUndefined();
  });

  it('derives the hint id from the group id', () => {
    expect(groupHintId('root_units')).toBe('root_units__hint');
  });

  it('shows the many-items message only above the threshold and with a message', () => {
    const many = groupOptions({ 'ui:options': { manyItemsThreshold: 2, manyItemsMessage: 'Upload instead' } });
    expect(showsManyItemsMessage(many, 2)).toBe(false);
    expect(showsManyItemsMessage(many, 3)).toBe(true);
    expect(showsManyItemsMessage(groupOptions({ 'ui:options': { manyItemsThreshold: 2 } }), 3)).toBe(false);
  });
});

describe('layout', () => {
  it('lays items out as table rows only when asked and the items are objects with properties', () => {
    const object = { type: 'object' as const, properties: { unitNumber: { type: 'string' as const } } };
    expect(itemsAreTableRows(units, object)).toBe(true);
    expect(itemsAreTableRows(plain, object)).toBe(false);
    expect(itemsAreTableRows(units, { type: 'string' })).toBe(false);
  });
});

describe('focus', () => {
  it('moves into the new item only after the user added it', () => {
    expect(focusAfterCountChange({ previous: 1, count: 2, addClicked: true })).toBe('new-item');
    expect(focusAfterCountChange({ previous: 1, count: 2, addClicked: false })).toBeNull();
  });

  it('looks after the focus when the list shrank, and does nothing when it kept its length', () => {
    expect(focusAfterCountChange({ previous: 2, count: 1, addClicked: false })).toBe('after-removal');
    expect(focusAfterCountChange({ previous: 2, count: 2, addClicked: true })).toBeNull();
  });
});
