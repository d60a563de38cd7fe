// Which validation errors belong to the step the user is on: Next validates the
// current step only, so errors of later steps are not shown yet.
import type { FieldError } from '../../shared/validation/fieldErrors';
import type { FormModel } from './formModel';
import { isWithin } from './pointer';

export function errorsForStep(model: FormModel, errors: readonly FieldError[], stepIndex: number): FieldError[] {
  return errors.filter((error) => {
    const owner = model.stepIndexOf(error.pointer);
    // Errors at the root (a missing top-level field with no section) show on the last form step.
    return owner === stepIndex || (owner === -1 && stepIndex === model.steps.length - 1);
  });
}

/** The errors at a pointer or inside it (a field and its children), for blur validation. */
export function errorsWithin(errors: readonly FieldError[], pointer: string): FieldError[] {
  return errors.filter((error) => isWithin(error.pointer, pointer));
}

/** Replaces the errors at and under `pointer` in `current` with those in `fresh`. */
export function replaceErrorsWithin(current: readonly FieldError[], fresh: readonly FieldError[], pointer: string): FieldError[] {
  return [...current.filter((error) => !isWithin(error.pointer, pointer)), ...errorsWithin(fresh, pointer)];
}
