// When a permanent disconnection order is submitted to POST /api/disconnection
// (by a guest or a signed-in customer), then it is validated with the form's
// own schema (a date that is a weekend, a commercial non-working day, in the
// past or more than 3 months ahead; the owner/site contact loop; a missing
// reason: 400 with the schema's messages at their pointers, nothing written);
// with a found ICP, the ICP must be in the ICP registry ('No ICP found'
// otherwise) and the registry's address is stored, never the browser's label.
// A valid order is stored as one order numbered DIS-{year}-{digits} from a
// series of its own, with its meter photos, one confirmation mail, the
// signed-in customer's contactId and the deletion of the draft it came from,
// in one transaction; the answer names the ICP and the meter serial numbers.
// The transaction key makes it idempotent. Drafts never keep the date. The
// order lists show disconnection orders with their job type.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerKey } from '../../src/server/auth/guestSession';
import { listOutbox } from '../../src/server/mail/outbox';
import { formSchemaVersion } from '../../src/server/validation/formSchemaVersion';
import { addDays, addMonths, commercialNonWorkingDaysBetween, icpChecksum, todayInNewZealand } from '../../src/shared/validation/keywords';
import {
  businessAccount,
  createOrdersTestContext,
  nextCommercialWorkingDay,
  orderRowCounts,
  ownerOf,
  personalCustomer,
  registryIcp,
  submission,
  uploadReferencedFiles,
  validDisconnectionOrder,
  type OrdersTestContext,
} from './orderFixtures';
import type { Caller } from './profileFixtures';

const FORM = 'disconnection';
const URL = '/api/disconnection';
const VALIDATION_FAILED = 'There is a problem with the information you entered';
const ORDER_NUMBER = /^DIS-\d{4}-\d{6,}$/;
const SERVICE_TYPE = 'Permanent disconnection (decommission)';
const REQUESTER_EMAIL = 'aroha.ngata@example.co.nz';
const DATE_POINTER = '/disconnectionDetails/disconnectionDate';
const NOT_A_WORKING_DAY = 'Please select a weekday that is not a public holiday';
const OUTSIDE_WINDOW = 'Please select a date from today to 3 months ahead';
const NO_MANUAL_ADDRESS_LABEL = '7 Cuba Street, Te Aro 6011';

type Kind = 'icp-found' | 'no-icp';
type Answer = {
  transactionKey: string;
  orders: Array<{ orderId: string; orderNumber: string; siteIndex: number; siteLabel: string; serviceType: string; icpNumber?: string; meterSerialNumbers?: string[] }>;
};

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

/** A valid order with its own transaction key, its meter photos uploaded by `owner` and scanned ok. */
async function readyOrder(kind: Kind, owner: OwnerKey, changes: (order: Record<string, unknown>) => void = () => {}): Promise<Record<string, unknown>> {
  const order = { ...validDisconnectionOrder(kind), transactionKey: randomUUID() };
  changes(order);
  await uploadReferencedFiles(context, order, owner, FORM);
  return order;
}

/** The part of the order under `key`, to change in a test. */
function part(order: Record<string, unknown>, key: 'propertyDetails' | 'disconnectionDetails' | 'contactDetails'): Record<string, unknown> {
  return order[key] as Record<string, unknown>;
}

async function storedOrders(transactionKey: string) {
  return context.subject.database.db.selectFrom('customer_order').selectAll().where('transaction_key', '=', transactionKey).orderBy('site_index').execute();
}

