// The pay-now flow once the quote is known to be payable (spec 3 "Pay-now
// flow", sections 4, 5 and 8): Review, Billing details, Payment.
// - Billing details are shown read-only; Edit opens the billing form's
//   edit-billing-details view; Save sends PUT /api/billing-details.
// - Next on Billing details checks the details with the billing form's
//   validator: invalid ones open the form with the messages; details never
//   saved (still the profile's) or a method changed since the last save are
//   saved first, and the flow goes on only once that worked.
// - Pay now (enabled once the details are acknowledged and not being edited)
//   hands the session page what it needs as navigation state.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '../router';
import { ProgressIndicator } from '../../engine/react/ProgressIndicator';
import { FieldErrorsRejection } from '../../engine/react/SinglePageForm';
import type { ValidatingEngineForm } from '../../engine/react/Wizard';
import { formatNzd } from '../../shared/format';
import { amountTextOf, type BillingDetails, type BillingDetailsRequest, type OrderPayment, type PaymentMethod, type PaymentSessionRequest } from '../../shared/api/payments';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { useApi } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import { useNotify } from '../shell/notifications';
import { BillingEditForm, type BillingEditHandle } from './BillingEditForm';
import { billingErrors, customerNameOf, DEFAULT_PAYMENT_METHOD, isBillingDetailsError, type BillingDocument } from './billingDetails';
import { BillingSummary } from './BillingSummary';
import { BillingSaveFailure } from './FailureScreen';
import { paymentKeys, saveBillingDetails } from './paymentApi';
import { CARD_FEE_NOTE, PaymentMethodChoice, paymentMethodLabel } from './PaymentMethodChoice';
import { QuoteCard, ThingsToKnow } from './QuoteReview';

export const PAY_NOW_STEPS = ['Review', 'Billing details', 'Payment'] as const;
export const ACKNOWLEDGEMENT = 'I acknowledge that the billing details above are correct';
export const UNSAVED_CHANGES = 'Save or cancel your changes to the billing details before you go on.';
export const CREATE_PAYMENT_SESSION_PATH = '/create-payment-session';

const SAVED = { tone: 'success', heading: 'Billing save successful', message: 'Your billing details have been saved.' } as const;
const SAVE_FAILED = { tone: 'error', heading: 'Billing save failed', message: 'There was an error updating your billing details. Please try again in a few minutes.' } as const;

/** What the server holds: the last saved details (or the profile's), and the method saved with them. */
interface SavedBilling {
  details: BillingDetails;
  saved: boolean;
  method: PaymentMethod | null;
}

/** Edit mode: each opening is a new form (key); `errors` are messages found outside it (a new list shows again). */
interface EditSession {
  key: number;
  errors: FieldError[];
}

/** A save that failed for another reason than a refused field: the failure screen, and what to send again. */
interface SaveFailure {
  request: BillingDetailsRequest;
  /** From the form's Save (Back returns to it) or from Next (Back returns to the details). */
  origin: 'edit' | 'next';
}

type SaveOutcome = { kind: 'saved' } | { kind: 'refused'; errors: FieldError[] } | { kind: 'failed' };

