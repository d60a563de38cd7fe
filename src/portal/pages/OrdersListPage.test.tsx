// @vitest-environment jsdom
// The open and closed order lists over the real queries and API client; only
// the network (fetch) is replaced, answering as GET /api/orders does: the
// server splits open from closed and pages them, the page asks for the tab it
// shows, a page at a time.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftSummary, OrderSummary } from '../orders/orderApi';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import OrdersListPage, { ORDERS_PER_PAGE, pageCount } from './OrdersListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderOf = (status: string, number: number): OrderSummary => ({
  orderId: `${status}-${number}`,
  orderNumber: `LIV-2026-${String(number).padStart(6, '0')}`,
  orderType: 'LiveningIcpOrder',
  status: status === 'open' ? 'Submitted' : 'Completed',
  submittedDate: '2026-03-01T00:00:00.000Z',
  summary: { siteLabel: `${status} site ${number}` },
});

/** Answers GET /api/orders with `totals[status]` orders split into pages; the account check passes. */
function serveOrders(totals: Record<'open' | 'closed', number>) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://portal.test');
    if (url.pathname === '/api/users/account') return new Response(null, { status: 204 });
    if (url.pathname !== '/api/orders') return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const status = url.searchParams.get('status') as 'open' | 'closed';
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('recordsPerPage'));
    const first = (page - 1) * perPage;
    const count = Math.max(0, Math.min(perPage, totals[status] - first));
    const orderList = Array.from({ length: count }, (_, index) => orderOf(status, first + index + 1));
    return new Response(JSON.stringify({ page, totalRecords: totals[status], orderList }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const orderRequests = (fetchMock: ReturnType<typeof serveOrders>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((input) => input.startsWith('/api/orders'));

function renderLists(at: string) {
  renderWithSession(withPortalProviders(<OrdersListPage />), {
    route: '/order-details-list/:tab?',
    at,
    session: { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' },
  });
}

const rowsShown = () => screen.getAllByRole('row').length - 1;

describe('OrdersListPage: open and closed orders', () => {
  it('counts pages', () => {
    expect([pageCount(0), pageCount(1), pageCount(50), pageCount(51), pageCount(120)]).toEqual([1, 1, 1, 2, 3]);
  });

  it('asks the server for the open orders a page at a time, with Previous / Next and "Page X of Y"', async () => {
    const fetchMock = serveOrders({ open: 120, closed: 3 });
    renderLists('/order-details-list/open-orders');
    expect(await screen.findByText('open site 1')).toBeTruthy();
    expect(rowsShown()).toBe(ORDERS_PER_PAGE);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    const previous = within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(next);
    expect(await screen.findByText('open site 51')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('open site 120')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(rowsShown()).toBe(20);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    expect(orderRequests(fetchMock)).toEqual([
      '/api/orders?status=open&page=1&recordsPerPage=50',
      '/api/orders?status=open&page=2&recordsPerPage=50',
      '/api/orders?status=open&page=3&recordsPerPage=50',
      // Back on page 2: shown from the cache at once, and refreshed.
      '/api/orders?status=open&page=2&recordsPerPage=50',
    ]);
  });

  it('shows the closed orders the server lists, without paging controls when they fit on one page', async () => {
    const fetchMock = serveOrders({ open: 120, closed: 3 });
    renderLists('/order-details-list/closed-orders');
    expect(await screen.findByText('closed site 1')).toBeTruthy();
    expect(rowsShown()).toBe(3);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(orderRequests(fetchMock)).toEqual(['/api/orders?status=closed&page=1&recordsPerPage=50']);
  });

  it('starts each tab on its first page', async () => {
    const fetchMock = serveOrders({ open: 120, closed: 60 });
    renderLists('/order-details-list/open-orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Closed orders' }));
    expect(await screen.findByText('closed site 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(orderRequests(fetchMock).at(-1)).toBe('/api/orders?status=closed&page=1&recordsPerPage=50');
  });

  it('names the column beside each value, for the cards that replace the table at narrow widths, and hides that name from screen readers', async () => {
    serveOrders({ open: 1, closed: 0 });
    renderLists('/order-details-list/open-orders');
    const cell = (await screen.findByText('open site 1')).closest('td');
    const row = cell?.closest('tr');
    if (!row) throw new Error('no row for the order');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((each) => each.querySelector('.orders-table__label')?.textContent)).toEqual(headers);
    expect(cells.map((each) => each.querySelector('.orders-table__value')?.textContent)).toEqual([
      'open site 1',
      '01 March 2026',
      'Livening (ICP number)',
      'LIV-2026-000001',
      'Submitted',
    ]);
    for (const each of cells) expect(each.querySelector('.orders-table__label')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the empty state when a list has no orders', async () => {
    serveOrders({ open: 0, closed: 0 });
    renderLists('/order-details-list/open-orders');
    expect(await screen.findByText("You don't have any order yet")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

/** Answers as the API does with these orders (each list the same, on one page) and drafts; the account check passes. */
function serveAsIs({ orders = [], drafts = [] }: { orders?: OrderSummary[]; drafts?: DraftSummary[] }) {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: string) => {
    const { pathname } = new URL(input, 'http://portal.test');
    if (pathname === '/api/users/account') return new Response(null, { status: 204 });
    if (pathname === '/api/orders') return json({ page: 1, totalRecords: orders.length, orderList: orders });
    if (pathname === '/api/orders/unsubmitted') return json({ requestId: 'request-1', page: 1, totalRecords: drafts.length, orderList: drafts });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const draftOf = (orderType: DraftSummary['orderType'], orderId: string, summary: DraftSummary['summary']): DraftSummary => ({
  orderId,
  orderType,
  createdDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  expiryDay: new Date(Date.now() + 28 * DAY_MS).toISOString(),
  requester: 'Aroha Ngata',
  summary,
});

const valuesOfRow = (cellText: string) => {
  const row = screen.getByText(cellText).closest('tr');
  if (!row) throw new Error(`no row for ${cellText}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('.orders-table__value')?.textContent);
};

describe('OrdersListPage: new connection orders and drafts', () => {
  it('shows a new connection order with its job type beside a livening one, under the note that complex ones are not listed', async () => {
    serveAsIs({
      orders: [
        { ...orderOf('open', 1), orderId: 'nc-1', orderNumber: 'NC-2026-000001', orderType: 'NewConnectionOrder', summary: { siteLabel: '12 Kōwhai Drive', serviceType: 'Simple connection' } },
        orderOf('open', 2),
      ],
    });
    renderLists('/order-details-list/open-orders');
    await screen.findByText('12 Kōwhai Drive');
    expect(valuesOfRow('12 Kōwhai Drive')).toEqual(['12 Kōwhai Drive', '01 March 2026', 'New connection', 'NC-2026-000001', 'Submitted']);
    expect(valuesOfRow('open site 2')[2]).toBe('Livening (ICP number)');
    expect(screen.getByText(/Complex connection orders and projects are not listed here\./)).toBeTruthy();
  });

  it('lists a new connection draft as New connection with its site, and reopens it in the new connection wizard', async () => {
    serveAsIs({
      drafts: [
        draftOf('NewConnectionOrder', 'draft-nc', { siteLabel: '12 Kōwhai Drive' }),
        draftOf('LiveningIcpOrder', 'draft-liv', { siteLabel: '3 Vermont Street' }),
        draftOf('NewConnectionOrder', 'draft-empty', {}),
      ],
    });
    renderLists('/order-details-list/draft-orders');
    await screen.findByText('12 Kōwhai Drive');
    expect(valuesOfRow('12 Kōwhai Drive').slice(0, 4)).toEqual(['12 Kōwhai Drive (open draft)', 'New connection', 'Aroha Ngata', 'Draft']);
    expect(valuesOfRow('3 Vermont Street')[1]).toBe('Livening (ICP number)');
    // Saved before a site was entered: still listed, and still opens.
    expect(valuesOfRow('No site entered yet')[1]).toBe('New connection');

    await userEvent.setup().click(screen.getByRole('button', { name: /^12 Kōwhai Drive\s*\(open draft\)/ }));
    expect(screen.getByTestId('location').textContent).toBe('/new-connection');
    expect(JSON.parse(screen.getByTestId('location').dataset['state'] ?? '{}')).toEqual({ draftId: 'draft-nc' });
  });

  it('reopens a livening draft in the livening wizard', async () => {
    serveAsIs({ drafts: [draftOf('LiveningIcpOrder', 'draft-liv', { siteLabel: '3 Vermont Street' })] });
    renderLists('/order-details-list/draft-orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^3 Vermont Street\s*\(open draft\)/ }));
    expect(screen.getByTestId('location').textContent).toBe('/icp-request');
    expect(JSON.parse(screen.getByTestId('location').dataset['state'] ?? '{}')).toEqual({ draftId: 'draft-liv' });
  });
});
