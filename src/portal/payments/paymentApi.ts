// The quote payment endpoints as the pay-now, session and result pages use
// them (src/shared/api/payments.ts). The server decides every amount and asks
// the provider about every result; the pages only show what it says.
import type { ApiCall } from '../account/useApi';
import { apiRequest } from '../api/client';
import { isPayableQuote } from '../../shared/orders/payableQuote';
import {
  type BillingDetailsRequest,
  type OrderPayment,
  type PaymentSessionRequest,
  type PaymentSessionResponse,
  type PaymentSessionResult,
} from '../../shared/api/payments';

export const paymentKeys = {
  all: ['payments'] as const,
  payment: (paymentId: string) => ['payments', 'payment', paymentId] as const,
  sessionResult: (sessionId: string) => ['payments', 'session-result', sessionId] as const,
};

export async function loadPayment(api: ApiCall, paymentId: string): Promise<OrderPayment> {
  return (await api<OrderPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`)).data;
}

export async function saveBillingDetails(api: ApiCall, request: BillingDetailsRequest): Promise<OrderPayment> {
  return (await api<OrderPayment>('PUT', '/billing-details', request)).data;
}

export async function createPaymentSession(api: ApiCall, request: PaymentSessionRequest): Promise<PaymentSessionResponse> {
  return (await api<PaymentSessionResponse>('POST', '/payments/session', request)).data;
}

/** Needs no token (the customer may come back signed out); sent when there is one. */
export async function loadSessionResult(sessionId: string, accessToken: string | undefined): Promise<PaymentSessionResult> {
  return (await apiRequest<PaymentSessionResult>('GET', `/payments/session-result?${new URLSearchParams({ sessionId }).toString()}`, undefined, accessToken)).data;
}

/** Whether the pay-now flow may show: the shared rule (src/shared/orders/payableQuote.ts) on the quote's expiry. */
export function isPayable(payment: Pick<OrderPayment, 'status' | 'quoteExpiry'>, now: Date = new Date()): boolean {
  return isPayableQuote({ status: payment.status, dueDate: payment.quoteExpiry }, now);
}
