// Loads a form's generated module (precompiled validator, display schema and
// ui.json) and shapes it for the engine's Wizard.
import { formValidatorLoaders } from '../../shared/generated/validators';
import type { EngineForm } from '../../engine/react/Wizard';
import type { FormUi } from '../../engine/core/uiModel';
import type { JsonSchema } from '../../engine/core/schemaAt';

export function isKnownForm(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(formValidatorLoaders, name);
}

export async function loadEngineForm(name: string): Promise<EngineForm> {
  const loader = formValidatorLoaders[name];
  if (!loader) throw new Error(`Unknown form "${name}"`);
  const module = await loader();
  if (!module.ui || !module.displaySchema) throw new Error(`Form "${name}" has no ui.json`);
  return { name, ui: module.ui as FormUi, displaySchema: module.displaySchema as JsonSchema, validate: module.validate, conditions: module.conditions, derivations: module.derivations };
}
