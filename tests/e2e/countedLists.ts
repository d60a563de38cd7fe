// Lists whose number of items another answer sets: schema.json's
// `itemCountFrom` ("lots": { "itemCountFrom": "lotCount" }). The wizard reads
// the keyword from the schema, not from ui.json (src/engine/core/rjsfUiSchema.ts:
// rows appear when the count is chosen, no Add or Remove), so the browser
// filler learns it from the schema too, as the repeatable group's `countField`.
import { toDisplaySchema } from '../../scripts/lib/displaySchema';
import { listCommonSchemas, loadAllForms, type FormFolder } from '../../scripts/lib/formFolders';
import { countedListsOf } from '../../src/engine/core/countedLists';
import type { FormModel } from '../../src/engine/core/formModel';
import { getAt, matchesPattern } from '../../src/engine/core/pointer';

/** The form's schema with every `$ref` (to common/, to another form, to its own `$defs`) replaced by its target. */
function dereferenced(form: FormFolder): unknown {
  const byId = new Map<string, unknown>(listCommonSchemas().map((common) => [common.expectedId, common.schema]));
  for (const other of loadAllForms()) byId.set(other.schemaFile.expectedId, other.schemaFile.schema);
  byId.set(form.schemaFile.expectedId, form.schemaFile.schema);
  return toDisplaySchema(form.schemaFile.schema, form.schemaFile.expectedId, (url) => {
    const [baseId = url, fragment = ''] = url.split('#');
    const document = byId.get(baseId);
    return document === undefined ? undefined : { schema: getAt(document, decodeURIComponent(fragment)), baseId };
  });
}

/**
 * The model with each counted list's `countField` in its field options, as
 * the wizard gives it to the list (a `countField` in ui.json wins).
 */
export function withCountedLists(model: FormModel, form: FormFolder): FormModel {
  const lists = Object.entries(countedListsOf(dereferenced(form)));
  if (lists.length === 0) return model;
  return {
    ...model,
    fieldUi(pointer) {
      const options = model.fieldUi(pointer);
      const counted = lists.find(([pattern]) => matchesPattern(pattern, pointer));
      if (!counted || typeof options?.['countField'] === 'string') return options;
      return { ...options, countField: counted[1] };
    },
  };
}
