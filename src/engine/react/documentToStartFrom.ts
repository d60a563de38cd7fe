// The document a form is first rendered with: the host's document with RJSF's
// defaults filled in (rendererDefaults.ts) and the fields that keep their value
// in step with the others settled (settledFields.ts), so that neither RJSF nor
// a field has a change of its own to report once the form is on screen.
import type { FormDocument } from '../core/formController';
import type { FormModel } from '../core/formModel';
import { buildRjsfUiSchema } from '../core/rjsfUiSchema';
import type { JsonSchema } from '../core/schemaAt';
import { filledLike } from './rememberedDefaultFormState';
import { withRendererDefaults } from './rendererDefaults';
import { settledDocument } from './settledFields';
import type { WizardRegistry } from './Wizard';

export function documentToStartFrom(document: FormDocument, { model, registry, displaySchema }: { model: FormModel; registry: WizardRegistry; displaySchema: JsonSchema }): FormDocument {
  // Derived values first: the fields' conditions read them.
  const filled = model.visibility.derive(withRendererDefaults(displaySchema, document));
  const uiSchema = buildRjsfUiSchema(model, new Set(Object.keys(registry.fields)), new Set(Object.keys(registry.widgets)), displaySchema);
  const settled = settledDocument(filled, { model, uiSchema, displaySchema, fields: registry.fields });
  // A field settles its own value, with that value's defaults (settledFields.ts), so the settled document is as
  // filled in as before (documentToStartFrom.test.tsx checks this for every form): the renderer's creation call answers with it.
  if (settled !== filled) filledLike(settled, filled);
  return settled;
}
