// A document saved under an older version of a form (a draft) opens under the
// current one: values of fields that no longer exist are dropped, values of
// fields that still exist are kept as they were. Type changes are left to
// validation, which reports them like any other answer to correct.
import { isType, type JsonSchema } from './schemaAt';

export function keepKnownFields(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.map((item) => keepKnownFields(items, item)) : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const properties = schema.properties;
  // An object schema without declared properties (a free-form map) keeps everything.
  if (!properties) return isType(schema, 'object') && schema['additionalProperties'] === false ? {} : value;
  const kept: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    const childSchema = properties[name];
    if (childSchema) kept[name] = keepKnownFields(childSchema, child);
  }
  return kept;
}
