// @vitest-environment jsdom
// The order view and one of its action panels (messages to the customer) over
// the real form (its precompiled validator and ui.json), queries and API
// client; only the network (fetch) is replaced, answering as the staff API
// does: 409 with a sentence staff can act on, 400 with the form's messages at
// their pointers, and on success the order as it now is.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrderView } from '../../../shared/api/staff';
import { SessionContext, staticSession } from '../../auth/sessionContext';
import { NotificationBanner } from '../../shell/NotificationBanner';
import { withPortalProviders } from '../../testing/portalProviders';
import { eventOf, staffOrderView } from '../staffTestData';
import StaffOrderPage from './StaffOrderPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Serves the order, and answers the messages action with each of `answers` in turn. */
function serveOrder(view: StaffOrderView, answers: Array<() => Response>) {
  const posted: Array<{ document: unknown; ifMatch: string | undefined }> = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://portal.test').pathname;
    if (path === '/api/staff/session') return json(200, { subject: 'local|kiri', email: 'kiri.staff@demo.portal.example' });
    if (path === `/api/staff/orders/${view.orderId}` && (init?.method ?? 'GET') === 'GET') return json(200, view);
    if (path === `/api/staff/orders/${view.orderId}/messages` && init?.method === 'POST') {
      posted.push({ document: JSON.parse(String(init.body)), ifMatch: (init.headers as Record<string, string>)['If-Match'] });
      return answers.shift()!();
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, posted };
}

function renderOrder(view: StaffOrderView) {
  render(
    <SessionContext.Provider value={staticSession({ isAuthenticated: true, userId: 'local|kiri', getAccessToken: async () => 'token-1' })}>
      <MemoryRouter initialEntries={[`/staff/orders/${view.orderId}`]}>
        {withPortalProviders(
          <>
            <NotificationBanner />
            <Routes>
              <Route path="/staff/orders/:orderId" element={<StaffOrderPage />} />
            </Routes>
          </>,
        )}
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

async function openMessages() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Order LIV-2026-000042' });
  await user.click(screen.getByRole('button', { name: 'Messages' }));
  const info = (await screen.findByLabelText('Information (optional)')) as HTMLTextAreaElement;
  return { user, info };
}

describe('StaffOrderPage: messages to the customer', () => {
  it('when I post messages then the form sends them for the version I see, and the page shows the order the server answered', async () => {
    const view = staffOrderView();
    const after = staffOrderView(
      { alertMessage: 'The visit may move a day.' },
      { stateVersion: 2, events: [eventOf(), eventOf({ sequence: 2, kind: 'messages-posted', actorKind: 'staff', actorName: 'kiri.staff@demo.portal.example', before: view.state, after: { ...view.state, alertMessage: 'The visit may move a day.' } })] },
    );
    const { posted } = serveOrder(view, [() => json(200, after)]);
    renderOrder(view);
    const { user, info } = await openMessages();
    expect(info.value).toBe('Your inspector is booked.');

    await user.type(screen.getByLabelText('Alert (optional)'), 'The visit may move a day.');
    await user.click(screen.getByRole('button', { name: 'Post messages' }));

    await waitFor(() => expect(posted).toEqual([{ document: { infoMessage: 'Your inspector is booked.', alertMessage: 'The visit may move a day.' }, ifMatch: '1' }]));
    expect(await screen.findByText("The customer's messages are updated.")).toBeTruthy();
    const shown = screen.getByRole('region', { name: 'Messages the customer sees' });
    expect(within(shown).getByText('The visit may move a day.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Messages to the customer changed')).toBeTruthy();
  });

  it('when the server refuses the change (409) then its sentence shows above the form, and what I typed stays', async () => {
    const view = staffOrderView();
    serveOrder(view, [() => json(409, { message: 'Someone else changed this order at the same time. Reload it and try again.' })]);
    renderOrder(view);
    const { user } = await openMessages();
    const alert = screen.getByLabelText('Alert (optional)') as HTMLTextAreaElement;
    await user.type(alert, 'Delayed by rain.');
    await user.click(screen.getByRole('button', { name: 'Post messages' }));

    const sentence = await screen.findByText('Someone else changed this order at the same time. Reload it and try again.');
    const refusal = sentence.closest('[role="alert"]') as HTMLElement;
    expect(within(refusal).getByText('Not saved')).toBeTruthy();
    expect((screen.getByLabelText('Alert (optional)') as HTMLTextAreaElement).value).toBe('Delayed by rain.');
    expect(screen.getByRole('button', { name: 'Reload the order' })).toBeTruthy();
  });

  it("when the server answers 400 then its messages show at the fields, like the form's own", async () => {
    const view = staffOrderView();
    serveOrder(view, [() => json(400, { message: 'Validation failed', errors: [{ pointer: '/actionMessage', message: 'Keep each message to 500 characters' }] })]);
    renderOrder(view);
    const { user } = await openMessages();
    await user.type(screen.getByLabelText('Action needed from the customer (optional)'), 'Send the certificate.');
    await user.click(screen.getByRole('button', { name: 'Post messages' }));

    const field = (await screen.findByLabelText('Action needed from the customer (optional)')).closest('[data-pointer]')!;
    await waitFor(() => expect(field.textContent).toContain('Keep each message to 500 characters'));
    expect(screen.queryByText('Not saved')).toBeNull();
  });
});
