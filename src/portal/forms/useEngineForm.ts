import { startTransition, useEffect, useState } from 'react';
import type { EngineForm, ValidatingEngineForm } from '../../engine/react/Wizard';
import { formLoadedAhead, loadEngineForm, loadEngineFormBeforeItsValidator } from './loadEngineForm';

export interface EngineFormLoading {
  /**
   * Show the form before its validator has arrived (decision 0039): for a
   * wizard, which validates only when a field is left, on Next and on
   * Submit, and waits for the validator there. Not for a page that validates
   * as it shows (a billing check, a checker).
   */
  validatorAfterForm: true;
}

interface FormState {
  form?: EngineForm;
  startValidator?: () => void;
  error?: Error;
}

/**
 * Loads a form's generated module once; `error` when its chunk (or, shown
 * before its validator, the validator's) cannot be fetched.
 *
 * The form arrives as a transition: rendering a whole step (hundreds of RJSF
 * fields) is React's longest piece of work on a wizard page, and in a
 * transition React does it in slices, answering input in between, instead of
 * one task that blocks the page (Lighthouse's Total Blocking Time). What shows
 * meanwhile is what showed before: the page's loading state. A form loaded
 * ahead (preloadFormBeforeItsValidator: a page rendered ahead of time, and its
 * hydration) shows on the first render.
 */
export function useEngineForm(name: string): { form: ValidatingEngineForm | undefined; error: Error | undefined };
export function useEngineForm(name: string, loading: EngineFormLoading): { form: EngineForm | undefined; error: Error | undefined };
export function useEngineForm(name: string, loading?: EngineFormLoading): { form: EngineForm | undefined; error: Error | undefined } {
  const validatorAfterForm = loading?.validatorAfterForm === true;
  // What was loaded, for the form it was loaded for: another form name starts again.
  const [loaded, setLoaded] = useState<FormState & { name: string }>({ name });
  const ahead = validatorAfterForm ? formLoadedAhead(name) : undefined;
  const state: FormState = loaded.name === name && (loaded.form || loaded.error) ? loaded : (ahead ?? {});
  useEffect(() => {
    let active = true;
    const fail = (error: unknown) => active && setLoaded({ name, error: error instanceof Error ? error : new Error(String(error)) });
    const loadedAhead = validatorAfterForm ? formLoadedAhead(name) : undefined;
    if (loadedAhead) {
      if (typeof loadedAhead.form.validate !== 'function') Promise.resolve(loadedAhead.form.validate).catch(fail);
    } else {
      const loading = validatorAfterForm ? loadEngineFormBeforeItsValidator(name) : loadEngineForm(name).then((form) => ({ form, startValidator: undefined }));
      loading.then(({ form, startValidator }) => {
        if (!active) return;
        startTransition(() => setLoaded({ name, form, startValidator }));
        if (typeof form.validate !== 'function') Promise.resolve(form.validate).catch(fail);
      }, fail);
    }
    return () => {
      active = false;
    };
  }, [name, validatorAfterForm]);
  // After the render that shows the form (an effect runs once it is committed and painted).
  const { startValidator } = state;
  useEffect(() => startValidator?.(), [startValidator]);
  return { form: state.form, error: state.error };
}
