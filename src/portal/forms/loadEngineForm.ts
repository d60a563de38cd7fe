// Loads a form's generated module (precompiled validator, display schema and
// ui.json) and shapes it for the engine's Wizard. The widgets the form uses that
// load on demand (the date picker, the address search) are fetched beside it, so
// a page that waits for the form renders it once, complete.
import { formValidatorLoaders, formWidgetNames } from '../../shared/generated/validators';
import { loadFormWidgets, loadWidgetsNamed } from '../../engine/react/formWidgets';
import type { EngineForm, WizardRegistry } from '../../engine/react/Wizard';
import type { FormUi } from '../../engine/core/uiModel';
import type { JsonSchema } from '../../engine/core/schemaAt';
import { portalEngineRegistry } from './portalEngineRegistry';

export function isKnownForm(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(formValidatorLoaders, name);
}

/** The form `name`, with the widgets it uses from `registry` (the portal's by default) loaded. */
export async function loadEngineForm(name: string, registry: Pick<WizardRegistry, 'widgets'> = portalEngineRegistry): Promise<EngineForm> {
  const loader = formValidatorLoaders[name];
  if (!loader) throw new Error(`Unknown form "${name}"`);
  // The widgets download beside the form's module (their names are in the index), not after it.
  const [module] = await Promise.all([loader(), loadWidgetsNamed(registry, formWidgetNames[name] ?? [])]);
  if (!module.ui || !module.displaySchema) throw new Error(`Form "${name}" has no ui.json`);
  const form: EngineForm = { name, ui: module.ui as FormUi, displaySchema: module.displaySchema as JsonSchema, validate: module.validate, conditions: module.conditions, derivations: module.derivations };
  // Anything the index did not name (an index older than the form's ui.json, in development): usually nothing to load.
  await loadFormWidgets(registry, form);
  return form;
}
