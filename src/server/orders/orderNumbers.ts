// Human order numbers: `{prefix}-{year}-{6+ digits}`, e.g. `LIV-2026-000123`,
// `NC-2026-000124`, `DIS-2026-000001`. The prefix is the order type's
// (orderTypes.ts), the year the New Zealand year of submission, and the digits
// the next value of the order type's database sequence (its `numberSequence`,
// taken as the orders are inserted: submissionStore.ts), so numbers are unique
// across processes. Livening and new connection orders share
// customer_order_number_seq; a disconnection has its own series
// (disconnection_order_number_seq, migration 0011). A number taken by a
// statement that then failed leaves a gap: harmless.
import { nzCalendarDate } from '../../shared/format/nzCalendarDays';
import { ORDER_TYPES } from './orderTypes';

/** The calendar year in New Zealand at this instant (nzCalendarDate remembers the hour's answer). */
export function nzYear(at: Date): number {
  return nzCalendarDate(at).year;
}

/** Whether a text looks like an order number of one of the order types (for searches and links). */
export const ORDER_NUMBER_PATTERN = new RegExp(`^(?:${Object.values(ORDER_TYPES).map((type) => type.numberPrefix).join('|')})-\\d{4}-\\d{6,}$`);
