// @vitest-environment jsdom
// /disconnection-info: the warning, the notes, the phone for conversions, and
// where Back and Next lead for a guest and a signed-in customer.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFormModule } from '../forms/preloadFormModule';
import { supportContacts } from '../supportContacts';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession, type RenderOptions } from '../testing/renderWithSession';
import DisconnectionInfoPage from './DisconnectionInfoPage';

// The page starts downloading the order form; here only that it asks is checked.
vi.mock('../forms/preloadFormModule', () => ({ preloadFormModule: vi.fn() }));

afterEach(cleanup);

const route = '/disconnection-info';

function renderPage(options: Omit<RenderOptions, 'route' | 'at'> = {}) {
  renderWithSession(withPortalProviders(<DisconnectionInfoPage />), { route, at: route, ...options });
}

describe('DisconnectionInfoPage', () => {
  it('starts downloading the disconnection order form while it is read', () => {
    renderPage();
    expect(preloadFormModule).toHaveBeenCalledWith('disconnection');
  });

  it('is titled and headed as a permanent disconnection', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Permanent disconnection' })).toBeTruthy();
    expect(document.title).toBe('Permanent disconnection – Network services portal');
  });

  it('warns that a disconnection is permanent and cannot be reversed', () => {
    renderPage();
    const warning = screen.getByText('A permanent disconnection cannot be reversed').closest('.callout--warning') as HTMLElement;
    expect(warning).toBeTruthy();
    expect(warning.textContent).toContain('it cannot be reconnected');
  });

  it('lists the safety notes', () => {
    renderPage();
    const notes = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(notes).toHaveLength(6);
    expect(notes[0]).toContain('disconnected before any demolition starts');
    expect(notes[1]).toContain('written clearance');
    expect(notes[1]).toContain('written confirmation from us that the supply is disconnected');
    expect(notes[1]).toContain('before any demolition or removal work starts');
    expect(notes[2]).toContain('such as pits, pillars or poles, are not removed');
    expect(notes[3]).toContain('one request for each ICP');
    expect(notes[4]).toContain('electricity retailer');
    expect(notes[4]).toContain('final meter reading');
    expect(notes[4]).toContain('removal of the meter');
    expect(notes[5]).toContain('capital contribution');
  });

  it('sends overhead-to-underground conversions to the phone, from the client configuration', () => {
    renderPage();
    expect(screen.getByText(/Do not use this form for an overhead-to-underground conversion\./)).toBeTruthy();
    const phone = screen.getByRole('link', { name: supportContacts.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${supportContacts.phone.replace(/\s/g, '')}`);
    expect(phone.closest('p')?.textContent).toBe(`Do not use this form for an overhead-to-underground conversion. Call us on ${supportContacts.phone} instead.`);
  });

  it('goes Back to the start, with the electricity services open', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/service-type?category=electricity');
  });

  it('takes a guest on to the login-option step', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location').textContent).toBe('/login-option/disconnection');
  });

  it('takes a signed-in customer straight to the order form', async () => {
    renderPage({ session: { isAuthenticated: true, userId: 'local|abc' } });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location').textContent).toBe('/disconnection');
  });
});
