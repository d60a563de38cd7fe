// How long something has left, as spec 3 words a draft's "Expires in" column:
// "{n} days", "1 day" or "today". Counted in New Zealand calendar days, so a
// draft that expires at 00:30 has "1 day" at 23:00 the evening before, and
// one that expires at 23:00 says "today" from midnight that morning, also on
// the two days a year New Zealand's clocks change.
import { nzCalendarDaysBetween } from './nzCalendarDays';

/** `expiry` on the NZ date after `now`'s -> `1 day`; on the same date or earlier -> `today`. */
export function expiresIn(expiry: Date, now: Date = new Date()): string {
  // An unreadable expiry reads as due now: the customer is never promised time they may not have.
  if (Number.isNaN(expiry.getTime())) return 'today';
  const days = nzCalendarDaysBetween(now, expiry);
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
