// Every example document of every form gives exactly the result it declares
// when run through the PRECOMPILED conditions and validator (the code the
// browser and server run: hidden fields pruned, then validated), not only
// through in-process Ajv as schema lint does.
import { describe, expect, it } from 'vitest';
import { loadAllForms } from '../../scripts/lib/formFolders';
import { formValidatorLoaders } from '../../src/shared/generated/validators';
import { formVisibilityOf } from '../../src/shared/conditions/formVisibility';
import { runValidator } from '../../src/shared/validation/compiledValidator';
import { validateAsOf } from '../../src/shared/validation/keywords';

const key = (error: { pointer: string; message: string }) => `${error.pointer} → ${error.message}`;

for (const form of loadAllForms()) {
  describe(`${form.name} examples`, () => {
    it('has a precompiled validator', () => {
      expect(formValidatorLoaders[form.name]).toBeTypeOf('function');
    });
    for (const example of form.examples) {
      it(`${example.file}: ${example.description}`, async () => {
        const module = await formValidatorLoaders[form.name]!();
        const { validate } = module;
        // As both sides see it: derived values set and the values of hidden fields pruned first.
        const visibility = formVisibilityOf(module);
        // Dates mean what they meant on the day the example names.
        const result = validateAsOf(example.today, () => runValidator(validate, visibility.prune(structuredClone(example.document))));
        if (example.expect.valid) {
          expect(result.errors.map(key)).toEqual([]);
        } else {
          expect(result.errors.map(key).sort()).toEqual(example.expect.errors.map(key).sort());
        }
      });
    }
  });
}
