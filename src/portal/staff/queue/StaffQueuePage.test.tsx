// @vitest-environment jsdom
// The order queue over the real queries and API client; only the network
// (fetch) is replaced. The filters staff choose go into the page address
// (shareable, the back button undoes them) and into the API's query.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrderQueueItem } from '../../../shared/api/staff';
import { SessionContext, staticSession } from '../../auth/sessionContext';
import { withPortalProviders } from '../../testing/portalProviders';
import StaffQueuePage from './StaffQueuePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queued: StaffOrderQueueItem = {
  orderId: '0b9f6a3e-5a8c-4f4e-9d51-2f8c1b7e6a10',
  orderNumber: 'LIV-2026-000007',
  orderType: 'LiveningIcpOrder',
  address: '12 Queen Street, Auckland Central, Auckland 1010',
  requester: 'Aroha Ngata',
  submittedAt: '2026-03-01T21:15:00.000Z',
  progressStatus: 'in progress',
  currentActivity: 'Reviewing cancellation request',
  ageDays: 9,
  cancellationRequested: true,
};

function serveQueue() {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://portal.test');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/staff/session') return json({ subject: 'local|kiri', email: 'kiri.staff@demo.portal.example' });
    if (url.pathname === '/api/staff/orders') return json({ page: Number(url.searchParams.get('page')), recordsPerPage: 20, totalRecords: 1, orders: [queued] });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The queries the page sent to the queue endpoint, newest last. */
const queueQueries = (fetchMock: ReturnType<typeof serveQueue>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://portal.test')).filter((url) => url.pathname === '/api/staff/orders').map((url) => url.search);

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderQueue(at: string) {
  render(
    <SessionContext.Provider value={staticSession({ isAuthenticated: true, userId: 'local|kiri', getAccessToken: async () => 'token-1' })}>
      <MemoryRouter initialEntries={[at]}>
        {withPortalProviders(
          <>
            <Routes>
              <Route path="/staff" element={<StaffQueuePage />} />
            </Routes>
            <Address />
          </>,
        )}
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('StaffQueuePage', () => {
  it('when I open a shared address then the queue is asked with its filters and the filters show them', async () => {
    const fetchMock = serveQueue();
    renderQueue('/staff?orderType=LiveningIcpOrder&olderThanDays=7');
    const link = await screen.findByRole('link', { name: 'LIV-2026-000007' });
    expect(link.getAttribute('href')).toBe(`/staff/orders/${queued.orderId}`);
    expect(queueQueries(fetchMock)).toEqual(['?orderType=LiveningIcpOrder&olderThanDays=7&page=1&recordsPerPage=20']);
    expect((screen.getByLabelText('Job type') as HTMLSelectElement).value).toBe('LiveningIcpOrder');
    expect((screen.getByLabelText('Age') as HTMLSelectElement).value).toBe('7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Cancellation requested')).toBeTruthy();
    expect(within(row).getByText('9 days')).toBeTruthy();
  });

  it('when I choose filters and search then each goes into the address and the query, back at page 1', async () => {
    const fetchMock = serveQueue();
    renderQueue('/staff?page=4');
    await screen.findByRole('link', { name: 'LIV-2026-000007' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Status'), 'on hold');
    expect(address()).toBe('/staff?progressStatus=on+hold');

    await user.click(screen.getByLabelText('Cancellation requested'));
    expect(address()).toBe('/staff?progressStatus=on+hold&cancellationRequested=true');

    await user.type(screen.getByLabelText('Search by order number or address'), 'queen{Enter}');
    expect(address()).toBe('/staff?search=queen&progressStatus=on+hold&cancellationRequested=true');
    await screen.findByRole('link', { name: 'LIV-2026-000007' });
    expect(queueQueries(fetchMock).at(-1)).toBe('?search=queen&progressStatus=on+hold&cancellationRequested=true&page=1&recordsPerPage=20');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/staff');
    expect((screen.getByLabelText('Search by order number or address') as HTMLInputElement).value).toBe('');
  });

  it('when I choose a job type then the activities offered are its own, and an activity it does not have is dropped', async () => {
    serveQueue();
    renderQueue('/staff?activity=Design');
    await screen.findByRole('link', { name: 'LIV-2026-000007' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Job type'), 'LiveningIcpOrder');
    expect(address()).toBe('/staff?orderType=LiveningIcpOrder');
    const activities = within(screen.getByLabelText('Current activity')).getAllByRole('option').map((option) => option.textContent);
    expect(activities).toEqual(['All activities', 'Order received', 'Assessing', 'Awaiting inspection', 'Livening scheduled', 'Completed', 'Reviewing cancellation request']);
  });
});
