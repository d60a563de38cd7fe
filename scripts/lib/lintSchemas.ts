// The checks behind `npm run lint:schemas`. Each returns human-readable
// problems naming the file, so an analyst can fix the JSON without reading code.
import { toFieldErrors, hasSchemaMessage, type FieldError, type ValidationErrorObject } from '../../src/shared/validation/fieldErrors';
import { validateAsOf } from '../../src/shared/validation/keywords/dateWindow';
import { createFormsAjv } from './compileValidators';
import { listCommonSchemas, loadAllForms, type FormExample, type FormFolder, type SchemaFile } from './formFolders';
import { collectRefs, schemaHasPointer } from './schemaPointers';
import { listUiPointers, missingSections } from './uiPointers';
import { reviewLineReferences, reviewOptionProblems } from './reviewOptions';
import type Ajv2020 from 'ajv/dist/2020';
import { conditionProblems, conditionSchemasOf, conditionsOf, derivationsOf } from './uiConditions';
import { conditionKey, valueConditionsOf, type Condition } from '../../src/shared/conditions/condition';
import { derivationsOfSchema } from '../../src/shared/conditions/derivedValues';
import { createFormVisibility, type ConditionalUi } from '../../src/shared/conditions/formVisibility';
import type { CompiledValidateFunction } from '../../src/shared/validation/compiledValidator';

export interface LintReport {
  problems: string[];
  checked: { schemas: number; refs: number; uiPointers: number; examples: number };
}

function describeErrors(errors: FieldError[]): string {
  return errors.length === 0 ? '(none)' : errors.map((error) => `${error.pointer || '/'}: ${error.message}`).join('; ');
}

function sameErrors(actual: FieldError[], expected: FieldError[]): boolean {
  const key = (error: FieldError) => `${error.pointer}\u0000${error.message}`;
  const actualKeys = new Set(actual.map(key));
  const expectedKeys = new Set(expected.map(key));
  return actualKeys.size === expectedKeys.size && [...expectedKeys].every((k) => actualKeys.has(k));
}

/**
 * An example declares what the form answers for its document as both sides
 * see it: with the values of hidden fields pruned first (`prune`), as the
 * browser does before validating and the server before validating and storing.
 */
export function checkExample(
  validate: (data: unknown) => boolean,
  errorsOf: () => readonly ValidationErrorObject[] | null | undefined,
  example: FormExample,
  prune: (document: unknown) => unknown = (document) => document,
): string[] {
  const problems: string[] = [];
  // Dates in an example mean what they meant on the day it names (see validateAsOf).
  const { valid, rawErrors } = validateAsOf(example.today, () => {
    const valid = validate(prune(example.document));
    return { valid, rawErrors: [...(errorsOf() ?? [])] };
  });
  const actual = valid ? [] : toFieldErrors(rawErrors);
  for (const error of rawErrors) {
    if (!hasSchemaMessage(error)) {
      problems.push(`${example.file}: the rule "${error.keyword}" at ${error.instancePath || '/'} has no errorMessage in the schema (Ajv says "${error.message}")`);
    }
  }
  if (example.expect.valid) {
    if (!valid) problems.push(`${example.file}: expected valid, got ${describeErrors(actual)}`);
  } else if (valid) {
    problems.push(`${example.file}: expected errors ${describeErrors(example.expect.errors)}, but the document is valid`);
  } else if (!sameErrors(actual, example.expect.errors)) {
    problems.push(`${example.file}: expected ${describeErrors(example.expect.errors)}\n    got      ${describeErrors(actual)}`);
  }
  return problems;
}

/** The form's hidden-field pruning, with its conditions compiled in process; conditions that do not compile leave documents whole (reported above). */
function examplePruner(ajv: Ajv2020, form: FormFolder): (document: unknown) => unknown {
  if (!form.ui) return (document) => document;
  try {
    const validators: Record<string, CompiledValidateFunction> = {};
    const derivations = derivationsOf(form);
    const schemas = [...conditionSchemasOf(form.ui), ...derivations.flatMap((derivation) => valueConditionsOf(derivation.when))];
    for (const { schema } of schemas) if (typeof schema !== 'boolean') validators[conditionKey(schema)] = ajv.compile(schema as object) as CompiledValidateFunction;
    const visibility = createFormVisibility(form.ui as unknown as ConditionalUi, validators, derivations);
    return (document) => visibility.prune(document);
  } catch {
    return (document) => document;
  }
}

function checkExampleShape(example: FormExample): string[] {
  const problems: string[] = [];
  const file = example.file;
  if (typeof example.description !== 'string' || example.description.length === 0) problems.push(`${file}: needs a "description"`);
  if (!('document' in example)) problems.push(`${file}: needs a "document"`);
  if (example.today !== undefined && (typeof example.today !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(example.today))) {
    problems.push(`${file}: "today" must be the date the example was written for, as YYYY-MM-DD`);
  }
  const expectation = example.expect as unknown;
  if (typeof expectation !== 'object' || expectation === null || typeof (expectation as { valid?: unknown }).valid !== 'boolean') {
    problems.push(`${file}: needs "expect": { "valid": true } or { "valid": false, "errors": [...] }`);
  } else {
    const errors = (expectation as { valid: boolean; errors?: unknown }).errors;
    if (!(expectation as { valid: boolean }).valid && (!Array.isArray(errors) || errors.length === 0)) {
      problems.push(`${file}: an invalid example must list the errors it expects`);
    }
  }
  return problems;
}

