import { describe, expect, it } from 'vitest';
import { groupOptions, isRecord, textOption, uiOptionsOf } from './groupOptions';

describe('uiOptionsOf', () => {
  it('reads ui:x keys as x and spreads ui:options in where it stands, as RJSF does', () => {
    expect(uiOptionsOf({ 'ui:title': 'Units', 'ui:options': { itemLabel: 'Unit', title: 'Later' }, other: 1 })).toEqual({
      title: 'Later',
      itemLabel: 'Unit',
    });
    expect(uiOptionsOf({ 'ui:options': { title: 'Earlier' }, 'ui:title': 'Units' })).toEqual({ title: 'Units' });
  });

  it('reads nothing from a missing or malformed uiSchema', () => {
    expect(uiOptionsOf(undefined)).toEqual({});
    expect(uiOptionsOf(['ui:title'])).toEqual({});
    expect(uiOptionsOf({ 'ui:options': 'flat' })).toEqual({ options: 'flat' });
  });
});

describe('groupOptions', () => {
  it('falls back to the engine defaults', () => {
    expect(groupOptions(undefined)).toEqual({
      itemLabel: 'Item',
      addLabel: 'Add another',
      removeLabel: 'Remove',
      actionsLabel: 'Actions',
      tableLayout: false,
      hint: undefined,
      manyItemsThreshold: undefined,
      manyItemsMessage: undefined,
      countField: undefined,
      removable: true,
      title: undefined,
      showTitle: true,
    });
  });

  it('reads the livening units table options', () => {
    const options = groupOptions({
      'ui:title': 'Units',
      'ui:options': {
        itemLabel: 'Unit',
        addLabel: 'Add another unit',
        removeLabel: 'Remove',
        tableLayout: true,
        hint: 'Enter N/A if no unit or lot number applies.',
        manyItemsThreshold: 50,
        manyItemsMessage: 'For more than 50 units …',
      },
    });
    expect(options).toMatchObject({
      itemLabel: 'Unit',
      addLabel: 'Add another unit',
      tableLayout: true,
      hint: 'Enter N/A if no unit or lot number applies.',
      manyItemsThreshold: 50,
      manyItemsMessage: 'For more than 50 units …',
      title: 'Units',
      showTitle: true,
    });
  });

  it('treats blank texts as unset and takes help as the hint', () => {
    const options = groupOptions({ 'ui:options': { itemLabel: '  ', addLabel: '', help: 'From help' } });
    expect(options.itemLabel).toBe('Item');
    expect(options.addLabel).toBe('Add another');
    expect(options.hint).toBe('From help');
    expect(groupOptions({ 'ui:options': { hint: 'Hint', help: 'Help' } }).hint).toBe('Hint');
  });

  it('keeps only finite numeric thresholds and strict booleans', () => {
    expect(groupOptions({ 'ui:options': { manyItemsThreshold: '50' } }).manyItemsThreshold).toBeUndefined();
    expect(groupOptions({ 'ui:options': { manyItemsThreshold: Number.NaN } }).manyItemsThreshold).toBeUndefined();
    expect(groupOptions({ 'ui:options': { tableLayout: 'true' } }).tableLayout).toBe(false);
    expect(groupOptions({ 'ui:options': { removable: false, label: false } })).toMatchObject({ removable: false, showTitle: false });
  });
});

describe('helpers', () => {
  it('textOption keeps non-blank strings only', () => {
    expect(textOption('Unit')).toBe('Unit');
    expect(textOption(' ')).toBeUndefined();
    expect(textOption(3)).toBeUndefined();
  });

  it('isRecord is true for plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
