// @vitest-environment jsdom
// The order detail page over the real queries and API client; only the
// network (fetch) is replaced, answering GET /api/orders/{orderId} with the
// detail each test gives.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../orders/orderApi';
import { json, serveOrdersApi, type FakeRequest } from '../orders/testing/fakeOrdersApi';
import { NotificationBanner } from '../shell/NotificationBanner';
import { withPortalProviders } from '../testing/portalProviders';
import { renderWithSession } from '../testing/renderWithSession';
import OrderDetailPage from './OrderDetailPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const liveningDetail = (overrides: Partial<OrderDetail> = {}, status: Partial<OrderDetail['orderStatus']> = {}): OrderDetail => ({
  id: 'order-1',
  serviceRequestNumber: 'LIV-2026-000123',
  orderType: 'LiveningIcpOrder',
  requestDate: '2026-03-01T20:00:00.000Z',
  duePayments: [],
  orderStatus: {
    progressStatus: 'in progress',
    percentageComplete: 40,
    currentActivity: 'Awaiting inspection',
    currentActivityStartDate: '2026-03-05',
    currentActivityEndDate: '2026-03-19',
    nextActivity: 'Livening scheduled',
    cancelReason: null,
    infoMessage: 'Your inspector has been told.',
    alertMessage: null,
    actionMessage: null,
    ...status,
  },
  cancellable: true,
  siteDetails: {
    jobType: 'livening icp',
    address: '12 Kōwhai Drive, Wellington',
    typeDetailed: 'Metered ICP',
    icpType: 'metered ICP',
    additionalInfo: '',
    projectNumber: 'P-77',
    liveningInspector: 'Sparky Inspections',
    powerRetailer: 'Kiwi Power',
    featureType: '',
    quantity: null,
    wattage: null,
    availableHours: '',
    units: [{ unitNumber: '1', type: 'Residential', phase: 1, fuseAmp: 63, supply: 'Overhead' }],
  },
  contactDetails: [
    { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', mobile: '0211234567', alternatePhone: '', businessName: '', roles: ['requester', 'siteAccessContact'] },
    { firstName: 'Tama', lastName: 'Wiremu', email: '', mobile: '0227654321', alternatePhone: '', businessName: 'Sparks Ltd', roles: ['electrician'] },
  ],
  documents: [
    { id: 'file-1', fileName: 'plan.pdf', attachmentCategory: 'customer', documentType: 'sitePlan' },
    { id: 'file-2', fileName: 'quote-123.pdf', attachmentCategory: 'company', documentType: 'quote' },
    { id: 'file-3', fileName: 'mystery.pdf', attachmentCategory: 'company', documentType: 'blueprint' },
  ],
  ...overrides,
});

/** Serves this detail (and the rest from `more`); the requests made are returned. */
function serveDetail(detail: OrderDetail | (() => OrderDetail), more: (request: FakeRequest) => Response | undefined = () => undefined) {
  return serveOrdersApi((request) => {
    if (request.method === 'GET' && request.url.pathname === '/api/orders/order-1') return json(typeof detail === 'function' ? detail() : detail);
    return more(request);
  });
}

function renderDetail(at = '/order-details/order-1?orderDetailsType=LiveningIcpOrder', route = '/order-details/:orderId') {
  renderWithSession(
    withPortalProviders(
      <>
        <NotificationBanner />
        <OrderDetailPage />
      </>,
    ),
    { route, at, session: { isAuthenticated: true, userId: 'local|abc', getAccessToken: async () => 'token-1' } },
  );
}

const factsOf = (container: HTMLElement) =>
  Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const section = (name: string) => screen.getByRole('region', { name });

