// Dates as the spec writes them, DD MMMM YYYY, on the New Zealand calendar:
// an instant late on the 1st in UTC is already the 2nd in Auckland.
const NZ_DATE = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: '2-digit', month: 'long', year: 'numeric' });

/** `2026-03-04T20:00:00Z` -> `05 March 2026`; undefined for anything that is not a date. */
export function formatNzDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const parts = NZ_DATE.formatToParts(new Date(time));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
