// The body of GET /api/client-config: what the browser needs before it can sign
// anyone in. The server builds it (src/server/routes/clientConfig.ts); the
// portal reads it (src/portal/clientConfig.ts).

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
}
