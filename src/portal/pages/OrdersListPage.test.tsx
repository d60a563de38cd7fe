// @vitest-environment jsdom
// The order lists over the real queries and API client; only the network
// (fetch) is replaced. The fake server searches, filters and pages as
// GET /api/orders does, so the tests see what the page asks for and what it
// makes of the answer.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasicProfile } from '../../shared/api/profile';
import type { DraftSummary, OrderListItem } from '../orders/orderApi';
import { basicProfile, json, serveOrdersApi, type FakeRequest } from '../orders/testing/fakeOrdersApi';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import OrdersListPage from './OrdersListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Listed = OrderListItem & { list: 'open' | 'closed' };

const orderOf = (list: 'open' | 'closed', number: number, overrides: Partial<OrderListItem> = {}): Listed => ({
  list,
  orderId: `${list}-${number}`,
  orderNumber: `LIV-2026-${String(number).padStart(6, '0')}`,
  address: `${number} ${list === 'open' ? 'Kōwhai' : 'Rimu'} Street, Wellington`,
  requestDate: '2026-03-01T00:00:00.000Z',
  jobType: 'LiveningIcpOrder',
  requester: 'Aroha Ngata',
  icpNumber: `0000${String(number).padStart(7, '0')}ABCDE`.slice(0, 15),
  jobStatus: list === 'open' ? 'in progress' : 'completed',
  currentActivity: list === 'open' ? 'Assessing' : '',
  reason: '',
  ...overrides,
});

/** Answers GET /api/orders as the server would: by list, search (any case, number or address), requester, then a page. */
function serveLists(orders: Listed[], { profile, requesters = [], drafts = [] }: { profile?: BasicProfile; requesters?: string[]; drafts?: DraftSummary[] } = {}) {
  return serveOrdersApi(({ url }) => {
    if (url.pathname === '/api/orders/requesters') return json({ requesters });
    if (url.pathname === '/api/orders/unsubmitted') return json({ requestId: 'request-1', page: 1, totalRecords: drafts.length, orderList: drafts });
    if (url.pathname !== '/api/orders') return undefined;
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const requester = url.searchParams.get('requester');
    const page = Number(url.searchParams.get('page') ?? '1');
    const recordsPerPage = Number(url.searchParams.get('recordsPerPage') ?? '10');
    const found = orders.filter(
      (order) =>
        order.list === url.searchParams.get('status') &&
        `${order.orderNumber} ${order.address}`.toLowerCase().includes(search) &&
        (!requester || order.requester === requester),
    );
    const orderList = found.slice((page - 1) * recordsPerPage, page * recordsPerPage).map(({ list: _list, ...item }) => item);
    return json({ page, recordsPerPage, totalRecords: found.length, orderList });
  }, profile);
}

const listRequests = (requests: FakeRequest[]) => requests.filter((request) => request.url.pathname === '/api/orders').map((request) => request.url.search);

