// Whether a quote can still be paid online (spec 3: Pay now "only if a due
// payment exists and its due date is today or later (compared at day
// level)"; the pay-now flow "only [for] status Ready To Pay"). One rule for
// the order detail's Pay now, the pay-now page and the server that refuses a
// session or a billing save. A due date is a New Zealand calendar day, so
// "today" is Auckland's date, whatever the browser's time zone: a customer in
// London at 11 pm on the 4th is already on the 5th in New Zealand.
import { nzIsoDate } from '../format/nzCalendarDays';
import { parseIsoDate } from '../validation/keywords/isoDate';

export const READY_TO_PAY = 'Ready To Pay';

export function isPayableQuote(quote: { status: string; dueDate: string }, now: Date = new Date()): boolean {
  const today = nzIsoDate(now);
  // YYYY-MM-DD compares as text in date order; an unreadable date is never payable.
  return quote.status === READY_TO_PAY && parseIsoDate(quote.dueDate) !== null && quote.dueDate >= today;
}
