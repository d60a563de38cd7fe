// The server's access to the precompiled form validators and conditions: the
// very code the browser runs, so both sides give the same messages at the same
// pointers, and drop the same hidden fields.
import { formValidatorLoaders } from '../../shared/generated/validators';
import { formVisibilityOf, type FormVisibility } from '../../shared/conditions/formVisibility';
import { runValidator, type CompiledValidatorModule, type ValidationResult } from '../../shared/validation/compiledValidator';
import { validateAsOf } from '../../shared/validation/keywords/dateWindow';

const loaded = new Map<string, Promise<CompiledValidatorModule>>();
const visibilities = new Map<string, FormVisibility>();

export function isKnownForm(form: string): boolean {
  return Object.prototype.hasOwnProperty.call(formValidatorLoaders, form);
}

export function knownForms(): string[] {
  return Object.keys(formValidatorLoaders).sort();
}

function formModule(form: string): Promise<CompiledValidatorModule> {
  const loader = formValidatorLoaders[form];
  if (!loader) throw new Error(`Unknown form "${form}"`);
  const module = loaded.get(form) ?? loader();
  loaded.set(form, module);
  return module;
}

export async function validateFormDocument(form: string, document: unknown): Promise<ValidationResult> {
  return runValidator((await formModule(form)).validate, document);
}

/**
 * The document with its derived values set (schema.json's `x-derive`, never the
 * client's word) and without the values of fields its own answers hide
 * (ui.json's `visibleWhen`), as the browser sends it. An API client may send anything:
 * what the form would not show is neither validated nor stored.
 */
export async function pruneHiddenFields<T>(form: string, document: T): Promise<T> {
  let visibility = visibilities.get(form);
  if (!visibility) {
    visibility = formVisibilityOf(await formModule(form));
    visibilities.set(form, visibility);
  }
  return visibility.prune(document);
}

/**
 * Prunes and validates a document as the order endpoints would have on the New
 * Zealand day `asOf` (YYYY-MM-DD): date windows are measured from that day.
 * For a stateless check of an example document written on that day; nothing
 * that stores an order takes a day from the caller. Loading is awaited first:
 * the day is set only around the synchronous prune and validation, so no other
 * request is checked as of it.
 */
export async function validateFormDocumentAsOf(form: string, document: unknown, asOf: string | undefined): Promise<ValidationResult> {
  const module = await formModule(form);
  let visibility = visibilities.get(form);
  if (!visibility) {
    visibility = formVisibilityOf(module);
    visibilities.set(form, visibility);
  }
  const check = visibility;
  return validateAsOf(asOf, () => runValidator(module.validate, check.prune(document)));
}
