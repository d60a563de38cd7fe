// What an event in an order's history changed, for people to read: the
// fields of the order's state whose value differs between before and after,
// each with both values in words, and the event's detail (the action's input:
// a note, a file, a reason). The server keeps whole states; this picks out
// the difference, so "Activity: Assessing → Awaiting inspection" is what staff
// read rather than two snapshots.
import type { StaffOrderEvent } from '../../../shared/api/staff';
import type { OrderState } from '../../../shared/orders/orderState';
import { formatNumericCalendarDate, formatNumericNzDateOfTimestamp } from '../../../shared/format/numericDate';
import { formatNzd } from '../../../shared/format/nzd';
import { documentTypeName, humanise } from '../staffLabels';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Shown for a value that is not there (null, an empty list). */
export const NOTHING = '—';

const STATE_LABELS: Record<keyof OrderState, string> = {
  progressStatus: 'Status',
  percentageComplete: 'Complete',
  currentActivity: 'Activity',
  currentActivityStartDate: 'Activity start date',
  currentActivityEndDate: 'Activity end date',
  nextActivity: 'Next activity',
  infoMessage: 'Information message',
  alertMessage: 'Alert message',
  actionMessage: 'Action message',
  cancelReason: 'Cancel reason',
  cancellationRequest: 'Cancellation request',
  duePayments: 'Due payments',
  closedAt: 'Closed',
};

function paymentsText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return NOTHING;
  return value
    .map((payment: { amountCents?: unknown; dueDate?: unknown; status?: unknown }) => {
      const amount = typeof payment.amountCents === 'number' && Number.isSafeInteger(payment.amountCents) ? formatNzd(payment.amountCents) : '?';
      return `${amount} due ${formatNumericCalendarDate(payment.dueDate) ?? '?'} (${String(payment.status ?? '?')})`;
    })
    .join('; ');
}

function requestText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return NOTHING;
  const request = value as { reason?: unknown; requestedBy?: unknown };
  return `${String(request.reason ?? '')} (asked by ${String(request.requestedBy ?? 'the customer')})`;
}

/** One state field's value in words. */
export function stateValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  switch (field) {
    case 'percentageComplete':
      return `${String(value)}%`;
    case 'currentActivityStartDate':
    case 'currentActivityEndDate':
      return formatNumericCalendarDate(value) ?? String(value);
    case 'closedAt':
      return formatNumericNzDateOfTimestamp(String(value)) ?? String(value);
    case 'duePayments':
      return paymentsText(value);
    case 'cancellationRequest':
      return requestText(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The state fields an event changed, in the state's own order; for the first event (no before), none. */
export function stateChanges(before: OrderState | null, after: OrderState): FieldChange[] {
  if (before === null) return [];
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => JSON.stringify((before as unknown as Record<string, unknown>)[field]) !== JSON.stringify((after as unknown as Record<string, unknown>)[field]))
    .map((field) => ({
      field,
      label: (STATE_LABELS as Record<string, string>)[field] ?? humanise(field),
      before: stateValueText(field, (before as unknown as Record<string, unknown>)[field]),
      after: stateValueText(field, (after as unknown as Record<string, unknown>)[field]),
    }));
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function detailText(key: string, value: unknown): string {
  if (key === 'amountCents' && typeof value === 'number' && Number.isSafeInteger(value)) return formatNzd(value);
  if (key === 'documentType' && typeof value === 'string') return documentTypeName(value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatNumericCalendarDate(value) ?? value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The event's detail (what the action was given) as label and text, leaving
 * out what is empty and the ids of files and payments, which mean nothing to
 * a reader (the file shows by name).
 */
export function detailLines(detail: StaffOrderEvent['detail']): Array<{ label: string; text: string }> {
  return Object.entries(detail)
    .filter(([key, value]) => value !== null && value !== undefined && value !== '' && !/Id$/.test(key))
    .map(([key, value]) => ({ label: key === 'amountCents' ? 'Amount' : humanise(key), text: detailText(key, value) }));
}

/** Newest first, as staff read a history. */
export function newestFirst(events: readonly StaffOrderEvent[]): StaffOrderEvent[] {
  return [...events].sort((a, b) => b.sequence - a.sequence);
}
