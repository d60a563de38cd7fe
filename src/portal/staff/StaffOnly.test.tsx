// @vitest-environment jsdom
// The guard of the /staff pages over the real staff-session query and API
// client; only the network (fetch) is replaced, answering as
// GET /api/staff/session does: the session for staff, 404 for anyone else.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../auth/sessionContext';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import { StaffOnly } from './StaffOnly';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerStaffSession(status: number) {
  const body = status === 200 ? { subject: 'local|kiri', email: 'kiri.staff@demo.portal.example' } : { message: 'Not found' };
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signedIn = { isAuthenticated: true, userId: 'local|kiri', getAccessToken: async () => 'token-1' };

function renderGuarded(session: Partial<Session>) {
  renderWithSession(
    withPortalProviders(
      <StaffOnly>
        <h1>Order queue</h1>
      </StaffOnly>,
    ),
    { at: '/staff', session },
  );
}

describe('StaffOnly', () => {
  it('when I am staff then I see the page, and the check carried my token', async () => {
    const fetchMock = answerStaffSession(200);
    renderGuarded(signedIn);
    expect(await screen.findByRole('heading', { name: 'Order queue' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/staff/session');
    expect((init?.headers as Record<string, string>)['Authorization']).toBe('Bearer token-1');
  });

  it('when I am a customer (404) then I see the not-found page, not the back office', async () => {
    answerStaffSession(404);
    renderGuarded(signedIn);
    expect(await screen.findByRole('heading', { name: 'The page was not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order queue' })).toBeNull();
  });

  it('when the check fails then I am told so and can try again', async () => {
    answerStaffSession(500);
    renderGuarded(signedIn);
    expect(await screen.findByText('We could not check your access to the back office. Please try again in a few minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when I am a guest then I am sent to sign in and come back to the back office, without a staff check', async () => {
    const fetchMock = answerStaffSession(200);
    const signIn = vi.fn(async () => {});
    renderGuarded({ signIn });
    expect(await screen.findByText('Redirecting')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith({ returnTo: '/staff' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
