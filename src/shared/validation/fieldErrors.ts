// Turns Ajv's error objects into the project's error shape: a message at a JSON
// pointer. The same mapping runs in the browser (field messages, error summary)
// and on the server (400 responses), so both show identical messages at
// identical places.
import { escapeSegment } from '../jsonPointer';

/** The subset of Ajv's ErrorObject this module reads; precompiled validators produce it. */
export interface ValidationErrorObject {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface FieldError {
  /** RFC 6901 pointer of the field the message belongs to, e.g. `/contactDetails/0/email`. */
  pointer: string;
  message: string;
}

/** Keywords whose failure only summarises errors reported elsewhere. */
const SUMMARY_KEYWORDS = new Set(['if', 'then', 'else']);

/** `required` and `dependentRequired` report at the parent; the field is the missing property. */
function pointerOf(error: ValidationErrorObject): string {
  const missing = error.params['missingProperty'];
  if ((error.keyword === 'required' || error.keyword === 'dependentRequired') && typeof missing === 'string') {
    return `${error.instancePath}/${escapeSegment(missing)}`;
  }
  return error.instancePath;
}

function sourceErrorOf(error: ValidationErrorObject): ValidationErrorObject {
  if (error.keyword !== 'errorMessage') return error;
  const originals = error.params['errors'];
  if (Array.isArray(originals) && originals.length > 0) return originals[0] as ValidationErrorObject;
  return error;
}

/**
 * Maps Ajv errors to field errors, in document order of first appearance,
 * without duplicates. Errors that no schema `errorMessage` replaced keep Ajv's
 * text; schema lint reports them, so none reach users of a linted form.
 */
export function toFieldErrors(errors: readonly ValidationErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    const source = sourceErrorOf(error);
    const pointer = pointerOf(source);
    const message = error.message ?? 'Enter a valid value';
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ pointer, message });
  }
  return result;
}

/** True when an error's text came from a schema `errorMessage`, as every user-facing message must. */
export function hasSchemaMessage(error: ValidationErrorObject): boolean {
  return error.keyword === 'errorMessage' || SUMMARY_KEYWORDS.has(error.keyword);
}
