// The precompiled validators carry the schema objects their code reads at run
// time (Ajv's standalone output declares them as `const schemaN = {...}`): the
// error messages of `errorMessage` and the property names of `properties` are
// looked up in them. Ajv writes each such schema whole, so every description and
// $comment a business analyst wrote for people rode along into every browser
// that loads the form (about 4 kB gzip on the livening form). Annotations never
// validate, so the validator's copies can go without them; the display schema,
// which the wizard renders, keeps its own.

/** Keywords that only annotate: JSON Schema 2020-12 says they never change whether an instance is valid. */
const ANNOTATIONS = new Set(['description', '$comment', 'examples']);

/** Keywords whose value is a schema. */
const SCHEMA_VALUED = new Set([
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties',
  'contains', 'propertyNames', 'not', 'if', 'then', 'else',
]);

/** Keywords whose value is an array of schemas. */
const SCHEMA_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Keywords whose value maps names (a property's, a definition's) to schemas: the names are data, never annotations. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `schema` without annotation keywords, at any depth a schema can sit.
 * Only keyword positions are walked: a property named "description" stays, and
 * the values of `enum`, `const`, `default`, `errorMessage` and custom keywords
 * are copied as they are.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const result: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (SCHEMA_VALUED.has(keyword)) result[keyword] = withoutAnnotations(value);
    else if (SCHEMA_ARRAYS.has(keyword) && Array.isArray(value)) result[keyword] = value.map(withoutAnnotations);
    else if (SCHEMA_MAPS.has(keyword) && isObject(value))
      result[keyword] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutAnnotations(child)]));
    else result[keyword] = value;
  }
  return result;
}

/** The line Ajv's standalone code (with `code.lines`) declares a schema object on. */
const SCHEMA_CONSTANT = /^const (schema\d+) = (.*);$/;

/**
 * Ajv's standalone code with the schema objects it declares stripped of their
 * annotations. A declaration that is not JSON fails the build rather than
 * shipping a schema unstripped or half-read.
 */
export function stripSchemaConstants(code: string, formName: string): string {
  return code
    .split('\n')
    .map((line) => {
      const match = SCHEMA_CONSTANT.exec(line);
      if (!match) return line;
      let schema: unknown;
      try {
        schema = JSON.parse(match[2]!);
      } catch {
        throw new Error(`Validator for ${formName}: ${match[1]} is not JSON, so its annotations cannot be left out`);
      }
      return `const ${match[1]} = ${JSON.stringify(withoutAnnotations(schema))};`;
    })
    .join('\n');
}
