// Addresses outside the portal that the shell links to. Kept together so a
// change of survey tool or website is one edit.

/** The customer feedback survey; the side navigation appends the user id (without its provider prefix). */
export const FEEDBACK_SURVEY_URL = 'https://www.surveymonkey.com/r/network-portal-feedback?userId=';

/** The company's public website, home of everything the portal cannot order. */
export const COMPANY_WEBSITE_URL = 'https://www.network.example.nz/';

/** Outages are reported and followed on the website, which stays up when the portal is down for maintenance. */
export const POWER_OUTAGE_URL = new URL('outages/report-an-outage', COMPANY_WEBSITE_URL).toString();
