// A form on one page, for what is not a wizard: a profile to complete, settings
// to edit. Same renderer, widgets, validator and error summary as the Wizard,
// but no steps and no review. With `view`, it shows a named view of the form
// (some sections, plus values shown read-only); with `changesOnly`, Save and
// Cancel stay disabled until something changed.
import Form from '@rjsf/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { runValidator } from '../../shared/validation/compiledValidator';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { toErrorTree } from '../core/errorSchema';
import { buildFormModel } from '../core/formModel';
import { liftErrorsIntoWholeFields, moveIdFieldErrors, sortErrorsByField } from '../core/orderErrors';
import { getAt, parsePointer, setAt } from '../core/pointer';
import { buildRjsfUiSchema } from '../core/rjsfUiSchema';
import { errorsForStep, replaceErrorsWithin } from '../core/stepErrors';
import { singlePageUi, type ReadOnlySummaryUi } from '../core/uiModel';
import type { DataSources } from './engineContext';
import { ErrorSummary } from './ErrorSummary';
import { FieldTemplate } from './FieldTemplate';
import { noopValidator } from './noopValidator';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { scrollToFirstError } from './scrollToFirstError';
import type { EngineForm, WizardRegistry } from './Wizard';
import { standardWidgetNames } from './standardWidgetNames';
import type { WizardFormContext } from './wizardContext';

/** Thrown by `onSubmit` when the server rejected fields: they show like the form's own errors. */
export class FieldErrorsRejection extends Error {
  constructor(readonly errors: FieldError[]) {
    super('The server rejected some fields');
    this.name = 'FieldErrorsRejection';
  }
}

/** Submit buttons lock for 3 seconds after a click (spec 1 section 9). */
const SUBMIT_LOCK_MS = 3000;

export interface SinglePageFormProps {
  form: EngineForm;
  registry: WizardRegistry;
  /** A named entry of the form's `views`; without it, every section of every step. */
  view?: string;
  initialDocument?: Record<string, unknown>;
  dataSources?: DataSources;
  /** Validate a field when the user leaves it (default), or only on submit. */
  validateOnBlur?: boolean;
  /** Save and Cancel are enabled only once something changed (settings). */
  changesOnly?: boolean;
  submitLabel?: string;
  /** Cancel button: puts the initial values back. Shown only with `changesOnly`. */
  cancelLabel?: string;
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
  const ui = useMemo(() => singlePageUi(form.ui, view), [form.ui, view]);
  const model = useMemo(() => buildFormModel(ui, form.conditions), [ui, form.conditions]);
  const initial = useMemo(() => structuredClone(props.initialDocument ?? {}), [props.initialDocument]);

  const [document, setDocumentState] = useState<Record<string, unknown>>(initial);
  const documentRef = useRef(document);
  const [revision, setRevision] = useState(0);
  // Typed but not yet committed (text fields commit on blur): enough to enable Save.
  const [typing, setTyping] = useState(false);
  const setDocument = useCallback((next: Record<string, unknown>) => {
    documentRef.current = next;
    setDocumentState(next);
    setRevision((count) => count + 1);
    setTyping(false);
  }, []);
  // Cancel remounts the renderer so every widget drops what it holds.
  const [generation, setGeneration] = useState(0);

