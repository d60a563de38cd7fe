import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { columnContents, layoutFor, tableWidths, type TableChrome } from './tableFit';

// The livening units table, trimmed.
const unit: RJSFSchema = {
  type: 'object',
  properties: {
    unitNumber: { type: 'string', maxLength: 5 },
    type: { type: 'string', enum: ['Residential', 'Commercial'] },
    supply: { type: 'string', enum: ['temporary', 'permanent'] },
    note: { type: 'string' },
    site: { type: 'object' },
  },
};
const columns = [
  { name: 'unitNumber', title: 'Unit/Lot number' },
  { name: 'type', title: 'Type' },
  { name: 'supply', title: 'Supply' },
  { name: 'note', title: 'Note' },
  { name: 'site', title: 'Site' },
];

// Every character 10 px wide, bold 11: easy sums.
const measure = (text: string, bold: boolean) => text.length * (bold ? 11 : 10);
const chrome: TableChrome = { selectExtra: 40, inputExtra: 20, buttonExtra: 30, cellPadding: 15, minColumn: 50 };

describe('columnContents', () => {
  it('reads choices with their labels and the empty choice, text boxes by their longest value, anything else as other', () => {
    const contents = columnContents(unit, { supply: { 'ui:options': { optionLabels: { temporary: 'Builders Temporary Supply' } } } }, columns);
    expect(contents).toEqual([
      { header: 'Unit/Lot number', control: { kind: 'text', chars: 5 } },
      { header: 'Type', control: { kind: 'choice', labels: ['Residential', 'Commercial', 'Select an option'] } },
      { header: 'Supply', control: { kind: 'choice', labels: ['Builders Temporary Supply', 'permanent', 'Select an option'] } },
      { header: 'Note', control: { kind: 'text', chars: 8 } },
      { header: 'Site', control: { kind: 'other' } },
    ]);
  });
});

describe('tableWidths', () => {
  it('when a column holds a choice, then it is as wide as its longest option, not cut', () => {
    const widths = tableWidths({ rowHeading: 'Unit 1', contents: [{ header: 'Type', control: { kind: 'choice', labels: ['Residential', 'Commercial'] } }], measure, chrome });
    expect(widths.columns).toEqual([110 + 40 + 15]);
  });

  it('when a header is longer than its control, then the column fits its longest word, as headers wrap between words', () => {
    const widths = tableWidths({ rowHeading: 'Unit 1', contents: [{ header: 'Unit/Lot number', control: { kind: 'text', chars: 2 } }], measure, chrome });
    expect(widths.columns).toEqual([8 * 11 + 15]);
  });

  it('adds the row heading and the remove button to the total', () => {
    const widths = tableWidths({ rowHeading: 'Unit 12', contents: [{ header: 'Site', control: { kind: 'other' } }], removeLabel: 'Remove', measure, chrome });
    expect(widths).toEqual({ number: 77 + 15, columns: [50 + 15], actions: 60 + 30 + 15, total: 92 + 65 + 105 });
  });
});

describe('layoutFor', () => {
  it('when the container is as wide as the columns need, then the rows are a table, else cards', () => {
    expect(layoutFor(600, { total: 600 })).toBe('table');
    expect(layoutFor(599, { total: 600 })).toBe('cards');
  });
});
