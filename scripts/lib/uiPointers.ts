// Lists every document pointer a ui.json refers to, with where it was found, so
// schema lint can check that each names a real field.
import type { JsonObject } from './formFolders';

export interface UiPointerReference {
  pointer: string;
  where: string;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys of a field's UI options whose values are pointers to other fields. */
const POINTER_OPTION_KEYS = new Set(['idField', 'manualToggle', 'countField', 'pointer', 'statusField', 'labelField', 'resultField', 'foundField']);

function collectConditionPointers(condition: unknown, where: string, out: UiPointerReference[]): void {
  if (Array.isArray(condition)) {
    condition.forEach((item, index) => collectConditionPointers(item, `${where}[${index}]`, out));
  } else if (isObject(condition)) {
    for (const [key, value] of Object.entries(condition)) {
      if (POINTER_OPTION_KEYS.has(key) && typeof value === 'string') out.push({ pointer: value, where: `${where}.${key}` });
      else if (typeof value === 'object') collectConditionPointers(value, `${where}.${key}`, out);
    }
  }
}

export function listUiPointers(ui: JsonObject): UiPointerReference[] {
  const out: UiPointerReference[] = [];
  const sections = ui['sections'];
  if (isObject(sections)) {
    for (const [id, section] of Object.entries(sections)) {
      if (!isObject(section)) continue;
      const fields = section['fields'];
      if (Array.isArray(fields)) {
        fields.forEach((pointer, index) => {
          if (typeof pointer === 'string') out.push({ pointer, where: `sections.${id}.fields[${index}]` });
        });
      }
      collectConditionPointers(section['visibleWhen'], `sections.${id}.visibleWhen`, out);
    }
  }
  const fields = ui['fields'];
  if (isObject(fields)) {
    for (const [pointer, options] of Object.entries(fields)) {
      out.push({ pointer, where: `fields["${pointer}"]` });
      collectConditionPointers(options, `fields["${pointer}"]`, out);
    }
  }
  const prefill = ui['prefill'];
  if (isObject(prefill)) {
    for (const pointer of Object.keys(prefill)) out.push({ pointer, where: `prefill["${pointer}"]` });
  }
  const views = ui['views'];
  if (isObject(views)) {
    for (const [name, view] of Object.entries(views)) {
      const readOnly = isObject(view) ? view['readOnly'] : undefined;
      const rows = isObject(readOnly) && Array.isArray(readOnly['rows']) ? readOnly['rows'] : [];
      rows.forEach((row, rowIndex) => {
        const pointers = isObject(row) && Array.isArray(row['pointers']) ? row['pointers'] : [];
        pointers.forEach((pointer, index) => {
          if (typeof pointer === 'string') out.push({ pointer, where: `views.${name}.readOnly.rows[${rowIndex}].pointers[${index}]` });
        });
      });
    }
  }
  return out;
}

/** Section ids named by steps or views that no section defines. */
export function missingSections(ui: JsonObject): string[] {
  const sections = isObject(ui['sections']) ? ui['sections'] : {};
  const steps = Array.isArray(ui['steps']) ? ui['steps'] : [];
  const views = isObject(ui['views']) ? Object.values(ui['views']) : [];
  const missing: string[] = [];
  for (const stepDef of [...steps, ...views]) {
    if (!isObject(stepDef) || !Array.isArray(stepDef['sections'])) continue;
    for (const id of stepDef['sections']) if (typeof id === 'string' && !(id in sections)) missing.push(id);
  }
  return missing;
}
