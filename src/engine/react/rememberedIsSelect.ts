// Stands in for @rjsf/utils' isSelect in the portal's build (scripts/lib/rjsfStandIns.ts
// aliases the module here): the same answer, worked out once per schema.
//
// RJSF asks whether a schema is a select (an `enum`, or alternatives that are all
// constants) for every value of the document each time its <Form> takes new
// props: computing the defaults keeps a select's value only if it is one of its
// options (getDefaultFormState's ensureFormDataMatchingSchema). Each question
// resolves the schema again (retrieveSchema: references, conditions, allOf), so
// a list of 500 rows asked the same few item schemas 2,500 times, about 20 ms
// of the form's first render (docs/operations/benchmarks.md, "A fourteenth look").
// The answer depends only on the schema, the root schema it is resolved in and
// the validator (which decides conditions, here without form data), none of
// which RJSF changes in place: so it is remembered per those three objects.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { schemaAnswers } from './schemaAnswers';
import isSelect from '@rjsf/utils/lib/schema/isSelect.js';

const answers = schemaAnswers<boolean>();

export default function rememberedIsSelect(validator: ValidatorType, theSchema: RJSFSchema, rootSchema: RJSFSchema = {}, experimental_customMergeAllOf?: unknown): boolean {
  // A custom allOf merger is a function RJSF cannot vouch for; the engine passes none.
  if (experimental_customMergeAllOf !== undefined || typeof theSchema !== 'object' || theSchema === null) {
    return isSelect(validator, theSchema, rootSchema, experimental_customMergeAllOf as never);
  }
  return answers(validator, rootSchema, theSchema, () => isSelect(validator, theSchema, rootSchema));
}
