// What the engine's own templates need beyond the widget context: the form
// model, the step on screen, and a registry of DOM ids to pointers.
import type { FormModel } from '../core/formModel';
import type { EngineFormContext } from './engineContext';

export interface WizardFormContext extends EngineFormContext {
  model: FormModel;
  stepIndex: number;
  /** Labels itself (legend) — the field template must not add a <label>. */
  labelsItself(widgetOrField: string | undefined): boolean;
  /** True for widgets that show their own help and error under their legend. */
  showsOwnMessages(widget: string | undefined): boolean;
  registerId(id: string, pointer: string): void;
  setBusy(pointer: string, busy: boolean): void;
  uploader?: unknown;
}

export function wizardContextOf(formContext: unknown): WizardFormContext {
  return formContext as WizardFormContext;
}
