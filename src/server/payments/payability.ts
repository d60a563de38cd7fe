// Whether a quote can still be paid online, and the billing form's check of
// what the payer saved: the rules the billing route and the session route
// share, so a payment that one refuses the other refuses too.
import type { BillingDetails, PaymentMethod } from '../../shared/api/payments';
import { isPayableQuote } from '../../shared/orders/payableQuote';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { pruneHiddenFields, validateFormDocument } from '../validation/formValidators';

/** The form (schemas/billing) whose validator checks billing details on both sides. */
export const BILLING_FORM = 'billing';

export const NOT_PAYABLE_MESSAGE = 'This quote can no longer be paid online: it has been paid or withdrawn, or its due date has passed';

/** Ready To Pay, and due today or later on the New Zealand calendar: the rule the pages show by. */
export const isPayable = isPayableQuote;

export interface BillingForm {
  billingDetails: BillingDetails;
  paymentMethod: PaymentMethod;
}

/** The billing form's document as the browser would send it (hidden fields dropped), and its errors. */
export async function checkBillingForm(document: unknown): Promise<{ document: BillingForm; errors: FieldError[] }> {
  const pruned = await pruneHiddenFields(BILLING_FORM, document);
  const result = await validateFormDocument(BILLING_FORM, pruned);
  return { document: pruned as BillingForm, errors: result.valid ? [] : result.errors };
}