describe('OrderDetailPage: an open order', () => {
  it("shows 'Retrieving details' while loading, then the title, number, status card with next step, messages and Get support", async () => {
    const requests = serveDetail(liveningDetail());
    renderDetail();
    expect(await screen.findByText('Retrieving details')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'ICP Request (Livening)' })).toBeTruthy();
    expect(screen.getByText('LIV-2026-000123')).toBeTruthy();
    // 20:00 UTC on 1 March is 2 March in New Zealand.
    expect(screen.getByText('02/03/2026')).toBeTruthy();

    const status = section('Order status');
    expect(within(status).getByText('In progress').className).toBe('status-pill status-pill--in-progress');
    expect(within(status).getByRole('progressbar', { name: '40% complete' }).getAttribute('aria-valuenow')).toBe('40');
    expect(factsOf(status)).toEqual({
      'Current activity': 'Awaiting inspection',
      'Start date': '05/03/2026',
      'Expected end date': '19/03/2026',
      'Next step': 'Livening scheduled',
    });
    expect(screen.getByText('Your inspector has been told.')).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    const support = screen.getByRole('complementary', { name: 'Get support' });
    expect(within(support).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(requests.map((request) => request.url.pathname + request.url.search)).toEqual(['/api/orders/order-1?orderDetailsType=LiveningIcpOrder']);
  });

  it('shows the site details of a livening order under readable labels, without empty fields', async () => {
    serveDetail(liveningDetail());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const site = section('Site details');
    const rows = [...site.querySelectorAll(':scope > dl > .details-list__row > dt')].map((term) => term.textContent);
    expect(rows).toEqual(['Site address', 'Service', 'ICP type', 'Project number', 'Livening inspector', 'Power retailer', 'Units']);
    const facts = factsOf(site);
    expect(facts['Site address']).toBe('12 Kōwhai Drive, Wellington');
    expect(facts['Service']).toBe('Metered ICP');
    expect(facts['Livening inspector']).toBe('Sparky Inspections');
    expect(facts['Power retailer']).toBe('Kiwi Power');
    expect(facts['Unit number']).toBe('1');
    expect(facts['Fuse size (amps)']).toBe('63');
    expect(facts['Supply']).toBe('Overhead');
    expect(Object.keys(facts)).not.toContain('Wattage');
    expect(Object.keys(facts)).not.toContain('Additional information');
  });

  it('shows a disconnection order with its meters, yes/no answers and the date as DD/MM/YYYY', async () => {
    serveDetail(
      liveningDetail({
        orderType: 'DisconnectionOrder',
        cancellable: false,
        siteDetails: {
          jobType: 'disconnection',
          address: '5 Rimu Road, Lower Hutt',
          typeDetailed: 'Permanent disconnection (decommission)',
          icpNumber: '0000012345ABCDE',
          meters: [{ location: 'Garage wall', serialNumber: 'M-991' }],
          type: 'Residential',
          guardDogs: true,
          lockedGate: false,
          removalReason: 'Demolition',
          disconnectionDate: '2026-04-14',
          tenants: 'no',
          hazards: '',
          otherInformation: '',
        },
      }),
    );
    renderDetail('/orders/order-1', '/orders/:orderId');
    expect(await screen.findByRole('heading', { level: 1, name: 'Permanent disconnection (decommission)' })).toBeTruthy();
    const facts = factsOf(section('Site details'));
    expect([facts['ICP number'], facts['Location'], facts['Serial number'], facts['Guard dogs'], facts['Locked gate'], facts['Disconnection date'], facts['Tenants']]).toEqual([
      '0000012345ABCDE',
      'Garage wall',
      'M-991',
      'Yes',
      'No',
      '14/04/2026',
      'No',
    ]);
    // Not offered by the server (a disconnection): no Cancel order.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('lists the contacts with their role labels', async () => {
    serveDetail(liveningDetail());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const contacts = section('Contact details');
    const aroha = within(contacts).getByRole('heading', { name: 'Aroha Ngata' }).closest('li') as HTMLElement;
    expect(factsOf(aroha)).toEqual({ Role: 'Requester, Site access contact', Email: 'aroha@example.nz', Mobile: '0211234567' });
    const tama = within(contacts).getByRole('heading', { name: 'Tama Wiremu' }).closest('li') as HTMLElement;
    expect(factsOf(tama)).toEqual({ Role: 'Electrician', 'Business name': 'Sparks Ltd', Mobile: '0227654321' });
  });

  it("names documents by type, 'Unmapped document name' for an unknown one, and an unknown job type 'Unmapped job type'", async () => {
    serveDetail(liveningDetail({ orderType: 'GasOrder' as OrderDetail['orderType'] }));
    renderDetail('/orders/order-1', '/orders/:orderId');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unmapped job type' })).toBeTruthy();
    const documents = within(section('Documents')).getAllByRole('listitem');
    expect(documents.map((item) => item.querySelector('.order-documents__name')?.textContent)).toEqual(['Site plan', 'Quote', 'Unmapped document name']);
  });

  it('says the order was not found when the server answers 404', async () => {
    serveOrdersApi(() => json({ message: 'Not found' }, 404));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/order-details-list');
  });
});

