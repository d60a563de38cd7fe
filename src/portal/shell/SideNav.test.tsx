// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK_SURVEY_URL } from '../content/links';
import { renderWithSession } from '../testing/renderWithSession';
import { SideNav } from './SideNav';

afterEach(cleanup);

describe('SideNav', () => {
  it('links New Order and the three order lists', () => {
    renderWithSession(<SideNav userId="auth0|abc123" />);
    expect(screen.getByRole('link', { name: 'New Order' }).getAttribute('href')).toBe('/service-type');
    const orders = screen.getByRole('list', { name: 'Orders' });
    const links = within(orders).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open orders', '/order-details-list/open-orders'],
      ['Closed orders', '/order-details-list/closed-orders'],
      ['Draft orders', '/order-details-list/draft-orders'],
    ]);
  });

  it('marks the order list being shown as the current page', () => {
    renderWithSession(<SideNav userId="auth0|abc123" />, { at: '/order-details-list/closed-orders' });
    expect(screen.getByRole('link', { name: 'Closed orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Open orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('links Feedback to the survey with the user id without its provider prefix, in a new tab', () => {
    renderWithSession(<SideNav userId="local|9f8e7d" />);
    const feedback = screen.getByRole('link', { name: /^Feedback/ });
    expect(feedback.getAttribute('href')).toBe(`${FEEDBACK_SURVEY_URL}9f8e7d`);
    expect(feedback.getAttribute('target')).toBe('_blank');
    expect(feedback.getAttribute('rel')).toBe('noopener noreferrer');
    expect(feedback.textContent).toContain('(opens in a new tab)');
  });

  it('offers a user without a profile Complete your profile and Feedback, not links that would only send them there', () => {
    renderWithSession(<SideNav userId="local|9f8e7d" needsProfile />, { at: '/help' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/complete-profile', `${FEEDBACK_SURVEY_URL}9f8e7d`]);
    expect(links[0]?.textContent).toBe('Complete your profile');
    expect(screen.queryByRole('link', { name: 'New Order' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
  });

  it('marks Complete your profile as the current page while it is shown', () => {
    renderWithSession(<SideNav userId={undefined} needsProfile />, { at: '/complete-profile' });
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('folds behind a Menu button that says whether it is open', async () => {
    const user = userEvent.setup();
    renderWithSession(<SideNav userId={undefined} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.tagName).toBe('NAV');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Following a link closes it again, so the page shows rather than the menu.
    await user.click(screen.getByRole('link', { name: 'Draft orders' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
