// The payment method (step 2 of pay-now), as radio buttons built from the
// billing form's ui.json field /paymentMethod: its label, its option labels
// and its help. Card payments carry the provider's convenience fee (spec 3
// section 9), and the card payment partner is named as a trusted partner.
import { useId } from 'react';
import type { FormUi } from '../../engine/core/uiModel';
import { CARD_CONVENIENCE_FEE_PERCENT, PAYMENT_METHODS, type PaymentMethod } from '../../shared/api/payments';
import { useClientConfig } from '../clientConfig';
import { PAYMENT_METHOD_POINTER } from './billingDetails';

export const CARD_FEE_NOTE = `A ${CARD_CONVENIENCE_FEE_PERCENT}% per-transaction convenience fee is charged by the payment provider.`;

export interface PaymentMethodField {
  label: string;
  help: string | undefined;
  options: Array<{ value: PaymentMethod; label: string }>;
}

/** The field as the billing form declares it; a method it does not name keeps its code as its label. */
export function paymentMethodField(ui: FormUi): PaymentMethodField {
  const field = ui.fields[PAYMENT_METHOD_POINTER];
  const labels = field?.options ?? {};
  return {
    label: field?.label ?? 'Payment method',
    help: field?.help,
    options: PAYMENT_METHODS.map((value) => ({ value, label: labels[value] ?? value })),
  };
}

export function paymentMethodLabel(ui: FormUi, method: PaymentMethod): string {
  return paymentMethodField(ui).options.find((option) => option.value === method)?.label ?? method;
}

export function PaymentMethodChoice({
  ui,
  value,
  onChange,
  disabled,
  error,
}: {
  ui: FormUi;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  error?: string;
}) {
  const field = paymentMethodField(ui);
  const { payments } = useClientConfig();
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [field.help ? helpId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'payment-method payment-method--invalid' : 'payment-method'} aria-describedby={describedBy} disabled={disabled}>
      <legend className="payment-method__legend">{field.label}</legend>
      {field.help && (
        <p id={helpId} className="payment-method__help">
          {field.help}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-error">
          {error}
        </p>
      )}
      <div className="payment-method__options">
        {field.options.map((option) => {
          const labelId = `${id}-${option.value}-label`;
          const noteId = `${id}-${option.value}-note`;
          const card = option.value === 'CreditCard';
          return (
            <label key={option.value} className="choice-card payment-method__option">
              <input
                type="radio"
                name={`${id}-paymentMethod`}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={card ? noteId : undefined}
              />
              <span className="choice-card__text">
                <span id={labelId} className="choice-card__label">
                  {option.label}
                </span>
                {card && (
                  <span id={noteId} className="choice-card__description">
                    {CARD_FEE_NOTE}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {payments.cardPaymentPartner && (
        <p className="payment-method__partner">Card payments are processed securely by {payments.cardPaymentPartner}, our trusted payment partner.</p>
      )}
    </fieldset>
  );
}
