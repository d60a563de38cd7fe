// Answers the form works out instead of asking: a new connection is complex
// when it has more than 10 lots or a fuse over 100 A, and nobody is asked
// which it is. The form's schema.json says so once, as an if/then/else in its
// top-level allOf marked with `x-derive`:
//
//   { "x-derive": "isComplexConnection",
//     "if":   { ...the answers that make it so... },
//     "then": { "properties": { "isComplexConnection": { "const": true } } },
//     "else": { "properties": { "isComplexConnection": { "const": false } } } }
//
// The validator compiler turns each into a DerivedValue (the `if` schema is
// precompiled with the form's conditions). Both sides set the value before
// anything reads it: the browser on every change, so ui.json's conditions can
// show and hide by it; the server before it prunes and validates, so a
// client's own value is never trusted. The same if/then/else in the schema
// still validates, so a document that was not derived (an example, a stored
// order checked again) cannot claim the wrong value.
import { escapeSegment, getAt } from '../jsonPointer';
import type { Condition, ConditionHolds } from './condition';

export interface DerivedValue {
  /** Top-level property the value is written to, as a pointer (`/isComplexConnection`). */
  pointer: string;
  /** When this holds for the document, the value is `then`; otherwise `else`. */
  when: Condition;
  then: unknown;
  else: unknown;
}

/** The schema.json marker of a derivation, on an entry of the root `allOf`. */
export const DERIVE_KEYWORD = 'x-derive';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The const a `then`/`else` branch gives a top-level property, if it gives one. */
function constOf(branch: unknown, property: string): { found: boolean; value?: unknown } {
  const properties = isObject(branch) ? branch['properties'] : undefined;
  const schema = isObject(properties) ? properties[property] : undefined;
  return isObject(schema) && 'const' in schema ? { found: true, value: schema['const'] } : { found: false };
}

/**
 * The derivations a form schema declares, with what is wrong with any that is
 * malformed (the compiler refuses those; the schema lint reports them).
 */
export function derivationsOfSchema(schema: unknown): { derivations: DerivedValue[]; problems: string[] } {
  const derivations: DerivedValue[] = [];
  const problems: string[] = [];
  const entries = isObject(schema) && Array.isArray(schema['allOf']) ? schema['allOf'] : [];
  entries.forEach((entry, index) => {
    if (!isObject(entry) || !(DERIVE_KEYWORD in entry)) return;
    const where = `allOf[${index}]`;
    const problemsBefore = problems.length;
    const property = entry[DERIVE_KEYWORD];
    if (typeof property !== 'string' || property === '' || property.includes('/')) {
      problems.push(`${where}: "${DERIVE_KEYWORD}" must name one top-level property, e.g. "isComplexConnection"`);
      return;
    }
    const declared = isObject(schema) && isObject(schema['properties']) && property in schema['properties'];
    if (!declared) problems.push(`${where}: "${DERIVE_KEYWORD}" names "${property}", which the schema's properties do not declare`);
    if (!isObject(entry['if']) && typeof entry['if'] !== 'boolean') problems.push(`${where}: a derivation needs an "if" schema (when the value is the "then" one)`);
    const whenTrue = constOf(entry['then'], property);
    const whenFalse = constOf(entry['else'], property);
    if (!whenTrue.found || !whenFalse.found) {
      problems.push(`${where}: "then" and "else" must each set { "properties": { "${property}": { "const": ... } } }`);
    }
    if (problems.length > problemsBefore) return;
    derivations.push({
      pointer: `/${escapeSegment(property)}`,
      when: { pointer: '', schema: entry['if'] as Record<string, unknown> | boolean },
      then: whenTrue.value,
      else: whenFalse.value,
    });
  });
  return { derivations, problems };
}

/**
 * The document with every derived value set. Returns the document itself when
 * each value is already right, so a view that compares by identity does not
 * re-render for nothing. A document that is not an object is left as it is.
 */
export function applyDerivedValues<T>(derivations: readonly DerivedValue[], holds: ConditionHolds, document: T): T {
  if (derivations.length === 0 || !isObject(document)) return document;
  let result: Record<string, unknown> = document;
  for (const derivation of derivations) {
    const value = holds(derivation.when, result) ? derivation.then : derivation.else;
    if (getAt(result, derivation.pointer) === value) continue;
    const property = derivation.pointer.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
    result = { ...result, [property]: value };
  }
  return result as T;
}
