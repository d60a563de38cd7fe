// Every example document of every form gives exactly the result it declares
// when run through the PRECOMPILED validator (the code the browser and server
// run), not only through in-process Ajv as schema lint does.
import { describe, expect, it } from 'vitest';
import { loadAllForms } from '../../scripts/lib/formFolders';
import { formValidatorLoaders } from '../../src/shared/generated/validators';
import { runValidator } from '../../src/shared/validation/compiledValidator';

const key = (error: { pointer: string; message: string }) => `${error.pointer} → ${error.message}`;

for (const form of loadAllForms()) {
  describe(`${form.name} examples`, () => {
    it('has a precompiled validator', () => {
      expect(formValidatorLoaders[form.name]).toBeTypeOf('function');
    });
    for (const example of form.examples) {
      it(`${example.file}: ${example.description}`, async () => {
        const { validate } = await formValidatorLoaders[form.name]!();
        const result = runValidator(validate, structuredClone(example.document));
        if (example.expect.valid) {
          expect(result.errors.map(key)).toEqual([]);
        } else {
          expect(result.errors.map(key).sort()).toEqual(example.expect.errors.map(key).sort());
        }
      });
    }
  });
}
