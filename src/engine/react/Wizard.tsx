// The generic wizard: form steps rendered by RJSF from the display schema and
// ui.json, a generated review step, submission with its error step, and draft
// saving. A view over the form controller (src/engine/core/formController.ts),
// which validates only with the form's precompiled validator: on Next (the
// current step), on Submit (everything) and on blur (the field left); where to
// go next is the journey's (src/engine/core/journey.ts).
import type Form from '@rjsf/core';
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ConditionValidators } from '../../shared/conditions/condition';
import type { DerivedValue } from '../../shared/conditions/derivedValues';
import type { CompiledValidateFunction } from '../../shared/validation/compiledValidator';
import { createTranslator, type EngineStrings } from '../core/engineStrings';
import { buildFormModel } from '../core/formModel';
import { getAt, setAt } from '../core/pointer';
import { buildReview, type ReviewSection } from '../core/review';
import type { JsonSchema } from '../core/schemaAt';
import type { FormUi } from '../core/uiModel';
import type { WidgetRegistration } from '../widgets/widgetTypes';
import { Banner, type BannerMessage } from './Banner';
import type { DataSources } from './engineContext';
import { ErrorSummary } from './ErrorSummary';
import { FormRenderer } from './FormRenderer';
import { sectionAnchorId } from './ObjectFieldTemplate';
import { ProgressIndicator } from './ProgressIndicator';
import { ReviewStep } from './ReviewStep';
import { scrollToFirstError } from './scrollToFirstError';
import { SubmissionErrorStep } from './SubmissionErrorStep';
import { documentToStartFrom } from './documentToStartFrom';
import { useEngineFormContext, useFormController } from './useFormController';

export { SUBMIT_LOCK_MS } from '../core/formController';

export interface EngineForm {
  name: string;
  ui: FormUi;
  displaySchema: JsonSchema;
  /** The precompiled validator, or its arrival when the page shows the form before it (decision 0039). */
  validate: CompiledValidateFunction | PromiseLike<CompiledValidateFunction>;
  /** The precompiled schemas of ui.json's conditions (the generated module's `conditions`). */
  conditions?: ConditionValidators;
  /** The values schema.json derives (the generated module's `derivations`). */
  derivations?: readonly DerivedValue[];
}

/** A form whose validator is here: what validates outside a wizard (a checker, a billing check) needs one. */
export interface ValidatingEngineForm extends EngineForm {
  validate: CompiledValidateFunction;
}

export interface WizardRegistry {
  widgets: Record<string, WidgetRegistration>;
  fields: Record<string, RegistryFieldsType[string]>;
  templates: Partial<TemplatesType>;
  /** The host's words for the engine's fixed texts (engineStrings.ts). */
  strings?: EngineStrings;
  /** The locale of dates and numbers, e.g. `en-GB`; without it, the browser's. */
  locale?: string;
}

export interface WizardProps {
  form: EngineForm;
  registry: WizardRegistry;
  /** A document to start from, e.g. a draft passed as route state. */
  initialDocument?: Record<string, unknown>;
  /** The draft's id: later saves reuse it. */
  draftId?: string;
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
  onSaveDraft?(document: Record<string, unknown>, draftId: string | undefined): Promise<{ draftId: string }>;
  /** Extra condition that blocks Next and Submit (the button shows loading). */
  busy?: boolean;
}

function startingDocument(props: WizardProps): Record<string, unknown> {
  let start: Record<string, unknown> = structuredClone(props.initialDocument ?? {});
  if (props.signedIn) for (const [pointer, value] of Object.entries(props.prefill ?? {})) start = setAt(start, pointer, value);
  return start;
}