describe('OrderDetailPage: closed orders', () => {
  it('strikes through the progress of a cancelled order over a grey bar, with the reason, and no next step, Cancel or Get support', async () => {
    serveDetail(liveningDetail({ cancellable: false }, { progressStatus: 'cancelled', currentActivity: 'Cancelled', nextActivity: 'Livening scheduled', cancelReason: 'Cost too high' }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const status = section('Order status');
    expect(status.querySelector('.status-pill')?.outerHTML).toBe('<span class="status-pill status-pill--cancelled">Cancelled</span>');
    expect(status.querySelector('s')?.textContent).toBe('40% complete');
    expect(within(status).getByRole('progressbar').className).toContain('order-status__bar--cancelled');
    expect(factsOf(status)).toEqual({ 'Current activity': 'Cancelled', 'Start date': '05/03/2026', 'Expected end date': '19/03/2026', 'Cancel reason': 'Cost too high' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Get support' })).toBeNull();
  });

  it('shows a completed order without next step or Get support, its progress not struck through', async () => {
    serveDetail(liveningDetail({ cancellable: false }, { progressStatus: 'completed', percentageComplete: 100, currentActivity: 'Completed', nextActivity: null }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const status = section('Order status');
    expect(status.querySelector('.status-pill')?.outerHTML).toBe('<span class="status-pill status-pill--completed">Completed</span>');
    expect(status.querySelector('s')).toBeNull();
    expect(Object.keys(factsOf(status))).not.toContain('Next step');
    expect(screen.queryByRole('complementary', { name: 'Get support' })).toBeNull();
  });
});

describe('OrderDetailPage: the action message and Pay now', () => {
  const quote = (dueDate: string) =>
    liveningDetail({ duePayments: [{ paymentId: 'pay-1', dueDate, amountCents: 123456, status: 'Ready To Pay', description: 'Quote for livening' }] }, { actionMessage: 'Please pay your quote.' });

  // 10:30 on 5 March 2026 in New Zealand; only Date is faked, so timers (and the page's requests) run as usual.
  const onFifthOfMarch = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T21:30:00Z'));
  };

  it('offers Pay now for a payment due today in New Zealand', async () => {
    onFifthOfMarch();
    serveDetail(quote('2026-03-05'));
    renderDetail();
    expect(await screen.findByText('Please pay your quote.')).toBeTruthy();
    expect(screen.getByText('Quote for livening: $1,234.56 (incl. GST), payment due by 5 March 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay-now/pay-1');
  });

  it('offers Pay now for a payment due later', async () => {
    onFifthOfMarch();
    serveDetail(quote('2026-04-30'));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Pay now' })).toBeTruthy();
  });

  it('shows the action message as a plain warning, without Pay now, once the due date has passed', async () => {
    onFifthOfMarch();
    serveDetail(quote('2026-03-04'));
    renderDetail();
    const message = await screen.findByText('Please pay your quote.');
    expect(message.closest('.order-message')?.className).toContain('order-message--warning');
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });
});

describe('OrderDetailPage: payments made', () => {
  it('lists each paid payment with its amount, the New Zealand day it was paid and the reference, beside a quote still to pay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T21:30:00Z'));
    serveDetail(
      liveningDetail({
        duePayments: [
          // 20:30 UTC on 1 March is 2 March in New Zealand.
          { paymentId: 'paid-1', dueDate: '2026-03-10', amountCents: 50000, status: 'Paid', description: 'Assessment fee', paidAt: '2026-03-01T20:30:00.000Z', providerReference: '0000000b0e2c4f1a' },
          { paymentId: 'pay-2', dueDate: '2026-04-30', amountCents: 123456, status: 'Ready To Pay', description: 'Quote for livening' },
        ] as OrderDetail['duePayments'],
      }),
    );
    renderDetail();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const items = within(payments).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0] as HTMLElement).getByText('Paid $500.00 on 02/03/2026')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Reference: 0000000b0e2c4f1a')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Assessment fee')).toBeTruthy();
    // The quote still to pay keeps its Pay now.
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay-now/pay-2');
  });

  it('shows no Payments part before anything was paid', async () => {
    serveDetail(liveningDetail());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
  });
});

