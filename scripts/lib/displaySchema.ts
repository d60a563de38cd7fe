// The schema the engine's renderer (RJSF) sees: fully dereferenced (RJSF only
// follows local refs, ours cross files) and stripped of rules that only the
// precompiled validator applies. Conditions that show or hide fields live in
// ui.json, so RJSF never needs to evaluate `if`/`then` itself.
import type { JsonObject } from './formFolders';

/**
 * Keywords that only validate; the precompiled validator applies them.
 * `required` and `const` are among them because RJSF turns them into answers:
 * required booleans become `false` (pre-answering yes/no questions) and a
 * `const` becomes the default (pre-ticking a consent box).
 */
const VALIDATION_ONLY = new Set([
  'if', 'then', 'else', 'not', 'allOf', 'anyOf', 'oneOf', 'dependentSchemas', 'dependentRequired',
  'errorMessage', 'required', 'const', 'pattern', 'minLength', 'minProperties', 'maxProperties', 'uniqueItems', 'multipleOf',
  'icp', 'nzbn', 'nzPhone', 'distinctInArray', 'heldByExactlyOne', 'maxExtraRoles', 'businessDay', 'commercialWorkingDay', 'dateWindow',
  '$comment', '$defs', '$schema', '$id', 'examples', 'tsType',
]);

export type SchemaLookup = (absoluteRef: string) => { schema: unknown; baseId: string } | undefined;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toDisplaySchema(schema: unknown, baseId: string, lookup: SchemaLookup, depth = 0): unknown {
  if (depth > 50) throw new Error(`Schema nesting too deep (a recursive $ref?) at ${baseId}`);
  if (Array.isArray(schema)) return schema.map((item) => toDisplaySchema(item, baseId, lookup, depth + 1));
  if (!isObject(schema)) return schema;
  const ownBase = typeof schema['$id'] === 'string' ? new URL(schema['$id'], baseId).toString() : baseId;
  let result: JsonObject = {};
  if (typeof schema['$ref'] === 'string') {
    const url = new URL(schema['$ref'], ownBase).toString();
    const target = lookup(url);
    if (!target) throw new Error(`Cannot resolve $ref ${schema['$ref']} from ${ownBase}`);
    result = { ...(toDisplaySchema(target.schema, target.baseId, lookup, depth + 1) as JsonObject) };
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' || VALIDATION_ONLY.has(key)) continue;
    if (key === 'properties' && isObject(value)) {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, toDisplaySchema(child, ownBase, lookup, depth + 1)]));
    } else if (key === 'items' || key === 'additionalProperties') {
      result[key] = toDisplaySchema(value, ownBase, lookup, depth + 1);
    } else {
      result[key] = value;
    }
  }
  return result;
}
