// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as router from '../router';
import { renderWithSession } from '../testing/renderWithSession';
import { loadAccountMenu, TopBar } from './TopBar';

afterEach(cleanup);

/**
 * TopBar from a fresh module, as on a page load: the account menu's code not loaded yet.
 * With `holdMenu`, that code arrives only when the test calls `release()`.
 */
async function freshTopBar({ holdMenu = false } = {}): Promise<{ FreshTopBar: typeof TopBar; release: () => void; requested: () => boolean }> {
  vi.resetModules();
  // The fresh modules keep the router renderWithSession provides: a second copy would bring a second
  // context, which the fresh TopBar and its menu could not read (as with any package from node_modules).
  vi.doMock('../router', () => router);
  let release = () => {};
  let requested = false;
  const arrived = holdMenu ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  vi.doMock('./AccountMenu', async (importOriginal) => {
    requested = true;
    await arrived;
    return importOriginal();
  });
  return { FreshTopBar: (await import('./TopBar')).TopBar, release, requested: () => requested };
}

/** Loading the menu's code for the first time (transforming React Aria) takes a while in the test runner. */
const LOADED = { timeout: 10_000 };

/** The menu button's markup, but for its generated id. */
function buttonMarkup(name: RegExp): string {
  return screen.getByRole('button', { name }).outerHTML.replace(/ id="[^"]*"/, '');
}

const SIGNED_IN = { name: 'Aroha Te Whata', initials: 'AW', detail: 'Kōwhai Builders Ltd' };

describe('TopBar before the account menu has loaded', () => {
  afterEach(() => {
    vi.doUnmock('./AccountMenu');
  });

  it('shows the same button as React Aria does, for a guest and a signed-in user, and loads the menu only for the latter', async () => {
    const { FreshTopBar, requested } = await freshTopBar();
    renderWithSession(<FreshTopBar user={undefined} />);
    const guestStandIn = buttonMarkup(/Guest/);
    // A guest's menu is disabled: its code is not wanted, even once the page is idle.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requested()).toBe(false);
    cleanup();

    renderWithSession(<FreshTopBar user={SIGNED_IN} />);
    const standInButton = screen.getByRole('button', { name: /Aroha Te Whata/ });
    const signedInStandIn = buttonMarkup(/Aroha Te Whata/);
    // Once the browser is idle, the menu's code loads and React Aria's button takes over.
    await waitFor(() => expect(screen.getByRole('button', { name: /Aroha Te Whata/ })).not.toBe(standInButton), LOADED);
    expect(buttonMarkup(/Aroha Te Whata/)).toBe(signedInStandIn);
    cleanup();

    renderWithSession(<FreshTopBar user={undefined} />);
    expect(buttonMarkup(/Guest/)).toBe(guestStandIn);
  });

  it('keeps the focus on the button when the menu arrives while it has the focus', async () => {
    const { FreshTopBar, release } = await freshTopBar({ holdMenu: true });
    renderWithSession(<FreshTopBar user={SIGNED_IN} />);
    const standInButton = screen.getByRole('button', { name: /Aroha Te Whata/ });
    standInButton.focus();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: /Aroha Te Whata/ })).not.toBe(standInButton), LOADED);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Aroha Te Whata/ }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu pressed before its code has loaded, with the menu focused as after a click', async () => {
    const { FreshTopBar, release } = await freshTopBar({ holdMenu: true });
    const user = userEvent.setup();
    renderWithSession(<FreshTopBar user={SIGNED_IN} />);
    await user.click(screen.getByRole('button', { name: /Aroha Te Whata/ }));
    expect(screen.queryByRole('menu')).toBeNull();
    release();
    const menu = await screen.findByRole('menu', {}, LOADED);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Sign out']);
    await waitFor(() => expect(document.activeElement).toBe(menu));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Aroha Te Whata/ })));
  });

  it('opens the menu at its first item on Enter before its code has loaded, and follows an item with the keyboard', async () => {
    const { FreshTopBar, release } = await freshTopBar({ holdMenu: true });
    const user = userEvent.setup();
    renderWithSession(<FreshTopBar user={{ name: 'Sam Lee', initials: 'SL' }} />, { route: '/' });
    screen.getByRole('button', { name: /Sam Lee/ }).focus();
    await user.keyboard('{Enter}');
    release();
    await screen.findByRole('menu', {}, LOADED);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Settings'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/logout');
  });
});

describe('TopBar', () => {
  // As once a signed-in page has been idle: the menu's code is there.
  beforeAll(async () => {
    await loadAccountMenu();
  }, LOADED.timeout);

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
    const items = await screen.findAllByRole('menuitem', {}, LOADED);
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
    const items = await screen.findAllByRole('menuitem', {}, LOADED);
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
    await screen.findByRole('menu', {}, LOADED);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/logout');
  });
});
