// Some answers must not outlive the visit they were given in. A disconnection
// date picked weeks ago may since have passed or become a holiday, so spec 3
// says it is cleared before a draft is saved, and the customer picks it again
// when they come back. The form's schema marks such a property
//
//   "disconnectionDate": { ..., "x-notInDrafts": true }
//
// and both sides drop it from the copy of a document that is saved as a draft:
// the wizard before it sends the draft, the server before it stores one (so an
// API client cannot keep it either). What is on screen is left as it is.

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotKeptInDrafts(schema: unknown): boolean {
  return isRecord(schema) && schema['x-notInDrafts'] === true;
}

/**
 * The document without the answers its (display, so dereferenced) schema marks
 * `x-notInDrafts`, at any depth; the input is not changed. A value the schema
 * does not describe is kept as it is.
 */
export function withoutAnswersNotKeptInDrafts<T>(schema: unknown, document: T): T {
  return strip(schema, document) as T;
}

function strip(schema: unknown, value: unknown): unknown {
  if (!isRecord(schema)) return value;
  if (Array.isArray(value)) {
    const items = schema['items'];
    return isRecord(items) ? value.map((item) => strip(items, item)) : value;
  }
  if (!isRecord(value)) return value;
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const kept: JsonRecord = {};
  for (const [key, child] of Object.entries(value)) {
    const childSchema = Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : undefined;
    if (isNotKeptInDrafts(childSchema)) continue;
    kept[key] = strip(childSchema, child);
  }
  return kept;
}
