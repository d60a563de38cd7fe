// Compiles the benchmark form (tests/bench/engine/form) the way
// scripts/compile-validators.ts compiles a real form, into
// .tmp/bench-engine-generated/ (never under src/, never committed):
// - bench-engine.ts: the precompiled validator, the display schema and the
//   ui.json, as the engine's Wizard takes them;
// - stock-schema.json: what stock RJSF gets, the same display schema with the
//   raw schema's `required` lists put back (see docs/operations/benchmarks.md).
// Run by scripts/bench/engine.ts; on its own: npx tsx scripts/bench/compileBenchForm.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileFormValidator, createFormsAjv, displaySchemaOf, GENERATED_VALIDATORS_DIR } from '../lib/compileValidators';
import { PROJECT_ROOT, readJson, SCHEMA_ID_BASE, type FormFolder, type JsonObject } from '../lib/formFolders';

export const BENCH_FORM_NAME = 'bench-engine';
export const BENCH_FORM_DIR = path.join(PROJECT_ROOT, 'tests/bench/engine/form');
export const BENCH_GENERATED_DIR = path.join(PROJECT_ROOT, '.tmp/bench-engine-generated');

export function loadBenchForm(): FormFolder {
  return {
    name: BENCH_FORM_NAME,
    dir: BENCH_FORM_DIR,
    schemaFile: {
      relativePath: `${BENCH_FORM_NAME}/schema.json`,
      expectedId: `${SCHEMA_ID_BASE}${BENCH_FORM_NAME}/schema.json`,
      schema: readJson(path.join(BENCH_FORM_DIR, 'schema.json')) as JsonObject,
    },
    ui: readJson(path.join(BENCH_FORM_DIR, 'ui.json')) as JsonObject,
    examples: [],
  };
}

/**
 * The generated module imports `../../validation/...` and the ui.json relative
 * to src/shared/generated/validators/; the same targets, relative to `outDir`.
 */
export function relocateImports(code: string, outDir: string): string {
  return code.replace(/(from\s+)"(\.{1,2}\/[^"]+)"/g, (_match, keyword: string, specifier: string) => {
    const target = path.resolve(GENERATED_VALIDATORS_DIR, specifier);
    let relative = path.relative(outDir, target).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `${keyword}${JSON.stringify(relative)}`;
  });
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Copies `required` from the raw schema into the display schema wherever both
 * have the same object (through `properties` and `items`), so stock RJSF marks
 * and checks required fields. The bench form keeps its `required` lists in its
 * own file, so following `$ref`s is not needed.
 */
export function withRequired(display: unknown, raw: unknown): unknown {
  if (!isObject(display) || !isObject(raw)) return display;
  const result: JsonObject = { ...display };
  if (Array.isArray(raw['required'])) result['required'] = raw['required'];
  if (isObject(display['properties']) && isObject(raw['properties'])) {
    const rawProperties = raw['properties'];
    result['properties'] = Object.fromEntries(
      Object.entries(display['properties']).map(([name, child]) => [name, withRequired(child, rawProperties[name])]),
    );
  }
  if (display['items'] !== undefined) result['items'] = withRequired(display['items'], raw['items']);
  return result;
}

export function compileBenchForm(outDir = BENCH_GENERATED_DIR): { module: string; stockSchema: string } {
  const form = loadBenchForm();
  const ajv = createFormsAjv([form]);
  mkdirSync(outDir, { recursive: true });
  const modulePath = path.join(outDir, `${BENCH_FORM_NAME}.ts`);
  writeFileSync(modulePath, relocateImports(compileFormValidator(ajv, form), outDir));
  const stockSchemaPath = path.join(outDir, 'stock-schema.json');
  writeFileSync(stockSchemaPath, `${JSON.stringify(withRequired(displaySchemaOf(ajv, form), form.schemaFile.schema), null, 2)}\n`);
  return { module: modulePath, stockSchema: stockSchemaPath };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = compileBenchForm();
  console.log(`Compiled the bench form: ${path.relative(PROJECT_ROOT, written.module)}, ${path.relative(PROJECT_ROOT, written.stockSchema)}`);
}
