// @vitest-environment jsdom
// /thank-you/disconnection with the submitted order as the wizard passes it
// (route state): with a found ICP, with meters and an address instead, and
// opened without one.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubmittedOrderState } from '../orders/OrderWizardPage';
import { supportContacts } from '../supportContacts';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession, type RenderOptions } from '../testing/renderWithSession';
import DisconnectionThankYouPage, { disconnectionFacts } from './DisconnectionThankYouPage';

afterEach(cleanup);

const route = '/thank-you/disconnection';
const ICP = '0000012345AB8C1';
const ICP_ADDRESS = '12 Queen Street, Auckland Central, Auckland 1010';
const TYPED_ADDRESS = '45 Riccarton Road, Riccarton, Christchurch 8011';

function submitted(propertyDetails: Record<string, unknown>, siteLabel: string, extra: Record<string, unknown> = {}): SubmittedOrderState {
  return {
    document: { propertyDetails, disconnectionDetails: { removalReason: 'Demolition', disconnectionDate: '2026-12-01', hasTenants: 'no' } },
    result: {
      transactionKey: '7a1f0c3e-8f6b-4a55-9d3e-2f1b6c4d5e6f',
      orders: [{ orderId: '3f0c8a52-2d7b-4c1e-9a6f-5b8e7d6c4a31', orderNumber: 'DIS-2026-000001', siteIndex: 0, siteLabel, serviceType: 'Permanent disconnection (decommission)', ...extra }],
    },
  };
}

/** Found by its ICP; the meters are not known ("I don't know"). */
const withFoundIcp = () =>
  submitted(
    { icpNumber: ICP, icpAddressLookupEnabled: true, icpAddressLookup: { id: ICP, label: ICP_ADDRESS }, meterInfo: { meterCount: -1, meters: [] }, type: 'Residential' },
    ICP_ADDRESS,
  );

/** No ICP: two meters with their serial numbers, and the site's address. */
const withMeters = (siteLabel = TYPED_ADDRESS, address: Record<string, unknown> = { streetAddress: TYPED_ADDRESS, streetAddressId: '2-.1.6.8.2Ab9' }) =>
  submitted(
    {
      icpNumber: '',
      meterInfo: {
        meterCount: 2,
        meters: [
          { location: 'Garage wall', serialNumber: 'M-1001' },
          { location: 'Shed', serialNumber: 'M-1002' },
        ],
        addressInformation: address,
      },
      type: 'Commercial',
    },
    siteLabel,
  );

function renderPage(options: Omit<RenderOptions, 'route' | 'at'> = {}) {
  renderWithSession(withPortalProviders(<DisconnectionThankYouPage />), { route, at: route, ...options });
}

const order = () => screen.getByRole('heading', { level: 2, name: 'Permanent disconnection (decommission)' }).closest('.thank-you__site') as HTMLElement;
const valueOf = (term: string) => within(order()).getByText(term).nextElementSibling?.textContent;

describe('DisconnectionThankYouPage', () => {
  it('shows the ICP, N/A for unknown meters, the ICP’s address, the service type and the order number', () => {
    renderPage({ state: withFoundIcp() });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(valueOf('ICP number')).toBe(ICP);
    expect(valueOf('Meter serial numbers')).toBe('N/A');
    expect(valueOf('Address')).toBe(ICP_ADDRESS);
    expect(valueOf('Order number')).toBe('DIS-2026-000001');
  });

  it('shows N/A for the ICP and the meters’ serial numbers joined by commas', () => {
    renderPage({ state: withMeters() });
    expect(valueOf('ICP number')).toBe('N/A');
    expect(valueOf('Meter serial numbers')).toBe('M-1001, M-1002');
    expect(valueOf('Address')).toBe(TYPED_ADDRESS);
  });

  it('mentions the confirmation email and that a timeframe and costs follow the assessment', () => {
    renderPage({ state: withFoundIcp() });
    expect(screen.getByText('A confirmation email is on its way, with your order number.')).toBeTruthy();
    expect(screen.getByText(/Our team will assess your request, then let you know the timeframe .* and what it will cost\./)).toBeTruthy();
    expect(screen.getByText(/written clearance/)).toBeTruthy();
  });

  it('offers the support phone, Order service and the feedback survey', async () => {
    renderPage({ state: withFoundIcp(), session: { isAuthenticated: true, userId: 'local|abc' } });
    expect(screen.getByRole('link', { name: supportContacts.phone }).getAttribute('href')).toBe(`tel:${supportContacts.phone.replace(/\s/g, '')}`);
    const feedback = screen.getByRole('complementary', { name: 'Tell us how we did' });
    expect(within(feedback).getByRole('link', { name: /Give feedback/ }).getAttribute('href')).toMatch(/abc$/);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Order service' }));
    expect(screen.getByTestId('location').textContent).toBe('/service-type');
  });

  it('opened without an order, vouches for nothing and offers a new order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'There is no order to show here' })).toBeTruthy();
    expect(screen.queryByText('Permanent disconnection (decommission)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new order' }).getAttribute('href')).toBe('/service-type');
  });
});

describe('disconnectionFacts', () => {
  it('takes the ICP and serial numbers the server reports over the document’s', () => {
    const facts = disconnectionFacts(withMeters(TYPED_ADDRESS, {}));
    expect(facts).toMatchObject({ icpNumber: 'N/A', meterSerialNumbers: 'M-1001, M-1002' });
    const reported = withMeters();
    reported.result.orders = reported.result.orders.map((stored) => ({ ...stored, icpNumber: ICP, meterSerialNumbers: ['S-1', ' ', 'S-2'] }));
    expect(disconnectionFacts(reported)).toMatchObject({ icpNumber: ICP, meterSerialNumbers: 'S-1, S-2' });
  });

  it('leaves out meters without a serial number, and says N/A when none has one', () => {
    const some = withMeters();
    const property = some.document['propertyDetails'] as { meterInfo: { meters: Array<Record<string, string>> } };
    property.meterInfo.meters = [{ location: 'Garage wall' }, { location: 'Shed', serialNumber: 'M-1002' }];
    expect(disconnectionFacts(some).meterSerialNumbers).toBe('M-1002');
    property.meterInfo.meters = [{ location: 'Garage wall', serialNumber: '' }];
    expect(disconnectionFacts(some).meterSerialNumbers).toBe('N/A');
  });

  it('without the server’s site label, reads the address from the document', () => {
    expect(disconnectionFacts(submitted(withFoundIcp().document['propertyDetails'] as Record<string, unknown>, '')).siteAddress).toBe(ICP_ADDRESS);
    expect(disconnectionFacts(withMeters('')).siteAddress).toBe(TYPED_ADDRESS);
    const manual = { manuallyEnteredAddress: true, manualStreetAddress: { unit: '2', streetNumber: '12', streetName: 'Kōwhai Drive', suburb: 'Tauranga', postcode: '3110' } };
    expect(disconnectionFacts(withMeters('', manual)).siteAddress).toBe('2/12 Kōwhai Drive, Tauranga 3110');
    const withoutUnit = { manuallyEnteredAddress: true, manualStreetAddress: { streetNumber: '12', streetName: 'Kōwhai Drive', suburb: 'Tauranga', postcode: '3110' } };
    expect(disconnectionFacts(withMeters('', withoutUnit)).siteAddress).toBe('12 Kōwhai Drive, Tauranga 3110');
    expect(disconnectionFacts(withMeters('', {})).siteAddress).toBe('N/A');
  });
});
