// The "check your answers" model, generated from the display schema, ui.json
// and the document: one block per visible section, with an Edit target, and in
// it the answers with the groups the form has. How a group or list reads
// (one line, a table, or headed blocks) is ui.json's `reviewAs`/`reviewLine`,
// with defaults that suit most forms (docs/decisions/0021-review-shapes.md).
import type { FormModel, SectionModel } from './formModel';
import { formatScalar, isEmptyAnswer, optionLabel } from './formatValue';
import { bindWildcards, escapeSegment, getAt, parsePointer } from './pointer';
import { joinReviewLine } from './reviewLine';
import { isType, schemaAt, type JsonSchema } from './schemaAt';
import { HIDDEN_WIDGET } from './rjsfUiSchema';
import type { ReviewShape } from './uiModel';

export type ReviewValue =
  | { kind: 'text'; text: string }
  /** One line per item (a list read as lines). */
  | { kind: 'list'; items: string[] }
  | { kind: 'files'; files: Array<{ name: string; type: string }> }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  /** A group: a row per answer, set in under the row's label. */
  | { kind: 'block'; rows: ReviewRow[] }
  /** A list read as one headed block per item (sites with units, contacts). */
  | { kind: 'records'; records: ReviewRecord[] };

export interface ReviewRow {
  pointer: string;
  label: string;
  value: ReviewValue;
}

export interface ReviewRecord {
  title: string;
  rows: ReviewRow[];
}

export interface ReviewSection {
  id: string;
  title: string;
  /** Index of the form step that holds the section, for the Edit link. */
  stepIndex: number;
  rows: ReviewRow[];
}

/** Groups read under a heading; every other value is one answer beside its label. */
export function isGroupValue(value: ReviewValue): value is Extract<ReviewValue, { kind: 'block' | 'records' }> {
  return value.kind === 'block' || value.kind === 'records';
}

