// The state of one form on screen, outside React, in the manner of
// react-hook-form's createFormControl: the document, its errors, which step is
// shown, what is busy, and the guards around Next, Submit and Save. The wizard
// and the single-page form are views over it (src/engine/react/useFormController.ts
// subscribes them); its tests need no DOM.
import type { CompiledValidateFunction } from '../../shared/validation/compiledValidator';
import { runValidator } from '../../shared/validation/compiledValidator';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { liftErrorsIntoWholeFields, moveIdFieldErrors, sortErrorsByField } from './errorPlacement';
import type { FormModel } from './formModel';
import { createJourney, type Journey } from './journey';
import { getAt, setAt } from './pointer';
import { replaceErrorsWithin } from './stepErrors';

/** Submit locks for 3 seconds after a click: a second click cannot send twice. */
export const SUBMIT_LOCK_MS = 3000;

export type FormDocument = Record<string, unknown>;

export interface FormState {
  /** The committed document (text fields commit when left). */
  document: FormDocument;
  /** Counts commits (a listener can tell a commit from other changes of state). */
  revision: number;
  /** Typed into a text field since the last commit (enough to enable Save on a settings page). */
  typing: boolean;
  errors: FieldError[];
  /** The error summary shows after Next or Submit fails, as on GOV.UK; a blur only marks the field. */
  summaryShown: boolean;
  /** Counts Next and Submit attempts that found errors: the view scrolls to the first each time. */
  attempt: number;
  /** Fields working in the background (an upload, a lookup): Next and Submit wait. */
  busyPointers: ReadonlySet<string>;
  submitting: boolean;
  submitLocked: boolean;
  saving: boolean;
  stepIndex: number;
  /** The furthest step reached: the journey decides what may be visited from it. */
  furthestStep: number;
  /** Moves on reset, so the view remounts the renderer and every widget drops what it holds. */
  generation: number;
  /** False while the form's validator is still loading (it may arrive after the form shows): Next and Submit wait. */
  validatorReady: boolean;
}

