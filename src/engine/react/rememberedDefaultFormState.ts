// Stands in for @rjsf/utils' getDefaultFormState module in the portal's build
// (scripts/lib/rjsfStandIns.ts aliases it here): the same functions, and the
// same answer, without working it out again for a document it has just filled
// in for a form being created.
//
// RJSF's <Form> fills in the defaults of the whole document when it is created
// (getStateFromProps, with the initial defaults not generated yet), and reports
// the filled document as a change if it differs from the one it was given. The
// engine hands the form a document it has already filled in with this same call
// (rendererDefaults.ts), so the form's own call is a second walk of the whole
// schema and document (a list of hundreds of rows) with nothing to add. Filling
// in the defaults of a filled document gives it back unchanged for a schema
// whose answers cannot depend on the data (tests/unit/rendererDefaults.test.ts
// checks this for every form), so a creation call given a document that such a
// call has just returned answers with that document.
//
// Only creation calls are remembered and answered. A change's calls (initial
// defaults generated) go to RJSF as before: RJSF clears a field in place in
// what such a call returned, so those documents do not stay as filled in.
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, ValidatorType } from '@rjsf/utils';
import getDefaultFormState from '@rjsf/utils/lib/schema/getDefaultFormState.js';
import { isDataIndependent } from './rememberedRetrieveSchema';

export * from '@rjsf/utils/lib/schema/getDefaultFormState.js';

/** What a creation call was asked with, apart from the document. */
interface CreationCall {
  validator: ValidatorType;
  schema: RJSFSchema;
  rootSchema: RJSFSchema | undefined;
  includeUndefinedValues: boolean | 'excludeObjectChildren';
  behaviour: Experimental_DefaultFormStateBehavior | undefined;
}

/** Documents filled in by a creation call, by the call that filled them in. Never changed in place by RJSF or the engine. */
const filledOnCreation = new WeakMap<object, CreationCall>();

/** No behaviour given and an empty one are the same: createSchemaUtils passes a new `{}` for none. */
function sameBehaviour(a: Experimental_DefaultFormStateBehavior | undefined, b: Experimental_DefaultFormStateBehavior | undefined): boolean {
  const none = (behaviour: Experimental_DefaultFormStateBehavior | undefined) => behaviour === undefined || Object.keys(behaviour).length === 0;
  return a === b || (none(a) && none(b));
}

function sameCall(a: CreationCall, b: CreationCall): boolean {
  return a.validator === b.validator && a.schema === b.schema && a.rootSchema === b.rootSchema && a.includeUndefinedValues === b.includeUndefinedValues && sameBehaviour(a.behaviour, b.behaviour);
}

/**
 * Vouches that `document` is filled in as `filled` is: for a document that
 * differs from a filled one only in values the defaults never touch (a field
 * settling its flags, settledFields.ts), so the form's creation call answers
 * with it too. Does nothing where `filled` was not filled in by a creation call.
 */
export function filledLike(document: object, filled: object): void {
  const call = filledOnCreation.get(filled);
  if (call) filledOnCreation.set(document, call);
}

export default function rememberedDefaultFormState(
  validator: ValidatorType,
  theSchema: RJSFSchema,
  formData?: unknown,
  rootSchema?: RJSFSchema,
  includeUndefinedValues: boolean | 'excludeObjectChildren' = false,
  experimental_defaultFormStateBehavior?: Experimental_DefaultFormStateBehavior,
  experimental_customMergeAllOf?: unknown,
  initialDefaultsGenerated?: boolean,
): unknown {
  const asRjsf = () =>
    getDefaultFormState(validator, theSchema, formData, rootSchema, includeUndefinedValues, experimental_defaultFormStateBehavior, experimental_customMergeAllOf as never, initialDefaultsGenerated);
  // A custom allOf merger is a function RJSF cannot vouch for; the engine passes none.
  const rememberable = !initialDefaultsGenerated && experimental_customMergeAllOf === undefined && isDataIndependent(theSchema) && isDataIndependent(rootSchema);
  if (!rememberable) return asRjsf();
  const call: CreationCall = { validator, schema: theSchema, rootSchema, includeUndefinedValues, behaviour: experimental_defaultFormStateBehavior };
  const filledBy = typeof formData === 'object' && formData !== null ? filledOnCreation.get(formData) : undefined;
  if (filledBy && sameCall(filledBy, call)) return formData;
  const filled = asRjsf();
  if (typeof filled === 'object' && filled !== null && filled !== formData) filledOnCreation.set(filled, call);
  return filled;
}
