import { useEffect, useState } from 'react';
import type { EngineForm } from '../../engine/react/Wizard';
import { loadEngineForm } from './loadEngineForm';

/** Loads a form's generated module once; `error` when its chunk cannot be fetched. */
export function useEngineForm(name: string): { form: EngineForm | undefined; error: Error | undefined } {
  const [state, setState] = useState<{ form?: EngineForm; error?: Error }>({});
  useEffect(() => {
    let active = true;
    loadEngineForm(name).then(
      (form) => active && setState({ form }),
      (error: unknown) => active && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [name]);
  return { form: state.form, error: state.error };
}
