// The generic wizard: form steps rendered by RJSF from the display schema and
// ui.json, a generated review step, submission with its error step, and draft
// saving. It validates only with the form's precompiled validator: on Next
// (the current step), on Submit (everything) and on blur (the field left).
import Form from '@rjsf/core';
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { ConditionValidators } from '../../shared/conditions/condition';
import type { CompiledValidateFunction } from '../../shared/validation/compiledValidator';
import { runValidator } from '../../shared/validation/compiledValidator';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { toErrorTree } from '../core/errorSchema';
import { buildFormModel } from '../core/formModel';
import { liftErrorsIntoWholeFields, moveIdFieldErrors, sortErrorsByField } from '../core/orderErrors';
import { getAt, parsePointer, setAt } from '../core/pointer';
import { buildReview, type ReviewSection } from '../core/review';
import { buildRjsfUiSchema } from '../core/rjsfUiSchema';
import type { JsonSchema } from '../core/schemaAt';
import { errorsForStep, replaceErrorsWithin } from '../core/stepErrors';
import type { FormUi } from '../core/uiModel';
import type { WidgetRegistration } from '../widgets/widgetTypes';
import { Banner, type BannerMessage } from './Banner';
import type { DataSources } from './engineContext';
import { ErrorSummary } from './ErrorSummary';
import { FieldTemplate } from './FieldTemplate';
import { noopValidator } from './noopValidator';
import { ObjectFieldTemplate, sectionAnchorId } from './ObjectFieldTemplate';
import { ProgressIndicator } from './ProgressIndicator';
import { ReviewStep } from './ReviewStep';
import { standardWidgetNames } from './standardWidgetNames';
import { scrollToFirstError } from './scrollToFirstError';
import { SubmissionErrorStep } from './SubmissionErrorStep';
import type { WizardFormContext } from './wizardContext';

export interface EngineForm {
  name: string;
  ui: FormUi;
  displaySchema: JsonSchema;
  validate: CompiledValidateFunction;
  /** The precompiled schemas of ui.json's conditions (the generated module's `conditions`). */
  conditions?: ConditionValidators;
}

export interface WizardRegistry {
  widgets: Record<string, WidgetRegistration>;
  fields: Record<string, RegistryFieldsType[string]>;
  templates: Partial<TemplatesType>;
}

export interface WizardProps {
  form: EngineForm;
  registry: WizardRegistry;
  /** A document to start from, e.g. a draft passed as route state. */
  initialDocument?: Record<string, unknown>;
  /** The draft's id: later saves reuse it. */
  orderId?: string;
  /** Enables Save and locks prefilled fields. */
  signedIn: boolean;
  /** Values (by pointer) the host fills from the profile; locked while signed in. */
  prefill?: Record<string, unknown>;
  dataSources?: DataSources;
  /** Handed to upload fields through the engine context. */
  uploader?: unknown;
  /** Where the link at the top goes (a router link, usually). */
  backLink?: ReactNode;
  supportEmail: string;
  /** Resolves when the host accepted the document (it then navigates on); rejects to show step 4. */
  onSubmit(document: Record<string, unknown>): Promise<void>;
  /** Saves a draft; resolves with its id. Without it there is no Save button. */
  onSaveDraft?(document: Record<string, unknown>, orderId: string | undefined): Promise<{ orderId: string }>;
  /** Extra condition that blocks Next and Submit (the button shows loading). */
  busy?: boolean;
}

export const SUBMIT_LOCK_MS = 3000;

