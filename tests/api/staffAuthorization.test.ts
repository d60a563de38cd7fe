// Who may use the back office (issue 16, "Authorization matrix"): every
// /api/staff endpoint, for the customer who owns the order, a member of the
// business account it belongs to, another customer, another business, a guest
// and a staff member. Only staff get in; a guest without a token gets 401;
// every customer, whatever they own, gets 404 as for a path that does not
// exist, and their request writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ONLY_NOT_FOUND_MESSAGE } from '../../src/server/auth/requireStaff';
import { userOwnerKey } from '../../src/server/auth/guestSession';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../src/server/auth/authenticate';
import { icpChecksum, todayInNewZealand } from '../../src/shared/validation/keywords';
import { businessAccount, createOrdersTestContext, insertUploadedFile, personalCustomer, randomMd5, type OrdersTestContext, type UploadedRow } from './orderFixtures';
import type { Caller } from './profileFixtures';
import { requestCancellationOf, staffMember, submitLiveningOrder, type StaffMember } from './staffFixtures';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  /** What staff get: every endpoint works for them. */
  staffStatus: 200 | 201;
}

let context: OrdersTestContext;
let staff: StaffMember;
let owner: Caller;
let business: { admin: Caller; member: Caller };
let otherCustomer: Caller;
let otherBusiness: { admin: Caller; member: Caller };
let personalOrderId: string;
let businessOrderId: string;
let companyFile: UploadedRow;

const today = todayInNewZealand();
const newIcp = `${String(process.pid).padStart(10, '7').slice(-10)}AB`;

/** The back office's order endpoints, on the order `orderId`, in an order in which each works for staff. */
function orderEndpoints(orderId: string): Endpoint[] {
  const order = `/api/staff/orders/${orderId}`;
  return [
    { method: 'GET', url: order, staffStatus: 200 },
    { method: 'POST', url: `${order}/progress`, body: { activity: 'Assessing', progressStatus: 'in progress', startDate: today }, staffStatus: 200 },
    { method: 'POST', url: `${order}/messages`, body: { infoMessage: 'Hello' }, staffStatus: 200 },
    { method: 'POST', url: `${order}/documents`, body: { documentType: 'letter', files: [{ md5: companyFile.md5, fileName: 'letter.pdf' }] }, staffStatus: 200 },
    { method: 'GET', url: `${order}/files/${companyFile.id}`, staffStatus: 200 },
    { method: 'POST', url: `${order}/quote`, body: { amountCents: 10000, dueDate: today, description: 'Assessment' }, staffStatus: 200 },
  ];
}

/** The endpoints that name no order: the session, the queue, the reference lists. */
function otherEndpoints(): Endpoint[] {
  const icp = `${newIcp}${icpChecksum(newIcp)}`;
  return [
    { method: 'GET', url: '/api/staff/session', staffStatus: 200 },
    { method: 'GET', url: '/api/staff/orders?search=liv&recordsPerPage=5', staffStatus: 200 },
    { method: 'GET', url: '/api/staff/service-providers', staffStatus: 200 },
    { method: 'POST', url: '/api/staff/service-providers', body: { kind: 'power_retailer', name: `Matrix Power ${process.pid}`, active: true }, staffStatus: 201 },
    { method: 'PUT', url: '/api/staff/service-providers/mercury', body: { kind: 'power_retailer', name: 'Mercury', active: true }, staffStatus: 200 },
    { method: 'GET', url: '/api/staff/icp-registry?search=00', staffStatus: 200 },
    { method: 'POST', url: '/api/staff/icp-registry', body: { icpNumber: icp, label: '1 Matrix Street, Wellington' }, staffStatus: 201 },
    { method: 'PUT', url: `/api/staff/icp-registry/${icp}`, body: { icpNumber: icp, label: '1 Matrix Street, Te Aro, Wellington' }, staffStatus: 200 },
  ];
}

/** Every back-office endpoint, the ones on an order on `orderId`. */
function endpoints(orderId: string): Endpoint[] {
  return [...otherEndpoints(), ...orderEndpoints(orderId)];
}

/** The cancellation review needs a request first: last, after the customers tried it too. */
function reviewEndpoint(orderId: string): Endpoint {
  return { method: 'POST', url: `/api/staff/orders/${orderId}/cancellation-review`, body: { decision: 'decline', message: 'Work has started' }, staffStatus: 200 };
}

async function rowCounts() {
  const { db } = context.subject.database;
  const count = async (table: 'order_event' | 'order_payment' | 'order_file' | 'outbox_message' | 'service_provider' | 'icp_registry' | 'app_event') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return Promise.all(['order_event', 'order_payment', 'order_file', 'outbox_message', 'service_provider', 'icp_registry', 'app_event'].map((table) => count(table as never)));
}

