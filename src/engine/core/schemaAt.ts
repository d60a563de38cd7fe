// Finds the (display) schema of the value at a pointer. Display schemas are
// fully dereferenced at build time, so this walks properties and items only.
import { parsePointer } from './pointer';

export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  'x-enumNames'?: string[];
  [keyword: string]: unknown;
};

export function schemaAt(root: JsonSchema, pointer: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = root;
  for (const segment of parsePointer(pointer)) {
    if (!current) return undefined;
    if (current.properties && segment in current.properties) current = current.properties[segment];
    else if (current.items && (segment === '*' || /^\d+$/.test(segment))) current = current.items;
    else return undefined;
  }
  return current;
}

export function isType(schema: JsonSchema | undefined, type: string): boolean {
  if (!schema?.type) return false;
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}