describe('OrderDetailPage: downloading a document', () => {
  function captureSaves() {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return saved;
  }

  it('fetches the file with the bearer token, saves it under its name and says so', async () => {
    const saved = captureSaves();
    const requests = serveDetail(liveningDetail(), (request) =>
      request.url.pathname === '/api/orders/order-1/documents/file-2' ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }) : undefined,
    );
    renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download quote-123.pdf' }));
    expect(await screen.findByText('File successfully downloaded')).toBeTruthy();
    expect(screen.getByText('quote-123.pdf is now available in your downloads folder')).toBeTruthy();
    expect(saved).toEqual(['quote-123.pdf']);
    const download = requests.find((request) => request.url.pathname.includes('/documents/'));
    expect(download?.url.search).toBe('?documentType=quote');
    expect(download?.headers['Authorization']).toBe('Bearer token-1');
  });

  it('says the download failed when the server refuses it', async () => {
    const saved = captureSaves();
    serveDetail(liveningDetail(), (request) => (request.url.pathname.includes('/documents/') ? json({ message: 'Not found' }, 404) : undefined));
    renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download plan.pdf' }));
    expect(await screen.findByText('Oops, looks like something went wrong')).toBeTruthy();
    expect(screen.getByText('plan.pdf download failed. Please wait a few minutes and try again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe('OrderDetailPage: cancelling', () => {
  it('needs a reason, then sends the request, says so, drops Cancel order and reloads the order', async () => {
    let detail = liveningDetail();
    const requests = serveDetail(
      () => detail,
      (request) => {
        if (request.method !== 'PUT' || request.url.pathname !== '/api/orders/cancel') return undefined;
        detail = liveningDetail({ cancellable: false }, { currentActivity: 'Reviewing cancellation request', nextActivity: null });
        return json(true);
      },
    );
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByText(/A cancellation fee of \$100 may apply\./)).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'No longer required',
      'Replaced by new order',
      'Requested by accident',
      'Cost too high',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Send cancellation request' }));
    expect(within(dialog).getByText('Cancel reason is required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Replaced by new order' }));
    expect(within(dialog).queryByText('Cancel reason is required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send cancellation request' }));

    expect(await screen.findByText('Cancel order request successful')).toBeTruthy();
    expect(screen.getByText('Your request to cancel your order has been successfully sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(await screen.findByText('Reviewing cancellation request')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ cancelledReason: 'Replaced by new order', orderId: 'order-1' });
    expect(requests.filter((request) => request.url.pathname === '/api/orders/order-1')).toHaveLength(2);
  });

  it('says so when the request fails, and keeps Cancel order', async () => {
    serveDetail(liveningDetail(), (request) => (request.method === 'PUT' ? json({ message: 'Conflict' }, 409) : undefined));
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('radio', { name: 'Cost too high' }));
    await user.click(screen.getByRole('button', { name: 'Send cancellation request' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('There was an error sending your cancellation request. Please try again in a few minutes.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('closes without sending anything on Keep my order', async () => {
    const requests = serveDetail(liveningDetail());
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Keep my order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
