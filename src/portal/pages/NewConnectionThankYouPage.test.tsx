// @vitest-environment jsdom
// /thank-you/newConnection with the submitted order as the wizard passes it
// (route state), simple and complex, and opened without one.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmittedOrderState } from '../orders/OrderWizardPage';
import { supportContacts } from '../supportContacts';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession, type RenderOptions } from '../testing/renderWithSession';
import NewConnectionThankYouPage, { isComplexConnection } from './NewConnectionThankYouPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = '/thank-you/newConnection';
const SITE = '12 Kōwhai Drive, Tauranga 3110';

function submitted(serviceType: string, isComplexConnection: boolean): SubmittedOrderState {
  return {
    document: { isComplexConnection, site: { lotCount: isComplexConnection ? 'More than 10' : '3' } },
    result: {
      transactionKey: '7a1f0c3e-8f6b-4a55-9d3e-2f1b6c4d5e6f',
      orders: [{ orderId: '3f0c8a52-2d7b-4c1e-9a6f-5b8e7d6c4a31', orderNumber: 'NC-2026-000001', siteIndex: 0, siteLabel: SITE, serviceType }],
    },
  };
}

function renderPage(options: Omit<RenderOptions, 'route' | 'at'> = {}) {
  renderWithSession(withPortalProviders(<NewConnectionThankYouPage />), { route, at: route, ...options });
}

const order = () => screen.getByRole('heading', { level: 2, name: /connection$/ }).closest('.thank-you__site') as HTMLElement;

describe('NewConnectionThankYouPage', () => {
  it('thanks for a simple connection: a quote only, about 6-8 weeks, with the order number and site', () => {
    renderPage({ state: submitted('Simple connection', false) });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Simple connection' })).toBeTruthy();
    expect(screen.queryByText('Complex connection')).toBeNull();
    expect(order().textContent).toContain('quote only');
    expect(order().textContent).toContain('about 6-8 weeks');
    expect(within(order()).getByText('NC-2026-000001')).toBeTruthy();
    expect(within(order()).getByText(SITE)).toBeTruthy();
    expect(screen.queryByText(/cannot be tracked online/)).toBeNull();
  });

  it('thanks for a complex connection: a customer works agreement, possibly easements, longer, and no online tracking', () => {
    renderPage({ state: submitted('Complex connection', true) });
    expect(screen.getByRole('heading', { level: 2, name: 'Complex connection' })).toBeTruthy();
    expect(screen.queryByText('Simple connection')).toBeNull();
    expect(order().textContent).toContain('customer works agreement');
    expect(order().textContent).toContain('easements');
    expect(order().textContent).toContain('takes longer');
    expect(order().textContent).not.toContain('6-8 weeks');
    expect(within(order()).getByText('NC-2026-000001')).toBeTruthy();
    expect(within(order()).getByText(SITE)).toBeTruthy();
    expect(screen.getByText('Complex connections cannot be tracked online')).toBeTruthy();
    expect(screen.getByText(/We will send you updates by email or SMS\./)).toBeTruthy();
  });

  it('offers the support phone, Order service and the feedback survey', async () => {
    renderPage({ state: submitted('Simple connection', false), session: { isAuthenticated: true, userId: 'local|abc' } });
    expect(screen.getByRole('link', { name: supportContacts.phone }).getAttribute('href')).toBe(`tel:${supportContacts.phone.replace(/\s/g, '')}`);
    const feedback = screen.getByRole('complementary', { name: 'Tell us how we did' });
    expect(within(feedback).getByRole('link', { name: /Give feedback/ }).getAttribute('href')).toMatch(/abc$/);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Order service' }));
    expect(screen.getByTestId('location').textContent).toBe('/service-type');
  });

  it('takes the server’s word for which connection it is over the document’s', () => {
    expect(isComplexConnection(submitted('Complex connection', false))).toBe(true);
    expect(isComplexConnection(submitted('Simple connection', true))).toBe(false);
    // An answer naming neither: the document's derived flag decides.
    expect(isComplexConnection(submitted('New connection', true))).toBe(true);
    expect(isComplexConnection(submitted('New connection', false))).toBe(false);
    renderPage({ state: submitted('Complex connection', false) });
    expect(screen.getByRole('heading', { level: 2, name: 'Complex connection' })).toBeTruthy();
  });

  it('opened without an order, vouches for nothing and offers a new order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'There is no order to show here' })).toBeTruthy();
    expect(screen.getByText('This page confirms an order just after it is sent. Nothing was sent from this page.')).toBeTruthy();
    expect(screen.queryByText(/connection$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new order' }).getAttribute('href')).toBe('/service-type');
    expect(screen.queryByRole('link', { name: 'your orders' })).toBeNull();
  });

  it('opened without an order by a signed-in customer, points to their orders', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    renderPage({ session: { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' } });
    expect((await screen.findByRole('link', { name: 'your orders' })).getAttribute('href')).toBe('/order-details-list');
    expect(screen.getByRole('link', { name: 'Start a new order' })).toBeTruthy();
  });
});