function renderLists(at: string) {
  renderWithSession(withPortalProviders(<OrdersListPage />), {
    route: '/order-details-list/:tab?',
    at,
    session: { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' },
  });
}

const rowsShown = () => screen.getAllByRole('row').length - 1;
const valuesOfRow = (cellText: string) => {
  const row = screen.getByText(cellText).closest('tr');
  if (!row) throw new Error(`no row for ${cellText}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('.orders-table__value')?.textContent);
};
const columnHeaders = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('OrdersListPage: open and closed orders', () => {
  it("shows the open list's columns, each order's values, a status pill and a link to its detail page", async () => {
    const requests = serveLists([
      orderOf('open', 1),
      orderOf('open', 2, { jobType: 'DisconnectionOrder', jobStatus: 'on hold', icpNumber: '', currentActivity: 'Assessment', requester: 'Mere Tane' }),
    ]);
    renderLists('/order-details-list/open-orders');
    await screen.findByText('1 Kōwhai Street, Wellington');
    expect(columnHeaders()).toEqual(['Site', 'Request date', 'Job type', 'Requested by', 'Order no.', 'ICP no.', 'Status', 'Current activity']);
    expect(valuesOfRow('1 Kōwhai Street, Wellington')).toEqual([
      '1 Kōwhai Street, Wellington',
      '01/03/2026',
      'Livening ICP',
      'Aroha Ngata',
      'LIV-2026-000001',
      '00000000001ABCD',
      'In progress',
      'Assessing',
    ]);
    expect(valuesOfRow('2 Kōwhai Street, Wellington')).toEqual(['2 Kōwhai Street, Wellington', '01/03/2026', 'Disconnection', 'Mere Tane', 'LIV-2026-000002', '—', 'On hold', 'Assessment']);
    expect(screen.getByText('On hold').className).toBe('status-pill status-pill--on-hold');
    expect(screen.getAllByText('In progress')[0]?.className).toBe('status-pill status-pill--in-progress');

    expect(screen.getByRole('link', { name: 'LIV-2026-000002' }).getAttribute('href')).toBe('/order-details/open-2?orderDetailsType=DisconnectionOrder');
    // Page size falls back to 10 when the configuration does not give orderRecordsPerPage.
    expect(listRequests(requests)).toEqual(['?status=open&page=1&recordsPerPage=10']);
  });

  it('shows the Reason column in the closed list, with the cancel reason and a grey pill for cancelled orders', async () => {
    serveLists([orderOf('closed', 1), orderOf('closed', 2, { jobStatus: 'cancelled', reason: 'Cost too high' })]);
    renderLists('/order-details-list/closed-orders');
    await screen.findByText('2 Rimu Street, Wellington');
    expect(columnHeaders().at(-1)).toBe('Reason');
    expect(valuesOfRow('2 Rimu Street, Wellington').slice(-2)).toEqual(['Cancelled', 'Cost too high']);
    expect(valuesOfRow('1 Rimu Street, Wellington').slice(-2)).toEqual(['Completed', '—']);
    expect(screen.getByText('Cancelled').className).toBe('status-pill status-pill--cancelled');
    expect(screen.getByText(/Only completed orders from the last 6 months and cancelled orders from the last 3 months are shown\./)).toBeTruthy();
  });

  it("names unknown job types 'Unmapped job type'", async () => {
    serveLists([orderOf('open', 1, { jobType: 'GasOrder' as OrderListItem['jobType'] })]);
    renderLists('/order-details-list/open-orders');
    await screen.findByText('1 Kōwhai Street, Wellington');
    expect(valuesOfRow('1 Kōwhai Street, Wellington')[2]).toBe('Unmapped job type');
  });

  it('pages with the page numbers, First, Prev, Next and Last, asking the server for each page', async () => {
    const requests = serveLists(Array.from({ length: 65 }, (_, index) => orderOf('open', index + 1)));
    renderLists('/order-details-list/open-orders');
    await screen.findByText('1 Kōwhai Street, Wellington');
    expect(rowsShown()).toBe(10);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);

    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21 Kōwhai Street, Wellington')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('65 Kōwhai Street, Wellington')).toBeTruthy();
    expect(rowsShown()).toBe(5);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['6', '7']);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('1 Kōwhai Street, Wellington')).toBeTruthy();

    expect(listRequests(requests)).toEqual([
      '?status=open&page=1&recordsPerPage=10',
      '?status=open&page=3&recordsPerPage=10',
      '?status=open&page=7&recordsPerPage=10',
      // Back on page 1: shown from the cache at once, and refreshed.
      '?status=open&page=1&recordsPerPage=10',
    ]);
  });

  it('shows the last page for a page past the end (an old link, or orders that went away)', async () => {
    const requests = serveLists(Array.from({ length: 12 }, (_, index) => orderOf('open', index + 1)));
    renderLists('/order-details-list/open-orders?page=9');
    expect(await screen.findByText('12 Kōwhai Street, Wellington')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('2');
    expect(listRequests(requests)).toEqual(['?status=open&page=9&recordsPerPage=10', '?status=open&page=2&recordsPerPage=10']);
  });

  it('searches on submit, from page 1, and says when nothing matches', async () => {
    const requests = serveLists(Array.from({ length: 25 }, (_, index) => orderOf('open', index + 1)));
    renderLists('/order-details-list/open-orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('11 Kōwhai Street, Wellington');

    const search = screen.getByRole('searchbox', { name: 'Search by order number or address' });
    await user.type(search, '  liv-2026-000012 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('12 Kōwhai Street, Wellington')).toBeTruthy();
    await waitFor(() => expect(rowsShown()).toBe(1));

    await user.clear(search);
    await user.type(search, 'Tōtara{Enter}');
    expect(await screen.findByText('There is no result for your search')).toBeTruthy();
    expect(screen.queryByText("You don't have any order yet")).toBeNull();

    expect(listRequests(requests)).toEqual([
      '?status=open&page=1&recordsPerPage=10',
      '?status=open&page=2&recordsPerPage=10',
      '?status=open&search=liv-2026-000012&page=1&recordsPerPage=10',
      '?status=open&search=T%C5%8Dtara&page=1&recordsPerPage=10',
    ]);
  });

  it('shows the empty state, with Start new order, when a list has no orders', async () => {
    serveLists([]);
    renderLists('/order-details-list/open-orders');
    expect(await screen.findByText("You don't have any order yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start new order' }).getAttribute('href')).toBe('/service-type');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says so when the orders cannot be loaded, and Try again loads them (after at least a second of loading)', async () => {
    let failing = true;
    const orders = [orderOf('open', 1)];
    const requests = serveOrdersApi(({ url }) => {
      if (url.pathname !== '/api/orders') return undefined;
      if (failing) return json({ message: 'Unavailable' }, 503);
      return json({ page: 1, recordsPerPage: 10, totalRecords: 1, orderList: orders.map(({ list: _list, ...item }) => item) });
    });
    renderLists('/order-details-list/open-orders');
    expect(await screen.findByText('It looks like there was an error retrieving your orders. Please try again in a few minutes.')).toBeTruthy();

    failing = false;
    const started = Date.now();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toContain('Loading your orders');
    expect(await screen.findByText('1 Kōwhai Street, Wellington', undefined, { timeout: 3000 })).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(requests.filter((request) => request.url.pathname === '/api/orders')).toHaveLength(2);
  });

  it('names the column beside each value, for the cards that replace the table at narrow widths, and hides that name from screen readers', async () => {
    serveLists([orderOf('open', 1)]);
    renderLists('/order-details-list/open-orders');
    const row = (await screen.findByText('1 Kōwhai Street, Wellington')).closest('tr');
    if (!row) throw new Error('no row for the order');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((each) => each.querySelector('.orders-table__label')?.textContent)).toEqual(columnHeaders());
    for (const each of cells) expect(each.querySelector('.orders-table__label')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('OrdersListPage: the Requester filter', () => {
  const business = basicProfile('business', 'Aroha', 'Ngata');
  const orders = [orderOf('open', 1), orderOf('open', 2, { requester: 'Mere Tane' }), orderOf('open', 3, { requester: 'Mere Tane' })];

  it("offers business users All and each requester, showing the user's own orders first", async () => {
    const requests = serveLists(orders, { profile: business, requesters: ['Mere Tane', 'Aroha Ngata'] });
    renderLists('/order-details-list/open-orders');
    await screen.findByText('1 Kōwhai Street, Wellington');
    const requester = screen.getByRole('combobox', { name: 'Requester' }) as HTMLSelectElement;
    await waitFor(() => expect(within(requester).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Aroha Ngata', 'Mere Tane']));
    expect(requester.value).toBe('Aroha Ngata');
    expect(rowsShown()).toBe(1);

    const user = userEvent.setup();
    await user.selectOptions(requester, 'All');
    expect(await screen.findByText('3 Kōwhai Street, Wellington')).toBeTruthy();
    expect(rowsShown()).toBe(3);
    await user.selectOptions(requester, 'Mere Tane');
    await waitFor(() => expect(rowsShown()).toBe(2));

    expect(listRequests(requests)).toEqual([
      '?status=open&requester=Aroha+Ngata&page=1&recordsPerPage=10',
      '?status=open&page=1&recordsPerPage=10',
      '?status=open&requester=Mere+Tane&page=1&recordsPerPage=10',
    ]);
  });

  it("offers the user's own name even before they have an order, and a chosen requester with no orders has no result", async () => {
    serveLists([orderOf('open', 2, { requester: 'Mere Tane' })], { profile: business, requesters: ['Mere Tane'] });
    renderLists('/order-details-list/open-orders');
    // Their own (default) list is empty: nothing ordered yet, which is not a search; but colleagues' orders are a choice away.
    expect(await screen.findByText("You don't have any order yet")).toBeTruthy();
    expect(await screen.findByText('Other people in your business have placed orders: choose All under Requester to see them.')).toBeTruthy();
    const requester = screen.getByRole('combobox', { name: 'Requester' });
    await waitFor(() => expect(within(requester).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Aroha Ngata', 'Mere Tane']));
    await userEvent.setup().selectOptions(requester, 'All');
    expect(await screen.findByText('2 Kōwhai Street, Wellington')).toBeTruthy();
  });

  it('shows individual users no Requester filter and asks for no requester', async () => {
    const requests = serveLists(orders, { profile: basicProfile('personal') });
    renderLists('/order-details-list/open-orders');
    await screen.findByText('3 Kōwhai Street, Wellington');
    expect(screen.queryByRole('combobox', { name: 'Requester' })).toBeNull();
    expect(listRequests(requests)).toEqual(['?status=open&page=1&recordsPerPage=10']);
    expect(requests.some((request) => request.url.pathname === '/api/orders/requesters')).toBe(false);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const draftOf = (orderType: DraftSummary['orderType'], orderId: string, summary: DraftSummary['summary']): DraftSummary => ({
  orderId,
  orderType,
  createdDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  expiryDay: new Date(Date.now() + 28 * DAY_MS).toISOString(),
  requester: 'Aroha Ngata',
  summary,
});

describe('OrdersListPage: drafts', () => {
  it('lists drafts with their job type and site, and reopens one in its wizard', async () => {
    serveLists([], {
      drafts: [
        draftOf('NewConnectionOrder', 'draft-nc', { siteLabel: '12 Kōwhai Drive' }),
        draftOf('LiveningIcpOrder', 'draft-liv', { siteLabel: '3 Vermont Street' }),
        draftOf('NewConnectionOrder', 'draft-empty', {}),
      ],
    });
    renderLists('/order-details-list/draft-orders');
    await screen.findByText('12 Kōwhai Drive');
    expect(screen.getByText('Draft orders are discarded automatically 30 days after creation.')).toBeTruthy();
    expect(valuesOfRow('12 Kōwhai Drive').slice(0, 4)).toEqual(['12 Kōwhai Drive (open draft)', 'New connection', 'Aroha Ngata', 'Draft']);
    expect(valuesOfRow('3 Vermont Street')[1]).toBe('Livening ICP');
    // Saved before a site was entered: still listed, and still opens.
    expect(valuesOfRow('No site entered yet')[1]).toBe('New connection');

    await userEvent.setup().click(screen.getByRole('button', { name: /^12 Kōwhai Drive\s*\(open draft\)/ }));
    expect(screen.getByTestId('location').textContent).toBe('/new-connection');
    expect(JSON.parse(screen.getByTestId('location').dataset['state'] ?? '{}')).toEqual({ draftId: 'draft-nc' });
  });

  it('shows the empty state when there are no drafts', async () => {
    serveLists([]);
    renderLists('/order-details-list/draft-orders');
    expect(await screen.findByText("You don't have any order yet")).toBeTruthy();
  });
});
