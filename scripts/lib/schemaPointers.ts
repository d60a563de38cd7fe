// Answers "does this document pointer name a field of this schema?" for ui.json
// checks. Follows $ref across files and looks into every branch (allOf, anyOf,
// oneOf, if/then/else, dependentSchemas), because a field may be declared in any.
import type Ajv2020 from 'ajv/dist/2020';
import type { JsonObject } from './formFolders';

interface Located {
  schema: unknown;
  baseId: string;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(ajv: Ajv2020, ref: string, baseId: string): Located | null {
  const url = new URL(ref, baseId).toString();
  const target = ajv.getSchema(url);
  if (!target) return null;
  return { schema: target.schema, baseId: url.split('#')[0] ?? url };
}

/** Every subschema that applies at the same instance location as `located`. */
function expand(ajv: Ajv2020, located: Located, seen = new Set<unknown>()): Located[] {
  const { schema } = located;
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const baseId = typeof schema['$id'] === 'string' ? new URL(schema['$id'], located.baseId).toString() : located.baseId;
  const here: Located = { schema, baseId };
  const result: Located[] = [here];
  if (typeof schema['$ref'] === 'string') {
    const target = resolveRef(ajv, schema['$ref'], baseId);
    if (target) result.push(...expand(ajv, target, seen));
  }
  const branches: unknown[] = [];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) branches.push(...list);
  }
  for (const key of ['if', 'then', 'else', 'not']) if (isObject(schema[key])) branches.push(schema[key]);
  const dependent = schema['dependentSchemas'];
  if (isObject(dependent)) branches.push(...Object.values(dependent));
  for (const branch of branches) result.push(...expand(ajv, { schema: branch, baseId }, seen));
  return result;
}

function step(ajv: Ajv2020, located: Located, segment: string): Located[] {
  const found: Located[] = [];
  for (const candidate of expand(ajv, located)) {
    const schema = candidate.schema as JsonObject;
    if (segment === '*' || /^\d+$/.test(segment)) {
      if (isObject(schema['items'])) found.push({ schema: schema['items'], baseId: candidate.baseId });
      if (Array.isArray(schema['prefixItems'])) {
        for (const item of schema['prefixItems']) found.push({ schema: item, baseId: candidate.baseId });
      }
    } else {
      const properties = schema['properties'];
      if (isObject(properties) && segment in properties) found.push({ schema: properties[segment], baseId: candidate.baseId });
    }
  }
  return found;
}

/** True when `pointer` (with `*` for any array index) names a property declared by the schema. */
export function schemaHasPointer(ajv: Ajv2020, rootId: string, pointer: string): boolean {
  const root = resolveRef(ajv, rootId, rootId);
  if (!root) return false;
  if (pointer === '') return true;
  if (!pointer.startsWith('/')) return false;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let frontier: Located[] = [root];
  for (const segment of segments) {
    frontier = frontier.flatMap((located) => step(ajv, located, segment));
    if (frontier.length === 0) return false;
  }
  return true;
}

/** Every `$ref` string in a schema document, with the base URI it resolves against. */
export function collectRefs(schema: unknown, baseId: string, found: Array<{ ref: string; baseId: string }> = []) {
  if (Array.isArray(schema)) {
    for (const item of schema) collectRefs(item, baseId, found);
  } else if (isObject(schema)) {
    const ownBase = typeof schema['$id'] === 'string' ? new URL(schema['$id'], baseId).toString() : baseId;
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') found.push({ ref: value, baseId: ownBase });
      else if (key !== 'examples' && key !== 'default' && key !== 'const' && key !== 'enum') collectRefs(value, ownBase, found);
    }
  }
  return found;
}
