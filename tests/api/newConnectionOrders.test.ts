// When a new connection order is submitted to POST /api/new-connection (by a
// guest or a signed-in customer), then it is validated with the form's own
// schema after the server has derived whether it is a simple or a complex
// connection (the browser's word for it is never taken) and dropped what the
// form hides (400 with the schema's messages at their pointers, nothing
// written); a valid order is stored as one order numbered NC-{year}-{digits},
// with its site plans, one confirmation mail saying which kind of connection
// it is, the signed-in customer's contactId, and the deletion of the draft it
// came from, in one transaction. The transaction key makes it idempotent, as
// for livening. Drafts of new connection orders go through the drafts API;
// another person's answers 404. The order lists show simple connection orders
// with their job type, and never complex ones (spec 3 "Order lists").
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerKey } from '../../src/server/auth/guestSession';
import { listOutbox } from '../../src/server/mail/outbox';
import { FILE_NOT_SCANNED_MESSAGE } from '../../src/server/orders/fileReferences';
import { KEY_USED_FOR_ANOTHER_ORDER_MESSAGE, TRANSACTION_KEY_MESSAGE } from '../../src/server/orders/messages';
import { formSchemaVersion } from '../../src/server/validation/formSchemaVersion';
import {
  businessAccount,
  createOrdersTestContext,
  formExamples,
  moveOrderTo,
  orderRowCounts,
  ownerOf,
  personalCustomer,
  submission,
  uploadReferencedFiles,
  validNewConnectionOrder,
  type OrdersTestContext,
} from './orderFixtures';
import type { Caller } from './profileFixtures';

const FORM = 'new-connection';
const URL = '/api/new-connection';
const VALIDATION_FAILED = 'There is a problem with the information you entered';
const ORDER_NUMBER = /^NC-\d{4}-\d{6,}$/;
const SIMPLE = 'Simple connection';
const COMPLEX = 'Complex connection';
const REQUESTER_EMAIL = 'aroha.ngata@example.co.nz';

type FieldErrors = Array<{ pointer: string; message: string }>;
type Answer = { transactionKey: string; orders: Array<{ orderId: string; orderNumber: string; siteIndex: number; siteLabel: string; serviceType: string }> };
type Call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => ReturnType<Caller['call']>;

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

const sortErrors = (errors: FieldErrors) => [...errors].sort((a, b) => `${a.pointer} ${a.message}`.localeCompare(`${b.pointer} ${b.message}`));

/** A valid order with its own transaction key, its site plans uploaded by `owner` and scanned ok. */
async function readyOrder(kind: 'simple' | 'complex', owner: OwnerKey, changes: (order: Record<string, unknown>) => void = () => {}): Promise<Record<string, unknown>> {
  const order = { ...validNewConnectionOrder(kind), transactionKey: randomUUID() };
  changes(order);
  await uploadReferencedFiles(context, order, owner, FORM);
  return order;
}

async function storedOrders(transactionKey: string) {
  return context.subject.database.db.selectFrom('customer_order').selectAll().where('transaction_key', '=', transactionKey).orderBy('site_index').execute();
}

async function draftRow(id: string) {
  return context.subject.database.db.selectFrom('order_draft').selectAll().where('id', '=', id).executeTakeFirst();
}

async function saveDraft(caller: Caller, order: Record<string, unknown>, orderId?: string) {
  return caller.call('PUT', '/api/orders/unsubmitted', { orderType: 'NewConnectionOrder', ...(orderId ? { orderId } : {}), newConnectionOrder: order });
}

/** Who submits an example: its `userType` says a signed-in customer of that kind; without one, a guest (decision 0022). */
const signedInCallers = new Map<string, Promise<{ call: Call; owner: OwnerKey }>>();
function callerFor(document: unknown): Promise<{ call: Call; owner: OwnerKey }> {
  const userType = typeof document === 'object' && document !== null && !Array.isArray(document) ? (document as Record<string, unknown>)['userType'] : undefined;
  if (userType !== 'personal' && userType !== 'business') return Promise.resolve({ call: context.guest, owner: context.guestOwner });
  let caller = signedInCallers.get(userType);
  if (!caller) {
    caller = (userType === 'personal' ? personalCustomer(context, 'Kiri') : businessAccount(context).then(({ admin }) => admin)).then((customer) => ({
      call: customer.call,
      owner: ownerOf(customer),
    }));
    signedInCallers.set(userType, caller);
  }
  return caller;
}

