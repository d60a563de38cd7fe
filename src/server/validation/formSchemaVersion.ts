// The version of a form's schema that a draft was saved under: the SHA-256 of
// its display schema (the fields, their types and options, as the renderer
// sees them). Drafts record it so that a draft saved before a schema change
// can be recognised and opened with the fields that still exist
// (docs/operations/orders.md).
import { createHash } from 'node:crypto';
import { formValidatorLoaders } from '../../shared/generated/validators';
import type { CompiledValidatorModule } from '../../shared/validation/compiledValidator';

const modules = new Map<string, Promise<CompiledValidatorModule>>();
const versions = new Map<string, Promise<string>>();

/**
 * The form's compiled module, loaded once per process. (A dynamic import of a
 * loaded module still costs a trip through the module loader, which under
 * tsx's hooks is a message to another thread: too slow for every request.)
 */
function formModule(form: string): Promise<CompiledValidatorModule> {
  let module = modules.get(form);
  if (!module) {
    const loader = formValidatorLoaders[form];
    if (!loader) return Promise.reject(new Error(`Unknown form "${form}"`));
    module = loader();
    modules.set(form, module);
    // A failed load is not kept: the next call tries again.
    module.catch(() => modules.delete(form));
  }
  return module;
}

async function computeVersion(form: string): Promise<string> {
  const module = await formModule(form);
  return createHash('sha256')
    .update(JSON.stringify(module.displaySchema ?? null))
    .digest('hex');
}

/** A stable hash of the form's display schema (64 hex characters); the same for every process running the same build. */
export function formSchemaVersion(form: string): Promise<string> {
  let version = versions.get(form);
  if (!version) {
    version = computeVersion(form);
    versions.set(form, version);
    version.catch(() => versions.delete(form));
  }
  return version;
}

/** The form's display schema (dereferenced), e.g. to read `x-attachmentType` beside a file list. */
export async function formDisplaySchema(form: string): Promise<unknown> {
  return (await formModule(form)).displaySchema;
}
