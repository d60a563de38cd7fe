// GET /api/orders/{orderId}?orderDetailsType= (spec 3 "Order detail" and
// section 4; issue 16): an order submitted through the API reads back with
// its status, its site details and contacts as its type words them (each
// person once, with every role they hold), the documents the customer may
// download (their own and the company's, once scanned ok), the quotes ready
// to pay, and whether Cancel is offered. A wrong orderDetailsType, a complex
// connection or an id that is not an order answers 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOwnerKey } from '../../src/server/auth/guestSession';
import { changeOrder } from '../../src/server/orders/lifecycle/orderChanges';
import { acceptCancellation, issueQuote, requestCancellation } from '../../src/server/orders/lifecycle/orderTransitions';
import type { OrderDetail } from '../../src/shared/api/orderTracking';
import {
  TEST_ACTOR,
  businessAccount,
  createOrdersTestContext,
  insertUploadedFile,
  liveningExamples,
  moveOrderTo,
  ownerOf,
  personalCustomer,
  randomMd5,
  registryIcp,
  uploadReferencedFiles,
  validDisconnectionOrder,
  validNewConnectionOrder,
  type OrdersTestContext,
} from './orderFixtures';
import { accountOf, insertOrderRows } from './orderRows';
import type { Caller } from './profileFixtures';

let context: OrdersTestContext;
let customer: Caller & { userId: string };
let business: Caller & { userId: string };

beforeAll(async () => {
  context = await createOrdersTestContext();
  customer = await personalCustomer(context, 'Aroha');
  // Contacts keep their business names only on a business customer's orders.
  business = (await businessAccount(context)).admin;
});
afterAll(async () => context?.subject.close());

