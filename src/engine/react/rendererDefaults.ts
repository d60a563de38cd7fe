// RJSF's <Form> fills in the schema's defaults (defaults, minItems rows, empty
// objects) when it is created, and reports the filled document as a change
// from its constructor. That change comes back as a new document: a second,
// synchronous render of the whole form, and RJSF working out the defaults
// again, before anyone has touched it. Handing the form its document already
// filled in, with the same call the form makes, leaves it nothing to report.
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import type { JsonSchema } from '../core/schemaAt';
import { noopValidator } from './noopValidator';

/** The document as RJSF's form fills it in on creation: `document` with the display schema's defaults. */
export function withRendererDefaults(displaySchema: JsonSchema, document: Record<string, unknown>): Record<string, unknown> {
  const schemaUtils = createSchemaUtils(noopValidator, displaySchema as RJSFSchema);
  // As Form.getStateFromProps asks on creation: no undefined values, initial defaults not generated yet.
  const filled: unknown = schemaUtils.getDefaultFormState(schemaUtils.getRootSchema(), document, false, undefined);
  return filled !== null && typeof filled === 'object' && !Array.isArray(filled) ? (filled as Record<string, unknown>) : document;
}
