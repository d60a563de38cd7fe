// npm run gen:validators — writes src/shared/generated/validators/<form>.ts
// for every form folder under schemas/. Build output: not committed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileFormValidator, createFormsAjv, GENERATED_VALIDATORS_DIR, validatorsIndexModule } from './lib/compileValidators';
import { loadAllForms } from './lib/formFolders';

const forms = loadAllForms();
const ajv = createFormsAjv(forms);
mkdirSync(GENERATED_VALIDATORS_DIR, { recursive: true });
for (const file of readdirSync(GENERATED_VALIDATORS_DIR)) rmSync(path.join(GENERATED_VALIDATORS_DIR, file));
for (const form of forms) {
  writeFileSync(path.join(GENERATED_VALIDATORS_DIR, `${form.name}.ts`), compileFormValidator(ajv, form));
}
writeFileSync(path.join(GENERATED_VALIDATORS_DIR, 'index.ts'), validatorsIndexModule(forms, ajv));
console.log(`Compiled ${forms.length} form validator(s): ${forms.map((form) => form.name).join(', ')}`);