export function Wizard(props: WizardProps) {
  const { form, registry, signedIn, supportEmail } = props;
  const t = useMemo(() => createTranslator(registry.strings), [registry.strings]);
  const model = useMemo(() => buildFormModel(form.ui, form.conditions, form.derivations), [form.ui, form.conditions, form.derivations]);
  const fieldNames = useMemo(() => new Set(Object.keys(registry.fields)), [registry.fields]);
  const [initialDocument] = useState(() => startingDocument(props));
  // As the renderer and its fields would have it, so that they have no change of their own to report (documentToStartFrom.ts).
  const complete = (document: Record<string, unknown>) => documentToStartFrom(document, { model, registry, displaySchema: form.displaySchema });
  const [controller, state] = useFormController({ model, validate: form.validate, fieldNames, initialDocument, complete });
  const { journey } = controller;
  controller.setHostBusy(Boolean(props.busy));

  const formRef = useRef<Form>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const draftIdRef = useRef(props.draftId);
  const pendingEditSection = useRef<string | null>(null);
  const lockedPointers = useMemo(() => new Set(signedIn ? Object.keys(props.prefill ?? {}) : []), [signedIn, props.prefill]);
  const formContext = useEngineFormContext({ controller, state, registry, formRef, dataSources: props.dataSources, signedIn, uploader: props.uploader, lockedPointers });
  const { stepIndex } = state;
  const busy = controller.isBusy();

  // A new step starts at the top, or at the section an Edit link named.
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    const sectionId = pendingEditSection.current;
    pendingEditSection.current = null;
    if (!sectionId || !journey.isFormStep(stepIndex)) {
      window.scrollTo({ top: 0 });
      return;
    }
    // In the frame that first shows the step, not now: a long list above the section creates its
    // rows only once its columns are measured (useTableFit), after this effect and before that frame.
    const frame = requestAnimationFrame(() => window.document.getElementById(sectionAnchorId(sectionId))?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [stepIndex, journey]);

  // After an attempt (Next/Submit) that found errors, not after each blur.
  useEffect(() => {
    if (state.attempt === 0 || state.errors.length === 0) return;
    const timer = scrollToFirstError();
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.attempt]);

  const submit = async () => {
    const outcome = await controller.submit(props.onSubmit);
    if (outcome.kind === 'failed') controller.showSubmissionError();
  };

  const save = async () => {
    const onSaveDraft = props.onSaveDraft;
    if (!onSaveDraft || !signedIn) return;
    const outcome = await controller.saveDraft(async (document) => {
      draftIdRef.current = (await onSaveDraft(document, draftIdRef.current)).draftId;
    });
    if (outcome.kind === 'saved') setBanner({ kind: 'success', title: t('draftSavedTitle'), text: t('draftSavedText') });
    if (outcome.kind === 'failed') setBanner({ kind: 'error', title: t('draftSaveFailedTitle'), text: t('draftSaveFailedText', { supportEmail }) });
  };

  const onEdit = (section: ReviewSection) => {
    pendingEditSection.current = section.id;
    controller.edit(section.stepIndex);
  };

  const consent = form.ui.review?.consent ?? [];
  const progress = journey.progress(stepIndex);
  const loadingLabel = (label: string, loading: boolean) => (loading ? `${label}…` : label);

  return (
    <div className="engine-wizard">
      {props.backLink && <div className="engine-wizard__back">{props.backLink}</div>}
      <h1 className="engine-wizard__title">{form.ui.title}</h1>
      <ProgressIndicator titles={progress.titles} current={progress.current} />
      <Banner message={banner} onClosed={useCallback(() => setBanner(null), [])} />
      {journey.isFormStep(stepIndex) && (
        <>
          <ErrorSummary errors={state.summaryShown ? state.errors : []} attempt={state.attempt} />
          <FormRenderer
            controller={controller}
            state={state}
            registry={registry}
            displaySchema={form.displaySchema}
            formContext={formContext}
            formRef={formRef}
            onSubmit={() => controller.next()}
          >
            <div className="engine-buttons">
              {stepIndex > 0 && (
                <button type="button" className="engine-button engine-button--secondary" onClick={() => controller.back()}>
                  {t('back')}
                </button>
              )}
              <button type="button" className="engine-button engine-button--primary" onClick={() => controller.next()} disabled={busy} aria-busy={busy}>
                {loadingLabel(t('next'), busy)}
              </button>
            </div>
          </FormRenderer>
        </>
      )}
      {stepIndex === journey.reviewIndex && (
        <>
          {form.ui.review?.intro && <p>{form.ui.review.intro}</p>}
          <ReviewStep sections={buildReview(model, form.displaySchema, model.visibility.prune(state.document))} onEdit={onEdit} />
          {consent.length > 0 && (
            <fieldset className="engine-consent">
              <legend className="engine-visually-hidden">{t('declarations')}</legend>
              {consent.map((item) => (
                <div key={item.pointer} className="engine-consent__item">
                  <input
                    id={`consent-${item.pointer}`}
                    type="checkbox"
                    className="engine-consent__checkbox"
                    checked={getAt(state.document, item.pointer) === true}
                    onChange={(event) => controller.commit(setAt(controller.getDocument(), item.pointer, event.target.checked))}
                  />
                  <label htmlFor={`consent-${item.pointer}`}>
                    {item.label}
                    {item.link && (
                      <>
                        {' '}
                        <a href={item.link.href} target="_blank" rel="noopener noreferrer">
                          {item.link.text}
                          <span className="engine-visually-hidden">{t('opensInNewTab')}</span>
                        </a>
                      </>
                    )}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          <div className="engine-buttons">
            <button type="button" className="engine-button engine-button--secondary" onClick={() => controller.back()}>
              {t('back')}
            </button>
            <button
              type="button"
              className="engine-button engine-button--primary"
              onClick={() => void submit()}
              disabled={!controller.consentGiven() || busy || state.submitting || state.submitLocked}
              aria-busy={state.submitting || busy}
            >
              {loadingLabel(form.ui.submitLabel ?? t('submit'), state.submitting || busy)}
            </button>
          </div>
        </>
      )}
      {stepIndex === journey.submissionErrorIndex && (
        <SubmissionErrorStep t={t} supportEmail={supportEmail} onBack={() => controller.back()} onRetry={() => void submit()} retrying={state.submitting || state.submitLocked} />
      )}
      {props.onSaveDraft && stepIndex !== journey.submissionErrorIndex && (
        <div className="engine-save">
          <button type="button" className="engine-button engine-button--tertiary" onClick={() => void save()} disabled={!signedIn || state.saving} aria-busy={state.saving}>
            {state.saving ? t('saving') : t('save')}
          </button>
          {!signedIn && <p className="engine-save__hint">{t('saveNeedsSignIn')}</p>}
        </div>
      )}
    </div>
  );
}
