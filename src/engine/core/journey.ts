// Where a person can go in a wizard, as GOV.UK forms-runner keeps it: out of
// the views and the form state. Indices: the form's steps from 0, then the
// review, then the page that says the submission failed. Pure: it reads the
// form model and errors, and holds no state of its own.
import type { FieldError } from '../../shared/validation/fieldErrors';
import type { FormModel } from './formModel';
import { errorsForStep } from './stepErrors';
import type { FormUi } from './uiModel';

export interface Journey {
  formStepCount: number;
  reviewIndex: number;
  /** The page after a failed submission (Back returns to the review, Retry submits again). */
  submissionErrorIndex: number;
  isFormStep(index: number): boolean;
  /** The step after `index` (the review after the last form step). */
  next(index: number): number;
  /** The step before `index`: the review from the error page, the last form step from the review. */
  back(index: number): number;
  /** The errors a step shows: its own, and on the last form step those no step owns. */
  errorsOnStep(errors: readonly FieldError[], index: number): FieldError[];
  /**
   * The first step that owns one of the errors: errors no step owns belong to
   * the last form step, a consent box's to the review.
   */
  firstStepWithError(errors: readonly FieldError[]): number;
  /**
   * Whether a person may go to `index` having reached `furthest`: any form step
   * up to it, the review once reached; never the error page (only a failed
   * submission leads there).
   */
  mayVisit(index: number, furthest: number): boolean;
  /** The progress indicator: the host's leading steps, the form steps and the review, and which is current. */
  progress(index: number): { titles: string[]; current: number };
}

export function createJourney(model: FormModel, ui: FormUi = model.ui): Journey {
  const formStepCount = model.steps.length;
  const reviewIndex = formStepCount;
  const submissionErrorIndex = formStepCount + 1;
  const lastFormStep = Math.max(formStepCount - 1, 0);
  const leading = ui.leadingSteps ?? [];
  const titles = [...leading, ...model.steps.map((step) => step.title), ui.review?.title ?? 'Review & Submit'];

  return {
    formStepCount,
    reviewIndex,
    submissionErrorIndex,
    isFormStep: (index) => index >= 0 && index < formStepCount,
    next: (index) => Math.min(index + 1, reviewIndex),
    back: (index) => Math.max(index - 1, 0),
    errorsOnStep: (errors, index) => errorsForStep(model, errors, index),
    firstStepWithError(errors) {
      if (errors.length === 0) return reviewIndex;
      const owners = errors.map((error) => model.stepIndexOf(error.pointer)).map((index) => (index >= 0 ? index : lastFormStep));
      return Math.min(...owners);
    },
    mayVisit: (index, furthest) => index >= 0 && index <= Math.min(furthest, reviewIndex),
    progress: (index) => ({ titles, current: leading.length + Math.min(index, reviewIndex) }),
  };
}
