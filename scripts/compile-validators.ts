// npm run gen:validators — writes src/shared/generated/validators/<form>.ts,
// <form>.display.ts and <form>.validate.ts for every form folder under schemas/
// (decision 0039), and their index. Build output: not committed.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createFormsAjv, GENERATED_VALIDATORS_DIR, writeFormModules } from './lib/compileValidators';
import { loadAllForms } from './lib/formFolders';

const forms = loadAllForms();
const ajv = createFormsAjv(forms);
mkdirSync(GENERATED_VALIDATORS_DIR, { recursive: true });
for (const file of readdirSync(GENERATED_VALIDATORS_DIR)) rmSync(path.join(GENERATED_VALIDATORS_DIR, file));
writeFormModules(forms, ajv);
console.log(`Compiled ${forms.length} form validator(s): ${forms.map((form) => form.name).join(', ')}`);
