// Reads a "Pay" press on the sandbox payment page: checks the fields the way a
// card page does, then decides the outcome with the test instruments. What is
// kept for a re-rendered page leaves out the card number and the security
// code, as payment pages do: those are typed again, and never echoed back.
import type { PaymentMethod } from '../../../shared/api/payments';
import { fieldOf } from '../../identity/embedded/formBody';
import type { FieldError } from '../../pages/formParts';
import { cardDigits, decideBank, decideCard, isCvcValid, isExpiryCurrent, isLuhnValid, type PaymentDecision } from './testCards';

/** The form's field names, which are also the inputs' ids (the error summary links to them). */
export const FIELDS = {
  cardName: 'cardName',
  cardNumber: 'cardNumber',
  cardExpiry: 'cardExpiry',
  cardCvc: 'cardCvc',
  /** The radio group; also the id of its first radio. */
  bank: 'bank',
} as const;

export const MESSAGES = {
  cardName: 'Enter the name on the card',
  cardNumber: 'Enter a valid card number',
  cardExpiry: 'Enter an expiry date in the future, as MM/YY',
  cardCvc: 'Enter the 3 or 4 digit security code',
  bank: 'Choose your bank',
} as const;

/** What the payer typed that the page shows again after an error. */
export interface KeptValues {
  cardName?: string;
  cardExpiry?: string;
  bank?: string;
}

export type PaymentAttempt =
  | { valid: true; decision: PaymentDecision; cardLast4: string | null }
  | { valid: false; errors: FieldError[]; kept: KeptValues };

function readCard(body: unknown, asOf: Date): PaymentAttempt {
  const cardName = fieldOf(body, FIELDS.cardName).trim();
  const digits = cardDigits(fieldOf(body, FIELDS.cardNumber));
  const cardExpiry = fieldOf(body, FIELDS.cardExpiry).trim();
  const errors: FieldError[] = [];
  if (cardName === '') errors.push({ field: FIELDS.cardName, message: MESSAGES.cardName });
  if (!isLuhnValid(digits)) errors.push({ field: FIELDS.cardNumber, message: MESSAGES.cardNumber });
  if (!isExpiryCurrent(cardExpiry, asOf)) errors.push({ field: FIELDS.cardExpiry, message: MESSAGES.cardExpiry });
  if (!isCvcValid(fieldOf(body, FIELDS.cardCvc))) errors.push({ field: FIELDS.cardCvc, message: MESSAGES.cardCvc });
  if (errors.length > 0) return { valid: false, errors, kept: { cardName, cardExpiry } };
  return { valid: true, decision: decideCard(digits), cardLast4: digits.slice(-4) };
}

function readBank(body: unknown): PaymentAttempt {
  const bank = fieldOf(body, FIELDS.bank);
  const decision = decideBank(bank);
  if (!decision) return { valid: false, errors: [{ field: FIELDS.bank, message: MESSAGES.bank }], kept: {} };
  return { valid: true, decision, cardLast4: null };
}

/** The outcome of a valid form, or its errors; `asOf` is the clock expiry dates are checked against. */
export function readPaymentForm(method: PaymentMethod, body: unknown, asOf: Date): PaymentAttempt {
  return method === 'CreditCard' ? readCard(body, asOf) : readBank(body);
}
