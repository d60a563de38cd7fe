// The body of GET /api/client-config: what the browser needs before it can sign
// anyone in. The server builds it (src/server/routes/clientConfig.ts); the
// portal reads it (src/portal/clientConfig.ts). The schema is the route's
// response schema too, so it must list every property the server sends.
// The server also writes it into the app's page, in a JSON data element with
// the id CLIENT_CONFIG_ELEMENT_ID, so the portal can start without asking.

/** The id of the `<script type="application/json">` element that carries the configuration in the app's page. */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

export interface ClientConfig {
  identity: {
    authority: string;
    clientId: string;
    scope: string;
    /** Sent with every authorisation request; Auth0 needs `audience` to issue an API token. */
    extraQueryParams: Record<string, string>;
    /** Auth0-style connection named in password-reset requests. */
    connection: string;
    /** Where sign-out goes; unset means the issuer's end-session endpoint. */
    logoutUrl: string | null;
  };
  support: { phone: string; email: string };
  /** Development tools are on (DEV_TOOLS=true): the app then routes to the form preview and checker pages. */
  devTools: boolean;
  /**
   * The region whose anniversary day is a commercial non-working day
   * (COMMERCIAL_CALENDAR_REGION, e.g. `WGN`): the browser's date checks use the
   * same one as the server's (`setCommercialCalendarRegion`).
   */
  commercialCalendarRegion: string;
  /** Orders per page of the order lists (ORDER_RECORDS_PER_PAGE; spec 3 "Page size comes from configuration"). */
  orderRecordsPerPage: number;
  /** Quote payments (docs/operations/payments.md). */
  payments: {
    /** The card payment partner the pay-now page names (CARD_PAYMENT_PARTNER). */
    cardPaymentPartner: string;
    /** Where "Return to the provider's site" goes from the payment result page (COMPANY_WEBSITE_URL). */
    companyWebsiteUrl: string;
  };
}

export const CLIENT_CONFIG_SCHEMA = {
  type: 'object',
  required: ['identity', 'support', 'devTools', 'commercialCalendarRegion', 'orderRecordsPerPage', 'payments'],
  additionalProperties: false,
  properties: {
    identity: {
      type: 'object',
      required: ['authority', 'clientId', 'scope', 'extraQueryParams', 'connection', 'logoutUrl'],
      additionalProperties: false,
      properties: {
        authority: { type: 'string', description: 'The issuer: the embedded provider (…/oidc) or an external one' },
        clientId: { type: 'string' },
        scope: { type: 'string' },
        extraQueryParams: { type: 'object', additionalProperties: { type: 'string' } },
        connection: { type: 'string' },
        logoutUrl: { type: ['string', 'null'] },
      },
    },
    support: {
      type: 'object',
      required: ['phone', 'email'],
      additionalProperties: false,
      properties: { phone: { type: 'string' }, email: { type: 'string' } },
    },
    devTools: { type: 'boolean' },
    commercialCalendarRegion: { type: 'string', description: "The New Zealand region (the holiday calendar's code) whose anniversary day is a non-working day" },
    orderRecordsPerPage: { type: 'integer', minimum: 1, description: 'Orders per page of the order lists' },
    payments: {
      type: 'object',
      required: ['cardPaymentPartner', 'companyWebsiteUrl'],
      additionalProperties: false,
      properties: {
        cardPaymentPartner: { type: 'string', description: 'The card payment partner the pay-now page names' },
        companyWebsiteUrl: { type: 'string', description: "Where \"Return to the provider's site\" goes from the payment result page" },
      },
    },
  },
} as const;
