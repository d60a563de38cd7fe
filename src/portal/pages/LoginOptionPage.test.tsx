// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInOptions } from '../auth/sessionContext';
import { renderWithSession } from '../testing/renderWithSession';
import LoginOptionPage from './LoginOptionPage';

afterEach(cleanup);

const route = '/login-option/:orderType';

function renderAt(orderType: string, signIn = vi.fn(async (_options?: SignInOptions) => {})) {
  renderWithSession(<LoginOptionPage />, { route, at: `/login-option/${orderType}`, session: { signIn } });
  return signIn;
}

describe('LoginOptionPage', () => {
  it('explains the choice in the spec’s words', () => {
    renderAt('icp-request');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in or continue as a guest' })).toBeTruthy();
    expect(
      screen.getByText('By signing in, you can save your progress and finish your order later. Otherwise, you can continue as a guest.'),
    ).toBeTruthy();
    expect(screen.getByText('New order: Livening')).toBeTruthy();
  });

  it.each(['new-connection', 'icp-request', 'disconnection'])('signs in and returns to /%s', async (orderType) => {
    const signIn = renderAt(orderType);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith({ returnTo: `/${orderType}` });
  });

  it('signs up and returns to the order', async () => {
    const signIn = renderAt('new-connection');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(signIn).toHaveBeenCalledWith({ returnTo: '/new-connection', signUp: true });
  });

  it.each(['new-connection', 'icp-request', 'disconnection'])('continues as a guest to /%s', async (orderType) => {
    renderAt(orderType);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue as a guest' }));
    expect(screen.getByTestId('location').textContent).toBe(`/${orderType}`);
  });

  it('names the new connection order', () => {
    renderAt('new-connection');
    expect(screen.getByText('New order: New connection')).toBeTruthy();
  });

  it('goes Back to the service type page', async () => {
    renderAt('icp-request');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/service-type');
  });

  it('goes Back to the disconnection introduction for a disconnection', async () => {
    renderAt('disconnection');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/disconnection-info');
  });

  it('says so when the sign-in service cannot be reached', async () => {
    renderAt('icp-request', vi.fn(async () => Promise.reject(new Error('offline'))));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t reach the sign-in service.');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends someone already signed in straight to the order', () => {
    renderWithSession(<LoginOptionPage />, { route, at: '/login-option/new-connection', session: { isAuthenticated: true } });
    expect(screen.getByTestId('location').textContent).toBe('/new-connection');
  });

  it('shows the not-found page for any other order type', () => {
    renderAt('gas-connection');
    expect(screen.getByRole('heading', { level: 1, name: 'The page was not found' })).toBeTruthy();
  });
});
