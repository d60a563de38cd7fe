// Reads the schemas/ tree: one folder per form (schema.json, ui.json,
// examples/*.json) plus common/ with shared definitions. Build tools, schema
// lint, type generation and tests all load schemas through here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas');
/**
 * Test-only forms (a fixture that uses every widget and condition). They join
 * the real forms when INCLUDE_TEST_FORMS=1, which `npm test` sets, and never
 * reach a production build.
 */
export const TEST_FORMS_DIR = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'forms');

export function includesTestForms(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['INCLUDE_TEST_FORMS'] === '1';
}
/** Every schema's `$id` is this base plus its path under schemas/, so relative `$ref`s resolve like file paths. */
export const SCHEMA_ID_BASE = 'https://schemas.portal.example/';

export type JsonObject = Record<string, unknown>;

export interface SchemaFile {
  /** Path relative to schemas/, with forward slashes, e.g. `common/contact.json`. */
  relativePath: string;
  expectedId: string;
  schema: JsonObject;
}

export interface FormExample {
  file: string;
  description: string;
  document: unknown;
  /**
   * The New Zealand date the example was written for (YYYY-MM-DD), when its
   * answers include dates measured from today: tools check it as of that day.
   */
  today?: string;
  expect: { valid: true } | { valid: false; errors: Array<{ pointer: string; message: string }> };
  /**
   * How the per-schema browser test drives this example through the wizard:
   * `skip` (with the reason) for documents a user cannot enter, such as wrong
   * types sent by an API client; `errors` when the wizard shows them at other
   * places than the validator reports (lookup ids, whole-object widgets) or
   * only part of them (it stops at the first step with errors).
   */
  wizard?: { skip?: string; errors?: Array<{ pointer: string; message: string }>; $comment?: string };
}

export interface FormFolder {
  name: string;
  dir: string;
  schemaFile: SchemaFile;
  ui: JsonObject | null;
  examples: FormExample[];
}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(PROJECT_ROOT, file)}: ${(error as Error).message}`);
  }
}

function toSchemaFile(relativePath: string): SchemaFile {
  const schema = readJson(path.join(SCHEMAS_DIR, relativePath)) as JsonObject;
  return { relativePath, expectedId: SCHEMA_ID_BASE + relativePath, schema };
}

/** The shared definition files under schemas/common/. */
export function listCommonSchemas(): SchemaFile[] {
  const dir = path.join(SCHEMAS_DIR, 'common');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => toSchemaFile(`common/${file}`));
}

/** Every folder under schemas/ (except common/) that holds a schema.json. */
export function listFormNames(schemasDir = SCHEMAS_DIR): string[] {
  return readdirSync(schemasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'common')
    .filter((entry) => existsSync(path.join(schemasDir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}

function formDir(name: string): string {
  const real = path.join(SCHEMAS_DIR, name);
  if (existsSync(path.join(real, 'schema.json'))) return real;
  return path.join(TEST_FORMS_DIR, name);
}

export function loadFormFolder(name: string): FormFolder {
  const dir = formDir(name);
  const uiPath = path.join(dir, 'ui.json');
  const examplesDir = path.join(dir, 'examples');
  const examples = existsSync(examplesDir)
    ? readdirSync(examplesDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({ file: `${name}/examples/${file}`, ...(readJson(path.join(examplesDir, file)) as Omit<FormExample, 'file'>) }))
    : [];
  return {
    name,
    dir,
    // A test form's $id places it beside the real forms, so its `../common/` refs resolve the same way.
    schemaFile: dir.startsWith(TEST_FORMS_DIR)
      ? { relativePath: `${name}/schema.json`, expectedId: `${SCHEMA_ID_BASE}${name}/schema.json`, schema: readJson(path.join(dir, 'schema.json')) as JsonObject }
      : toSchemaFile(`${name}/schema.json`),
    ui: existsSync(uiPath) ? (readJson(uiPath) as JsonObject) : null,
    examples,
  };
}

/** The real forms, plus the test forms when INCLUDE_TEST_FORMS=1. */
export function loadAllForms(options: { testForms?: boolean } = {}): FormFolder[] {
  const names = listFormNames();
  if (options.testForms ?? includesTestForms()) {
    if (existsSync(TEST_FORMS_DIR)) names.push(...listFormNames(TEST_FORMS_DIR).filter((name) => !names.includes(name)));
  }
  return names.map(loadFormFolder);
}
