// When an order number takes its year, then it is the year in New Zealand
// (NZDT, +13, on New Year's Eve), also when one hour's answer is remembered;
// its digits come from its type's series (disconnections have their own).
import { describe, expect, it } from 'vitest';
import { nzYear, ORDER_NUMBER_PATTERN } from './orderNumbers';
import { ORDER_TYPES } from './orderTypes';

describe('nzYear', () => {
  it('turns at midnight in New Zealand, not in UTC', () => {
    expect(nzYear(new Date('2025-12-31T10:59:59.999Z'))).toBe(2025);
    expect(nzYear(new Date('2025-12-31T11:00:00.000Z'))).toBe(2026);
    expect(nzYear(new Date('2025-12-31T10:30:00.000Z'))).toBe(2025);
    expect(nzYear(new Date('2026-06-30T12:00:00.000Z'))).toBe(2026);
    expect(nzYear(new Date('2026-06-30T11:59:00.000Z'))).toBe(2026);
  });

  it('describes the numbers', () => {
    expect(ORDER_NUMBER_PATTERN.test('LIV-2026-000123')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('LIV-2026-1234567')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('NC-2026-000124')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('DIS-2026-000001')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('LIV-26-1')).toBe(false);
    expect(ORDER_NUMBER_PATTERN.test('ABC-2026-000123')).toBe(false);
  });

  it('numbers disconnections in a series of their own, the other order types in the shared one', () => {
    expect(ORDER_TYPES.DisconnectionOrder.numberSequence).toBe('disconnection_order_number_seq');
    expect(ORDER_TYPES.LiveningIcpOrder.numberSequence).toBe('customer_order_number_seq');
    expect(ORDER_TYPES.NewConnectionOrder.numberSequence).toBe('customer_order_number_seq');
  });
});
