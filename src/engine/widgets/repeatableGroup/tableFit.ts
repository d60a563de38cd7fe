// Whether a repeatable group's rows fit as a table in the width its container
// has, or stack as cards (one labelled block per row). The table's columns
// take the width their content needs: the longest word of the header (headers
// wrap between words, never inside one), the longest option of a choice (a
// select cut to "Residentia" helps nobody), a text box as wide as its longest
// allowed value. The sum is compared with the container's measured width, so
// the same form reads as a table on a wide screen or in a wide column, and as
// cards on a phone or in a narrow one. Framework-free: text is measured by
// the caller's function (a canvas in the browser).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isRecord, uiOptionsOf } from './groupOptions';
import { propertyUiSchema, type TableColumn } from './tableColumns';
import { EMPTY_CHOICE_LABEL } from '../emptyChoiceLabel';

/** What a column must show without cutting it. */
export interface ColumnContent {
  header: string;
  control: { kind: 'choice'; labels: string[] } | { kind: 'text'; chars: number } | { kind: 'other' };
}

/** The widest a text column grows for its longest allowed value; longer values scroll inside the box. */
const MAX_TEXT_CHARS = 12;
/** A text box without `maxLength` is sized for this many characters. */
const DEFAULT_TEXT_CHARS = 8;

function choiceLabels(property: Record<string, unknown>, options: Record<string, unknown>): string[] | undefined {
  const values = Array.isArray(property['enum']) ? property['enum'] : Array.isArray(property['oneOf']) ? property['oneOf'].map((option) => (isRecord(option) ? option['const'] : undefined)) : undefined;
  if (!values) return undefined;
  const labels = isRecord(options['optionLabels']) ? options['optionLabels'] : {};
  return values.map((value) => {
    const label = labels[String(value)];
    return typeof label === 'string' ? label : String(value);
  });
}

/** The content each column must show, from the item's schema and uiSchema. */
export function columnContents(itemSchema: RJSFSchema, itemUiSchema: UiSchema | undefined, columns: readonly TableColumn[]): ColumnContent[] {
  const properties = isRecord(itemSchema.properties) ? itemSchema.properties : {};
  return columns.map(({ name, title }) => {
    const property = properties[name];
    const options = uiOptionsOf(propertyUiSchema(itemUiSchema, name));
    if (!isRecord(property)) return { header: title, control: { kind: 'other' } };
    const labels = choiceLabels(property, options);
    // An empty select shows its placeholder, which may be wider than every option ('1', '2', '3').
    const placeholder = propertyUiSchema(itemUiSchema, name)?.['ui:placeholder'];
    if (labels) return { header: title, control: { kind: 'choice', labels: [...labels, typeof placeholder === 'string' && placeholder !== '' ? placeholder : EMPTY_CHOICE_LABEL] } };
    if (property['type'] === 'string' || property['type'] === 'integer' || property['type'] === 'number') {
      const maxLength = typeof options['maxLength'] === 'number' ? options['maxLength'] : property['maxLength'];
      const chars = typeof maxLength === 'number' ? Math.min(maxLength, MAX_TEXT_CHARS) : DEFAULT_TEXT_CHARS;
      return { header: title, control: { kind: 'text', chars } };
    }
    return { header: title, control: { kind: 'other' } };
  });
}

/** The width, in px, of a text in the table's font (bold for headers). */
export type MeasureText = (text: string, bold: boolean) => number;

/** Space a control adds around its text, and around each cell. In px, from the engine's CSS. */
export interface TableChrome {
  /** Padding and border of a text box or select, plus a select's arrow. */
  selectExtra: number;
  inputExtra: number;
  /** A button's padding and border. */
  buttonExtra: number;
  /** A cell's own padding. */
  cellPadding: number;
  /** Width no column goes below, so an empty or "other" column still has room. */
  minColumn: number;
}

export const TABLE_CHROME: TableChrome = { selectExtra: 48, inputExtra: 24, buttonExtra: 36, cellPadding: 15, minColumn: 64 };

function longestWord(text: string, measure: MeasureText, bold: boolean): number {
  return Math.max(0, ...text.split(/\s+/).filter(Boolean).map((word) => measure(word, bold)));
}

function controlWidth(control: ColumnContent['control'], measure: MeasureText, chrome: TableChrome): number {
  switch (control.kind) {
    case 'choice':
      return Math.max(0, ...control.labels.map((label) => measure(label, false))) + chrome.selectExtra;
    case 'text':
      return measure('0'.repeat(control.chars), false) + chrome.inputExtra;
    case 'other':
      return chrome.minColumn;
  }
}

export interface TableWidths {
  /** The row heading column ("Unit 12"). */
  number: number;
  columns: number[];
  /** The remove button column, 0 without one. */
  actions: number;
  total: number;
}

/** Each column's width and their sum, for the rows' heading, the columns' contents and the remove button. */
export function tableWidths(args: { rowHeading: string; contents: readonly ColumnContent[]; removeLabel?: string; measure: MeasureText; chrome?: TableChrome }): TableWidths {
  const { rowHeading, contents, removeLabel, measure, chrome = TABLE_CHROME } = args;
  const number = Math.ceil(measure(rowHeading, true) + chrome.cellPadding);
  const columns = contents.map((content) =>
    Math.ceil(Math.max(chrome.minColumn, longestWord(content.header, measure, true), controlWidth(content.control, measure, chrome)) + chrome.cellPadding),
  );
  const actions = removeLabel ? Math.ceil(measure(removeLabel, false) + chrome.buttonExtra + chrome.cellPadding) : 0;
  return { number, columns, actions, total: number + actions + columns.reduce((sum, width) => sum + width, 0) };
}

export type GroupLayout = 'table' | 'cards';

/** A table when its columns fit the container's width, else cards. */
export function layoutFor(containerWidth: number, widths: Pick<TableWidths, 'total'>): GroupLayout {
  return containerWidth >= widths.total ? 'table' : 'cards';
}