export function Wizard(props: WizardProps) {
  const { form, registry, signedIn, supportEmail } = props;
  const model = useMemo(() => buildFormModel(form.ui, form.conditions), [form.ui, form.conditions]);
  const formStepCount = model.steps.length;
  const reviewIndex = formStepCount;
  const errorIndex = formStepCount + 1;

  const [document, setDocumentState] = useState<Record<string, unknown>>(() => {
    let start: Record<string, unknown> = structuredClone(props.initialDocument ?? {});
    if (signedIn) for (const [pointer, value] of Object.entries(props.prefill ?? {})) start = setAt(start, pointer, value);
    return start;
  });
  const documentRef = useRef(document);
  // Counts commits. RJSF compares formContext deeply but treats functions as
  // equal, so a plain number is what tells it the document changed.
  const [revision, setRevision] = useState(0);
  const setDocument = useCallback((next: Record<string, unknown>) => {
    documentRef.current = next;
    setDocumentState(next);
    setRevision((count) => count + 1);
  }, []);

  /** The renderer, while a form step is on screen: widgets' setValue goes through it. */
  const formRef = useRef<Form>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  // The summary appears after Next or Submit fails, as on GOV.UK; a blur only marks the field.
  const [summaryShown, setSummaryShown] = useState(false);
  const [busyPointers, setBusyPointers] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [submitLocked, setSubmitLocked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const orderIdRef = useRef(props.orderId);
  const idToPointer = useRef(new Map<string, string>());
  const pendingEditSection = useRef<string | null>(null);
  const busy = Boolean(props.busy) || busyPointers.size > 0;
  // Pressing any button in the wizard (Next, Add another unit, Remove, Edit...)
  // blurs the field first. Showing that field's error then would move the
  // button before the mouse is released, losing the click; the button's own
  // action validates anyway, or the field is checked when next left.
  const pressingButton = useRef(false);
  const buttonPress = {
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest('button, [role="button"]')) pressingButton.current = true;
    },
    onPointerUpCapture: () => setTimeout(() => (pressingButton.current = false)),
    onPointerCancelCapture: () => {
      pressingButton.current = false;
    },
  };

  const fieldNames = useMemo(() => new Set(Object.keys(registry.fields)), [registry.fields]);
  const validateAll = useCallback(() => {
    const result = runValidator(form.validate, model.visibility.prune(documentRef.current));
    const placed = liftErrorsIntoWholeFields(model, moveIdFieldErrors(model, result.errors), fieldNames);
    return { valid: result.valid, errors: sortErrorsByField(model, placed) };
  }, [form.validate, model, fieldNames]);

  const widgetNames = useMemo(() => new Set(Object.keys(registry.widgets)), [registry.widgets]);
  const uiSchema = useMemo(() => buildRjsfUiSchema(model, fieldNames, widgetNames), [model, fieldNames, widgetNames]);
  const widgets = useMemo(() => standardWidgetNames(registry.widgets), [registry.widgets]);
  const templates = useMemo(() => ({ FieldTemplate, ObjectFieldTemplate, ...registry.templates }), [registry.templates]);
  const lockedPointers = useMemo(() => new Set(signedIn ? Object.keys(props.prefill ?? {}) : []), [signedIn, props.prefill]);

  const formContext = useMemo<WizardFormContext>(
    () => ({
      model,
      stepIndex,
      revision,
      dataSources: props.dataSources ?? {},
      signedIn,
      uploader: props.uploader,
      getDocument: () => documentRef.current,
      validateField: (pointer) => {
        if (pressingButton.current) return;
        const result = validateAll();
        setErrors((current) => replaceErrorsWithin(current, result.errors, pointer));
      },
      // Through the renderer's own change queue when it is mounted, so a value set
      // beside a widget's own change (a lookup's id beside its label) is never
      // overwritten by the renderer's older copy of the document.
      setValue: (pointer, value) => {
        if (formRef.current) formRef.current.setFieldValue(parsePointer(pointer), value);
        else setDocument(setAt(documentRef.current, pointer, value));
      },
      pointerOf: (id) => idToPointer.current.get(id) ?? id,
      isLocked: (pointer) => lockedPointers.has(pointer),
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
    // `revision` is a dependency on purpose: fields whose look depends on other
    // answers (visibility, roles taken by others, SMS needing a mobile) must
    // re-render when any answer is committed. Commits happen on blur or choice,
    // never per keystroke, so typing stays inside the field.
    [model, stepIndex, revision, props.dataSources, props.uploader, signedIn, validateAll, setDocument, lockedPointers, registry.widgets, registry.fields],
  );

  // Scroll to the section an Edit link named once its step is on screen.
  useEffect(() => {
    const sectionId = pendingEditSection.current;
    if (!sectionId || stepIndex >= formStepCount) return;
    pendingEditSection.current = null;
    window.document.getElementById(sectionAnchorId(sectionId))?.scrollIntoView({ block: 'start' });
  }, [stepIndex, formStepCount]);

  useEffect(() => {
    if (errors.length === 0) return;
    const timer = scrollToFirstError();
    return () => clearTimeout(timer);
    // Only after an attempt (Next/Submit), not after each blur.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const goTo = (index: number) => {
    setStepIndex(index);
    setSummaryShown(false);
    window.scrollTo({ top: 0 });
  };

  const next = () => {
    if (busy) return;
    const stepErrors = errorsForStep(model, validateAll().errors, stepIndex);
    setErrors(stepErrors);
    setAttempt((count) => count + 1);
    if (stepErrors.length === 0) goTo(stepIndex + 1);
    else setSummaryShown(true);
  };

  const submit = async () => {
    if (busy || submitting || submitLocked) return;
    const result = validateAll();
    if (!result.valid) {
      // Back to the first step with an error; errors no step owns show on the last form step.
      const owners = result.errors.map((error) => model.stepIndexOf(error.pointer)).map((index) => (index >= 0 ? index : formStepCount - 1));
      const firstStep = Math.min(...owners);
      setErrors(errorsForStep(model, result.errors, firstStep));
      setAttempt((count) => count + 1);
      goTo(firstStep);
      setSummaryShown(true);
      return;
    }
    setSubmitting(true);
    setSubmitLocked(true);
    setTimeout(() => setSubmitLocked(false), SUBMIT_LOCK_MS);
    try {
      await props.onSubmit(model.visibility.prune(documentRef.current));
    } catch {
      goTo(errorIndex);
    } finally {
      setSubmitting(false);
    }
  };

  const save = async () => {
    if (!props.onSaveDraft || !signedIn || saving) return;
    setSaving(true);
    try {
      const { orderId } = await props.onSaveDraft(model.visibility.prune(documentRef.current), orderIdRef.current);
      orderIdRef.current = orderId;
      setBanner({ kind: 'success', title: 'Order saved', text: 'Your order has been successfully saved and can be found in your Draft orders list' });
    } catch {
      setBanner({
        kind: 'error',
        title: 'Oops, looks like something went wrong',
        text: `Please wait a few minutes and try again. If the problem persists, contact us at ${supportEmail}.`,
      });
    } finally {
      setSaving(false);
    }
  };

  const onEdit = (section: ReviewSection) => {
    pendingEditSection.current = section.id;
    setErrors([]);
    setStepIndex(section.stepIndex);
  };

  const consent = form.ui.review?.consent ?? [];
  const consentGiven = consent.every((item) => getAt(document, item.pointer) === true);
  const progressTitles = [...(form.ui.leadingSteps ?? []), ...model.steps.map((step) => step.title), form.ui.review?.title ?? 'Review & Submit'];
  const progressIndex = (form.ui.leadingSteps?.length ?? 0) + Math.min(stepIndex, reviewIndex);
  const loadingLabel = (label: string, loading: boolean) => (loading ? `${label}…` : label);

  return (
    <div className="engine-wizard" {...buttonPress}>
      {props.backLink && <div className="engine-wizard__back">{props.backLink}</div>}
      <h1 className="engine-wizard__title">{form.ui.title}</h1>
      <ProgressIndicator titles={progressTitles} current={progressIndex} />
      <Banner message={banner} onClosed={useCallback(() => setBanner(null), [])} />
      {stepIndex < formStepCount && (
        <>
          <ErrorSummary errors={summaryShown ? errors : []} attempt={attempt} />
          <Form
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
              // The blur arrives before RJSF reports the change: validate with the value just left.
              documentRef.current = setAt(documentRef.current, pointer, value);
              formContext.validateField(pointer);
            }}
            onSubmit={() => next()}
          >
            <div className="engine-buttons">
              {stepIndex > 0 && (
                <button type="button" className="engine-button engine-button--secondary" onClick={() => goTo(stepIndex - 1)}>
                  Back
                </button>
              )}
              <button type="button" className="engine-button engine-button--primary" onClick={next} disabled={busy} aria-busy={busy}>
                {loadingLabel('Next', busy)}
              </button>
            </div>
          </Form>
        </>
      )}
      {stepIndex === reviewIndex && (
        <>
          {form.ui.review?.intro && <p>{form.ui.review.intro}</p>}
          <ReviewStep sections={buildReview(model, form.displaySchema, model.visibility.prune(document))} onEdit={onEdit} />
          {consent.length > 0 && (
            <fieldset className="engine-consent">
              <legend className="engine-visually-hidden">Declarations</legend>
              {consent.map((item) => (
                <div key={item.pointer} className="engine-consent__item">
                  <input
                    id={`consent-${item.pointer}`}
                    type="checkbox"
                    className="engine-consent__checkbox"
                    checked={getAt(document, item.pointer) === true}
                    onChange={(event) => setDocument(setAt(document, item.pointer, event.target.checked))}
                  />
                  <label htmlFor={`consent-${item.pointer}`}>
                    {item.label}
                    {item.link && (
                      <>
                        {' '}
                        <a href={item.link.href} target="_blank" rel="noopener noreferrer">
                          {item.link.text}
                          <span className="engine-visually-hidden"> (opens in a new tab)</span>
                        </a>
                      </>
                    )}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          <div className="engine-buttons">
            <button type="button" className="engine-button engine-button--secondary" onClick={() => goTo(formStepCount - 1)}>
              Back
            </button>
            <button
              type="button"
              className="engine-button engine-button--primary"
              onClick={() => void submit()}
              disabled={!consentGiven || busy || submitting || submitLocked}
              aria-busy={submitting || busy}
            >
              {loadingLabel(form.ui.submitLabel ?? 'Submit', submitting || busy)}
            </button>
          </div>
        </>
      )}
      {stepIndex === errorIndex && (
        <SubmissionErrorStep supportEmail={supportEmail} onBack={() => goTo(reviewIndex)} onRetry={() => void submit()} retrying={submitting || submitLocked} />
      )}
      {props.onSaveDraft && stepIndex !== errorIndex && (
        <div className="engine-save">
          <button type="button" className="engine-button engine-button--tertiary" onClick={() => void save()} disabled={!signedIn || saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          {!signedIn && <p className="engine-save__hint">Sign in to save your order and finish it later.</p>}
        </div>
      )}
    </div>
  );
}