async function draftRow(id: string) {
  return context.subject.database.db.selectFrom('order_draft').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Rows a refused submission must not write: orders, their files, drafts, mails, and transaction key claims. */
async function rowCounts() {
  const { rows } = await sql<{ submissions: number }>`select count(*)::int as submissions from order_submission`.execute(context.subject.database.db);
  return { ...(await orderRowCounts(context)), submissions: rows[0]!.submissions };
}

async function saveDraft(caller: Caller, order: Record<string, unknown>, orderId?: string) {
  return caller.call('PUT', '/api/orders/unsubmitted', { orderType: 'DisconnectionOrder', ...(orderId ? { orderId } : {}), disconnectionOrder: order });
}

function digitsOf(orderNumber: string): number {
  return Number(orderNumber.split('-')[2]);
}

describe('a guest submits a disconnection with an ICP the registry knows', () => {
  it("stores one DIS- order with the registry's address, answers with the ICP, and mails the requester", async () => {
    const { icpNumber, label } = registryIcp();
    const body = await readyOrder('icp-found', context.guestOwner, (order) => {
      // The browser's label is never stored: the registry's is.
      part(order, 'propertyDetails')['icpAddressLookup'] = { id: 'made-up', label: '1 Somewhere Else, Nowhere 9999' };
    });
    const before = await rowCounts();
    const response = await context.guest('POST', URL, { ...body, contactId: randomUUID() });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as Answer;
    expect(answer).toEqual({
      transactionKey: body['transactionKey'],
      orders: [{ orderId: expect.any(String), orderNumber: expect.stringMatching(ORDER_NUMBER), siteIndex: 0, siteLabel: label, serviceType: SERVICE_TYPE, icpNumber, meterSerialNumbers: [] }],
    });
    expect(await rowCounts()).toEqual({ ...before, orders: before.orders + 1, mails: before.mails + 1, submissions: before.submissions + 1 });

    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row).toMatchObject({ order_type: 'DisconnectionOrder', progress_status: 'in progress', current_activity: 'Order received', user_id: null, account_id: null, contact_id: null, order_number: answer.orders[0]!.orderNumber });
    expect(row!.document).not.toHaveProperty('contactId');
    expect((row!.document['propertyDetails'] as Record<string, unknown>)['icpAddressLookup']).toEqual({ id: icpNumber, label });
    const disconnectionDate = (body['disconnectionDetails'] as Record<string, unknown>)['disconnectionDate'];
    expect(row!.summary).toEqual({
      jobType: 'disconnection',
      serviceType: SERVICE_TYPE,
      requestedBy: 'Aroha Ngata',
      siteLabel: label,
      icpNumber,
      meterSerialNumbers: [],
      disconnectionDate,
      siteNumber: 1,
      siteCount: 1,
    });

    const mail = (await listOutbox(context.subject.database.db, { to: REQUESTER_EMAIL })).find((candidate) => candidate.subject === `Your disconnection order ${row!.order_number}`);
    expect(mail).toBeDefined();
    expect(mail!.kind).toBe('order-confirmation');
    expect(mail!.text).toContain(`Order number: ${row!.order_number}`);
    expect(mail!.text).toContain(`ICP: ${icpNumber}\nMeter serial numbers: N/A\nSite: ${label}\nService type: ${SERVICE_TYPE}`);
    expect(mail!.text).toMatch(/Requested disconnection date: \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(mail!.text).toContain('Our team will be in touch with a timeframe and costs once we have assessed your request.');
    expect(mail!.text).toContain('0508 832 867');
  });

  it("refuses an ICP the registry does not know in lookup mode: 400 'No ICP found' at the ICP, nothing written", async () => {
    const before = await rowCounts();
    const body = await readyOrder('icp-found', context.guestOwner, (order) => {
      // A well-formed ICP (its check code right, so the form accepts it) that is not in the registry.
      const unknown = `9999999999NK${icpChecksum('9999999999NK')}`;
      part(order, 'propertyDetails')['icpNumber'] = unknown;
      part(order, 'propertyDetails')['icpAddressLookup'] = { id: unknown, label: '12 Invented Street, Nowhere 9999' };
    });
    const response = await context.guest('POST', URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/propertyDetails/icpNumber', message: 'No ICP found' }] });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a signed-in customer submits a disconnection without an ICP', () => {
  it('stores the meters, the address given and the photo; attaches contactId; the draft it came from is deleted with it', async () => {
    const customer = await personalCustomer(context, 'Mere');
    const saved = await saveDraft(customer, { propertyDetails: { type: 'Commercial' } });
    expect(saved.statusCode).toBe(201);
    const { orderId: draftId } = saved.json() as { orderId: string };

    const body = await readyOrder('no-icp', ownerOf(customer));
    const before = await rowCounts();
    const response = await customer.call('POST', URL, { ...body, orderId: draftId, contactId: randomUUID() });
    expect(response.statusCode, response.body).toBe(201);
    const [answered] = (response.json() as Answer).orders;
    expect(answered).toMatchObject({ siteLabel: NO_MANUAL_ADDRESS_LABEL, serviceType: SERVICE_TYPE, icpNumber: '', meterSerialNumbers: ['A1234567', 'B7654321'] });
    expect(await rowCounts()).toEqual({ ...before, orders: before.orders + 1, orderFiles: before.orderFiles + 1, mails: before.mails + 1, drafts: before.drafts - 1, submissions: before.submissions + 1 });

    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row).toMatchObject({ user_id: customer.userId, contact_id: customer.userId, account_id: expect.any(String) });
    expect(row!.document['contactId']).toBe(customer.userId);
    expect(row!.document['userType']).toBe('personal');
    expect(row!.document).not.toHaveProperty('orderId');
    expect(row!.summary).toMatchObject({ siteLabel: NO_MANUAL_ADDRESS_LABEL, icpNumber: '', meterSerialNumbers: ['A1234567', 'B7654321'] });
    const files = await context.subject.database.db.selectFrom('order_file').select('document_type').where('order_id', '=', row!.id).execute();
    expect(files).toEqual([{ document_type: 'meterPhoto' }]);
    expect(await draftRow(draftId)).toBeUndefined();

    const mail = (await listOutbox(context.subject.database.db, { to: REQUESTER_EMAIL })).find((candidate) => candidate.subject === `Your disconnection order ${row!.order_number}`);
    expect(mail!.text).toContain(`ICP: N/A\nMeter serial numbers: A1234567, B7654321\nSite: ${NO_MANUAL_ADDRESS_LABEL}`);
  });

  it('leaves a draft of another order type alone, though its id is sent', async () => {
    const customer = await personalCustomer(context, 'Hone');
    const saved = await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'NewConnectionOrder', newConnectionOrder: { site: { lotCount: '1' } } });
    const { orderId: otherDraftId } = saved.json() as { orderId: string };
    const body = await readyOrder('no-icp', ownerOf(customer));
    expect((await customer.call('POST', URL, { ...body, orderId: otherDraftId })).statusCode).toBe(201);
    expect(await draftRow(otherDraftId)).toBeDefined();
  });
});

describe('a refused disconnection stores nothing', () => {
  const today = todayInNewZealand();
  const windowEnd = addMonths(today, 3);
  /** The first day from tomorrow on that is `wanted`. */
  const firstDay = (wanted: (day: string) => boolean) => {
    for (let day = addDays(today, 1); day <= windowEnd; day = addDays(day, 1)) if (wanted(day)) return day;
    return undefined;
  };
  const isSaturday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6;
  const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  // A commercial non-working day on a weekday inside the window (Christmas, New Year, Waitangi Day, Easter, the region's anniversary...).
  const holiday = commercialNonWorkingDaysBetween(addDays(today, 1), windowEnd).find(isWeekday);

  const cases: Array<[string, (order: Record<string, unknown>) => void, Array<{ pointer: string; message: string }>]> = [
    ['a Saturday', (order) => (part(order, 'disconnectionDetails')['disconnectionDate'] = firstDay(isSaturday)), [{ pointer: DATE_POINTER, message: NOT_A_WORKING_DAY }]],
    ['a day past 3 months ahead', (order) => (part(order, 'disconnectionDetails')['disconnectionDate'] = nextCommercialWorkingDay(windowEnd)), [{ pointer: DATE_POINTER, message: OUTSIDE_WINDOW }]],
    ['a day in the past', (order) => (part(order, 'disconnectionDetails')['disconnectionDate'] = addDays(today, -7)), [{ pointer: DATE_POINTER, message: OUTSIDE_WINDOW }]],
    [
      'the owner the site contact while the site contact is the owner',
      (order) => {
        part(order, 'contactDetails')['propertyOwnerSameAsRole'] = 'site-access-contact';
        part(order, 'contactDetails')['siteContactSameAsRole'] = 'property-owner-contact';
        delete part(order, 'contactDetails')['siteContact'];
      },
      [{ pointer: '/contactDetails/siteContactSameAsRole', message: 'Invalid combination of Property owner contact and Site contact' }],
    ],
    ['no reason', (order) => delete part(order, 'disconnectionDetails')['removalReason'], [{ pointer: '/disconnectionDetails/removalReason', message: 'Please provide a reason' }]],
  ];

  it.each(cases)('%s: 400 with the message at its pointer', async (_name, change, errors) => {
    const body = await readyOrder('icp-found', context.guestOwner, change);
    const before = await rowCounts();
    const response = await context.guest('POST', URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors });
    expect(await rowCounts()).toEqual(before);
  });

  it.skipIf(holiday === undefined)(`a commercial non-working day on a weekday (${holiday ?? 'none in the window'}): 400, nothing written`, async () => {
    const body = await readyOrder('no-icp', context.guestOwner, (order) => {
      part(order, 'disconnectionDetails')['disconnectionDate'] = holiday;
    });
    const before = await rowCounts();
    const response = await context.guest('POST', URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: DATE_POINTER, message: NOT_A_WORKING_DAY }] });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the transaction key makes submission idempotent', () => {
  it('answers the same key and body again with the same order (200); nothing more is stored, no second mail', async () => {
    const body = await readyOrder('no-icp', context.guestOwner);
    const first = await context.guest('POST', URL, body);
    expect(first.statusCode).toBe(201);
    const before = await rowCounts();
    const again = await context.guest('POST', URL, Object.fromEntries(Object.entries(body).reverse()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts()).toEqual(before);
    expect(await storedOrders(body['transactionKey'] as string)).toHaveLength(1);
  });
});

describe('disconnection order numbers', () => {
  it('come from a series of their own: a livening order in between takes none of its numbers', async () => {
    const first = await context.guest('POST', URL, await readyOrder('icp-found', context.guestOwner));
    const livening = await context.guest('POST', '/api/livening-icp', submission('unmetered'));
    const second = await context.guest('POST', URL, await readyOrder('icp-found', context.guestOwner));
    for (const response of [first, livening, second]) expect(response.statusCode, response.body).toBe(201);
    const numberOf = (response: typeof first) => (response.json() as Answer).orders[0]!.orderNumber;
    expect(numberOf(livening)).toMatch(/^LIV-/);
    expect(digitsOf(numberOf(second))).toBe(digitsOf(numberOf(first)) + 1);
  });
});

describe('drafts of disconnection orders', () => {
  it('are saved without their date, listed with their site and ICP, opened and deleted through the drafts API', async () => {
    const customer = await personalCustomer(context, 'Ana');
    const order: Record<string, unknown> = { ...validDisconnectionOrder('icp-found'), transactionKey: randomUUID() };
    const created = await saveDraft(customer, order);
    expect(created.statusCode).toBe(201);
    const { orderId } = created.json() as { orderId: string };
    const row = await draftRow(orderId);
    expect(row).toMatchObject({ order_type: 'DisconnectionOrder', schema_version: await formSchemaVersion(FORM) });
    // "Save draft: the date is cleared before saving", whatever the browser sent; the submit-only key is not kept.
    expect(row!.document['disconnectionDetails']).toEqual({ removalReason: 'Demolition', hasTenants: 'no', hazards: 'Asbestos in the garage roof' });
    expect(row!.document).not.toHaveProperty('transactionKey');

    const { icpNumber, label } = registryIcp();
    const listed = (await customer.call('GET', '/api/orders/unsubmitted')).json() as { orderList: Array<Record<string, unknown>> };
    expect(listed.orderList).toEqual([
      expect.objectContaining({
        orderId,
        orderType: 'DisconnectionOrder',
        summary: expect.objectContaining({ jobType: 'disconnection', serviceType: SERVICE_TYPE, siteLabel: label, icpNumber, disconnectionDate: '' }),
      }),
    ]);
    const opened = await customer.call('GET', `/api/orders/unsubmitted/${orderId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ orderId, orderType: 'DisconnectionOrder', disconnectionOrder: { propertyDetails: order['propertyDetails'] } });
    expect((opened.json() as { disconnectionOrder: { disconnectionDetails: object } }).disconnectionOrder.disconnectionDetails).not.toHaveProperty('disconnectionDate');

    // Saved again (200): still without a date.
    expect((await saveDraft(customer, order, orderId)).statusCode).toBe(200);
    expect((await draftRow(orderId))!.document['disconnectionDetails']).not.toHaveProperty('disconnectionDate');
    // The order sits under the type's own key, as an object.
    const refused = await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'DisconnectionOrder', orderId, disconnectionOrder: ['a'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/disconnectionOrder', message: 'The order must be a JSON object' }] });
    expect((await customer.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).json()).toBe(true);
    expect(await draftRow(orderId)).toBeUndefined();
  });

  it('answer 404 to another person', async () => {
    const owner = await personalCustomer(context, 'Tama');
    const stranger = await personalCustomer(context, 'Nikau');
    const { orderId } = (await saveDraft(owner, { propertyDetails: { type: 'Residential' } })).json() as { orderId: string };
    expect((await stranger.call('GET', `/api/orders/unsubmitted/${orderId}`)).statusCode).toBe(404);
    expect((await saveDraft(stranger, { propertyDetails: { type: 'Commercial' } }, orderId)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).statusCode).toBe(404);
  });
});

describe('order lists', () => {
  it('show disconnection orders to every member of the account, with their job type, site and ICP', async () => {
    const { admin, member } = await businessAccount(context);
    const response = await admin.call('POST', URL, await readyOrder('no-icp', ownerOf(admin)));
    expect(response.statusCode, response.body).toBe(201);
    const { orderId } = (response.json() as Answer).orders[0]!;
    for (const caller of [admin, member]) {
      const open = (await caller.call('GET', '/api/orders?status=open')).json() as { totalRecords: number; orderList: Array<Record<string, unknown>> };
      expect(open.orderList).toEqual([
        expect.objectContaining({ orderId, orderNumber: expect.stringMatching(ORDER_NUMBER), jobType: 'DisconnectionOrder', address: NO_MANUAL_ADDRESS_LABEL, icpNumber: '' }),
      ]);
      expect(open.totalRecords).toBe(1);
    }
  });
});
