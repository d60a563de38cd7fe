// The disconnection date window and its calendar cache: the API is asked once
// per 24 hours, a corrupt or stale entry is ignored, a failure is not kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_CACHE_KEY, CALENDAR_CACHE_MS, commercialNonWorkingDays, disconnectionDateAvailability, type CalendarStorage } from './commercialCalendar';

afterEach(() => vi.unstubAllGlobals());

/** 10:00 on 24 November 2026 in New Zealand (21:00 UTC the day before). */
const NOW = Date.parse('2026-11-23T21:00:00Z');
const DAYS = ['2026-12-25', '2026-12-28', '2027-01-01'];

function fakeStorage(entries: Record<string, string> = {}): CalendarStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
  };
}

function stubFetch(respond: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const calendarAnswer = () => Response.json(DAYS.map((day) => ({ day })));
const cacheEntry = (storedAt: number, days: unknown = DAYS) => JSON.stringify({ storedAt, days });

describe('commercialNonWorkingDays', () => {
  it('asks the API, answers its days and keeps them with the time they were stored', async () => {
    const fetch = stubFetch(calendarAnswer);
    const storage = fakeStorage();
    expect(await commercialNonWorkingDays(storage, () => NOW)).toEqual(DAYS);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/calendar/commercial-non-working-days');
    expect(JSON.parse(storage.entries[CALENDAR_CACHE_KEY] ?? '')).toEqual({ storedAt: NOW, days: DAYS });
  });

  it('answers from the cache for 24 hours, then asks again', async () => {
    const fetch = stubFetch(calendarAnswer);
    const storage = fakeStorage({ [CALENDAR_CACHE_KEY]: cacheEntry(NOW, ['2026-12-25']) });
    expect(await commercialNonWorkingDays(storage, () => NOW + CALENDAR_CACHE_MS - 1)).toEqual(['2026-12-25']);
    expect(fetch).not.toHaveBeenCalled();
    expect(await commercialNonWorkingDays(storage, () => NOW + CALENDAR_CACHE_MS)).toEqual(DAYS);
    expect(fetch).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.entries[CALENDAR_CACHE_KEY] ?? '').storedAt).toBe(NOW + CALENDAR_CACHE_MS);
  });

  it.each([
    ['text that is not JSON', '{"storedAt":'],
    ['no stored time', JSON.stringify({ days: DAYS })],
    ['days that are not dates', cacheEntry(NOW, ['2026-02-30'])],
    ['days that are not a list', cacheEntry(NOW, '2026-12-25')],
    ['a stored time in the future', cacheEntry(NOW + 60_000)],
    ['null', 'null'],
  ])('ignores a cache entry with %s and asks the API', async (_case, entry) => {
    const fetch = stubFetch(calendarAnswer);
    const storage = fakeStorage({ [CALENDAR_CACHE_KEY]: entry });
    expect(await commercialNonWorkingDays(storage, () => NOW)).toEqual(DAYS);
    expect(fetch).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.entries[CALENDAR_CACHE_KEY] ?? '')).toEqual({ storedAt: NOW, days: DAYS });
  });

  it('makes one call for two asks while it is in flight', async () => {
    const fetch = stubFetch(calendarAnswer);
    const storage = fakeStorage();
    const answers = await Promise.all([commercialNonWorkingDays(storage, () => NOW), commercialNonWorkingDays(storage, () => NOW)]);
    expect(answers).toEqual([DAYS, DAYS]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('rejects on a failed call and keeps nothing, so the next call asks again', async () => {
    stubFetch(() => Response.json({ message: 'Service unavailable' }, { status: 503 }));
    const storage = fakeStorage();
    await expect(commercialNonWorkingDays(storage, () => NOW)).rejects.toThrow('Service unavailable');
    expect(storage.entries).toEqual({});
    const fetch = stubFetch(calendarAnswer);
    expect(await commercialNonWorkingDays(storage, () => NOW)).toEqual(DAYS);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it.each([
    ['not a list', { day: '2026-12-25' }],
    ['an entry without a day', [{ day: '2026-12-25' }, { date: '2026-12-28' }]],
    ['a day that is not a date', [{ day: '25/12/2026' }]],
  ])('rejects an answer that is %s, and keeps nothing', async (_case, answer) => {
    stubFetch(() => Response.json(answer));
    const storage = fakeStorage();
    await expect(commercialNonWorkingDays(storage, () => NOW)).rejects.toThrow(/calendar answer/);
    expect(storage.entries).toEqual({});
  });

  it('still answers when the storage cannot be read or written', async () => {
    const fetch = stubFetch(calendarAnswer);
    const broken: CalendarStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(await commercialNonWorkingDays(broken, () => NOW)).toEqual(DAYS);
    expect(await commercialNonWorkingDays(undefined, () => NOW)).toEqual(DAYS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('disconnectionDateAvailability', () => {
  it('runs from today in New Zealand to 3 months ahead, without the commercial non-working days', async () => {
    stubFetch(calendarAnswer);
    expect(await disconnectionDateAvailability(fakeStorage(), () => NOW)).toEqual({ earliest: '2026-11-24', latest: '2027-02-24', unavailable: DAYS });
  });

  it('ends on the last day of a shorter month', async () => {
    stubFetch(calendarAnswer);
    // 30 November 2026 in New Zealand: 3 months on is 28 February 2027.
    const availability = await disconnectionDateAvailability(fakeStorage(), () => Date.parse('2026-11-30T01:00:00Z'));
    expect(availability).toMatchObject({ earliest: '2026-11-30', latest: '2027-02-28' });
  });

  it('rejects when the calendar cannot be had, so the picker offers no day', async () => {
    stubFetch(() => new Response(null, { status: 502 }));
    await expect(disconnectionDateAvailability(fakeStorage(), () => NOW)).rejects.toThrow('Request failed (502)');
  });
});
