// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSession } from '../testing/renderWithSession';
import { TopBar } from './TopBar';

afterEach(cleanup);

describe('TopBar', () => {
  it('shows a guest as G / Guest / Limited features with the menu disabled', () => {
    renderWithSession(<TopBar user={undefined} />);
    const menuButton = screen.getByRole('button', { name: /Guest/ });
    expect((menuButton as HTMLButtonElement).disabled).toBe(true);
    expect(menuButton.textContent).toContain('G');
    expect(menuButton.textContent).toContain('Guest');
    expect(menuButton.textContent).toContain('Limited features');
  });

  it('offers a guest the Help link and a Sign in link that returns to the current page', () => {
    renderWithSession(<TopBar user={undefined} />, { at: '/help?x=1' });
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=%2Fhelp%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Network services portal home' }).getAttribute('href')).toBe('/');
  });

  it('shows a signed-in user and opens a menu with Settings and Sign out', async () => {
    const user = userEvent.setup();
    renderWithSession(<TopBar user={{ name: 'Aroha Te Whata', initials: 'AW', detail: 'Kōwhai Builders Ltd' }} />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: /Aroha Te Whata/ });
    expect((menuButton as HTMLButtonElement).disabled).toBe(false);
    expect(menuButton.textContent).toContain('AW');
    expect(menuButton.textContent).toContain('Kōwhai Builders Ltd');

    await user.click(menuButton);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Sign out']);
    expect(items[0]?.getAttribute('href')).toBe('/account-settings');
    expect(items[1]?.getAttribute('href')).toBe('/logout');
  });

  it('offers a user without a profile Complete your profile instead of Settings, and says the profile is not completed', async () => {
    const user = userEvent.setup();
    renderWithSession(<TopBar user={{ name: 'sam.new@example.co.nz', initials: 'SN' }} needsProfile />);
    const menuButton = screen.getByRole('button', { name: /sam\.new@example\.co\.nz/ });
    expect(menuButton.textContent).toContain('Profile not completed');

    await user.click(menuButton);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Complete your profile', '/complete-profile'],
      ['Sign out', '/logout'],
    ]);
  });

  it('follows a menu item with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithSession(<TopBar user={{ name: 'Sam Lee', initials: 'SL' }} />, { route: '/' });
    screen.getByRole('button', { name: /Sam Lee/ }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/logout');
  });
});
