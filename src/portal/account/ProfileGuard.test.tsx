// @vitest-environment jsdom
// The profile guard over the real account query and API client; only the
// network (fetch) is replaced, answering as the users API does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, staticSession, type Session } from '../auth/sessionContext';
import { ProfileGuard } from './ProfileGuard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerAccountCheck(status: number) {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : JSON.stringify({ message: 'x' }), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderGuard(session: Partial<Session>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={staticSession(session)}>
        <MemoryRouter initialEntries={['/service-type']}>
          <Routes>
            <Route
              path="/service-type"
              element={
                <ProfileGuard>
                  <p>Service types</p>
                </ProfileGuard>
              }
            />
            <Route path="/complete-profile" element={<p>Profile form</p>} />
            <Route path="/staff" element={<p>Order queue</p>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const signedIn: Partial<Session> = { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' };

describe('ProfileGuard', () => {
  it('when the session is still loading then I see a spinner', () => {
    renderGuard({ isLoading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('when I am a guest then I pass without an account check', () => {
    const fetchMock = answerAccountCheck(500);
    renderGuard({});
    expect(screen.getByText('Service types')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when my account exists (204) then I pass, and the check carried my access token', async () => {
    const fetchMock = answerAccountCheck(204);
    renderGuard(signedIn);
    expect(screen.getByRole('status').textContent).toContain('Checking your account');
    expect(await screen.findByText('Service types')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/account');
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer token-1');
  });

  it('when I have no account record (404) then I am sent to /complete-profile', async () => {
    answerAccountCheck(404);
    renderGuard(signedIn);
    expect(await screen.findByText('Profile form')).toBeTruthy();
  });

  it('when the check fails then I see the verification error view', async () => {
    answerAccountCheck(500);
    renderGuard(signedIn);
    expect(await screen.findByRole('heading', { name: 'It looks like there was an error verifying your account.' })).toBeTruthy();
    expect(screen.getByText('Please try logging in again')).toBeTruthy();
  });

  it('when I have no account record but am the company\'s staff then I am sent to the back office, not to /complete-profile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input === '/api/staff/session'
          ? new Response(JSON.stringify({ subject: 'local|kiri', email: 'kiri.staff@demo.portal.example' }), { status: 200 })
          : new Response(JSON.stringify({ message: 'x' }), { status: 404 }),
      ),
    );
    renderGuard(signedIn);
    expect(await screen.findByText('Order queue')).toBeTruthy();
  });
});
