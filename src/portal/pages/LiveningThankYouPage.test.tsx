// @vitest-environment jsdom
// /thank-you/liveningIcp with the submitted order as the wizard passes it
// (route state): one entry per site; and opened without one.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubmittedOrderState } from '../orders/OrderWizardPage';
import { supportContacts } from '../supportContacts';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import LiveningThankYouPage from './LiveningThankYouPage';

afterEach(cleanup);

const route = '/thank-you/liveningIcp';

function submitted(icpType: string, sites: string[]): SubmittedOrderState {
  return {
    document: { icpType },
    result: {
      transactionKey: '7a1f0c3e-8f6b-4a55-9d3e-2f1b6c4d5e6f',
      orders: sites.map((siteLabel, siteIndex) => ({
        orderId: `order-${siteIndex}`,
        orderNumber: `LIV-2026-00000${siteIndex + 1}`,
        siteIndex,
        siteLabel,
        serviceType: 'Livening (ICP number)',
      })),
    },
  };
}

const renderPage = (state?: SubmittedOrderState) => renderWithSession(withPortalProviders(<LiveningThankYouPage />), { route, at: route, state });

describe('LiveningThankYouPage', () => {
  it('lists each metered site with its address, service type and order number, and says each is a separate order', () => {
    renderPage(submitted('metered ICP', ['3 Vermont Street, Ponsonby, Auckland 1011', '4 Vermont Street, Ponsonby, Auckland 1011']));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText(/separate order for each site/)).toBeTruthy();
    const sites = screen.getAllByRole('listitem');
    expect(sites.map((site) => within(site).getByRole('heading', { level: 2 }).textContent)).toEqual(['Site 1', 'Site 2']);
    expect(within(sites[1] as HTMLElement).getByText('4 Vermont Street, Ponsonby, Auckland 1011')).toBeTruthy();
    expect(within(sites[1] as HTMLElement).getByText('Livening (ICP number)')).toBeTruthy();
    expect(within(sites[1] as HTMLElement).getByText('LIV-2026-000002')).toBeTruthy();
    expect(screen.getByRole('link', { name: supportContacts.phone })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Order' }).getAttribute('href')).toBe('/service-type');
    expect(screen.getByRole('complementary', { name: 'Tell us how we did' })).toBeTruthy();
  });

  it('shows an unmetered order as one site', () => {
    renderPage(submitted('unmetered ICP', ['Kōwhai Drive']));
    expect(screen.getByRole('heading', { level: 2, name: 'Site' })).toBeTruthy();
    expect(screen.queryByText(/separate order for each site/)).toBeNull();
  });

  it('opened without an order, vouches for nothing', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'There is no order to show here' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Thank you for your order' })).toBeNull();
  });
});
