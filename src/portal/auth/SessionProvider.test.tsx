// @vitest-environment jsdom
// The session over a real oidc-client-ts UserManager; the signed-in user is
// put where the library keeps it (session storage), as after a real sign-in.
import { act, cleanup, render, screen } from '@testing-library/react';
import { User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from './SessionProvider';
import { useSession } from './sessionContext';
import { createUserManager } from './userManager';

const identity = { authority: 'https://id.test.example/oidc', clientId: 'portal-web', scope: 'openid email profile', extraQueryParams: {}, connection: 'db', logoutUrl: null };
const storageKey = `oidc.user:${identity.authority}:${identity.clientId}`;

function storeUser(claims: Record<string, unknown>) {
  const user = new User({
    access_token: 'access-1',
    token_type: 'Bearer',
    id_token: 'id-1',
    profile: { sub: 'local|abc', iss: identity.authority, aud: identity.clientId, exp: 0, iat: 0, ...claims },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  });
  sessionStorage.setItem(storageKey, user.toStorageString());
}

function Probe() {
  const session = useSession();
  return (
    <p data-testid="session">
      {JSON.stringify({ isLoading: session.isLoading, isAuthenticated: session.isAuthenticated, userId: session.userId, identity: session.identity ?? null })}
    </p>
  );
}

function state() {
  return JSON.parse(screen.getByTestId('session').textContent ?? '{}') as Record<string, unknown>;
}

function renderSession(onSignedOut = vi.fn(), logoutUrl: string | null = null) {
  const manager = createUserManager(identity, 'http://localhost:3000');
  render(
    <SessionProvider manager={Promise.resolve(manager)} logoutUrl={logoutUrl} onSignedOut={onSignedOut}>
      <Probe />
    </SessionProvider>,
  );
  return manager;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('starts as guest and loading, then is a guest (not loading) when nobody signed in', async () => {
    renderSession();
    expect(state()).toMatchObject({ isLoading: true, isAuthenticated: false });
    await act(async () => {});
    expect(state()).toMatchObject({ isLoading: false, isAuthenticated: false });
  });

  it('is signed in when a user is stored, and publishes the identity details 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeUser({ email: 'aroha@example.co.nz', created_at: '2026-01-02T03:04:05Z' });
    renderSession();
    await act(async () => {});
    expect(state()).toMatchObject({ isLoading: false, isAuthenticated: true, userId: 'local|abc', identity: null });
    await act(async () => vi.advanceTimersByTime(1400));
    expect(state()['identity']).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(state()['identity']).toEqual({ id: 'local|abc', email: 'aroha@example.co.nz', createdDate: '2026-01-02T03:04:05.000Z' });
  });

  it('publishes no identity details when the created date is missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeUser({ email: 'aroha@example.co.nz' });
    renderSession();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(state()).toMatchObject({ isAuthenticated: true, identity: null });
  });

  it('signing out clears the session cache and goes to the configured logout address', async () => {
    storeUser({ email: 'aroha@example.co.nz', created_at: '2026-01-02T03:04:05Z' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost:3000' });
    const onSignedOut = vi.fn();
    function SignOutButton() {
      const { signOut } = useSession();
      return (
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      );
    }
    const manager = createUserManager(identity, 'http://localhost:3000');
    render(
      <SessionProvider manager={Promise.resolve(manager)} logoutUrl="https://id.test.example/v2/logout" onSignedOut={onSignedOut}>
        <SignOutButton />
        <Probe />
      </SessionProvider>,
    );
    await act(async () => {});
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await act(async () => {});
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    expect(assign).toHaveBeenCalledWith('https://id.test.example/v2/logout');
    expect(state()).toMatchObject({ isAuthenticated: false });
  });
});
