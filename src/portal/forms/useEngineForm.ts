import { startTransition, useEffect, useState } from 'react';
import type { EngineForm } from '../../engine/react/Wizard';
import { loadEngineForm } from './loadEngineForm';

/**
 * Loads a form's generated module once; `error` when its chunk cannot be fetched.
 *
 * The form arrives as a transition: rendering a whole step (hundreds of RJSF
 * fields) is React's longest piece of work on a wizard page, and in a
 * transition React does it in slices, answering input in between, instead of
 * one task that blocks the page (Lighthouse's Total Blocking Time). What shows
 * meanwhile is what showed before: the page's loading state.
 */
export function useEngineForm(name: string): { form: EngineForm | undefined; error: Error | undefined } {
  const [state, setState] = useState<{ form?: EngineForm; error?: Error }>({});
  useEffect(() => {
    let active = true;
    loadEngineForm(name).then(
      (form) => {
        if (active) startTransition(() => setState({ form }));
      },
      (error: unknown) => active && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [name]);
  return { form: state.form, error: state.error };
}
