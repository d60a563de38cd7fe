// Loads a form's generated modules and shapes them for the engine. The widgets
// the form uses that load on demand (the date picker, the address search) are
// fetched beside it, so a page that waits for the form renders it once,
// complete. A page may show the form before its validator, most of the form's
// code, has arrived (decision 0039): the wizard then waits for it only where it
// validates.
import { formDisplayLoaders, formValidateLoaders, formValidatorLoaders, formWidgetNames } from '../../shared/generated/validators';
import type { FormDisplayModule } from '../../shared/validation/compiledValidator';
import { loadFormWidgets, loadWidgetsNamed } from '../../engine/react/formWidgets';
import type { EngineForm, ValidatingEngineForm, WizardRegistry } from '../../engine/react/Wizard';
import type { FormUi } from '../../engine/core/uiModel';
import type { JsonSchema } from '../../engine/core/schemaAt';
import { portalEngineRegistry } from './portalEngineRegistry';

export function isKnownForm(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(formValidatorLoaders, name);
}

/** The module's parts the engine shows, with the widgets they name from `registry` loaded. */
async function shownParts(name: string, module: FormDisplayModule, registry: Pick<WizardRegistry, 'widgets'>): Promise<Omit<EngineForm, 'validate'>> {
  if (!module.ui || !module.displaySchema) throw new Error(`Form "${name}" has no ui.json`);
  const form = { name, ui: module.ui as FormUi, displaySchema: module.displaySchema as JsonSchema, conditions: module.conditions, derivations: module.derivations };
  // Anything the index did not name (an index older than the form's ui.json, in development): usually nothing to load.
  await loadFormWidgets(registry, form);
  return form;
}

/** The form `name` with its validator, and the widgets it uses from `registry` (the portal's by default) loaded. */
export async function loadEngineForm(name: string, registry: Pick<WizardRegistry, 'widgets'> = portalEngineRegistry): Promise<ValidatingEngineForm> {
  const loader = formValidatorLoaders[name];
  if (!loader) throw new Error(`Unknown form "${name}"`);
  // The widgets download beside the form's module (their names are in the index), not after it.
  const [module] = await Promise.all([loader(), loadWidgetsNamed(registry, formWidgetNames[name] ?? [])]);
  return { ...(await shownParts(name, module, registry)), validate: module.validate };
}

/**
 * The form `name` ready to show, its validator not yet asked for: `validate`
 * is its arrival, and its download starts when the page calls
 * `startValidator`, once the form is on screen (useEngineForm does, after the
 * render that shows it), so the validator's download and evaluation come after
 * what the page shows first rather than in the middle of it. A validator that
 * cannot load rejects that promise (useEngineForm shows the page's error then).
 */
export async function loadEngineFormBeforeItsValidator(
  name: string,
  registry: Pick<WizardRegistry, 'widgets'> = portalEngineRegistry,
): Promise<{ form: EngineForm; startValidator(): void }> {
  const loader = formDisplayLoaders[name];
  const validateLoader = formValidateLoaders[name];
  if (!loader || !validateLoader) throw new Error(`Unknown form "${name}"`);
  const [module] = await Promise.all([loader(), loadWidgetsNamed(registry, formWidgetNames[name] ?? [])]);
  const shown = await shownParts(name, module, registry);
  let startValidator: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (startValidator = resolve));
  return { form: { ...shown, validate: asked.then(validateLoader).then((validator) => validator.validate) }, startValidator };
}

/** Forms loaded ahead of their first render (preloadFormBeforeItsValidator), by name. */
const formsLoadedAhead = new Map<string, { form: EngineForm; startValidator(): void }>();

/**
 * Loads the form `name` to show before its validator, so that the page's
 * first render shows it (useEngineForm reads it with formLoadedAhead): a page
 * rendered ahead of time on the server, and the same page hydrating in the
 * browser, must both render the form at once, not a loading state.
 */
export async function preloadFormBeforeItsValidator(name: string, registry: Pick<WizardRegistry, 'widgets'> = portalEngineRegistry): Promise<void> {
  if (formsLoadedAhead.has(name)) return;
  formsLoadedAhead.set(name, await loadEngineFormBeforeItsValidator(name, registry));
}

/** The form `name` if preloadFormBeforeItsValidator has loaded it. */
export function formLoadedAhead(name: string): { form: EngineForm; startValidator(): void } | undefined {
  return formsLoadedAhead.get(name);
}
