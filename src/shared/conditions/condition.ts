// The condition language of ui.json (`visibleWhen`), shared by the browser and
// the server. A condition reads one answer by pointer and tests it with a JSON
// Schema, as JSON Forms' rule conditions do, so an analyst writes what they
// already know from schema.json:
//
//   { "pointer": "/icpType", "schema": { "const": "metered ICP" } }
//   { "all": [...] }, { "any": [...] }, { "not": {...} }
//
// The schemas are precompiled with the forms' validators (no eval at run time,
// the same keywords and formats), and looked up by their canonical text.
import type { CompiledValidateFunction } from '../validation/compiledValidator';
import { bindWildcards, getAt } from '../jsonPointer';
import { canonicalJson } from '../canonicalJson';

export type ConditionSchema = Record<string, unknown> | boolean;

/**
 * `pointer` may hold `*` for "the same item as the field being decided". A
 * missing answer is tested as it is: `{ "const": "x" }` fails on it, and
 * `{ "not": { "const": "x" } }` holds.
 */
export interface ValueCondition {
  pointer: string;
  schema: ConditionSchema;
}

export type Condition = ValueCondition | { all: Condition[] } | { any: Condition[] } | { not: Condition };

/** Each condition schema's precompiled validator, by `conditionKey`. Generated per form. */
export type ConditionValidators = Readonly<Record<string, CompiledValidateFunction>>;

export function conditionKey(schema: ConditionSchema): string {
  return canonicalJson(schema);
}

/** Every value condition inside a condition, in order (the compiler needs each schema). */
export function valueConditionsOf(condition: Condition | undefined): ValueCondition[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(valueConditionsOf);
  if ('any' in condition) return condition.any.flatMap(valueConditionsOf);
  if ('not' in condition) return valueConditionsOf(condition.not);
  return [condition];
}

/** Looks validators up by schema object once; conditions are read far more often than built. */
export function conditionEvaluator(validators: ConditionValidators) {
  const bySchema = new WeakMap<object, CompiledValidateFunction>();
  const validatorFor = (schema: ConditionSchema): CompiledValidateFunction => {
    if (typeof schema === 'boolean') return Object.assign(() => schema, { errors: null });
    const known = bySchema.get(schema);
    if (known) return known;
    const found = validators[conditionKey(schema)];
    // A ui.json edited after the validators were compiled: say how to fix it.
    if (!found) throw new Error(`No precompiled validator for the condition schema ${conditionKey(schema)}; run npm run gen:validators`);
    bySchema.set(schema, found);
    return found;
  };

  /**
   * `contextPointer` is the concrete pointer of the field or section being
   * decided; a `*` in the condition's pointer takes its array indices.
   */
  const holds = (condition: Condition | undefined, document: unknown, contextPointer = ''): boolean => {
    if (!condition) return true;
    if ('all' in condition) return condition.all.every((item) => holds(item, document, contextPointer));
    if ('any' in condition) return condition.any.some((item) => holds(item, document, contextPointer));
    if ('not' in condition) return !holds(condition.not, document, contextPointer);
    return validatorFor(condition.schema)(getAt(document, bindWildcards(condition.pointer, contextPointer)));
  };
  return holds;
}

export type ConditionHolds = ReturnType<typeof conditionEvaluator>;