describe('a refused order stores nothing', () => {
  const examples = formExamples(FORM);
  const invalid = examples.filter((example) => !example.expect.valid);

  it('has invalid examples to try', () => {
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(invalid.map((example) => [example.file, example] as const))("%s: 400 with the example's messages", async (_file, example) => {
    const { call } = await callerFor(example.document);
    // The browser adds a transaction key at submit (an example with its own keeps it).
    const body = typeof example.document === 'object' && example.document !== null && !Array.isArray(example.document)
      ? { transactionKey: randomUUID(), ...example.document }
      : example.document;
    const before = await orderRowCounts(context);
    const response = await call('POST', URL, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { message: string; errors: FieldErrors };
    expect(answer.message).toBe(VALIDATION_FAILED);
    if (example.expect.valid) throw new Error('filtered out above');
    expect(sortErrors(answer.errors)).toEqual(sortErrors(example.expect.errors));
    expect(await orderRowCounts(context)).toEqual(before);
  });

  it('refuses an order without a transaction key, or a site plan that was never scanned ok', async () => {
    const before = await orderRowCounts(context);
    const { transactionKey: _none, ...withoutKey } = validNewConnectionOrder('simple');
    const missing = await context.guest('POST', URL, withoutKey);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/transactionKey', message: TRANSACTION_KEY_MESSAGE }] });

    const notUploaded = await context.guest('POST', URL, { ...withoutKey, transactionKey: randomUUID() });
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/sitePlans/0/md5', message: FILE_NOT_SCANNED_MESSAGE }] });
    expect(await orderRowCounts(context)).toEqual(before);
  });
});

describe('every valid example is accepted', () => {
  const valid = formExamples(FORM).filter((example) => example.expect.valid);

  it.each(valid.map((example) => [example.file, example] as const))('%s: 201, one order of the kind it is', async (_file, example) => {
    const { call, owner } = await callerFor(example.document);
    const body: Record<string, unknown> = { ...(example.document as Record<string, unknown>), transactionKey: randomUUID() };
    await uploadReferencedFiles(context, body, owner, FORM);
    const response = await call('POST', URL, body);
    expect(response.statusCode, response.body).toBe(201);
    const [order, ...more] = (response.json() as Answer).orders;
    expect(more).toEqual([]);
    expect(order).toMatchObject({ orderNumber: expect.stringMatching(ORDER_NUMBER), siteIndex: 0, serviceType: body['isComplexConnection'] === true ? COMPLEX : SIMPLE });
  });
});

describe('a guest submits a simple connection', () => {
  it('stores one order with its number, the site plan, no owner, and one mail saying what happens next', async () => {
    const body = await readyOrder('simple', context.guestOwner);
    const before = await orderRowCounts(context);
    const response = await context.guest('POST', URL, { ...body, contactId: randomUUID() });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as Answer;
    expect(answer).toEqual({
      transactionKey: body['transactionKey'],
      orders: [{ orderId: expect.any(String), orderNumber: expect.stringMatching(ORDER_NUMBER), siteIndex: 0, siteLabel: '12 Queen Street, Auckland Central, Auckland 1010', serviceType: SIMPLE }],
    });
    expect(await orderRowCounts(context)).toEqual({ ...before, orders: before.orders + 1, orderFiles: before.orderFiles + 1, mails: before.mails + 1 });

    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row).toMatchObject({ order_type: 'NewConnectionOrder', progress_status: 'in progress', current_activity: 'Order received', user_id: null, account_id: null, contact_id: null, order_number: answer.orders[0]!.orderNumber });
    expect(row!.document).not.toHaveProperty('contactId');
    expect(row!.document['isComplexConnection']).toBe(false);
    expect(row!.summary).toEqual({
      jobType: 'new connection',
      serviceType: SIMPLE,
      isComplexConnection: false,
      requestedBy: 'Aroha Ngata',
      siteLabel: '12 Queen Street, Auckland Central, Auckland 1010',
      lotCount: '1',
      siteNumber: 1,
      siteCount: 1,
    });
    const files = await context.subject.database.db.selectFrom('order_file').select('document_type').where('order_id', '=', row!.id).execute();
    expect(files).toEqual([{ document_type: 'sitePlan' }]);

    const mail = (await listOutbox(context.subject.database.db, { to: REQUESTER_EMAIL })).find((candidate) => candidate.subject === `Your new connection order ${row!.order_number}`);
    expect(mail).toBeDefined();
    expect(mail!.kind).toBe('order-confirmation');
    expect(mail!.text).toContain(`Order number: ${row!.order_number}`);
    expect(mail!.text).toContain(`Service type: ${SIMPLE}`);
    expect(mail!.text).toContain('quote');
    expect(mail!.text).toContain('6 to 8 weeks');
    expect(mail!.text).not.toContain('cannot be tracked online');
    expect(mail!.text).toContain('0508 832 867');
  });
});

describe('a signed-in customer submits', () => {
  it('attaches contactId from the profile, owns the order, and the draft it came from is deleted with it', async () => {
    const customer = await personalCustomer(context, 'Mere');
    const saved = await saveDraft(customer, { site: { siteType: 'streetNumberAndName', lotCount: '1' } });
    expect(saved.statusCode).toBe(201);
    const { orderId: draftId } = saved.json() as { orderId: string };

    const body = await readyOrder('simple', ownerOf(customer));
    const response = await customer.call('POST', URL, { ...body, orderId: draftId, contactId: randomUUID() });
    expect(response.statusCode).toBe(201);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row).toMatchObject({ user_id: customer.userId, contact_id: customer.userId, account_id: expect.any(String) });
    expect(row!.document['contactId']).toBe(customer.userId);
    expect(row!.document['userType']).toBe('personal');
    expect(row!.document).not.toHaveProperty('orderId');
    // The requester pays the quote: their billing address is in their profile, so the order keeps none.
    expect((row!.document['contactDetails'] as Array<Record<string, unknown>>)[0]).not.toHaveProperty('manualBillingAddress');
    expect(await draftRow(draftId)).toBeUndefined();
  });

  it('leaves a draft of another order type alone, though its id is sent', async () => {
    const customer = await personalCustomer(context, 'Hone');
    const saved = await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: { icpType: 'unmetered ICP' } });
    const { orderId: liveningDraftId } = saved.json() as { orderId: string };
    const body = await readyOrder('simple', ownerOf(customer));
    expect((await customer.call('POST', URL, { ...body, orderId: liveningDraftId })).statusCode).toBe(201);
    expect(await draftRow(liveningDraftId)).toBeDefined();
  });
});

