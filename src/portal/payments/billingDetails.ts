// The billing details as the pay-now page reads and checks them: the billing
// form's document is `{ billingDetails, paymentMethod }` (schemas/billing), and
// its precompiled validator is the one that decides whether Next may go on.
import { createFormController } from '../../engine/core/formController';
import { buildFormModel } from '../../engine/core/formModel';
import type { ValidatingEngineForm } from '../../engine/react/Wizard';
import type { BillingDetails, PaymentMethod } from '../../shared/api/payments';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';

export const BILLING_FORM = 'billing';
/** The view of the billing form that edits the details (its contact and address sections). */
export const EDIT_BILLING_VIEW = 'edit-billing-details';
export const PAYMENT_METHOD_POINTER = '/paymentMethod';
/** The method before the payer chose one. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'CreditCard';

export interface BillingDocument {
  billingDetails: BillingDetails;
  paymentMethod: PaymentMethod;
}

/**
 * The form's own messages for a document, placed and ordered as the form shows
 * them (the engine's controller, without a screen): empty when it may be sent.
 */
export function billingErrors(form: ValidatingEngineForm, document: BillingDocument): FieldError[] {
  const controller = createFormController({
    model: buildFormModel(form.ui, form.conditions, form.derivations),
    validate: form.validate,
    fieldNames: new Set(Object.keys(portalEngineRegistry.fields)),
    initialDocument: document as unknown as Record<string, unknown>,
  });
  try {
    return controller.validateAll().errors;
  } finally {
    controller.dispose();
  }
}

export function isBillingDetailsError(error: FieldError): boolean {
  return error.pointer === '/billingDetails' || error.pointer.startsWith('/billingDetails/');
}

/** "First Last", as the session request's customerName. */
export function customerNameOf(details: BillingDetails): string {
  return [details.firstName, details.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** The billing address on one line: the lookup's label, or the manual fields joined. */
export function billingAddressOf(details: BillingDetails): string {
  if (details.manuallyEnteredBillingAddress) {
    const manual = details.manualBillingAddress ?? {};
    const cityLine = [manual.city, manual.postcode].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(' ');
    return [manual.addressString, manual.suburb, cityLine]
      .map((part) => part?.trim() ?? '')
      .filter((part) => part !== '')
      .join(', ');
  }
  return details.billingAddressDisplay?.trim() ?? '';
}