export type SubmitOutcome = { kind: 'ignored' } | { kind: 'invalid' } | { kind: 'sent' } | { kind: 'failed'; error: unknown };
export type SaveOutcome = { kind: 'ignored' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FormControllerOptions {
  model: FormModel;
  /**
   * The form's precompiled validator, or its arrival: a page may show a form
   * before its validator has loaded (decision 0039). Until it arrives the form
   * is busy (Next and Submit wait, as for an upload), and a field left
   * meanwhile is validated when it does.
   */
  validate: CompiledValidateFunction | PromiseLike<CompiledValidateFunction>;
  /** Names of registered RJSF fields: errors inside a whole-object field show on the field. */
  fieldNames?: ReadonlySet<string>;
  initialDocument?: FormDocument;
  /**
   * The renderer's own completion of a document (RJSF's defaults), applied to
   * the initial document before the form is first rendered: a renderer that
   * would fill in more when it is created reports that as a change, which
   * renders the whole form a second time before anyone has touched it.
   */
  complete?: (document: FormDocument) => FormDocument;
  /** Validate a field when it is left (default), or only on Next and Submit. */
  validateOnBlur?: boolean;
  timers?: Timers;
}

/** What a press began on: a button validates by its own action; anything else gets the message after its click. */
export type PressTarget = 'button' | 'other';

export interface FormController {
  getState(): FormState;
  subscribe(listener: () => void): () => void;
  model: FormModel;
  journey: Journey;
  /** The latest document, including a value staged by a blur that is not committed yet. */
  getDocument(): FormDocument;
  /** The latest document without the values of hidden fields: what is validated, sent and saved. */
  prunedDocument(): FormDocument;
  commit(document: FormDocument): void;
  /** A value the renderer has not committed yet (a blur arrives before the change). */
  stageValue(pointer: string, value: unknown): void;
  noteTyping(): void;
  /** Everything validated now; only once the validator has arrived (state.validatorReady), as Next and Submit wait for it. */
  validateAll(): { valid: boolean; errors: FieldError[] };
  /**
   * Validates one field after it is left. While the pointer that caused the
   * blur is still down, the message waits until it is released; when
   * that press is on a button, the button's own action validates instead.
   */
  validateField(pointer: string): void;
  setBusy(pointer: string, busy: boolean): void;
  /** Something the host is waiting for (e.g. its own save) that should hold Next and Submit. */
  setHostBusy(busy: boolean): void;
  isBusy(): boolean;
  /**
   * A pointer is pressed (on a button, or anywhere else). Anything the blur
   * this press causes would show (a message, a hint that goes once a value is
   * committed) could move what is under the pointer before it is released,
   * and the click would land on nothing: so the state changes, but listeners
   * hear of it only after the click.
   */
  beginPress(on: PressTarget): void;
  /**
   * The pointer is up (or the press was cancelled): what was held shows now.
   * The browser has already chosen the click's target, so a layout that moves
   * now cannot lose the click, and the click's own action (a box ticked, a
   * button's command) runs on a state that is up to date.
   */
  endPress(): void;
  registerId(id: string, pointer: string): void;
  pointerOf(id: string): string;
  /** The pointer registered for a DOM id, if any (a blur elsewhere is not a field's). */
  registeredPointer(id: string): string | undefined;
  /** Next: validates the step on screen and moves on, or shows its errors. */
  next(): boolean;
  back(): void;
  /** Goes to a step the journey allows, hiding the summary. */
  goTo(index: number): boolean;
  /** An Edit link on the review: back to a step, errors cleared. */
  edit(stepIndex: number): void;
  /** The page after a failed submission. */
  showSubmissionError(): void;
  /** Shows errors (the form's or the server's) on the step that owns the first, with the summary. */
  showErrors(errors: readonly FieldError[]): void;
  /** Validates everything and sends the pruned document; the view decides what a failure shows. */
  submit(send: (document: FormDocument) => Promise<void>): Promise<SubmitOutcome>;
  saveDraft(save: (document: FormDocument) => Promise<void>): Promise<SaveOutcome>;
  /** The initial document again, errors cleared (Cancel on a settings page). */
  reset(): void;
  /** True once the document differs from the initial one as the form shows it, or a field is being typed into. */
  hasChanges(): boolean;
  /** True when every consent box of the review is ticked. */
  consentGiven(): boolean;
  dispose(): void;
}

function errorsEqual(a: readonly FieldError[], b: readonly FieldError[]): boolean {
  return a.length === b.length && a.every((error, index) => error.pointer === b[index]?.pointer && error.message === b[index]?.message);
}

export function createFormController(options: FormControllerOptions): FormController {
  const { model, validateOnBlur = true } = options;
  let validate = typeof options.validate === 'function' ? options.validate : undefined;
  const fieldNames = options.fieldNames ?? new Set<string>();
  const timers: Timers = options.timers ?? { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as number) };
  const journey = createJourney(model);
  // Derived values (schema.json's `x-derive`) are kept set in the document on screen, so
  // ui.json's conditions can show and hide by them as the answers change.
  const initial = model.visibility.derive((options.complete ?? ((document: FormDocument) => document))(structuredClone(options.initialDocument ?? {})));
  // What "no changes" compares with, worked out when first asked: pruning and
  // serialising a long document (hundreds of rows) is not worth doing before
  // the form's first render. The documents are never changed in place.
  let initialPruned: string | undefined;
  const initialPrunedText = () => (initialPruned ??= JSON.stringify(model.visibility.prune(initial)));
  const listeners = new Set<() => void>();
  const pending = new Set<unknown>();

  let state: FormState = {
    document: initial,
    revision: 0,
    typing: false,
    errors: [],
    summaryShown: false,
    attempt: 0,
    busyPointers: new Set(),
    submitting: false,
    submitLocked: false,
    saving: false,
    stepIndex: 0,
    furthestStep: 0,
    generation: 0,
    validatorReady: validate !== undefined,
  };
  let latest = initial;
  let hostBusy = false;
  let pressing: PressTarget | undefined;
  /** Fields left during a press that is not on a button, validated once its click has happened. */
  const leftDuringPress = new Set<string>();
  const ids = new Map<string, string>();

  /** A change made while a pointer was down, shown once it is released (see beginPress). */
  let heldChange = false;
  const notify = () => {
    heldChange = false;
    for (const listener of [...listeners]) listener();
  };
  const update = (patch: Partial<FormState>) => {
    const changed = (Object.keys(patch) as (keyof FormState)[]).some((key) => patch[key] !== state[key]);
    if (!changed) return;
    state = { ...state, ...patch };
    if (pressing) heldChange = true;
    else notify();
  };
  const later = (callback: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      callback();
    }, ms);
    pending.add(handle);
  };

  const validateAll = () => {
    if (!validate) throw new Error('The form cannot validate before its validator has loaded (state.validatorReady)');
    const result = runValidator(validate, model.visibility.prune(latest));
    const placed = liftErrorsIntoWholeFields(model, moveIdFieldErrors(model, result.errors), fieldNames);
    return { valid: result.valid, errors: sortErrorsByField(model, placed) };
  };
  const isBusy = () => hostBusy || state.busyPointers.size > 0 || !state.validatorReady;
  const moveTo = (index: number, patch: Partial<FormState> = {}) =>
    update({ stepIndex: index, furthestStep: Math.max(state.furthestStep, index), summaryShown: false, ...patch });

  const showErrors = (errors: readonly FieldError[]) => {
    const step = journey.firstStepWithError(errors);
    moveTo(Math.min(step, state.furthestStep, journey.reviewIndex), {});
    update({ errors: journey.errorsOnStep(errors, state.stepIndex), summaryShown: true, attempt: state.attempt + 1 });
  };

  /** Fields left before the validator arrived: validated when it does. */
  const leftBeforeValidator = new Set<string>();
  const showFieldErrors = (pointers: Iterable<string>) => {
    if (!validate) {
      for (const pointer of pointers) leftBeforeValidator.add(pointer);
      return;
    }
    let fresh: FieldError[] | undefined;
    let errors = state.errors;
    for (const pointer of pointers) errors = replaceErrorsWithin(errors, (fresh ??= validateAll().errors), pointer);
    if (!errorsEqual(errors, state.errors)) update({ errors });
  };
  const endPressNow = () => {
    pressing = undefined;
    const left = [...leftDuringPress];
    leftDuringPress.clear();
    if (left.length > 0) showFieldErrors(left);
    if (heldChange) notify();
  };

  if (!validate) {
    // A validator that never arrives leaves the form busy; the host hears of the failure from the same promise.
    Promise.resolve(options.validate).then(
      (loaded) => {
        validate = loaded;
        update({ validatorReady: true });
        const left = [...leftBeforeValidator];
        leftBeforeValidator.clear();
        if (left.length > 0) showFieldErrors(left);
      },
      () => undefined,
    );
  }

  const controller: FormController = {
    model,
    journey,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDocument: () => latest,
    prunedDocument: () => model.visibility.prune(latest),
    commit(sent) {
      const document = model.visibility.derive(sent);
      latest = document;
      update({ document, revision: state.revision + 1, typing: false });
    },
    stageValue(pointer, value) {
      latest = setAt(latest, pointer, value);
    },
    noteTyping: () => update({ typing: true }),
    validateAll,
    validateField(pointer) {
      if (!validateOnBlur || pressing === 'button') return;
      if (pressing) leftDuringPress.add(pointer);
      else showFieldErrors([pointer]);
    },
    setBusy(pointer, busy) {
      if (state.busyPointers.has(pointer) === busy) return;
      const busyPointers = new Set(state.busyPointers);
      if (busy) busyPointers.add(pointer);
      else busyPointers.delete(pointer);
      update({ busyPointers });
    },
    setHostBusy(busy) {
      hostBusy = busy;
    },
    isBusy,
    beginPress(on) {
      // A release that never arrived (let go outside the window) ends with the next press.
      endPressNow();
      pressing = on;
    },
    endPress: endPressNow,
    registerId: (id, pointer) => void ids.set(id, pointer),
    pointerOf: (id) => ids.get(id) ?? id,
    registeredPointer: (id) => ids.get(id),
    next() {
      if (isBusy() || !journey.isFormStep(state.stepIndex)) return false;
      const errors = journey.errorsOnStep(validateAll().errors, state.stepIndex);
      if (errors.length > 0) {
        update({ errors, summaryShown: true, attempt: state.attempt + 1 });
        return false;
      }
      moveTo(journey.next(state.stepIndex), { errors: [] });
      return true;
    },
    back: () => void moveTo(journey.back(state.stepIndex)),
    goTo(index) {
      if (!journey.mayVisit(index, state.furthestStep)) return false;
      moveTo(index);
      return true;
    },
    edit(stepIndex) {
      if (journey.mayVisit(stepIndex, state.furthestStep)) moveTo(stepIndex, { errors: [] });
    },
    showSubmissionError: () => moveTo(journey.submissionErrorIndex),
    showErrors,
    async submit(send) {
      if (isBusy() || state.submitting || state.submitLocked) return { kind: 'ignored' };
      const result = validateAll();
      if (!result.valid) {
        showErrors(result.errors);
        return { kind: 'invalid' };
      }
      update({ errors: [], summaryShown: false, submitting: true, submitLocked: true });
      later(() => update({ submitLocked: false }), SUBMIT_LOCK_MS);
      try {
        await send(model.visibility.prune(latest));
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'failed', error };
      } finally {
        update({ submitting: false });
      }
    },
    async saveDraft(save) {
      if (state.saving) return { kind: 'ignored' };
      update({ saving: true });
      try {
        await save(model.visibility.prune(latest));
        return { kind: 'saved' };
      } catch (error) {
        return { kind: 'failed', error };
      } finally {
        update({ saving: false });
      }
    },
    reset() {
      latest = initial;
      update({ document: initial, typing: false, errors: [], summaryShown: false, generation: state.generation + 1 });
    },
    hasChanges: () => state.typing || (state.document !== initial && JSON.stringify(model.visibility.prune(state.document)) !== initialPrunedText()),
    consentGiven: () => (model.ui.review?.consent ?? []).every((item) => getAt(state.document, item.pointer) === true),
    dispose() {
      for (const handle of pending) timers.clearTimeout(handle);
      pending.clear();
      listeners.clear();
    },
  };
  return controller;
}