describe('the transaction key makes submission idempotent', () => {
  it('answers the same key and body again with the same order (200), and refuses another body (409); nothing more is stored', async () => {
    const body = await readyOrder('complex', context.guestOwner);
    const first = await context.guest('POST', URL, body);
    expect(first.statusCode).toBe(201);
    const before = await orderRowCounts(context);

    const again = await context.guest('POST', URL, Object.fromEntries(Object.entries(body).reverse()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const changed = await context.guest('POST', URL, { ...body, developmentDescription: 'Something else entirely' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: KEY_USED_FOR_ANOTHER_ORDER_MESSAGE });
    expect(await orderRowCounts(context)).toEqual(before);
    expect((await storedOrders(body['transactionKey'] as string)).map((row) => row.document['developmentDescription'])).toEqual([body['developmentDescription']]);
  });

  it('refuses the key of a livening order (409)', async () => {
    const livening = submission('unmetered');
    expect((await context.guest('POST', '/api/livening-icp', livening)).statusCode).toBe(201);
    const before = await orderRowCounts(context);
    const body = await readyOrder('simple', context.guestOwner, (order) => {
      order['transactionKey'] = livening['transactionKey'];
    });
    const reused = await context.guest('POST', URL, body);
    expect(reused.statusCode).toBe(409);
    expect(await orderRowCounts(context)).toEqual(before);
  });
});

describe('the server, not the browser, decides whether a connection is complex', () => {
  it('stores a complex order sent as simple (more than 10 lots) as complex, and says so in the answer and the mail', async () => {
    const body = await readyOrder('complex', context.guestOwner, (order) => {
      order['isComplexConnection'] = false;
    });
    const response = await context.guest('POST', URL, body);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Answer).orders[0]!.serviceType).toBe(COMPLEX);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row!.document['isComplexConnection']).toBe(true);
    expect(row!.summary).toMatchObject({ serviceType: COMPLEX, isComplexConnection: true, lotCount: 'More than 10' });

    const mail = (await listOutbox(context.subject.database.db, { to: REQUESTER_EMAIL })).find((candidate) => candidate.subject === `Your new connection order ${row!.order_number}`);
    expect(mail!.text).toContain(`Service type: ${COMPLEX}`);
    expect(mail!.text).toContain('customer works agreement');
    expect(mail!.text).toContain('Easements');
    expect(mail!.text).toContain('cannot be tracked online');
    expect(mail!.text).not.toContain('6 to 8 weeks');
  });

  it('makes a fuse of more than 100 A complex, and keeps no simple role or question on a complex order', async () => {
    const body = await readyOrder('complex', context.guestOwner, (order) => {
      order['isComplexConnection'] = false;
      order['site'] = { ...(order['site'] as object), lotCount: '2', lots: [{ type: 'Commercial', phase: 3, fuseAmp: 'more than 100' }, { type: 'Residential', phase: 1, fuseAmp: 60 }] };
      const [customer, consultant] = order['contactDetails'] as Array<Record<string, unknown>>;
      customer!['roles'] = { requester: true, quotePayerRole: true, siteAccessContactRole: true, customerRole: true, consultantRole: false };
      consultant!['roles'] = { quotePayerRole: false, siteAccessContactRole: false, customerRole: false, consultantRole: true };
      order['hasElectrician'] = 'yes';
    });
    const response = await context.guest('POST', URL, body);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row!.document['isComplexConnection']).toBe(true);
    expect((row!.document['contactDetails'] as Array<Record<string, unknown>>).map((contact) => contact['roles'])).toEqual([
      { customerRole: true, consultantRole: false },
      { customerRole: false, consultantRole: true },
    ]);
    expect(row!.document).not.toHaveProperty('hasElectrician');
    expect(row!.summary).toMatchObject({ serviceType: COMPLEX, lotCount: '2' });
  });

  it('stores a simple order that says it is complex as simple, without the complex questions', async () => {
    const body = await readyOrder('simple', context.guestOwner, (order) => {
      order['isComplexConnection'] = true;
      order['serviceType'] = 'Indicative cost (No fee)';
      order['hasLandOwner'] = 'no';
    });
    const response = await context.guest('POST', URL, body);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Answer).orders[0]!.serviceType).toBe(SIMPLE);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row!.document['isComplexConnection']).toBe(false);
    expect(row!.document).not.toHaveProperty('serviceType');
    expect(row!.document).not.toHaveProperty('hasLandOwner');
    expect(row!.summary).toMatchObject({ serviceType: SIMPLE, isComplexConnection: false });
  });
});