/** Submits `body` (after recording its files as the caller's, scanned ok) and answers the first order's id. */
async function submit(caller: Caller, path: string, body: Record<string, unknown>, form: string): Promise<string> {
  await uploadReferencedFiles(context, body, ownerOf(caller), form);
  const response = await caller.call('POST', path, { ...body, transactionKey: randomUUID() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { orders: Array<{ orderId: string }> }).orders[0]!.orderId;
}

function liveningExample(name: string): Record<string, unknown> {
  const example = liveningExamples().find((each) => each.name === name);
  if (!example) throw new Error(`schemas/livening/examples has no ${name}`);
  return structuredClone(example.document);
}

async function detailOf(caller: Caller, orderId: string, query = ''): Promise<OrderDetail> {
  const response = await caller.call('GET', `/api/orders/${orderId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as OrderDetail;
}

const contact = (firstName: string, lastName: string, roles: string[], details: Record<string, string> = {}) => ({
  firstName,
  lastName,
  email: '',
  mobile: '',
  alternatePhone: '',
  businessName: '',
  roles,
  ...details,
});

describe('a livening order', () => {
  it('shows a metered site with its units, inspector and retailer, and the three contacts with their roles', async () => {
    const orderId = await submit(business, '/api/livening-icp', liveningExample('valid-metered-one-site-manual-units'), 'livening');
    const detail = await detailOf(business, orderId, '?orderDetailsType=LiveningIcpOrder');
    expect(detail).toMatchObject({
      id: orderId,
      serviceRequestNumber: expect.stringMatching(/^LIV-\d{4}-\d{6,}$/),
      orderType: 'LiveningIcpOrder',
      duePayments: [],
      cancellable: true,
      orderStatus: { progressStatus: 'in progress', currentActivity: 'Order received', nextActivity: 'Assessing', percentageComplete: 10, cancelReason: null },
    });
    expect(detail.siteDetails).toEqual({
      jobType: 'livening icp',
      address: '12 Queen Street, Auckland Central, Auckland 1010',
      typeDetailed: 'Livening (ICP number)',
      icpType: 'metered ICP',
      additionalInfo: 'Level 3 switchboard room, ask at reception',
      projectNumber: 'QST-12',
      liveningInspector: expect.stringMatching(/\S/),
      powerRetailer: expect.stringMatching(/\S/),
      featureType: '',
      quantity: null,
      wattage: null,
      availableHours: '',
      units: [
        { unitNumber: '1', type: 'Residential', phase: 1, fuseAmp: 60, supply: 'Permanent' },
        { unitNumber: '2', type: 'Residential', phase: 3, fuseAmp: 100, supply: 'Permanent' },
        { unitNumber: 'N/A', type: 'Commercial', phase: 3, fuseAmp: 200, supply: 'Builders Temporary Supply' },
        { unitNumber: 'N/A', type: 'Commercial', phase: 1, fuseAmp: 63, supply: 'Permanent' },
      ],
    });
    expect(detail.contactDetails).toEqual([
      contact('Aroha', 'Ngata', ['requester'], { email: 'aroha.ngata@example.co.nz', mobile: '021 123 4567' }),
      contact('Sione', 'Tuilagi', ['siteAccessContact', 'electrician'], { mobile: '027 555 0101', alternatePhone: '09 379 4000' }),
      contact('Mei', 'Chen', ['powerRetailerAccountHolder'], {
        email: 'mei.chen@kauriproperty.co.nz',
        mobile: '022 123 4567',
        businessName: 'Kauri Property Holdings Limited',
      }),
    ]);
  });

  it('shows an unmetered supply in the customer\'s own words, and the requester who is also the electrician', async () => {
    const orderId = await submit(customer, '/api/livening-icp', liveningExample('valid-unmetered-other'), 'livening');
    const { siteDetails, contactDetails } = await detailOf(customer, orderId);
    expect(siteDetails).toMatchObject({
      address: '2/12A Ōtāhuhu Road, Ōtāhuhu 1062',
      icpType: 'unmetered ICP',
      additionalInfo: 'Cabinet on the berm outside the dairy',
      projectNumber: 'EV-OTA-004',
      featureType: 'EV charging bollard',
      quantity: 4,
      wattage: 45.5,
      availableHours: '24 hours',
      units: [],
    });
    expect(contactDetails.map((each) => [each.firstName, each.roles])).toEqual([
      ['Aroha', ['requester', 'electrician']],
      ['Sione', ['siteAccessContact']],
      ['Mei', ['powerRetailerAccountHolder']],
    ]);
  });

  it('lists an electrician who is none of the contacts as a person of their own', async () => {
    const orderId = await submit(business, '/api/livening-icp', liveningExample('valid-unmetered-light-with-electrician'), 'livening');
    const { contactDetails } = await detailOf(business, orderId);
    expect(contactDetails).toEqual([
      contact('Aroha', 'Ngata', ['requester', 'siteAccessContact', 'powerRetailerAccountHolder'], { email: 'aroha.ngata@example.co.nz', mobile: '021 123 4567' }),
      contact('Hemi', 'Walker', ['electrician'], { email: 'hemi@sparkyelectrical.co.nz', mobile: '021 987 6543', businessName: 'Sparky Electrical Limited' }),
    ]);
  });
});

/** A simple new connection whose quote goes to a second contact, at a billing address typed in (a signed-in requester's is their profile's). */
function simpleWithQuotePayer(): Record<string, unknown> {
  const order = validNewConnectionOrder('simple');
  const [requester] = order['contactDetails'] as Array<Record<string, unknown>>;
  const { manuallyEnteredBillingAddress, manualBillingAddress } = requester!;
  delete requester!['manuallyEnteredBillingAddress'];
  delete requester!['manualBillingAddress'];
  requester!['roles'] = { requester: true, quotePayerRole: false, siteAccessContactRole: true };
  const quotePayer = {
    firstName: 'Sione',
    lastName: 'Tuilagi',
    email: 'sione@example.co.nz',
    mobile: '022 765 4321',
    manuallyEnteredBillingAddress,
    manualBillingAddress,
    roles: { requester: false, quotePayerRole: true, siteAccessContactRole: false },
  };
  return { ...order, contactDetails: [requester, quotePayer] };
}

describe('a new connection order', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await submit(customer, '/api/new-connection', simpleWithQuotePayer(), 'new-connection');
  });

  it('shows the lots and site plans, and the quote payer with their postal address', async () => {
    const detail = await detailOf(customer, orderId, '?orderDetailsType=NewConnectionOrder');
    expect(detail.siteDetails).toEqual({
      jobType: 'new connection',
      address: '12 Queen Street, Auckland Central, Auckland 1010',
      typeDetailed: 'Simple connection',
      lotCount: '1',
      serviceType: '',
      projectType: '',
      subdivisionType: '',
      description: '',
      sitePlans: ['site-plan.pdf'],
      lots: [{ type: 'Residential', phase: 1, fuseAmp: 60 }],
    });
    expect(detail.contactDetails).toEqual([
      contact('Aroha', 'Ngata', ['requester', 'siteAccessContact'], { email: 'aroha.ngata@example.co.nz', mobile: '021 123 4567' }),
      contact('Sione', 'Tuilagi', ['quotePayer'], { email: 'sione@example.co.nz', mobile: '022 765 4321', postalAddress: 'PO Box 13 960, Armagh, Christchurch 8141' }),
    ]);
    expect(detail.documents).toEqual([{ id: expect.any(String), fileName: 'units.xlsx', attachmentCategory: 'customer', documentType: 'sitePlan' }]);
  });

  it('offers a quote ready to pay, and drops it once the order is cancelled', async () => {
    const paymentId = randomUUID();
    await changeOrder(context.subject.database.db, orderId, TEST_ACTOR, (order, now) => ({
      kind: 'quote-issued',
      after: issueQuote(order.state, order.workflow, { paymentId, amountCents: 245_000, dueDate: '2099-03-31', description: 'Connection quote', actionMessage: 'Your quote is ready' }, now),
    }));
    const quoted = await detailOf(customer, orderId);
    expect(quoted.duePayments).toEqual([{ paymentId, amountCents: 245_000, dueDate: '2099-03-31', status: 'Ready To Pay', description: 'Connection quote' }]);
    expect(quoted.orderStatus).toMatchObject({ currentActivity: 'Awaiting payment', actionMessage: 'Your quote is ready' });

    await changeOrder(context.subject.database.db, orderId, TEST_ACTOR, (order, now) => ({
      kind: 'cancellation-requested',
      after: requestCancellation(order.state, order.workflow, { reason: 'Cost too high', requestedBy: 'Aroha Ngata' }, now),
    }));
    await changeOrder(context.subject.database.db, orderId, TEST_ACTOR, (order, now) => ({ kind: 'cancellation-accepted', after: acceptCancellation(order.state, { reason: 'Cost too high' }, now) }));
    const cancelled = await detailOf(customer, orderId);
    expect(cancelled).toMatchObject({ duePayments: [], cancellable: false, orderStatus: { progressStatus: 'cancelled', cancelReason: 'Cost too high', nextActivity: null } });
  });

  it('is not shown at all when it is a complex connection, which cannot be tracked online', async () => {
    const complexId = await submit(customer, '/api/new-connection', validNewConnectionOrder('complex'), 'new-connection');
    expect((await customer.call('GET', `/api/orders/${complexId}`)).statusCode).toBe(404);
  });
});

describe('a disconnection order', () => {
  it('shows the property, the meters and what was asked; the owner who is also the site contact once, with both roles', async () => {
    const orderId = await submit(customer, '/api/disconnection', validDisconnectionOrder('no-icp'), 'disconnection');
    const detail = await detailOf(customer, orderId, '?orderDetailsType=DisconnectionOrder');
    expect(detail.siteDetails).toEqual({
      jobType: 'disconnection',
      address: '7 Cuba Street, Te Aro 6011',
      typeDetailed: 'Permanent disconnection (decommission)',
      icpNumber: '',
      meters: [
        { location: '', serialNumber: 'A1234567' },
        { location: 'Pole outside', serialNumber: 'B7654321' },
      ],
      type: 'Commercial',
      guardDogs: null,
      lockedGate: null,
      removalReason: 'Building removal',
      disconnectionDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      tenants: 'yes',
      hazards: '',
      otherInformation: 'The building is being moved to a new site.',
    });
    expect(detail.contactDetails).toEqual([
      contact('Aroha', 'Ngata', ['requester'], { email: 'aroha.ngata@example.co.nz', mobile: '021 123 4567' }),
      contact('John', 'Smith', ['siteAccessContact', 'propertyOwner'], { email: 'john.smith@example.com' }),
    ]);
    expect(detail.documents).toEqual([{ id: expect.any(String), fileName: 'units.xlsx', attachmentCategory: 'customer', documentType: 'meterPhoto' }]);
    // Never offered for a disconnection (spec 3 section 4).
    expect(detail.cancellable).toBe(false);
  });

  it('shows the ICP the registry found, and the requester who owns the property', async () => {
    const orderId = await submit(customer, '/api/disconnection', validDisconnectionOrder('icp-found'), 'disconnection');
    const { siteDetails, contactDetails } = await detailOf(customer, orderId);
    const { icpNumber, label } = registryIcp();
    expect(siteDetails).toMatchObject({ address: label, icpNumber, meters: [{ location: 'Garage wall, left of the door', serialNumber: '' }], guardDogs: false, lockedGate: true, tenants: 'no' });
    expect(contactDetails.map((each) => [each.firstName, each.roles])).toEqual([
      ['Aroha', ['requester', 'propertyOwner']],
      ['Tane', ['siteAccessContact']],
    ]);
  });
});

describe('documents', () => {
  it('lists the customer\'s files and the company\'s once scanned ok, and serves the company\'s', async () => {
    const orderId = await submit(customer, '/api/new-connection', validNewConnectionOrder('simple'), 'new-connection');
    const staffOwner = userOwnerKey('staff|documents');
    const attach = async (name: string, scanStatus: 'ok' | 'pending', bytes: Buffer) => {
      const file = await insertUploadedFile(context, { owner: staffOwner, md5: randomMd5(), attachmentType: 'quote', scanStatus, originalName: name, contentType: 'application/pdf', bytes });
      await context.subject.database.db.insertInto('order_file').values({ order_id: orderId, uploaded_file_id: file.id, document_type: 'quote', source: 'company' }).execute();
      return file;
    };
    const quotePdf = Buffer.from('%PDF-1.7\n% the quote\n%%EOF\n');
    const quote = await attach('Quote NC.pdf', 'ok', quotePdf);
    const pending = await attach('Design plan.pdf', 'pending', Buffer.from('%PDF-1.7\n%%EOF\n'));

    const { documents } = await detailOf(customer, orderId);
    expect(documents.map((document) => [document.fileName, document.attachmentCategory, document.documentType])).toEqual([
      ['units.xlsx', 'customer', 'sitePlan'],
      ['Quote NC.pdf', 'company', 'quote'],
    ]);
    expect(documents[1]!.id).toBe(quote.id);

    const download = await customer.call('GET', `/api/orders/${orderId}/documents/${quote.id}?documentType=quote`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(quotePdf)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Quote NC.pdf"; filename*=UTF-8''Quote%20NC.pdf`);
    expect((await customer.call('GET', `/api/orders/${orderId}/documents/${pending.id}`)).statusCode).toBe(404);
  });
});

