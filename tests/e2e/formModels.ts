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

export function formModelOf(ui: FormUi): FormModel {
  const ajv = new Ajv2020({ strict: false });
  const conditions: Record<string, CompiledValidateFunction> = {};
  for (const { key, schema } of conditionSchemasOf(ui as unknown as Record<string, unknown>)) {
    conditions[key] = ajv.compile(schema as object) as CompiledValidateFunction;
  }
  return buildFormModel(ui, conditions);
}

export function formModelFromFile(uiJsonPath: string): FormModel {
  return formModelOf(JSON.parse(readFileSync(uiJsonPath, 'utf8')) as FormUi);
}