beforeAll(async () => {
  context = await createOrdersTestContext();
  staff = await staffMember(context);
  owner = await personalCustomer(context, 'Aroha');
  business = await businessAccount(context);
  otherCustomer = await personalCustomer(context, 'Tui');
  otherBusiness = await businessAccount(context);
  personalOrderId = (await submitLiveningOrder(owner)).orderId;
  businessOrderId = (await submitLiveningOrder(business.admin)).orderId;
  companyFile = await insertUploadedFile(context, {
    owner: userOwnerKey(staff.sub),
    md5: randomMd5(),
    attachmentType: 'orderDocument',
    scanStatus: 'ok',
    originalName: 'letter.pdf',
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  // The file the download endpoint asks for is the order's already (customers try it before staff attach it anew).
  for (const orderId of [personalOrderId, businessOrderId]) {
    await context.subject.database.db.insertInto('order_file').values({ order_id: orderId, uploaded_file_id: companyFile.id, document_type: 'letter', source: 'company' }).execute();
  }
});
afterAll(async () => context?.subject.close());

describe('customers, whoever they are to the order, get 404 from every staff endpoint and write nothing', () => {
  const cases: Array<[string, () => Caller, () => string]> = [
    ['the customer who owns the order', () => owner, () => personalOrderId],
    ['the business admin who placed the order', () => business.admin, () => businessOrderId],
    ['a member of the business account of the order', () => business.member, () => businessOrderId],
    ['another customer', () => otherCustomer, () => personalOrderId],
    ['another business', () => otherBusiness.admin, () => businessOrderId],
  ];

  it.each(cases)('%s', async (_who, caller, orderId) => {
    const before = await rowCounts();
    for (const endpoint of [...endpoints(orderId()), reviewEndpoint(orderId())]) {
      const response = await caller().call(endpoint.method, endpoint.url, endpoint.body);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
      expect(response.json()).toEqual({ message: STAFF_ONLY_NOT_FOUND_MESSAGE });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a signed-in person with another role, or none, and no customer profile', async () => {
    for (const claims of [{ roles: ['customer'] }, { roles: 'admin support' }, {}]) {
      const token = await context.signer.sign(`local|norole-${Object.keys(claims).length}`, { email: 'someone@example.com', ...claims });
      const response = await context.subject.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('a guest', () => {
  it('gets 401 from every staff endpoint, with or without a guest session, before anything about the request', async () => {
    const guest = context.newGuest();
    for (const endpoint of [...endpoints(personalOrderId), reviewEndpoint(personalOrderId)]) {
      for (const call of [guest.call, context.guest]) {
        const response = await call(endpoint.method, endpoint.url, endpoint.body);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
        expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
      }
    }
    // A bad query is not even looked at.
    expect((await context.guest('GET', '/api/staff/orders?page=0')).statusCode).toBe(401);
  });

  it('gets 401 with a token that is not valid', async () => {
    const expired = await context.signer.sign('local|staff-expired', { email: 'old@staff.example', roles: ['staff'] }, { expiresAt: Math.floor(Date.now() / 1000) - 3600 });
    const response = await context.subject.app.inject({ method: 'GET', url: '/api/staff/session', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('staff', () => {
  it('use every endpoint, on orders of personal and business accounts alike', async () => {
    for (const endpoint of otherEndpoints()) {
      const response = await staff.call(endpoint.method, endpoint.url, endpoint.body);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}: ${response.body}`).toBe(endpoint.staffStatus);
    }
    for (const orderId of [personalOrderId, businessOrderId]) {
      for (const endpoint of orderEndpoints(orderId)) {
        // A file is attached to an order once: each attachment is a new upload.
        const body = endpoint.url.endsWith('/documents') ? await freshDocument() : endpoint.body;
        const response = await staff.call(endpoint.method, endpoint.url, body);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}: ${response.body}`).toBe(endpoint.staffStatus);
      }
      await requestCancellationOf(context, orderId, owner);
      const review = reviewEndpoint(orderId);
      expect((await staff.call(review.method, review.url, review.body)).statusCode).toBe(review.staffStatus);
    }
    const session = await staff.call('GET', '/api/staff/session');
    expect(session.json()).toEqual({ subject: staff.sub, email: staff.email });
  });

  it('are told who they are even when the token carries no email', async () => {
    const token = await context.signer.sign('local|staff-no-email', { roles: ['staff'] });
    const response = await context.subject.app.inject({ method: 'GET', url: '/api/staff/session', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toEqual({ subject: 'local|staff-no-email', email: '' });
  });
});

/** A new clean upload of the staff member's for each documents call (a file is attached to an order once). */
async function freshDocument() {
  const file = await insertUploadedFile(context, { owner: userOwnerKey(staff.sub), md5: randomMd5(), attachmentType: 'orderDocument', scanStatus: 'ok', originalName: 'letter.pdf' });
  return { documentType: 'letter', files: [{ md5: file.md5, fileName: 'letter.pdf' }] };
}