describe('whether Cancel is offered', () => {
  it('is offered while the order is open, and not once it is completed or waiting for a cancellation review', async () => {
    const open = await submit(customer, '/api/livening-icp', liveningExample('valid-unmetered-other'), 'livening');
    expect((await detailOf(customer, open)).cancellable).toBe(true);
    await moveOrderTo(context, open, 'Assessing', 'on hold');
    expect((await detailOf(customer, open)).cancellable).toBe(true);

    const completed = await submit(customer, '/api/livening-icp', liveningExample('valid-unmetered-other'), 'livening');
    await moveOrderTo(context, completed, 'Completed');
    expect(await detailOf(customer, completed)).toMatchObject({ cancellable: false, orderStatus: { progressStatus: 'completed', nextActivity: null } });

    expect((await customer.call('PUT', '/api/orders/cancel', { orderId: open, cancelledReason: 'Requested by accident' })).statusCode).toBe(200);
    expect(await detailOf(customer, open)).toMatchObject({ cancellable: false, orderStatus: { progressStatus: 'on hold', currentActivity: 'Reviewing cancellation request' } });
  });
});

describe('orderDetailsType and ids', () => {
  let orderId: string;
  beforeAll(async () => {
    const [order] = await insertOrderRows(context.subject.database.db, [
      { userId: customer.userId, accountId: await accountOf(context.subject.database.db, customer.userId), submittedAt: new Date(), siteLabel: '1 Test Street' },
    ]);
    orderId = order!.id;
  });

  it('answers when the type is the order\'s, or not given', async () => {
    expect((await detailOf(customer, orderId, '?orderDetailsType=LiveningIcpOrder')).id).toBe(orderId);
    expect((await detailOf(customer, orderId, '?orderDetailsType=')).id).toBe(orderId);
    expect((await detailOf(customer, orderId)).id).toBe(orderId);
  });

  it.each(['NewConnectionOrder', 'DisconnectionOrder', 'livening', 'Unmapped'])('answers 404 for orderDetailsType=%s, as for an order that does not exist', async (type) => {
    const response = await customer.call('GET', `/api/orders/${orderId}?orderDetailsType=${type}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'We could not find that order' });
  });

  it.each([randomUUID(), 'not-an-id', '..%2F..%2Fetc'])('answers 404 for the id %s', async (id) => {
    expect((await customer.call('GET', `/api/orders/${id}`)).statusCode).toBe(404);
  });
});
