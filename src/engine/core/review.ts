// The "check your answers" model, generated from the display schema, ui.json
// and the document: one block per visible section, with an Edit target, and a
// row per answered field. Arrays of objects become tables; file references
// show name and type.
import type { FormModel, SectionModel } from './formModel';
import { formatScalar, isEmptyAnswer, optionLabel } from './formatValue';
import { bindWildcards, formatPointer, getAt, parsePointer } from './pointer';
import { isType, schemaAt, type JsonSchema } from './schemaAt';
import { HIDDEN_WIDGET } from './rjsfUiSchema';

export type ReviewValue =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'files'; files: Array<{ name: string; type: string }> }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  /** Items that hold groups or lists of their own (sites with units, contacts with roles): one block each. */
  | { kind: 'records'; records: Array<{ title: string; rows: Array<{ label: string; value: ReviewValue }> }> };

export interface ReviewRow {
  pointer: string;
  label: string;
  value: ReviewValue;
}

export interface ReviewSection {
  id: string;
  title: string;
  /** Index of the form step that holds the section, for the Edit link. */
  stepIndex: number;
  rows: ReviewRow[];
}

function labelOf(model: FormModel, root: JsonSchema, pointer: string, pattern: string): string {
  return model.fieldUi(pointer)?.label ?? model.ui.fields[pattern]?.label ?? schemaAt(root, pointer)?.title ?? parsePointer(pointer).at(-1) ?? pointer;
}

/** Fields ui.json marks `"widget": "hidden"` hold values the user never sees; the review leaves them out too. */
function isHiddenField(model: FormModel, pointer: string): boolean {
  return model.fieldUi(pointer)?.widget === HIDDEN_WIDGET;
}

function isFileReference(value: unknown): value is { fileName: string } {
  return typeof value === 'object' && value !== null && typeof (value as { fileName?: unknown }).fileName === 'string';
}

function fileType(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

/** True when list items have object or list properties, which a table cell could only run together. */
function hasNestedAnswers(itemSchema: JsonSchema | undefined): boolean {
  return Object.values(itemSchema?.properties ?? {}).some((property) => isType(property, 'object') || isType(property, 'array'));
}

function recordsValue(model: FormModel, root: JsonSchema, document: unknown, pointer: string, items: unknown[]): ReviewValue {
  const itemLabel = model.fieldUi(pointer)?.['itemLabel'];
  const title = typeof itemLabel === 'string' ? itemLabel : 'Item';
  return {
    kind: 'records',
    records: items.map((item, index) => {
      const itemPointer = `${pointer}/${index}`;
      const rows = Object.entries(item !== null && typeof item === 'object' ? item : {}).flatMap(([key, child]) => {
        const childPointer = `${itemPointer}/${key}`;
        const value = reviewValue(model, root, document, childPointer, child);
        return value ? [{ label: labelOf(model, root, childPointer, childPointer), value }] : [];
      });
      return { title: `${title} ${index + 1}`, rows };
    }),
  };
}

/** Formats any value (scalar, list, table, files, records) for one review row. */
export function reviewValue(model: FormModel, root: JsonSchema, document: unknown, pointer: string, value: unknown): ReviewValue | undefined {
  if (isEmptyAnswer(value) || isHiddenField(model, pointer)) return undefined;
  const schema = schemaAt(root, pointer);
  const fieldUi = model.fieldUi(pointer);
  if (Array.isArray(value)) {
    if (value.every(isFileReference)) return { kind: 'files', files: value.map((file) => ({ name: file.fileName, type: fileType(file.fileName) })) };
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      return { kind: 'list', items: value.map((item) => optionLabel(item, schema?.items, fieldUi)) };
    }
    const itemSchema = schema?.items;
    if (hasNestedAnswers(itemSchema)) return recordsValue(model, root, document, pointer, value);
    const columns = Object.keys(itemSchema?.properties ?? {}).filter(
      (key) => !isHiddenField(model, `${pointer}/0/${key}`) && value.some((item) => !isEmptyAnswer((item as Record<string, unknown>)[key])),
    );
    return {
      kind: 'table',
      columns: columns.map((key) => labelOf(model, root, `${pointer}/0/${key}`, `${pointer}/*/${key}`)),
      rows: value.map((item, index) =>
        columns.map((key) => {
          const cell = reviewValue(model, root, document, `${pointer}/${index}/${key}`, (item as Record<string, unknown>)[key]);
          return cell ? reviewValueAsText(cell) : '';
        }),
      ),
    };
  }
  if (typeof value === 'object' && value !== null) {
    const items = Object.entries(value)
      .map(([key, child]) => {
        const childPointer = `${pointer}/${key}`;
        const cell = reviewValue(model, root, document, childPointer, child);
        return cell ? `${labelOf(model, root, childPointer, childPointer)}: ${reviewValueAsText(cell)}` : undefined;
      })
      .filter((item): item is string => item !== undefined);
    return items.length > 0 ? { kind: 'list', items } : undefined;
  }
  // A choice whose label the widget stored beside it (asyncSelect's labelField) reads as that label.
  const labelField = typeof fieldUi?.['labelField'] === 'string' ? bindWildcards(fieldUi['labelField'], pointer) : undefined;
  const storedLabel = labelField ? getAt(document, labelField) : undefined;
  if (typeof storedLabel === 'string' && storedLabel !== '') return { kind: 'text', text: storedLabel };
  return { kind: 'text', text: formatScalar(value, schema, fieldUi) };
}

