// The card payment provider behind one small interface (DESIGN.md section 4,
// docs/operations/payments.md): the embedded sandbox hosted payment page
// (sandbox/), or Windcave's REST hosted payment page (windcaveProvider.ts).
// Both follow the same flow: the server creates a session for an amount it
// decided, the browser goes to the provider's page, the provider sends the
// browser back to a result address with ?sessionId= and notifies the server
// (perhaps more than once). Neither the return nor the notification is
// believed: the server asks the provider what happened to the session
// (querySession) before it records anything.
import type { PaymentMethod } from '../../shared/api/payments';

export interface SessionRequest {
  /** Our reference for the payment, shown to the payer and in the provider's reports: the order number. */
  merchantReference: string;
  /** Integer cents, GST included. */
  amountCents: number;
  currency: 'NZD';
  method: PaymentMethod;
  /** Where the provider sends the browser back, each with ?sessionId= added. */
  callbackUrls: { approved: string; declined: string; cancelled: string };
  /** Where the provider notifies the server of the outcome, with ?sessionId= added. */
  notificationUrl: string;
  /** After this the provider refuses the session. */
  expiresAt: Date;
}

export interface CreatedSession {
  /** The provider's id of the session. */
  providerSessionId: string;
  /** The provider's hosted payment page for it. */
  redirectUrl: string;
}

/** What the provider says happened to a session. */
export type ProviderSessionOutcome =
  /** Nothing final yet: the payer has not finished, or the provider is still processing. */
  | { state: 'pending' }
  | { state: 'approved'; transactionId: string; amountCents: number; currency: string }
  | { state: 'declined'; transactionId: string | null; responseText: string }
  /** The payer cancelled on the provider's page, or the session expired unpaid. */
  | { state: 'cancelled' }
  /** The provider has no such session. */
  | { state: 'unknown' };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'windcave';
  createSession(request: SessionRequest): Promise<CreatedSession>;
  querySession(providerSessionId: string): Promise<ProviderSessionOutcome>;
}

/** The provider could not be reached, or answered something we cannot read: nothing is recorded, the caller may try again. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
