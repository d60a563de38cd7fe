// How an answer reads on the review page: option labels rather than stored
// values, dates written out in full (DD MMMM YYYY), Yes/No for booleans.
import type { FieldUi } from './uiModel';
import { isType, type JsonSchema } from './schemaAt';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2027-03-05` -> `05 March 2027`; anything else unchanged. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${match[3]} ${month} ${match[1]}` : value;
}

export function optionLabel(value: unknown, schema: JsonSchema | undefined, fieldUi: FieldUi | undefined): string {
  const key = String(value);
  const fromUi = fieldUi?.options?.[key];
  if (fromUi !== undefined) return fromUi;
  const names = schema?.['x-enumNames'];
  const index = schema?.enum?.indexOf(value) ?? -1;
  if (names && index >= 0 && names[index] !== undefined) return names[index];
  return key;
}

/** True when the value counts as "not answered" and gets no review row. */
export function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A single value as text. Objects and arrays are handled by the review builder. */
export function formatScalar(value: unknown, schema: JsonSchema | undefined, fieldUi: FieldUi | undefined): string {
  if (typeof value === 'boolean') {
    const labelled = fieldUi?.options?.[String(value)];
    return labelled ?? (value ? 'Yes' : 'No');
  }
  if (schema?.enum || fieldUi?.options) return optionLabel(value, schema, fieldUi);
  if (typeof value === 'string' && (schema?.format === 'date' || schema?.format === 'date-time')) return formatIsoDate(value);
  if (typeof value === 'number' && isType(schema, 'number')) return String(value);
  return String(value);
}
