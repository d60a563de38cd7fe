// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { supportContacts } from '../supportContacts';
import { renderWithSession } from '../testing/renderWithSession';
import ServiceTypePage from './ServiceTypePage';

afterEach(cleanup);

async function chooseCategory(label: string) {
  await userEvent.setup().click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
}

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('ServiceTypePage', () => {
  it('is titled New service order, warns to consult an electrician and lists what cannot be ordered online', () => {
    renderWithSession(<ServiceTypePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'New service order' })).toBeTruthy();
    expect(screen.getByText(/Talk to your electrician/)).toBeTruthy();
    const help = screen.getByRole('complementary', { name: 'Services you can’t order online' });
    expect(within(help).getByRole('link', { name: supportContacts.phone })).toBeTruthy();
    expect(within(help).getAllByRole('link', { name: /opens in a new tab/ }).length).toBeGreaterThan(2);
  });

  it('shows the step-0 progress bar only when asked (the "/" route)', () => {
    renderWithSession(<ServiceTypePage showProgress />);
    expect(screen.getByRole('progressbar', { name: 'Step 0 of 3' })).toBeTruthy();
    cleanup();
    renderWithSession(<ServiceTypePage />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no services until a category is chosen', async () => {
    renderWithSession(<ServiceTypePage />);
    expect(screen.queryByRole('link', { name: /^Livening/ })).toBeNull();
    await chooseCategory('Electricity');
    expect(screen.getByRole('heading', { level: 2, name: 'Electricity services' })).toBeTruthy();
  });

  it('sends a guest to the login-option step for new connection and livening', async () => {
    renderWithSession(<ServiceTypePage />, { session: { isAuthenticated: false } });
    await chooseCategory('Electricity');
    expect(hrefOf(/^New connection$/)).toBe('/login-option/new-connection');
    expect(hrefOf(/^Livening$/)).toBe('/login-option/icp-request');
    expect(hrefOf(/^Disconnection \(Permanent\)$/)).toBe('/disconnection-info');
  });

  it('sends a signed-in user straight to the order', async () => {
    renderWithSession(<ServiceTypePage />, { session: { isAuthenticated: true, userId: 'local|1' } });
    await chooseCategory('Electricity');
    expect(hrefOf(/^New connection$/)).toBe('/new-connection');
    expect(hrefOf(/^Livening$/)).toBe('/icp-request');
    expect(hrefOf(/^Disconnection \(Permanent\)$/)).toBe('/disconnection-info');
  });

  it('acts on choosing a service at once', async () => {
    renderWithSession(<ServiceTypePage />, { route: '/service-type', at: '/service-type' });
    await chooseCategory('Electricity');
    await userEvent.setup().click(screen.getByRole('link', { name: /^Livening$/ }));
    expect(screen.getByTestId('location').textContent).toBe('/login-option/icp-request');
  });

  it('opens outages, maps, gas and the high load permit on the website in a new tab', async () => {
    renderWithSession(<ServiceTypePage />);
    await chooseCategory('Electricity');
    for (const name of [/^Report a power outage/, /^Reference maps/]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.network\.example\.nz\//);
    }
    await chooseCategory('Gas');
    expect(screen.getByRole('link', { name: /^Disconnection \(opens in a new tab\)/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /^Reference maps/ }).getAttribute('href')).toContain('gas');
    await chooseCategory('Consents & Approvals');
    const permit = screen.getByRole('link', { name: /^High load permit/ });
    expect(permit.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Loads over 4.3 metres high in Auckland need a permit or escort.')).toBeTruthy();
  });

  it('keeps the chosen category in the address, so Back shows it again', () => {
    renderWithSession(<ServiceTypePage />, { at: '/service-type?category=gas' });
    expect((screen.getByRole('radio', { name: /^Gas/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Gas services' })).toBeTruthy();
  });
});
