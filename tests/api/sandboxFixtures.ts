// Shared by the sandbox provider and page tests: a session request as the
// payment session code makes one, open 30 minutes from `now`.
import type { SessionRequest } from '../../src/server/payments/paymentProvider';

export const MINUTE = 60_000;

export function sandboxSessionRequest(now: Date, overrides: Partial<SessionRequest> = {}): SessionRequest {
  return {
    merchantReference: 'NC-000123',
    amountCents: 123_456,
    currency: 'NZD',
    method: 'CreditCard',
    callbackUrls: {
      approved: 'http://localhost:3000/payment/result?outcome=approved',
      declined: 'http://localhost:3000/payment/result?outcome=declined',
      cancelled: 'http://localhost:3000/payment/result?outcome=cancelled',
    },
    notificationUrl: 'http://localhost:3000/api/payments/notifications',
    expiresAt: new Date(now.getTime() + 30 * MINUTE),
    ...overrides,
  };
}
