// New Zealand dates, times, day counts and money, formatted one way for the
// portal, the server's mails and pages, and the scripts (issue 12; decision
// record docs/decisions/0020-nz-formatting-and-zip-library.md).
export { formatCalendarDate } from './calendarDate';
export { expiresIn } from './expiresIn';
export { nzCalendarDate, nzCalendarDaysBetween, nzIsoDate } from './nzCalendarDays';
export { formatNzDate, formatNzDateOfTimestamp } from './nzDate';
export { formatNzDateTime } from './nzDateTime';
export { formatNumericCalendarDate, formatNumericNzDateOfTimestamp } from './numericDate';
export { formatNzd } from './nzd';
export { NZ_LOCALE, NZ_TIME_ZONE } from './nzTimeZone';