export function reviewValueAsText(value: ReviewValue): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'list':
      return value.items.join(', ');
    case 'files':
      return value.files.map((file) => `${file.name} (${file.type})`).join(', ');
    case 'table':
      return value.rows.map((row) => row.filter(Boolean).join(' ')).join('; ');
    case 'records':
      return value.records.map((record) => `${record.title}: ${record.rows.map((row) => `${row.label}: ${reviewValueAsText(row.value)}`).join(', ')}`).join('; ');
  }
}

/** Expands a pattern with `*` into the concrete pointers present in the document. */
function expandPattern(document: unknown, pattern: string): string[] {
  let pointers = [''];
  for (const segment of parsePointer(pattern)) {
    const next: string[] = [];
    for (const base of pointers) {
      if (segment === '*') {
        const list = getAt(document, base);
        if (Array.isArray(list)) list.forEach((_item, index) => next.push(`${base}/${index}`));
      } else {
        next.push(`${base}${formatPointer([segment])}`);
      }
    }
    pointers = next;
  }
  return pointers;
}

function sectionRows(model: FormModel, root: JsonSchema, document: unknown, section: SectionModel): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const covered = new Set<string>();
  for (const pattern of section.fields) {
    const starAt = parsePointer(pattern).indexOf('*');
    if (starAt >= 0) {
      // Fields of list items review as one table per list.
      const listPattern = formatPointer(parsePointer(pattern).slice(0, starAt));
      for (const listPointer of expandPattern(document, listPattern)) {
        if (covered.has(listPointer) || !model.visibility.isVisible(document, listPointer)) continue;
        covered.add(listPointer);
        const value = reviewValue(model, root, document, listPointer, getAt(document, listPointer));
        if (value) rows.push({ pointer: listPointer, label: labelOf(model, root, listPointer, listPattern), value });
      }
      continue;
    }
    if (covered.has(pattern) || !model.visibility.isVisible(document, pattern)) continue;
    covered.add(pattern);
    const value = reviewValue(model, root, document, pattern, getAt(document, pattern));
    if (value) rows.push({ pointer: pattern, label: labelOf(model, root, pattern, pattern), value });
  }
  return rows;
}

export function buildReview(model: FormModel, displaySchema: JsonSchema, document: unknown): ReviewSection[] {
  const sections: ReviewSection[] = [];
  model.steps.forEach((step, stepIndex) => {
    for (const section of step.sections) {
      if (!model.visibility.holds(section.visibleWhen, document)) continue;
      const rows = sectionRows(model, displaySchema, document, section);
      if (rows.length > 0) sections.push({ id: section.id, title: section.title, stepIndex, rows });
    }
  });
  return sections;
}
