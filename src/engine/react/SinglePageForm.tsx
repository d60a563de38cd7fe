// A form on one page, for what is not a wizard: a profile to complete, settings
// to edit. Same renderer, widgets, validator and error summary as the Wizard,
// but no steps and no review. With `view`, it shows a named view of the form
// (some sections, plus values shown read-only); with `changesOnly`, Save and
// Cancel stay disabled until something changed.
import type Form from '@rjsf/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { createTranslator } from '../core/engineStrings';
import { buildFormModel } from '../core/formModel';
import { getAt } from '../core/pointer';
import { singlePageUi, type ReadOnlySummaryUi } from '../core/uiModel';
import type { DataSources } from './engineContext';
import { ErrorSummary } from './ErrorSummary';
import { FormRenderer } from './FormRenderer';
import { scrollToFirstError } from './scrollToFirstError';
import { documentToStartFrom } from './documentToStartFrom';
import { useEngineFormContext, useFormController } from './useFormController';
import type { EngineForm, WizardRegistry } from './Wizard';

/** Thrown by `onSubmit` when the server rejected fields: they show like the form's own errors. */
export class FieldErrorsRejection extends Error {
  constructor(readonly errors: FieldError[]) {
    super('The server rejected some fields');
    this.name = 'FieldErrorsRejection';
  }
}

export interface SinglePageFormProps {
  form: EngineForm;
  registry: WizardRegistry;
  /** A named entry of the form's `views`; without it, every section of every step. */
  view?: string;
  initialDocument?: Record<string, unknown>;
  dataSources?: DataSources;
  /** The host's uploader, for forms with upload fields (see engineContext's `Uploader`). */
  uploader?: unknown;
  /** Validate a field when the user leaves it (default), or only on submit. */
  validateOnBlur?: boolean;
  /** Save and Cancel are enabled only once something changed (settings). */
  changesOnly?: boolean;
  submitLabel?: string;
  /** Cancel button: puts the initial values back. Shown only with `changesOnly`. */
  cancelLabel?: string;
  /**
   * Called after Cancel put the initial values back. A host that closes the
   * form on Cancel passes it, and Cancel then stays enabled when nothing
   * changed: it is the way out, not only the way back.
   */
  onCancel?(): void;
  /**
   * Messages the host found itself (it checked the document before opening
   * the form, or the server refused a save the form did not send): shown at
   * their fields and in the summary when the form opens, and again whenever
   * the host passes a new list.
   */
  hostErrors?: readonly FieldError[];
  /** Told when "something changed since the form opened or was reset" flips (a host asks before leaving). */
  onChangedChange?(changed: boolean): void;
  /** Sends the document. Reject with FieldErrorsRejection to show field errors; any other rejection is the host's to show. */
  onSubmit(document: Record<string, unknown>): Promise<void>;
  /** Disables the form's buttons while the host works (e.g. saving). */
  busy?: boolean;
  /** Rendered under the title, e.g. a banner. */
  children?: ReactNode;
  /** Heading level of the form's title: 1 on its own page, 2 inside a page. */
  headingLevel?: 1 | 2;
}

/**
 * Text fields commit on blur, so typing is noticed from input events. Only
 * text: re-rendering between a radio's or select's input and change events
 * would reset the controlled input and lose the choice.
 */
function isTypingTarget(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'file', 'range', 'color'].includes(target.type);
}

function ReadOnlySummary({ summary, document }: { summary: ReadOnlySummaryUi; document: unknown }) {
  const rows = summary.rows
    .map((row) => ({
      label: row.label,
      text: row.pointers
        .map((pointer) => getAt(document, pointer))
        .filter((value) => value !== undefined && value !== null && value !== '')
        .map(String)
        .join(', '),
    }))
    .filter((row) => row.text !== '');
  if (rows.length === 0) return null;
  return (
    <section className="engine-section engine-read-only" aria-labelledby="engine-read-only-heading">
      <h2 id="engine-read-only-heading" className="engine-section__heading">
        {summary.title}
      </h2>
      <dl className="engine-read-only__list">
        {rows.map((row) => (
          <div key={row.label} className="engine-read-only__row">
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      {summary.note && <p className="engine-read-only__note">{summary.note}</p>}
    </section>
  );
}

export function SinglePageForm(props: SinglePageFormProps) {
  const { form, registry, view, validateOnBlur = true, changesOnly = false } = props;
  const t = useMemo(() => createTranslator(registry.strings), [registry.strings]);
  const ui = useMemo(() => singlePageUi(form.ui, view), [form.ui, view]);
  const model = useMemo(() => buildFormModel(ui, form.conditions, form.derivations), [ui, form.conditions, form.derivations]);
  const fieldNames = useMemo(() => new Set(Object.keys(registry.fields)), [registry.fields]);
  // As the renderer and its fields would have it, so that they have no change of their own to report (documentToStartFrom.ts).
  const complete = (document: Record<string, unknown>) => documentToStartFrom(document, { model, registry, displaySchema: form.displaySchema });
  const [controller, state] = useFormController({ model, validate: form.validate, fieldNames, initialDocument: props.initialDocument, validateOnBlur, complete });
  controller.setHostBusy(Boolean(props.busy));
  const formRef = useRef<Form>(null);
  const formContext = useEngineFormContext({ controller, state, registry, formRef, dataSources: props.dataSources, signedIn: true, uploader: props.uploader });

  useEffect(() => {
    if (state.attempt === 0 || state.errors.length === 0) return;
    const timer = scrollToFirstError();
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.attempt]);

  const { hostErrors, onChangedChange } = props;
  useEffect(() => {
    if (hostErrors && hostErrors.length > 0) controller.showErrors(hostErrors);
  }, [controller, hostErrors]);

  const changed = controller.hasChanges();
  useEffect(() => {
    onChangedChange?.(changed);
  }, [onChangedChange, changed]);
  const busy = controller.isBusy() || state.submitting;
  const submitDisabled = busy || state.submitLocked || (changesOnly && !changed);

  const submit = async () => {
    if (submitDisabled) return;
    const outcome = await controller.submit(props.onSubmit);
    if (outcome.kind !== 'failed') return;
    if (outcome.error instanceof FieldErrorsRejection) controller.showErrors(outcome.error.errors);
    else throw outcome.error;
  };

  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  const readOnly = view ? form.ui.views?.[view]?.readOnly : undefined;
  const submitLabel = props.submitLabel ?? t('submit');

  return (
    <div className="engine-single-page">
      <Heading className="engine-wizard__title">{ui.title}</Heading>
      {props.children}
      <ErrorSummary errors={state.summaryShown ? state.errors : []} attempt={state.attempt} />
      <div onInput={(event) => isTypingTarget(event.target) && controller.noteTyping()}>
        <FormRenderer
          controller={controller}
          state={state}
          registry={registry}
          displaySchema={form.displaySchema}
          formContext={formContext}
          formRef={formRef}
          onSubmit={() => void submit()}
        >
          {readOnly && <ReadOnlySummary summary={readOnly} document={state.document} />}
          <div className="engine-buttons">
            {changesOnly && (
              <button
                type="button"
                className="engine-button engine-button--ghost"
                onClick={() => {
                  controller.reset();
                  props.onCancel?.();
                }}
                disabled={(!changed && !props.onCancel) || busy}
              >
                {props.cancelLabel ?? t('cancel')}
              </button>
            )}
            <button type="button" className="engine-button engine-button--primary" onClick={() => void submit()} disabled={submitDisabled} aria-busy={busy}>
              {busy ? `${submitLabel}…` : submitLabel}
            </button>
          </div>
        </FormRenderer>
      </div>
    </div>
  );
}
