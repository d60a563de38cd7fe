// Stands in for @rjsf/utils' retrieveSchema module in the portal's build
// (scripts/lib/rjsfStandIns.ts aliases it here): the same functions, and the
// same answer from retrieveSchema, remembered for a schema whose answer cannot
// depend on the form's data.
//
// RJSF resolves a field's schema against its data (references, conditions,
// allOf, alternatives, pattern and additional properties) on every render of
// every field: each item of a list, and every value while it computes the
// form's defaults. The engine's display schemas carry none of those keywords
// (tests/unit/displaySchemas.test.ts), so each answer is the schema itself,
// worked out again by a walk of the whole schema: for a list of 500 rows, once
// per row and once per value of each row (docs/operations/benchmarks.md,
// "A fourteenth look"). Where a schema has no such keyword anywhere inside it,
// the answer depends only on the schema, the root schema and the validator,
// none of which RJSF changes in place: it is worked out once per those three.
// Any other schema, or a call with a custom allOf merger, goes to RJSF's
// function as before.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { schemaAnswers } from './schemaAnswers';
import retrieveSchema from '@rjsf/utils/lib/schema/retrieveSchema.js';

export * from '@rjsf/utils/lib/schema/retrieveSchema.js';

/** The keywords on which retrieveSchema's answer can depend on the data, or that lead to another schema that may. */
export const DATA_DEPENDENT_KEYWORDS = ['$ref', 'if', 'allOf', 'anyOf', 'oneOf', 'dependencies', 'dependentSchemas', 'patternProperties'] as const;

const independence = new WeakMap<object, boolean>();

/** Whether no schema inside `value` (itself included) has a data-dependent keyword or additional properties other than `false`. */
export function isDataIndependent(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const known = independence.get(value);
  if (known !== undefined) return known;
  let answer: boolean;
  if (Array.isArray(value)) answer = value.every(isDataIndependent);
  else {
    const record = value as Record<string, unknown>;
    answer =
      !DATA_DEPENDENT_KEYWORDS.some((keyword) => keyword in record) &&
      (!('additionalProperties' in record) || record['additionalProperties'] === false) &&
      Object.values(record).every(isDataIndependent);
  }
  independence.set(value, answer);
  return answer;
}

const answers = schemaAnswers<RJSFSchema>();

export default function rememberedRetrieveSchema(
  validator: ValidatorType,
  schema: RJSFSchema,
  rootSchema: RJSFSchema = {},
  rawFormData?: unknown,
  experimental_customMergeAllOf?: unknown,
  resolveAnyOfOrOneOfRefs = false,
): RJSFSchema {
  const asRjsf = () => retrieveSchema(validator, schema, rootSchema, rawFormData, experimental_customMergeAllOf as never, resolveAnyOfOrOneOfRefs);
  if (experimental_customMergeAllOf !== undefined || typeof schema !== 'object' || schema === null || !isDataIndependent(schema)) return asRjsf();
  // resolveAnyOfOrOneOfRefs only matters where there are alternatives, which a data-independent schema has none of.
  return answers(validator, rootSchema, schema, asRjsf);
}
