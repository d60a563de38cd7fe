// The contract between precompiled validators (src/shared/generated/validators)
// and the code that runs them, in the browser and on the server alike.
import type { DerivedValue } from '../conditions/derivedValues';
import { toFieldErrors, type FieldError, type ValidationErrorObject } from './fieldErrors';

export interface CompiledValidateFunction {
  (data: unknown): boolean;
  errors?: ValidationErrorObject[] | null;
}

export interface CompiledValidatorModule {
  validate: CompiledValidateFunction;
  /** The schema a renderer sees: dereferenced, validation-only rules removed (JSON). */
  displaySchema?: unknown;
  /** The form's ui.json. */
  ui?: unknown;
  /** The precompiled schemas of ui.json's conditions, by canonical text (src/shared/conditions). */
  conditions?: Readonly<Record<string, CompiledValidateFunction>>;
  /** The values schema.json derives (`x-derive`), set before conditions are read (src/shared/conditions/derivedValues.ts). */
  derivations?: readonly DerivedValue[];
}

/** What a page needs to show a form: its generated module without the validator (`<form>.display.ts`). */
export type FormDisplayModule = Omit<CompiledValidatorModule, 'validate'>;

/** A form's precompiled validator alone (`<form>.validate.ts`). */
export interface FormValidateModule {
  validate: CompiledValidateFunction;
}

export type ValidationResult = { valid: true; errors: [] } | { valid: false; errors: FieldError[] };

/** Runs a compiled validator and returns its errors as messages at pointers. */
export function runValidator(validate: CompiledValidateFunction, document: unknown): ValidationResult {
  if (validate(document)) return { valid: true, errors: [] };
  return { valid: false, errors: toFieldErrors(validate.errors) };
}
