// The commercial calendar for the disconnection date picker (spec 3, calls
// table "GET /calendar/commercial-non-working-days: list of {day}"). Open to
// guests; under the /api rate limit.
//   GET /api/calendar/commercial-non-working-days → [{ day: 'YYYY-MM-DD' }, …]
// New Zealand's public holidays and the anniversary day of the configured
// region (COMMERCIAL_CALENDAR_REGION), from today in New Zealand to 3 months
// ahead, inclusive, and 2 days more (a browser keeps the list for 24 hours): the same rule the disconnection date's keyword checks
// (commercialWorkingDay), so the picker greys out exactly what the server refuses.
//
// The list only changes when the New Zealand date does (or with a deploy that
// changes the region), so it is public and cacheable for an hour, with an ETag
// naming the region and the day: a browser or proxy revalidates with
// If-None-Match and gets 304 until midnight in New Zealand.
import type { FastifyInstance } from 'fastify';
import { COMMERCIAL_CALENDAR_MONTHS_AHEAD, COMMERCIAL_CALENDAR_SLACK_DAYS, COMMERCIAL_NON_WORKING_DAYS_SCHEMA, type CommercialNonWorkingDay } from '../../shared/api/calendar';
import { commercialCalendarRegion, commercialNonWorkingDaysBetween } from '../../shared/validation/keywords/commercialWorkingDay';
import { addDays, addMonths, todayInNewZealand } from '../../shared/validation/keywords/dateWindow';
import { tagOf } from './openApi';

const CACHE_CONTROL = 'public, max-age=3600';

const ROUTE_SCHEMA = {
  tags: tagOf('referenceData'),
  summary: 'Commercial non-working days from today (NZ) to 3 months ahead, for the disconnection date picker',
  response: {
    200: { ...COMMERCIAL_NON_WORKING_DAYS_SCHEMA, description: 'Public holidays and the regional anniversary day, in date order; weekends are not listed' },
    304: { description: 'Not modified: the If-None-Match ETag is still current (same region, same New Zealand date)', type: 'null' },
  },
};

/** The ETag of the list: it changes with the New Zealand date and with the region. */
export function calendarEtag(region: string, today: string): string {
  return `"commercial-${region}-${today}"`;
}

/** True when an If-None-Match header names `etag` (weak or strong) or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export interface CalendarRouteOptions {
  /** The clock (tests); default: the system clock. */
  now?: () => Date;
}

export async function calendarRoutes(app: FastifyInstance, options: CalendarRouteOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());

  app.get<{ Reply: CommercialNonWorkingDay[] | null }>('/calendar/commercial-non-working-days', { schema: ROUTE_SCHEMA }, async (request, reply) => {
    const today = todayInNewZealand(now());
    const region = commercialCalendarRegion();
    const etag = calendarEtag(region, today);
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    // A few days past the window, so a list cached yesterday still covers today's window.
    const last = addDays(addMonths(today, COMMERCIAL_CALENDAR_MONTHS_AHEAD), COMMERCIAL_CALENDAR_SLACK_DAYS);
    return reply.send(commercialNonWorkingDaysBetween(today, last).map((day) => ({ day })));
  });
}
