// The commercial calendar for the disconnection date picker (spec 3,
// "Calendar: a list of commercial non-working days, each with a day field";
// calls table "GET /calendar/commercial-non-working-days").
//   GET /api/calendar/commercial-non-working-days → [{ day: 'YYYY-MM-DD' }, …]
// The New Zealand public holidays and the deployment region's anniversary day
// from today (NZ) to 3 months ahead, inclusive, in date order. Weekends are not
// listed: the picker disables them by its own rule.

/** How far ahead the list reaches, in calendar months (spec 3 section 9: "from today to 3 months ahead"). */
export const COMMERCIAL_CALENDAR_MONTHS_AHEAD = 3;

/**
 * The list runs this many days past the window's last day: a browser keeps it
 * for 24 hours (and a cache for an hour), by when the window has moved on a day.
 */
export const COMMERCIAL_CALENDAR_SLACK_DAYS = 2;

export interface CommercialNonWorkingDay {
  /** YYYY-MM-DD */
  day: string;
}

export const COMMERCIAL_NON_WORKING_DAYS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['day'],
    additionalProperties: false,
    properties: { day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' } },
  },
} as const;
