// Form models for the browser tests, built in the test process: the ui.json
// and its condition schemas compiled by Ajv, so a test knows which fields the
// wizard shows. (The generated modules import ui.json, which Node's loader will
// not do without an import attribute, and the project's createAjv imports Ajv
// without file extensions, which Playwright's loader refuses; conditions use
// standard keywords, and one that does not compiles to a loud error here.)
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { buildFormModel, type FormModel } from '../../src/engine/core/formModel';
import type { FormUi } from '../../src/engine/core/uiModel';
import type { CompiledValidateFunction } from '../../src/shared/validation/compiledValidator';
import { conditionSchemasOf } from '../../scripts/lib/uiConditions';
import { conditionKey, valueConditionsOf } from '../../src/shared/conditions/condition';
import { derivationsOfSchema } from '../../src/shared/conditions/derivedValues';

/** `schema` (the form's schema.json) brings its derived values (`x-derive`), which conditions may read. */
export function formModelOf(ui: FormUi, schema?: unknown): FormModel {
  const ajv = new Ajv2020({ strict: false });
  const conditions: Record<string, CompiledValidateFunction> = {};
  const { derivations } = derivationsOfSchema(schema);
  const schemas = [...conditionSchemasOf(ui as unknown as Record<string, unknown>).map(({ schema: conditionSchema }) => conditionSchema), ...derivations.flatMap((derivation) => valueConditionsOf(derivation.when)).map((condition) => condition.schema)];
  for (const conditionSchema of schemas) {
    if (typeof conditionSchema !== 'boolean') conditions[conditionKey(conditionSchema)] ??= ajv.compile(conditionSchema as object) as CompiledValidateFunction;
  }
  return buildFormModel(ui, conditions, derivations);
}

export function formModelFromFile(uiJsonPath: string): FormModel {
  return formModelOf(JSON.parse(readFileSync(uiJsonPath, 'utf8')) as FormUi);
}
