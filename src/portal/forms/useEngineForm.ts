import { startTransition, useEffect, useState } from 'react';
import type { EngineForm, ValidatingEngineForm } from '../../engine/react/Wizard';
import { loadEngineForm, loadEngineFormBeforeItsValidator } from './loadEngineForm';

export interface EngineFormLoading {
  /**
   * Show the form before its validator has arrived (decision 0039): for a
   * wizard, which validates only when a field is left, on Next and on
   * Submit, and waits for the validator there. Not for a page that validates
   * as it shows (a billing check, a checker).
   */
  validatorAfterForm: true;
}

/**
 * Loads a form's generated module once; `error` when its chunk (or, shown
 * before its validator, the validator's) cannot be fetched.
 *
 * The form arrives as a transition: rendering a whole step (hundreds of RJSF
 * fields) is React's longest piece of work on a wizard page, and in a
 * transition React does it in slices, answering input in between, instead of
 * one task that blocks the page (Lighthouse's Total Blocking Time). What shows
 * meanwhile is what showed before: the page's loading state.
 */
export function useEngineForm(name: string): { form: ValidatingEngineForm | undefined; error: Error | undefined };
export function useEngineForm(name: string, loading: EngineFormLoading): { form: EngineForm | undefined; error: Error | undefined };
export function useEngineForm(name: string, loading?: EngineFormLoading): { form: EngineForm | undefined; error: Error | undefined } {
  const [state, setState] = useState<{ form?: EngineForm; startValidator?: () => void; error?: Error }>({});
  const validatorAfterForm = loading?.validatorAfterForm === true;
  useEffect(() => {
    let active = true;
    const fail = (error: unknown) => active && setState({ error: error instanceof Error ? error : new Error(String(error)) });
    const loaded = validatorAfterForm ? loadEngineFormBeforeItsValidator(name) : loadEngineForm(name).then((form) => ({ form, startValidator: undefined }));
    loaded.then(({ form, startValidator }) => {
      if (!active) return;
      startTransition(() => setState({ form, startValidator }));
      if (typeof form.validate !== 'function') Promise.resolve(form.validate).catch(fail);
    }, fail);
    return () => {
      active = false;
    };
  }, [name, validatorAfterForm]);
  // After the render that shows the form (an effect runs once it is committed and painted).
  const { startValidator } = state;
  useEffect(() => startValidator?.(), [startValidator]);
  return { form: state.form, error: state.error };
}
