// The condition schemas a ui.json holds (`visibleWhen` of sections and fields),
// each once, for the validator compiler and the schema lint.
import { conditionKey, valueConditionsOf, type Condition, type ConditionSchema } from '../../src/shared/conditions/condition';
import { derivationsOfSchema, type DerivedValue } from '../../src/shared/conditions/derivedValues';
import type { FormFolder, JsonObject } from './formFolders';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every condition of a ui.json, with where it was found: `visibleWhen` of
 * sections and fields, and any widget option named `...When` (a channel's
 * `availableWhen`, say), however deep in the field's options.
 */
export function conditionsOf(ui: JsonObject | null): Array<{ where: string; condition: unknown }> {
  if (!ui) return [];
  const found: Array<{ where: string; condition: unknown }> = [];
  const visit = (value: unknown, where: string) => {
    if (!isObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (/When$/.test(key)) found.push({ where: `${where}.${key}`, condition: child });
      else visit(child, `${where}.${key}`);
    }
  };
  for (const kind of ['sections', 'fields'] as const) {
    const entries = ui[kind];
    if (!isObject(entries)) continue;
    for (const [name, entry] of Object.entries(entries)) visit(entry, `${kind}["${name}"]`);
  }
  return found;
}

/**
 * Problems with a condition's shape, in words an analyst can act on (the
 * compiler would otherwise fail on the first one with a stack trace).
 */
export function conditionProblems(condition: unknown, where: string): string[] {
  if (!isObject(condition)) return [`${where} must be an object`];
  const keys = Object.keys(condition);
  if (keys.length === 1 && (keys[0] === 'all' || keys[0] === 'any')) {
    const items = condition[keys[0]];
    if (!Array.isArray(items) || items.length === 0) return [`${where}.${keys[0]} must be a non-empty list of conditions`];
    return items.flatMap((item, index) => conditionProblems(item, `${where}.${keys[0]}[${index}]`));
  }
  if (keys.length === 1 && keys[0] === 'not') return conditionProblems(condition['not'], `${where}.not`);
  const schema = condition['schema'];
  if (typeof condition['pointer'] !== 'string' || !(isObject(schema) || typeof schema === 'boolean') || keys.length !== 2) {
    return [`${where} must be { "pointer": "/field", "schema": { ... } }, or { "all" | "any": [...] }, or { "not": {...} } (found keys ${keys.join(', ') || 'none'})`];
  }
  return [];
}

/** Each distinct condition schema of the form, with its lookup key, in order of first use. */
export function conditionSchemasOf(ui: JsonObject | null): Array<{ key: string; schema: ConditionSchema }> {
  const byKey = new Map<string, ConditionSchema>();
  for (const { where, condition } of conditionsOf(ui)) {
    const problems = conditionProblems(condition, where);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    for (const { schema } of valueConditionsOf(condition as Condition)) {
      if (typeof schema === 'boolean') continue;
      const key = conditionKey(schema);
      if (!byKey.has(key)) byKey.set(key, schema);
    }
  }
  return [...byKey].map(([key, schema]) => ({ key, schema }));
}

/** The derived values schema.json declares (`x-derive`); a malformed one stops the build with what is wrong. */
export function derivationsOf(form: FormFolder): DerivedValue[] {
  const { derivations, problems } = derivationsOfSchema(form.schemaFile.schema);
  if (problems.length > 0) throw new Error(`schemas/${form.name}/schema.json:\n${problems.join('\n')}`);
  return derivations;
}
