// When the server writes the client configuration into the app's page, then it
// is one JSON data element at the end of the head that no text in the
// configuration can end early, and a page without a head is left as it is.
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../shared/api/clientConfig';
import { jsonForScriptElement, withInlineClientConfig } from './singlePageApp';

const CONFIG: ClientConfig = {
  identity: { authority: 'https://id.example.nz/', clientId: 'portal', scope: 'openid', extraQueryParams: { audience: 'a&b' }, connection: 'db', logoutUrl: null },
  support: { phone: '</script><!-- <script>', email: 'help@example.nz\u2028' },
  devTools: false,
  commercialCalendarRegion: 'WGN',
  orderRecordsPerPage: 10,
  payments: { cardPaymentPartner: 'Sandbox', companyWebsiteUrl: 'https://example.nz/?a=1&b=2' },
};

describe('jsonForScriptElement', () => {
  it('escapes <, >, & and the line separators, and reads back unchanged', () => {
    const json = jsonForScriptElement(CONFIG);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(CONFIG);
  });
});

describe('withInlineClientConfig', () => {
  it('adds the element just before </head> and changes nothing else', () => {
    const html = '<!doctype html><html><head><title>x</title><script type="module" src="/assets/a.js"></script></head><body></body></html>';
    const page = withInlineClientConfig(html, CONFIG);
    const element = `<script type="application/json" id="client-config">${jsonForScriptElement(CONFIG)}</script>`;
    expect(page).toBe(html.replace('</head>', `${element}</head>`));
  });

  it('leaves a page without a head as it is (the app then asks for its configuration)', () => {
    expect(withInlineClientConfig('<p>no head</p>', CONFIG)).toBe('<p>no head</p>');
  });
});
