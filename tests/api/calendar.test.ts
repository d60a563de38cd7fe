// The disconnection date picker asks GET /api/calendar/commercial-non-working-days
// (guests too) for the commercial non-working days from today (New Zealand) to 3
// months ahead: the national public holidays and the configured region's
// anniversary day. The answer is cacheable for an hour and revalidates with an
// ETag that changes when the New Zealand date does.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarEtag } from '../../src/server/routes/calendar';
import { commercialNonWorkingDaysBetween, setCommercialCalendarRegion } from '../../src/shared/validation/keywords/commercialWorkingDay';
import { addDays, addMonths, todayInNewZealand } from '../../src/shared/validation/keywords/dateWindow';
import { OPEN_TIMEOUT_MS } from '../storage/testDatabase';
import { createTestApp, type TestApp } from './testApp';

const PATH = '/api/calendar/commercial-non-working-days';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await subject?.close();
  setCommercialCalendarRegion('WGN');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Stops the clock at `instant` (only Date: Fastify's timers keep running). */
function clockAt(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

async function days(app = subject.app, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: PATH, headers });
  return { response, days: response.statusCode === 200 ? (response.json() as { day: string }[]).map((entry) => entry.day) : undefined };
}

describe('GET /api/calendar/commercial-non-working-days', () => {
  it("lists today's window (NZ today to 3 months ahead) to guests, as the date rule computes it", async () => {
    const { response, days: listed } = await days();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const today = todayInNewZealand();
    // Two days past the window, so a list a browser cached yesterday still covers today's window.
    expect(listed).toEqual(commercialNonWorkingDaysBetween(today, addDays(addMonths(today, 3), 2)));
    for (const entry of response.json() as object[]) expect(Object.keys(entry)).toEqual(['day']);
  });

  it("answers Christmas to Waitangi Day and Wellington's anniversary for a fixed day (NZ date, not UTC)", async () => {
    // 11:30 UTC on 20 December is 00:30 on 21 December in New Zealand (NZDT, UTC+13).
    clockAt('2026-12-20T11:30:00Z');
    expect((await days()).days).toEqual([
      '2026-12-25', // Christmas Day
      '2026-12-26', // Boxing Day (a Saturday)...
      '2026-12-28', // ...observed on the Monday
      '2027-01-01',
      '2027-01-02', // the day after New Year's Day (a Saturday)...
      '2027-01-04', // ...observed on the Monday
      '2027-01-25', // Wellington Anniversary Day, the default region's
      '2027-02-06', // Waitangi Day (a Saturday)...
      '2027-02-08', // ...observed on the Monday
    ]);
  });

  it('includes both ends of the window', async () => {
    clockAt('2026-09-23T01:00:00Z'); // 23 September in New Zealand: 3 months and 2 days ahead is Christmas Day
    const ending = (await days()).days!;
    expect(ending.at(-1)).toBe('2026-12-25');
    expect(ending[0]).toBe('2026-10-26'); // Labour Day
    clockAt('2026-12-25T01:00:00Z');
    expect((await days()).days![0]).toBe('2026-12-25');
  });

  it('is public for an hour, with an ETag of the NZ date: 304 while it holds, a new list the next day', async () => {
    clockAt('2026-12-20T10:59:59Z'); // 23:59:59 on 20 December in New Zealand
    const { response } = await days();
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(response.headers['etag']);
    expect(etag).toBe(calendarEtag('WGN', '2026-12-20'));

    const revalidated = await days(subject.app, { 'if-none-match': etag });
    expect(revalidated.response.statusCode).toBe(304);
    expect(revalidated.response.body).toBe('');
    expect(revalidated.response.headers['etag']).toBe(etag);
    expect(revalidated.response.headers['cache-control']).toBe('public, max-age=3600');
    expect((await days(subject.app, { 'if-none-match': `"other", W/${etag}` })).response.statusCode).toBe(304);

    clockAt('2026-12-20T11:00:00Z'); // midnight in New Zealand: 21 December
    const nextDay = await days(subject.app, { 'if-none-match': etag });
    expect(nextDay.response.statusCode).toBe(200);
    expect(nextDay.response.headers['etag']).toBe(calendarEtag('WGN', '2026-12-21'));
    expect(nextDay.days![0]).toBe('2026-12-25');
  });

  it("follows COMMERCIAL_CALENDAR_REGION, and tells the browser the region in /api/client-config", async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/api/client-config' })).json()).toMatchObject({ commercialCalendarRegion: 'WGN' });
    const auckland = await createTestApp({ commercialCalendarRegion: 'AUK' }, { database: subject.database });
    try {
      clockAt('2026-12-20T11:30:00Z');
      const { response, days: listed } = await days(auckland.app);
      expect(listed).toContain('2027-02-01'); // Auckland Anniversary Day
      expect(listed).not.toContain('2027-01-25');
      expect(response.headers['etag']).toBe(calendarEtag('AUK', '2026-12-21'));
      expect((await auckland.app.inject({ method: 'GET', url: '/api/client-config' })).json()).toMatchObject({ commercialCalendarRegion: 'AUK' });
    } finally {
      await auckland.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await subject.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { summary?: string; responses: object }>> };
    const operation = document.paths['/api/calendar/commercial-non-working-days']?.['get'];
    expect(operation?.summary).toMatch(/non-working days/);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304']));
  });
});
