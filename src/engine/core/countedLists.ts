// Lists whose number of items another answer sets: schema.json's
// `"lots": { "itemCountFrom": "lotCount" }` (the validation keyword, see
// src/shared/validation/keywords/itemCountFrom.ts). The wizard follows the same
// declaration on screen, as the repeatable group's `countField`: one rule, in
// the schema, for the check and for the rows.
import { escapeSegment } from './pointer';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each counted list of a (dereferenced) schema, by pattern (`*` for an index), with the sibling answer it counts by. */
export function countedListsOf(schema: unknown): Record<string, string> {
  const lists: Record<string, string> = {};
  const visit = (node: unknown, pattern: string) => {
    if (!isObject(node)) return;
    if (typeof node['itemCountFrom'] === 'string') lists[pattern] = node['itemCountFrom'];
    if (isObject(node['properties'])) {
      for (const [name, child] of Object.entries(node['properties'])) visit(child, `${pattern}/${escapeSegment(name)}`);
    }
    if (isObject(node['items'])) visit(node['items'], `${pattern}/*`);
  };
  visit(schema, '');
  return lists;
}
