// New Zealand's public holidays as rules, a few lines each, instead of the
// date-holidays library: that library carries every country's rules and
// time zones (about 235 kB gzipped) into the browser, for the one country the
// business-day keywords need. The rules below are date-holidays 3.37.0's own
// for New Zealand (data/countries/NZ.yaml), and a unit test compares the two,
// day by day, for every region and every year from 2000 to 2060, so that a
// difference shows up there rather than on a customer's date.
//
// Region codes are date-holidays' NZ "states":
//   AUK Auckland Province, BOP Bay of Plenty, CAN Canterbury (Christchurch
//   Show Day), CIT Chatham Islands, GIS Gisborne, HKB Hawke's Bay,
//   MBH Marlborough, MWT Manawatu-Wanganui, NSN Nelson, NTL Northland,
//   OTA Otago Province, STL Southland, TAS Tasman, TKI Taranaki, WKO Waikato,
//   WGN Wellington Province, WTC Westland.
// The library's sub-regions (Timaru, Buller) are not offered.
//
// Matariki follows the lunar calendar and is fixed by law date by date
// (MBIE's list, 2022 to 2052); later years need the list extended.

const MATARIKI: Readonly<Record<number, string>> = {
  2022: '06-24', 2023: '07-14', 2024: '06-28', 2025: '06-20', 2026: '07-10', 2027: '06-25',
  2028: '07-14', 2029: '07-06', 2030: '06-21', 2031: '07-11', 2032: '07-02', 2033: '06-24',
  2034: '07-07', 2035: '06-29', 2036: '07-18', 2037: '07-10', 2038: '06-25', 2039: '07-15',
  2040: '07-06', 2041: '07-19', 2042: '07-11', 2043: '07-03', 2044: '06-24', 2045: '07-07',
  2046: '06-29', 2047: '07-19', 2048: '07-03', 2049: '06-25', 2050: '07-15', 2051: '06-30',
  2052: '06-21',
};

/** One-off holidays declared by the government. */
const ONE_OFF: readonly string[] = [
  '2022-09-26', // Queen Elizabeth II Memorial Day
];

const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** A calendar day, counted in days since 1970-01-01 (UTC, so no clock changes). */
type DayNumber = number;
const MS_PER_DAY = 86_400_000;

function dayOf(year: number, month: number, day: number): DayNumber {
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / MS_PER_DAY;
}

function weekdayOf(day: DayNumber): number {
  return new Date(day * MS_PER_DAY).getUTCDay();
}

function isoOf(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DayNumber {
  const first = dayOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** The first given weekday after a day (never the day itself). */
function nextWeekday(day: DayNumber, weekday: number): DayNumber {
  return day + (((weekday - weekdayOf(day) + 6) % 7) + 1);
}

/** Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/**
 * A fixed date and, when it falls on a weekend, the working day the law moves
 * it to ("Mondayised"). Both days are holidays, as date-holidays lists them.
 * `sundayTo` is Tuesday for the pairs (1 and 2 January, 25 and 26 December),
 * where the Monday is already the other day of the pair.
 */
function mondayised(year: number, month: number, date: number, sundayTo: typeof MONDAY | typeof TUESDAY): DayNumber[] {
  const day = dayOf(year, month, date);
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return [day, day + 2];
  if (weekday === SUNDAY) return [day, day + (sundayTo === TUESDAY ? 2 : 1)];
  return [day];
}

/** A provincial anniversary: the Monday nearest the date (Tuesday to Thursday go back, Friday to Sunday forward). */
function nearestMonday(year: number, month: number, date: number): DayNumber {
  const day = dayOf(year, month, date);
  const weekday = weekdayOf(day);
  if (weekday === MONDAY) return day;
  return weekday >= TUESDAY && weekday <= THURSDAY ? day - (weekday - MONDAY) : nextWeekday(day, MONDAY);
}

function nationalHolidays(year: number): DayNumber[] {
  const easter = easterSunday(year);
  const days = [
    ...mondayised(year, 1, 1, TUESDAY),
    ...mondayised(year, 1, 2, TUESDAY),
    ...mondayised(year, 2, 6, MONDAY),
    easter - 2, // Good Friday
    easter + 1, // Easter Monday
    ...mondayised(year, 4, 25, MONDAY), // ANZAC Day
    nthWeekday(year, 6, MONDAY, 1), // King's (before 2023 Queen's) Birthday
    nthWeekday(year, 10, MONDAY, 4), // Labour Day
    ...mondayised(year, 12, 25, TUESDAY),
    ...mondayised(year, 12, 26, TUESDAY),
  ];
  const matariki = MATARIKI[year];
  if (matariki) days.push(dayOf(year, Number(matariki.slice(0, 2)), Number(matariki.slice(3))));
  for (const iso of ONE_OFF) {
    if (iso.startsWith(`${year}-`)) days.push(dayOf(year, Number(iso.slice(5, 7)), Number(iso.slice(8, 10))));
  }
  return days;
}

// Anniversary days that several regions share.
const aucklandAnniversary = (year: number) => nearestMonday(year, 1, 29);
const wellingtonAnniversary = (year: number) => nearestMonday(year, 1, 22);
const nelsonAnniversary = (year: number) => nearestMonday(year, 2, 1);

/** Each region's anniversary day (or show day) in a year. */
const ANNIVERSARY: Readonly<Record<string, (year: number) => DayNumber>> = {
  AUK: aucklandAnniversary,
  BOP: aucklandAnniversary,
  GIS: aucklandAnniversary,
  NTL: aucklandAnniversary,
  WKO: aucklandAnniversary,
  WGN: wellingtonAnniversary,
  MWT: wellingtonAnniversary,
  NSN: nelsonAnniversary,
  TAS: nelsonAnniversary,
  TKI: (year) => nthWeekday(year, 3, MONDAY, 2),
  // Otago's Monday moves on a week when it would be Easter Monday.
  OTA: (year) => {
    const monday = nearestMonday(year, 3, 23);
    return monday === easterSunday(year) + 1 ? monday + 7 : monday;
  },
  STL: (year) => easterSunday(year) + 2, // Easter Tuesday
  HKB: (year) => nthWeekday(year, 10, MONDAY, 4) - 3, // the Friday before Labour Day
  MBH: (year) => nthWeekday(year, 10, MONDAY, 4) + 7, // the Monday after Labour Day
  CAN: (year) => nextWeekday(nthWeekday(year, 11, TUESDAY, 2), FRIDAY), // Christchurch Show Day
  CIT: (year) => nearestMonday(year, 11, 30),
  WTC: (year) => nearestMonday(year, 12, 1),
};

/** The region codes this calendar knows. */
export const NEW_ZEALAND_HOLIDAY_REGIONS: readonly string[] = Object.keys(ANNIVERSARY).sort();

/**
 * The public holidays (ISO dates) in a calendar year: national ones, observed
 * (Mondayised) days beside the days they replace, and the region's
 * anniversary day when a region is given. Throws for an unknown region.
 */
export function newZealandPublicHolidays(year: number, region?: string): Set<string> {
  const anniversary = region === undefined ? undefined : ANNIVERSARY[region];
  if (region !== undefined && !anniversary) throw new RangeError(`Unknown New Zealand holiday region: ${region}`);
  const days = nationalHolidays(year);
  if (anniversary) days.push(anniversary(year));
  return new Set(days.map(isoOf).filter((iso) => iso.startsWith(`${String(year).padStart(4, '0')}-`)));
}