  const formRef = useRef<Form>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [summaryShown, setSummaryShown] = useState(false);
  const [busyPointers, setBusyPointers] = useState<ReadonlySet<string>>(new Set());
  const [locked, setLocked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const idToPointer = useRef(new Map<string, string>());
  const pressingButton = useRef(false);
  const buttonPress = {
    onPointerDown: () => {
      pressingButton.current = true;
    },
    onPointerUp: () => setTimeout(() => (pressingButton.current = false)),
    onPointerCancel: () => {
      pressingButton.current = false;
    },
  };

  const fieldNames = useMemo(() => new Set(Object.keys(registry.fields)), [registry.fields]);
  const widgetNames = useMemo(() => new Set(Object.keys(registry.widgets)), [registry.widgets]);
  const validateAll = useCallback(() => {
    const result = runValidator(form.validate, model.visibility.prune(documentRef.current));
    const placed = liftErrorsIntoWholeFields(model, moveIdFieldErrors(model, result.errors), fieldNames);
    return { valid: result.valid, errors: sortErrorsByField(model, placed) };
  }, [form.validate, model, fieldNames]);

  const uiSchema = useMemo(() => buildRjsfUiSchema(model, fieldNames, widgetNames), [model, fieldNames, widgetNames]);
  const widgets = useMemo(() => standardWidgetNames(registry.widgets), [registry.widgets]);
  const templates = useMemo(() => ({ FieldTemplate, ObjectFieldTemplate, ...registry.templates }), [registry.templates]);

  const formContext = useMemo<WizardFormContext>(
    () => ({
      model,
      stepIndex: 0,
      revision,
      dataSources: props.dataSources ?? {},
      signedIn: true,
      getDocument: () => documentRef.current,
      validateField: (pointer) => {
        if (!validateOnBlur || pressingButton.current) return;
        const result = validateAll();
        setErrors((current) => replaceErrorsWithin(current, result.errors, pointer));
      },
      setValue: (pointer, value) => {
        if (formRef.current) formRef.current.setFieldValue(parsePointer(pointer), value);
        else setDocument(setAt(documentRef.current, pointer, value));
      },
      pointerOf: (id) => idToPointer.current.get(id) ?? id,
      isLocked: () => false,
      labelsItself: (name) => (name ? Boolean(registry.widgets[name]?.labelsItself) || name in registry.fields : false),
      registerId: (id, pointer) => idToPointer.current.set(id, pointer),
      setBusy: (pointer, isBusy) =>
        setBusyPointers((current) => {
          if (current.has(pointer) === isBusy) return current;
          const next = new Set(current);
          if (isBusy) next.add(pointer);
          else next.delete(pointer);
          return next;
        }),
    }),
    [model, revision, props.dataSources, validateOnBlur, validateAll, setDocument, registry.widgets, registry.fields],
  );

  const changed = typing || JSON.stringify(model.visibility.prune(document)) !== JSON.stringify(model.visibility.prune(initial));
  const busy = Boolean(props.busy) || busyPointers.size > 0 || submitting;
  const submitDisabled = busy || locked || (changesOnly && !changed);

  const showErrors = (found: FieldError[]) => {
    setErrors(errorsForStep(model, found, 0));
    setSummaryShown(true);
    setAttempt((count) => count + 1);
    scrollToFirstError();
  };

  const submit = async () => {
    if (submitDisabled) return;
    const result = validateAll();
    if (!result.valid) {
      showErrors(result.errors);
      return;
    }
    setErrors([]);
    setSummaryShown(false);
    setLocked(true);
    setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
    setSubmitting(true);
    try {
      await props.onSubmit(model.visibility.prune(documentRef.current));
    } catch (error) {
      if (error instanceof FieldErrorsRejection) showErrors(error.errors);
      else throw error;
    } finally {
      setSubmitting(false);
    }
  };

  const cancel = () => {
    documentRef.current = initial;
    setDocumentState(initial);
    setTyping(false);
    setErrors([]);
    setSummaryShown(false);
    setGeneration((count) => count + 1);
  };

  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  const readOnly = view ? form.ui.views?.[view]?.readOnly : undefined;

  return (
    <div className="engine-single-page">
      <Heading className="engine-wizard__title">{ui.title}</Heading>
      {props.children}
      <ErrorSummary errors={summaryShown ? errors : []} attempt={attempt} />
      <div onInput={(event) => isTypingTarget(event.target) && setTyping(true)}>
        <Form
          key={generation}
          schema={form.displaySchema as never}
          uiSchema={uiSchema}
          formData={document}
          validator={noopValidator}
          widgets={widgets}
          fields={registry.fields}
          templates={templates}
          formContext={formContext}
          extraErrors={toErrorTree(errors) as never}
          noHtml5Validate
          showErrorList={false}
          liveValidate={false}
          ref={formRef}
          onChange={(event) => setDocument(event.formData as Record<string, unknown>)}
          onBlur={(id, value) => {
            const pointer = idToPointer.current.get(id);
            if (!pointer) return;
            documentRef.current = setAt(documentRef.current, pointer, value);
            formContext.validateField(pointer);
          }}
          onSubmit={() => void submit()}
        >
          {readOnly && <ReadOnlySummary summary={readOnly} document={document} />}
          <div className="engine-buttons">
            {changesOnly && (
              <button type="button" className="engine-button engine-button--ghost" onClick={cancel} disabled={!changed || busy} {...buttonPress}>
                {props.cancelLabel ?? 'Cancel'}
              </button>
            )}
            <button
              type="button"
              className="engine-button engine-button--primary"
              onClick={() => void submit()}
              disabled={submitDisabled}
              aria-busy={busy}
              {...buttonPress}
            >
              {busy ? `${props.submitLabel ?? 'Submit'}…` : (props.submitLabel ?? 'Submit')}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