export function lintSchemas(forms: FormFolder[] = loadAllForms(), common: SchemaFile[] = listCommonSchemas()): LintReport {
  const problems: string[] = [];
  const checked = { schemas: 0, refs: 0, uiPointers: 0, examples: 0 };
  const files = [...common, ...forms.map((form) => form.schemaFile)];
  for (const file of files) {
    if (file.schema['$id'] !== file.expectedId) problems.push(`schemas/${file.relativePath}: "$id" must be "${file.expectedId}"`);
    if (file.schema['$schema'] !== 'https://json-schema.org/draft/2020-12/schema') {
      problems.push(`schemas/${file.relativePath}: "$schema" must be "https://json-schema.org/draft/2020-12/schema"`);
    }
  }

  let ajv;
  try {
    ajv = createFormsAjv(forms);
  } catch (error) {
    problems.push(`schemas could not be loaded: ${(error as Error).message}`);
    return { problems, checked };
  }

  for (const file of files) {
    checked.schemas++;
    try {
      ajv.getSchema(file.expectedId);
    } catch (error) {
      problems.push(`schemas/${file.relativePath}: does not compile: ${(error as Error).message}`);
      continue;
    }
    for (const { ref, baseId } of collectRefs(file.schema, file.expectedId)) {
      checked.refs++;
      const url = new URL(ref, baseId).toString();
      try {
        if (!ajv.getSchema(url)) problems.push(`schemas/${file.relativePath}: "$ref": "${ref}" does not resolve`);
      } catch (error) {
        problems.push(`schemas/${file.relativePath}: "$ref": "${ref}" does not resolve: ${(error as Error).message}`);
      }
    }
  }

  const compiles = (form: FormFolder) => {
    try {
      return Boolean(ajv.getSchema(form.schemaFile.expectedId));
    } catch {
      return false; // reported above
    }
  };
  for (const form of forms) {
    if (!compiles(form)) continue;
    problems.push(...derivationsOfSchema(form.schemaFile.schema).problems.map((problem) => `schemas/${form.name}/schema.json: ${problem}`));
    if (!form.ui) {
      problems.push(`schemas/${form.name}: has no ui.json`);
    } else {
      for (const id of missingSections(form.ui)) problems.push(`schemas/${form.name}/ui.json: a step names section "${id}", which is not defined`);
      for (const { where, condition } of conditionsOf(form.ui)) {
        const shapeProblems = conditionProblems(condition, where);
        problems.push(...shapeProblems.map((problem) => `schemas/${form.name}/ui.json: ${problem}`));
        if (shapeProblems.length > 0) continue;
        for (const { schema } of valueConditionsOf(condition as Condition)) {
          if (typeof schema === 'boolean') continue;
          try {
            // Compiled beside schema.json, as the validator compiler does, so relative $refs resolve the same way.
            ajv.compile({ ...schema, $id: form.schemaFile.expectedId.replace(/schema\.json$/, 'ui-condition-lint.json') });
            ajv.removeSchema(form.schemaFile.expectedId.replace(/schema\.json$/, 'ui-condition-lint.json'));
          } catch (error) {
            problems.push(`schemas/${form.name}/ui.json: ${where}: the condition's schema does not compile: ${(error as Error).message}`);
          }
        }
      }
      for (const { pointer, where } of listUiPointers(form.ui)) {
        checked.uiPointers++;
        if (!schemaHasPointer(ajv, form.schemaFile.expectedId, pointer)) {
          problems.push(`schemas/${form.name}/ui.json: ${where} names "${pointer}", which is not a field of schema.json`);
        }
      }
      problems.push(...reviewOptionProblems(form.ui).map((problem) => `schemas/${form.name}/ui.json: ${problem}`));
      for (const { where, name, candidates } of reviewLineReferences(form.ui)) {
        checked.uiPointers++;
        if (!candidates.some((pointer) => schemaHasPointer(ajv, form.schemaFile.expectedId, pointer))) {
          problems.push(`schemas/${form.name}/ui.json: ${where} names "{${name}}", which is not a field of that group in schema.json`);
        }
      }
    }
    if (form.examples.length === 0) problems.push(`schemas/${form.name}: has no examples`);
    let validate;
    try {
      validate = ajv.getSchema(form.schemaFile.expectedId);
    } catch {
      continue; // already reported
    }
    if (!validate) continue;
    const prune = examplePruner(ajv, form);
    for (const example of form.examples) {
      checked.examples++;
      const shapeProblems = checkExampleShape(example);
      problems.push(...shapeProblems);
      if (shapeProblems.length > 0) continue;
      problems.push(...checkExample((data) => validate(data) as boolean, () => validate.errors, example, prune));
    }
  }
  return { problems, checked };
}