interface ReviewContext {
  model: FormModel;
  root: JsonSchema;
  document: unknown;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field's label, without the colon of a lead-in label ("Work update:"), which reads wrong as a term. */
function labelOf(context: ReviewContext, pointer: string): string {
  const label = context.model.fieldUi(pointer)?.label ?? schemaAt(context.root, pointer)?.title ?? parsePointer(pointer).at(-1) ?? pointer;
  return label.replace(/\s*:\s*$/, '');
}

/** Fields ui.json marks `"widget": "hidden"` hold values the user never sees; the review leaves them out too. */
function isHiddenField(context: ReviewContext, pointer: string): boolean {
  return context.model.fieldUi(pointer)?.widget === HIDDEN_WIDGET;
}

function isShown(context: ReviewContext, pointer: string): boolean {
  return !isHiddenField(context, pointer) && context.model.visibility.isVisible(context.document, pointer);
}

/** The shape ui.json asks for; `reviewLine` alone means a line. */
function shapeOf(context: ReviewContext, pointer: string): ReviewShape | undefined {
  const fieldUi = context.model.fieldUi(pointer);
  return fieldUi?.reviewAs ?? (typeof fieldUi?.reviewLine === 'string' ? 'line' : undefined);
}

function isFileReference(value: unknown): value is { fileName: string } {
  return isRecord(value) && typeof value['fileName'] === 'string';
}

function fileType(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

function isScalar(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/** Yes/no flags (roles, contact preferences): read as the labels of the ticked ones. */
function isFlagGroup(schema: JsonSchema | undefined, value: JsonRecord): boolean {
  const properties = Object.values(schema?.properties ?? {});
  if (properties.length > 0) return properties.every((property) => isType(property, 'boolean'));
  const values = Object.values(value);
  return values.length > 0 && values.every((flag) => typeof flag === 'boolean');
}

/** The group's keys in the form's order (the schema's), then any others the document holds. */
function orderedKeys(schema: JsonSchema | undefined, value: JsonRecord): string[] {
  const declared = Object.keys(schema?.properties ?? {});
  return [...declared.filter((key) => key in value), ...Object.keys(value).filter((key) => !declared.includes(key))];
}

/** True when a list's items hold groups or lists of their own (even yes/no sets), which make a crowded table. */
function itemsHoldGroups(itemSchema: JsonSchema | undefined): boolean {
  return Object.values(itemSchema?.properties ?? {}).some((property) => isType(property, 'object') || isType(property, 'array'));
}

/** The rows of a group's answers. A group the form shows without a title (`hideTitle`) adds its rows to the group around it. */
function groupRows(context: ReviewContext, pointer: string, value: JsonRecord): ReviewRow[] {
  const schema = schemaAt(context.root, pointer);
  return orderedKeys(schema, value).flatMap((key) => answerRows(context, `${pointer}/${escapeSegment(key)}`, value[key]));
}

function answerRows(context: ReviewContext, pointer: string, value: unknown): ReviewRow[] {
  if (!isShown(context, pointer)) return [];
  const review = reviewValue(context.model, context.root, context.document, pointer, value);
  if (!review) return [];
  const untitled = context.model.fieldUi(pointer)?.['hideTitle'] === true && shapeOf(context, pointer) === undefined;
  if (review.kind === 'block' && untitled) return review.rows;
  return [{ pointer, label: labelOf(context, pointer), value: review }];
}

function textOf(context: ReviewContext, pointer: string, value: unknown): string | undefined {
  if (!isShown(context, pointer)) return undefined;
  const review = reviewValue(context.model, context.root, context.document, pointer, value);
  return review ? reviewValueAsText(review) : undefined;
}

/** A group as one line: as the template (by default its own `reviewLine`) says, else its answers joined with ", ". */
function groupLine(context: ReviewContext, pointer: string, value: JsonRecord, template = context.model.fieldUi(pointer)?.reviewLine): string | undefined {
  if (typeof template === 'string') {
    return joinReviewLine(template, (name) => textOf(context, `${pointer}/${name}`, getAt(value, `/${name}`)));
  }
  const schema = schemaAt(context.root, pointer);
  const texts = orderedKeys(schema, value).flatMap((key) => textOf(context, `${pointer}/${escapeSegment(key)}`, value[key]) ?? []);
  return texts.length > 0 ? texts.join(', ') : undefined;
}

function flagLabels(context: ReviewContext, pointer: string, value: JsonRecord): ReviewValue | undefined {
  const options = context.model.fieldUi(pointer)?.options;
  const labels = orderedKeys(schemaAt(context.root, pointer), value)
    .filter((key) => value[key] === true && isShown(context, `${pointer}/${escapeSegment(key)}`))
    .map((key) => options?.[key] ?? labelOf(context, `${pointer}/${escapeSegment(key)}`));
  return labels.length > 0 ? { kind: 'text', text: labels.join(', ') } : undefined;
}

function groupValue(context: ReviewContext, pointer: string, value: JsonRecord): ReviewValue | undefined {
  const shape = shapeOf(context, pointer);
  const schema = schemaAt(context.root, pointer);
  if (shape === 'table') return tableValue(context, schema, [{ pointer, value }]);
  if (shape !== 'block' && isFlagGroup(schema, value)) return flagLabels(context, pointer, value);
  if (shape === 'line') {
    const text = groupLine(context, pointer, value);
    return text === undefined ? undefined : { kind: 'text', text };
  }
  const rows = groupRows(context, pointer, value);
  return rows.length > 0 ? { kind: 'block', rows } : undefined;
}

/** A table: a row per group, a column per field that some group answers. */
function tableValue(context: ReviewContext, itemSchema: JsonSchema | undefined, groups: Array<{ pointer: string; value: JsonRecord }>): ReviewValue | undefined {
  const first = groups[0];
  if (!first) return undefined;
  const keys = orderedKeys(itemSchema, Object.assign({}, ...groups.map((group) => group.value)) as JsonRecord);
  const cells = groups.map((group) => keys.map((key) => textOf(context, `${group.pointer}/${escapeSegment(key)}`, group.value[key]) ?? ''));
  const columns = keys.flatMap((key, column) => (cells.some((row) => row[column] !== '') ? [{ key, column }] : []));
  if (columns.length === 0) return undefined;
  return {
    kind: 'table',
    columns: columns.map(({ key }) => labelOf(context, `${first.pointer}/${escapeSegment(key)}`)),
    rows: cells.map((row) => columns.map(({ column }) => row[column] ?? '')),
  };
}

function listValue(context: ReviewContext, pointer: string, items: unknown[]): ReviewValue | undefined {
  const fieldUi = context.model.fieldUi(pointer);
  const schema = schemaAt(context.root, pointer);
  if (items.every(isFileReference)) return { kind: 'files', files: items.map((file) => ({ name: file.fileName, type: fileType(file.fileName) })) };
  // Several choices (a checkbox group) read as one line of their labels.
  if (items.every(isScalar)) return { kind: 'text', text: items.map((item) => optionLabel(item, schema?.items, fieldUi)).join(', ') };
  const itemPointer = (index: number) => `${pointer}/${index}`;
  const shape = shapeOf(context, pointer) ?? (itemsHoldGroups(schema?.items) ? 'block' : 'table');
  if (shape === 'table') return tableValue(context, schema?.items, items.map((item, index) => ({ pointer: itemPointer(index), value: isRecord(item) ? item : {} })));
  if (shape === 'line') {
    // The list's `reviewLine` applies to each item; without one, an item's own (`/list/*`) or its answers joined.
    const lines = items.flatMap((item, index) => (isRecord(item) ? (groupLine(context, itemPointer(index), item, fieldUi?.reviewLine) ?? []) : []));
    return lines.length > 0 ? { kind: 'list', items: lines } : undefined;
  }
  const title = typeof fieldUi?.['itemLabel'] === 'string' ? fieldUi['itemLabel'] : 'Item';
  return {
    kind: 'records',
    records: items.map((item, index) => ({ title: `${title} ${index + 1}`, rows: isRecord(item) ? groupRows(context, itemPointer(index), item) : [] })),
  };
}

/** Formats any value (scalar, group, list, files) for one review row; undefined when there is nothing to show. */
export function reviewValue(model: FormModel, root: JsonSchema, document: unknown, pointer: string, value: unknown): ReviewValue | undefined {
  const context: ReviewContext = { model, root, document };
  if (isEmptyAnswer(value) || isHiddenField(context, pointer)) return undefined;
  if (Array.isArray(value)) return listValue(context, pointer, value);
  if (isRecord(value)) return groupValue(context, pointer, value);
  const schema = schemaAt(root, pointer);
  const fieldUi = model.fieldUi(pointer);
  // A choice whose label the widget stored beside it (asyncSelect's labelField) reads as that label.
  const labelField = typeof fieldUi?.['labelField'] === 'string' ? bindWildcards(fieldUi['labelField'], pointer) : undefined;
  const storedLabel = labelField ? getAt(document, labelField) : undefined;
  if (typeof storedLabel === 'string' && storedLabel !== '') return { kind: 'text', text: storedLabel };
  return { kind: 'text', text: formatScalar(value, schema, fieldUi) };
}

function rowsAsText(rows: ReviewRow[]): string {
  return rows.map((row) => `${row.label}: ${reviewValueAsText(row.value)}`).join(', ');
}

export function reviewValueAsText(value: ReviewValue): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'list':
      return value.items.join('; ');
    case 'files':
      return value.files.map((file) => `${file.name} (${file.type})`).join(', ');
    case 'table':
      return value.rows.map((row) => row.filter(Boolean).join(' ')).join('; ');
    case 'block':
      return rowsAsText(value.rows);
    case 'records':
      return value.records.map((record) => `${record.title}: ${rowsAsText(record.rows)}`).join('; ');
  }
}

/** The section's answers: each top-level field it renders, in the order the section first names them. */
function sectionRows(context: ReviewContext, section: SectionModel): ReviewRow[] {
  return section.properties.flatMap((property) => {
    const pointer = `/${escapeSegment(property)}`;
    return answerRows(context, pointer, getAt(context.document, pointer));
  });
}

export function buildReview(model: FormModel, displaySchema: JsonSchema, document: unknown): ReviewSection[] {
  const context: ReviewContext = { model, root: displaySchema, document };
  const sections: ReviewSection[] = [];
  model.steps.forEach((step, stepIndex) => {
    for (const section of step.sections) {
      if (!model.visibility.holds(section.visibleWhen, document)) continue;
      const rows = sectionRows(context, section);
      if (rows.length > 0) sections.push({ id: section.id, title: section.title, stepIndex, rows });
    }
  });
  return sections;
}
