// The server's access to the precompiled form validators: the very code the
// browser runs, so both sides give the same messages at the same pointers.
import { formValidatorLoaders } from '../../shared/generated/validators';
import { runValidator, type CompiledValidatorModule, type ValidationResult } from '../../shared/validation/compiledValidator';

const loaded = new Map<string, Promise<CompiledValidatorModule>>();

export function isKnownForm(form: string): boolean {
  return Object.prototype.hasOwnProperty.call(formValidatorLoaders, form);
}

export function knownForms(): string[] {
  return Object.keys(formValidatorLoaders).sort();
}

export async function validateFormDocument(form: string, document: unknown): Promise<ValidationResult> {
  const loader = formValidatorLoaders[form];
  if (!loader) throw new Error(`Unknown form "${form}"`);
  const module = loaded.get(form) ?? loader();
  loaded.set(form, module);
  return runValidator((await module).validate, document);
}
