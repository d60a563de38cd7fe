// @vitest-environment jsdom
// When the server has written the configuration into the page, then the portal
// reads it from there; when the page has none (Vite's development server) or an
// unreadable one, it reads nothing and asks the server instead.
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '../shared/api/clientConfig';
import { inlineClientConfig, type ClientConfig } from './clientConfig';

const CONFIG: ClientConfig = {
  identity: { authority: 'http://127.0.0.1:3000/oidc', clientId: 'portal', scope: 'openid email profile', extraQueryParams: {}, connection: 'db', logoutUrl: null },
  support: { phone: '0800 </script>', email: 'help@example.nz' },
  devTools: false,
  commercialCalendarRegion: 'WGN',
  orderRecordsPerPage: 10,
  payments: { cardPaymentPartner: 'Sandbox', companyWebsiteUrl: 'https://example.nz' },
};

function pageWith(text: string | undefined): void {
  document.head.innerHTML = text === undefined ? '' : `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}"></script>`;
  const element = document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  if (element && text !== undefined) element.textContent = text;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('inlineClientConfig', () => {
  it('reads the configuration the server wrote into the page (escaped as the server writes it)', () => {
    pageWith(JSON.stringify(CONFIG).replace(/</g, '\\u003c'));
    expect(inlineClientConfig()).toEqual(CONFIG);
  });

  it('reads nothing from a page without it, with an empty element, or with one that is not a configuration', () => {
    for (const text of [undefined, '', '  ', '{not json', 'null', '"text"', '{}']) {
      pageWith(text);
      expect(inlineClientConfig(), String(text)).toBeUndefined();
    }
  });
});
