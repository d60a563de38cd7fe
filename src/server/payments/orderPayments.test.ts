// The quote card's suburb and city come from the order's one-line site
// address; a line of another shape leaves them empty rather than guessing.
import { describe, expect, it } from 'vitest';
import { siteParts } from './orderPayments';

describe('siteParts', () => {
  it('reads the suburb and the city (without its postcode) of a looked-up address', () => {
    expect(siteParts('12 Queen Street, Auckland Central, Auckland 1010')).toEqual({ siteSuburb: 'Auckland Central', siteCity: 'Auckland' });
    expect(siteParts('1/41 Albert Street, Auckland Central, Auckland 1010')).toEqual({ siteSuburb: 'Auckland Central', siteCity: 'Auckland' });
  });

  it('leaves them empty for a lot and DP, a street name alone, or nothing', () => {
    expect(siteParts('Kōwhai Drive')).toEqual({ siteSuburb: '', siteCity: '' });
    expect(siteParts('2/7 Cuba Street, Te Aro 6011')).toEqual({ siteSuburb: '', siteCity: '' });
    expect(siteParts('')).toEqual({ siteSuburb: '', siteCity: '' });
  });
});
