// The disconnection date picker's availability (spec 3 sections 5 and 9):
// from today to 3 months ahead (New Zealand dates), without the commercial
// non-working days the API lists (GET /api/calendar/commercial-non-working-days,
// answered as [{ day: 'YYYY-MM-DD' }]). Weekends are the picker's own rule.
//
// The calendar changes once a year, so its answer is kept in session storage
// for 24 hours (spec 9): a reload or a second order in the same tab does not
// ask again. Only a good answer is kept; a corrupt or stale entry is ignored,
// and storage that cannot be used (blocked, full) only costs the cache.
import type { DateAvailability } from '../../engine/react/engineContext';
import { COMMERCIAL_CALENDAR_MONTHS_AHEAD, type CommercialNonWorkingDay } from '../../shared/api/calendar';
import { addMonths, todayInNewZealand } from '../../shared/validation/keywords/dateWindow';
import { parseIsoDate } from '../../shared/validation/keywords/isoDate';
import { apiRequest } from '../api/client';

export const CALENDAR_PATH = '/calendar/commercial-non-working-days';
export const CALENDAR_CACHE_KEY = 'portal.commercialNonWorkingDays';
export const CALENDAR_CACHE_MS = 24 * 60 * 60 * 1000;

/** The storage the cache uses: session storage in the browser, a fake in tests. */
export type CalendarStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface CachedCalendar {
  /** Milliseconds since the epoch when the answer was stored. */
  storedAt: number;
  days: string[];
}

function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

function isDayList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((day) => isIsoDate(day));
}

/** The days of an API answer; throws when the answer is not the list of { day } it should be. */
function daysOf(answer: unknown): string[] {
  if (!Array.isArray(answer)) throw new Error('The calendar answer is not a list of days');
  return answer.map((entry: unknown) => {
    const day = (entry as Partial<Record<keyof CommercialNonWorkingDay, unknown>> | null)?.day;
    if (!isIsoDate(day)) throw new Error(`The calendar answer holds a day that is not a date (YYYY-MM-DD): ${JSON.stringify(entry)}`);
    return day;
  });
}

/** The cached days when the entry is whole and younger than 24 hours; otherwise undefined. */
function readCache(storage: CalendarStorage | undefined, now: number): string[] | undefined {
  let text: string | null;
  try {
    text = storage?.getItem(CALENDAR_CACHE_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  let entry: Partial<CachedCalendar>;
  try {
    entry = JSON.parse(text) as Partial<CachedCalendar>;
  } catch {
    return undefined;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.storedAt !== 'number' || !isDayList(entry.days)) return undefined;
  // An entry from the future (the clock was put back) is as untrustworthy as an old one.
  const age = now - entry.storedAt;
  return age >= 0 && age < CALENDAR_CACHE_MS ? entry.days : undefined;
}

function writeCache(storage: CalendarStorage | undefined, days: string[], now: number): void {
  const entry: CachedCalendar = { storedAt: now, days };
  try {
    storage?.setItem(CALENDAR_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Full or blocked storage: the next call asks the API again, nothing worse.
  }
}

/** The browser's session storage, or undefined where reading it throws (storage blocked by the browser's settings). */
export function browserSessionStorage(): CalendarStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The request in flight: a picker mounted twice while the calendar loads makes one call, not two. */
let inFlight: Promise<string[]> | undefined;

function fetchDays(): Promise<string[]> {
  inFlight ??= apiRequest<unknown>('GET', CALENDAR_PATH)
    .then(({ data }) => daysOf(data))
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** The commercial non-working days, from the 24-hour cache or the API (a failure rejects and is not cached). */
export async function commercialNonWorkingDays(storage: CalendarStorage | undefined = browserSessionStorage(), now: () => number = Date.now): Promise<string[]> {
  const cached = readCache(storage, now());
  if (cached) return cached;
  const days = await fetchDays();
  writeCache(storage, days, now());
  return days;
}

/** What the disconnection date picker may offer: today to 3 months ahead (NZ), less the commercial non-working days. */
export async function disconnectionDateAvailability(
  storage: CalendarStorage | undefined = browserSessionStorage(),
  now: () => number = Date.now,
): Promise<DateAvailability> {
  const unavailable = await commercialNonWorkingDays(storage, now);
  const earliest = todayInNewZealand(new Date(now()));
  return { earliest, latest: addMonths(earliest, COMMERCIAL_CALENDAR_MONTHS_AHEAD), unavailable };
}