export function PayNowFlow({ payment, form }: { payment: OrderPayment; form: ValidatingEngineForm }) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [billing, setBilling] = useState<SavedBilling>({ details: payment.billingDetails, saved: payment.billingDetailsSaved, method: payment.paymentMethod });
  const [method, setMethod] = useState<PaymentMethod>(payment.paymentMethod ?? DEFAULT_PAYMENT_METHOD);
  const [methodError, setMethodError] = useState<string | undefined>(undefined);
  const [acknowledged, setAcknowledged] = useState(false);
  const [edit, setEdit] = useState<EditSession | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [unsavedWarning, setUnsavedWarning] = useState(false);
  const editHandle = useRef<BillingEditHandle>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editKeys = useRef(0);
  const acknowledgementId = useId();
  const payNowHintId = useId();
  const billingHeadingId = useId();

  // A new step: its first heading takes the focus, as a new page's would.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = stepRef.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }, [step]);

  // Leaving edit mode (Save, Cancel): focus returns to Edit.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !edit && !failure) editButton.current?.focus();
    wasEditing.current = edit !== null;
  }, [edit, failure]);

  const openEdit = (errors: FieldError[] = []) => {
    editKeys.current += 1;
    setEdit({ key: editKeys.current, errors });
    // The details may change: the payer acknowledges them again once they are saved.
    setAcknowledged(false);
    setUnsavedWarning(false);
  };
  const closeEdit = () => {
    setEdit(null);
    setUnsavedWarning(false);
  };

  const send = async (request: BillingDetailsRequest, origin: SaveFailure['origin']): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      const saved = await saveBillingDetails(api, request);
      setBilling({
        details: saved?.billingDetails ?? request.billingDetails,
        saved: saved?.billingDetailsSaved ?? true,
        method: saved?.paymentMethod ?? request.paymentMethod,
      });
      if (saved) queryClient.setQueryData(paymentKeys.payment(payment.paymentId), saved);
      setFailure(null);
      closeEdit();
      notify(SAVED);
      return { kind: 'saved' };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.errors.length > 0) return { kind: 'refused', errors: error.errors };
      setFailure({ request, origin });
      notify(SAVE_FAILED);
      return { kind: 'failed' };
    } finally {
      setSaving(false);
    }
  };

  // The form's Save: a refused field shows at the field; any other failure shows the failure screen.
  const submitEdit = async (document: Record<string, unknown>) => {
    const billingDetails = (document['billingDetails'] ?? {}) as BillingDetails;
    const outcome = await send({ paymentId: payment.paymentId, billingDetails, paymentMethod: method }, 'edit');
    if (outcome.kind === 'refused') throw new FieldErrorsRejection(outcome.errors);
  };

  /** Messages the server gave for a save the form did not send itself: shown in the form. */
  const showRefused = (errors: FieldError[], origin: SaveFailure['origin']) => {
    setFailure(null);
    if (origin === 'edit' && edit) setEdit({ ...edit, errors });
    else openEdit(errors);
  };

  const retry = async () => {
    if (!failure) return;
    const { request, origin } = failure;
    const outcome = await send(request, origin);
    if (outcome.kind === 'refused') showRefused(outcome.errors, origin);
    if (outcome.kind === 'saved' && origin === 'next') setStep(2);
  };

  const backFromFailure = () => {
    // From the form: back to it, as it was. From Next: back to the details.
    setFailure(null);
  };

  /** Leaving the billing step (Next or Back) while editing: only without unsaved changes. */
  const leaveEditMode = (): boolean => {
    if (!edit) return true;
    if (editHandle.current?.hasUnsavedChanges()) {
      setUnsavedWarning(true);
      return false;
    }
    closeEdit();
    return true;
  };

  const nextFromBilling = async () => {
    if (saving || !leaveEditMode()) return;
    const document: BillingDocument = { billingDetails: billing.details, paymentMethod: method };
    const errors = billingErrors(form, document);
    const detailErrors = errors.filter(isBillingDetailsError);
    if (detailErrors.length > 0) {
      openEdit(detailErrors);
      return;
    }
    if (errors.length > 0) {
      setMethodError(errors[0]?.message);
      return;
    }
    if (!billing.saved || billing.method !== method) {
      const outcome = await send({ paymentId: payment.paymentId, ...document }, 'next');
      if (outcome.kind === 'refused') showRefused(outcome.errors, 'next');
      if (outcome.kind !== 'saved') return;
    }
    setStep(2);
  };

  const backFromBilling = () => {
    if (!leaveEditMode()) return;
    setStep(0);
  };

  const payNow = () => {
    if (!acknowledged || edit) return;
    const state: PaymentSessionRequest = {
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      srNumber: payment.orderNumber,
      customerName: customerNameOf(billing.details),
      amount: amountTextOf(payment.totalPriceCents),
      paymentMethod: method,
    };
    navigate(CREATE_PAYMENT_SESSION_PATH, { state });
  };

  const editing = edit !== null;
  const methodLabel = paymentMethodLabel(form.ui, method);

  return (
    <section className="pay-now" aria-labelledby="pay-now-heading">
      <title>Pay your quote – Network services portal</title>
      <p className="order-detail__back">
        <Link to={`/order-details/${encodeURIComponent(payment.orderId)}`}>Back to order</Link>
      </p>
      <h1 id="pay-now-heading">Pay your quote</h1>
      <ProgressIndicator titles={[...PAY_NOW_STEPS]} current={step} />
      <div ref={stepRef} className="pay-now__step">
        {step === 0 && (
          <>
            <QuoteCard payment={payment} />
            <ThingsToKnow />
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => setStep(1)}>
                Next
              </button>
            </div>
          </>
        )}

        {step === 1 && (
          <>
            {failure && <BillingSaveFailure onBack={backFromFailure} onRetry={() => void retry()} retrying={saving} />}
            {edit && (
              <BillingEditForm
                key={edit.key}
                handle={editHandle}
                form={form}
                document={{ billingDetails: billing.details, paymentMethod: method }}
                errors={edit.errors}
                busy={saving}
                hidden={failure !== null}
                onSubmit={submitEdit}
                onCancel={closeEdit}
              />
            )}
            {!failure && (
              <>
                {!edit && (
                  <section className="pay-now__billing" aria-labelledby={billingHeadingId}>
                    <div className="pay-now__section-head">
                      <h2 id={billingHeadingId}>Billing details</h2>
                      <button ref={editButton} type="button" className="button button--secondary" onClick={() => openEdit()} disabled={saving}>
                        Edit
                      </button>
                    </div>
                    <BillingSummary details={billing.details} />
                  </section>
                )}
                <PaymentMethodChoice
                  ui={form.ui}
                  value={method}
                  onChange={(chosen) => {
                    setMethod(chosen);
                    setMethodError(undefined);
                  }}
                  disabled={saving}
                  error={methodError}
                />
                <div className="pay-now__acknowledgement">
                  <input
                    id={acknowledgementId}
                    type="checkbox"
                    checked={acknowledged}
                    disabled={editing || saving}
                    onChange={(event) => setAcknowledged(event.target.checked)}
                  />
                  <label htmlFor={acknowledgementId}>{ACKNOWLEDGEMENT}</label>
                </div>
                {unsavedWarning && (
                  <p className="text-error pay-now__warning" role="alert">
                    {UNSAVED_CHANGES}
                  </p>
                )}
                <div className="button-row">
                  <button type="button" className="button button--secondary" onClick={backFromBilling} disabled={saving}>
                    Back
                  </button>
                  <button type="button" className="button button--primary" onClick={() => void nextFromBilling()} disabled={saving} aria-busy={saving}>
                    {saving && !editing ? 'Saving…' : 'Next'}
                  </button>
                </div>
              </>
            )}
          </>
        )}

        {step === 2 && (
          <>
            <section className="payment-summary" aria-labelledby="payment-summary-heading">
              <h2 id="payment-summary-heading">Payment</h2>
              <dl className="details-list">
                <div className="details-list__row">
                  <dt>Amount (incl. GST)</dt>
                  <dd className="payment-summary__amount">{formatNzd(payment.totalPriceCents)}</dd>
                </div>
                <div className="details-list__row">
                  <dt>Payment method</dt>
                  <dd>{methodLabel}</dd>
                </div>
                <div className="details-list__row">
                  <dt>Billing name</dt>
                  <dd>{customerNameOf(billing.details)}</dd>
                </div>
                <div className="details-list__row">
                  <dt>Billing email</dt>
                  <dd>{billing.details.email}</dd>
                </div>
              </dl>
              {method === 'CreditCard' && <p className="payment-summary__note">{CARD_FEE_NOTE}</p>}
              <p className="payment-summary__note">You will be taken to our payment provider&apos;s secure page to pay.</p>
            </section>
            {(!acknowledged || editing) && (
              <p id={payNowHintId} className="callout callout--warning pay-now__hint">
                To pay, go back to Billing details and tick &lsquo;{ACKNOWLEDGEMENT}&rsquo;.
              </p>
            )}
            <div className="button-row">
              <button type="button" className="button button--secondary" onClick={() => setStep(1)}>
                Back
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={payNow}
                disabled={!acknowledged || editing}
                aria-describedby={!acknowledged || editing ? payNowHintId : undefined}
              >
                Pay now
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