describe('drafts of new connection orders', () => {
  it('are saved, listed with their site and lot count, opened and deleted through the drafts API', async () => {
    const customer = await personalCustomer(context, 'Ana');
    const order = {
      site: { siteType: 'lotAndDpNumber', lotInformation: { lotNumber: '12', dpNumber: '512345', streetName: 'Te Awa Road', suburb: 'Ōtaki', postcode: '5512' }, lotCount: 'More than 10' },
      isComplexConnection: false,
      transactionKey: randomUUID(),
    };
    const created = await saveDraft(customer, order);
    expect(created.statusCode).toBe(201);
    const { orderId } = created.json() as { orderId: string };
    const row = await draftRow(orderId);
    expect(row).toMatchObject({ order_type: 'NewConnectionOrder', schema_version: await formSchemaVersion(FORM) });
    // Derived on save too; the submit-only key is not kept.
    expect(row!.document['isComplexConnection']).toBe(true);
    expect(row!.document).not.toHaveProperty('transactionKey');

    const listed = (await customer.call('GET', '/api/orders/unsubmitted')).json() as { orderList: Array<Record<string, unknown>> };
    expect(listed.orderList).toEqual([
      expect.objectContaining({
        orderId,
        orderType: 'NewConnectionOrder',
        summary: expect.objectContaining({ jobType: 'new connection', siteLabel: 'Lot 12 DP 512345, Te Awa Road, Ōtaki 5512', lotCount: 'More than 10', serviceType: COMPLEX }),
      }),
    ]);
    const opened = await customer.call('GET', `/api/orders/unsubmitted/${orderId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ orderId, orderType: 'NewConnectionOrder', newConnectionOrder: { site: order.site, isComplexConnection: true } });

    // The order sits under the type's own key, as an object.
    for (const envelope of [{ newConnectionOrder: ['a'] }, { liveningIcpOrder: order }]) {
      const refused = await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'NewConnectionOrder', orderId, ...envelope });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/newConnectionOrder', message: 'The order must be a JSON object' }] });
    }
    // Saving it again as another order type is not the same draft.
    expect((await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', orderId, liveningIcpOrder: {} })).statusCode).toBe(404);
    expect((await saveDraft(customer, { ...order, site: { ...order.site, lotCount: '2' } }, orderId)).statusCode).toBe(200);
    expect((await customer.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).json()).toBe(true);
    expect(await draftRow(orderId)).toBeUndefined();
  });

  it('answer 404 to another person, for reading, updating and deleting', async () => {
    const owner = await personalCustomer(context, 'Tama');
    const stranger = await personalCustomer(context, 'Nikau');
    const { orderId } = (await saveDraft(owner, { site: { lotCount: '3' } })).json() as { orderId: string };
    expect((await stranger.call('GET', `/api/orders/unsubmitted/${orderId}`)).statusCode).toBe(404);
    expect((await saveDraft(stranger, { site: { lotCount: '4' } }, orderId)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).statusCode).toBe(404);
    expect(((await stranger.call('GET', '/api/orders/unsubmitted')).json() as { orderList: unknown[] }).orderList).toEqual([]);
    expect((await draftRow(orderId))!.document).toMatchObject({ site: { lotCount: '3' } });
  });

  it('still open when saved under an older schema, with fields the form no longer has', async () => {
    const customer = await personalCustomer(context, 'Rangi');
    const { orderId } = (await saveDraft(customer, { site: { lotCount: '2', retiredQuestion: 'yes' }, retiredAnswer: 42 })).json() as { orderId: string };
    await context.subject.database.db.updateTable('order_draft').set({ schema_version: 'an-older-version' }).where('id', '=', orderId).execute();
    const opened = await customer.call('GET', `/api/orders/unsubmitted/${orderId}`);
    expect(opened.statusCode).toBe(200);
    // The browser keeps the answers whose fields still exist (keepKnownFields); the server hands over the draft as it was saved.
    expect(opened.json()).toMatchObject({ schemaVersion: 'an-older-version', newConnectionOrder: { site: { lotCount: '2', retiredQuestion: 'yes' }, retiredAnswer: 42 } });
  });
});

describe('order lists', () => {
  it('show simple connection orders with their job type, and never complex ones, open or closed', async () => {
    const { admin, member } = await businessAccount(context);
    const owner = ownerOf(admin);
    const simple = await admin.call('POST', URL, await readyOrder('simple', owner));
    const complex = await admin.call('POST', URL, await readyOrder('complex', owner));
    const completedComplex = await admin.call('POST', URL, await readyOrder('complex', owner));
    for (const response of [simple, complex, completedComplex]) expect(response.statusCode).toBe(201);
    const idOf = (response: typeof simple) => (response.json() as Answer).orders[0]!.orderId;
    await moveOrderTo(context, idOf(completedComplex), 'Completed');

    for (const caller of [admin, member]) {
      const open = (await caller.call('GET', '/api/orders?status=open')).json() as { totalRecords: number; orderList: Array<Record<string, unknown>> };
      expect(open.orderList).toEqual([expect.objectContaining({ orderId: idOf(simple), jobType: 'NewConnectionOrder' })]);
      expect(open.totalRecords).toBe(1);
      expect((await caller.call('GET', '/api/orders?status=closed')).json()).toMatchObject({ totalRecords: 0, orderList: [] });
    }
    // Stored all the same: staff follow complex orders up by email or SMS.
    expect(await storedOrders((complex.json() as Answer).transactionKey)).toHaveLength(1);
  });
});
