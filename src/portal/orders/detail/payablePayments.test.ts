import { describe, expect, it } from 'vitest';
import type { DuePayment } from '../../../shared/orders/orderState';
import { payablePayments } from './payablePayments';

const payment = (paymentId: string, dueDate: string, status: DuePayment['status'] = 'Ready To Pay'): DuePayment => ({
  paymentId,
  dueDate,
  status,
  amountCents: 123456,
  description: 'Quote',
});

describe('payablePayments', () => {
  // 10:30 on 5 March 2026 in Auckland (NZDT, UTC+13).
  const now = new Date('2026-03-04T21:30:00Z');

  it('keeps a payment due today or later on the New Zealand calendar, not one due yesterday', () => {
    const payments = [payment('yesterday', '2026-03-04'), payment('today', '2026-03-05'), payment('later', '2026-04-01')];
    expect(payablePayments(payments, now).map((each) => each.paymentId)).toEqual(['today', 'later']);
  });

  it("counts the day in Auckland, where it is already tomorrow for UTC's evening", () => {
    // 23:30 UTC on 4 March is 12:30 on 5 March in Auckland: a payment due on the 4th is past.
    expect(payablePayments([payment('due-4th', '2026-03-04')], new Date('2026-03-04T23:30:00Z'))).toEqual([]);
    // 10:59 UTC on 4 March is 23:59 on the 4th in Auckland: still payable that day.
    expect(payablePayments([payment('due-4th', '2026-03-04')], new Date('2026-03-04T10:59:00Z'))).toHaveLength(1);
  });

  it('keeps only payments ready to pay with a readable due date', () => {
    const payments = [payment('paid', '2026-04-01', 'Paid'), payment('cancelled', '2026-04-01', 'Cancelled'), payment('broken', '2026-02-30'), payment('ok', '2026-04-01')];
    expect(payablePayments(payments, now).map((each) => each.paymentId)).toEqual(['ok']);
  });
});
