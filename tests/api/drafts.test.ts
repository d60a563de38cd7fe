// When a signed-in customer saves an unfinished order with PUT
// /api/orders/unsubmitted, then a draft is stored (without a transaction key
// or time) under the form's schema version and answered with its orderId;
// saving again with that id updates it; it is listed, opened and deleted
// through the same resource; members of the same business account share
// drafts, anyone else gets 404. A draft expires 30 days after creation: then
// it is gone from every answer and the sweep deletes it. Submitting an order
// with the draft's orderId deletes the draft.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NOT_SCANNED_MESSAGE } from '../../src/server/orders/fileReferences';
import { formDisplaySchema, formSchemaVersion } from '../../src/server/validation/formSchemaVersion';
import { DRAFT_MAX_BYTES } from '../../src/server/orders/draftService';
import { createTestApp } from './testApp';
import {
  businessAccount,
  createOrdersTestContext,
  insertUploadedFile,
  ownerOf,
  orderRowCounts,
  personalCustomer,
  randomMd5,
  submission,
  type OrdersTestContext,
} from './orderFixtures';
import type { Caller } from './profileFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const DRAFT_NOT_FOUND = { message: 'We could not find that draft order' };
const DAY_MS = 24 * 60 * 60 * 1000;

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

/** An unfinished metered order, as the wizard saves it part-way. */
function unfinishedOrder(streetAddress = '45 Riccarton Road, Riccarton, Christchurch 8011'): Record<string, unknown> {
  return {
    icpType: 'metered ICP',
    metered: { sites: [{ siteType: 'streetNumberAndName', addressInformation: { streetAddress, manuallyEnteredAddress: false }, unitType: 'manual', manualUnits: [{ unitNumber: '' }] }] },
    contactDetails: [{ firstName: 'Aroha', lastName: 'Ngata', roles: { requester: true } }],
    transactionKey: randomUUID(),
    transactionDateTime: '2026-02-01T00:00:00.000Z',
  };
}

async function saveDraft(caller: Caller, order: Record<string, unknown>, orderId?: string) {
  return caller.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', ...(orderId ? { orderId } : {}), liveningIcpOrder: order });
}

async function draftRow(id: string) {
  return context.subject.database.db.selectFrom('order_draft').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('a customer saves, lists, opens, updates and deletes a draft', () => {
  it('goes through the whole life of a draft', async () => {
    const customer = await personalCustomer(context, 'Aroha');
    const order = unfinishedOrder();

    const created = await saveDraft(customer, order);
    expect(created.statusCode).toBe(201);
    const { orderId } = created.json() as { orderId: string };
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    // Stored without the fields only a submission sets, with the account's type, under the form's schema version.
    const row = await draftRow(orderId);
    const { transactionKey: _key, transactionDateTime: _time, ...sent } = order;
    const withoutSubmitFields = { ...sent, userType: 'personal' };
    expect(row!.document).toEqual(withoutSubmitFields);
    const schemaVersion = await formSchemaVersion('livening');
    expect(schemaVersion).toBe(createHash('sha256').update(JSON.stringify(await formDisplaySchema('livening'))).digest('hex'));
    expect(row!.schema_version).toBe(schemaVersion);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(30 * DAY_MS);

    const list = await customer.call('GET', '/api/orders/unsubmitted');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = list.json() as { totalRecords: number; page: number; orderList: Array<Record<string, unknown>> };
    expect(listed.totalRecords).toBe(1);
    expect(listed.orderList).toEqual([
      {
        orderId,
        orderType: 'LiveningIcpOrder',
        createdDate: row!.created_at.toISOString(),
        expiryDay: row!.expires_at.toISOString(),
        requester: 'Aroha Ngata',
        summary: expect.objectContaining({ siteLabel: '45 Riccarton Road, Riccarton, Christchurch 8011', jobType: 'livening icp' }),
      },
    ]);

    const opened = await customer.call('GET', `/api/orders/unsubmitted/${orderId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ orderId, orderType: 'LiveningIcpOrder', schemaVersion, createdDate: expect.any(String), expiryDay: expect.any(String), liveningIcpOrder: withoutSubmitFields });

    const changed = { ...order, projectNumber: 'HOB-1' };
    const updated = await saveDraft(customer, changed, orderId);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ orderId });
    expect(((await customer.call('GET', `/api/orders/unsubmitted/${orderId}`)).json() as { liveningIcpOrder: Record<string, unknown> }).liveningIcpOrder).toMatchObject({ projectNumber: 'HOB-1' });
    expect((await draftRow(orderId))!.document).not.toHaveProperty('transactionKey');
    expect(((await customer.call('GET', '/api/orders/unsubmitted')).json() as { totalRecords: number }).totalRecords).toBe(1);

    const deleted = await customer.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);
    expect(await draftRow(orderId)).toBeUndefined();
    expect((await customer.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).statusCode).toBe(404);
    expect((await customer.call('GET', `/api/orders/unsubmitted/${orderId}`)).statusCode).toBe(404);
  });
});

describe('somebody else\'s draft answers 404', () => {
  it('for reading, updating and deleting, and is never listed', async () => {
    const owner = await personalCustomer(context, 'Tama');
    const stranger = await personalCustomer(context, 'Nikau');
    const { orderId } = (await saveDraft(owner, unfinishedOrder())).json() as { orderId: string };

    expect((await stranger.call('GET', `/api/orders/unsubmitted/${orderId}`)).json()).toEqual(DRAFT_NOT_FOUND);
    expect((await stranger.call('GET', `/api/orders/unsubmitted/${orderId}`)).statusCode).toBe(404);
    const overwrite = await saveDraft(stranger, { icpType: 'unmetered ICP' }, orderId);
    expect(overwrite.statusCode).toBe(404);
    expect(overwrite.json()).toEqual(DRAFT_NOT_FOUND);
    expect((await stranger.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).statusCode).toBe(404);
    expect(((await stranger.call('GET', '/api/orders/unsubmitted')).json() as { orderList: unknown[] }).orderList).toEqual([]);
    expect((await draftRow(orderId))!.document).toMatchObject({ icpType: 'metered ICP' });

    // Unknown and malformed ids look the same.
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      expect((await owner.call('GET', `/api/orders/unsubmitted/${encodeURIComponent(id)}`)).statusCode).toBe(404);
      expect((await saveDraft(owner, unfinishedOrder(), id)).statusCode).toBe(404);
      expect((await owner.call('DELETE', `/api/orders/unsubmitted?orderId=${encodeURIComponent(id)}`)).statusCode).toBe(404);
    }
  });

  it('but members of the same business account share their drafts', async () => {
    const { admin, member } = await businessAccount(context);
    const { orderId } = (await saveDraft(admin, unfinishedOrder('1 Lambton Quay, Wellington Central, Wellington 6011'))).json() as { orderId: string };
    const listed = (await member.call('GET', '/api/orders/unsubmitted')).json() as { orderList: Array<{ orderId: string; requester: string }> };
    expect(listed.orderList).toEqual([expect.objectContaining({ orderId, requester: 'Tāne Williams' })]);
    expect((await member.call('GET', `/api/orders/unsubmitted/${orderId}`)).statusCode).toBe(200);
  });
});

describe('drafts are checked, though not against the whole form', () => {
  it('needs a sign-in, a known order type and an object', async () => {
    expect((await context.guest('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: {} })).statusCode).toBe(401);
    expect((await context.guest('GET', '/api/orders/unsubmitted')).statusCode).toBe(401);
    expect((await context.guest('DELETE', `/api/orders/unsubmitted?orderId=${randomUUID()}`)).statusCode).toBe(401);

    const customer = await personalCustomer(context, 'Kiri');
    const before = await orderRowCounts(context);
    const unknownType = await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'PizzaOrder', liveningIcpOrder: {} });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/orderType', message: 'Enter a valid order type' }] });
    const notAnObject = await customer.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: ['a'] });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/liveningIcpOrder', message: 'The order must be a JSON object' }] });
    expect((await customer.call('DELETE', '/api/orders/unsubmitted')).statusCode).toBe(400);

    const huge = await saveDraft(customer, { ...unfinishedOrder(), projectNumber: 'x'.repeat(DRAFT_MAX_BYTES) });
    expect(huge.statusCode).toBe(413);
    expect(await orderRowCounts(context)).toEqual(before);
  });

  it('saves an incomplete order the full form would refuse, but not one with a file that is not scanned ok', async () => {
    const customer = await personalCustomer(context, 'Ana');
    const md5 = randomMd5();
    const order = unfinishedOrder();
    const site = (order['metered'] as { sites: Array<Record<string, unknown>> }).sites[0]!;
    site['unitType'] = 'upload';
    site['uploadUnits'] = [{ fileName: 'units.xlsx', md5, attachmentType: 'unitsSpreadsheet' }];
    const before = await orderRowCounts(context);

    for (const status of [undefined, 'pending', 'infected'] as const) {
      if (status) await insertUploadedFile(context, { owner: ownerOf(customer), md5, attachmentType: 'unitsSpreadsheet', scanStatus: status });
      const refused = await saveDraft(customer, order);
      expect(refused.statusCode, String(status)).toBe(400);
      expect(refused.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/liveningIcpOrder/metered/sites/0/uploadUnits/0/md5', message: FILE_NOT_SCANNED_MESSAGE }] });
    }
    expect(await orderRowCounts(context)).toEqual(before);

    await insertUploadedFile(context, { owner: ownerOf(customer), md5, attachmentType: 'unitsSpreadsheet', scanStatus: 'ok' });
    expect((await saveDraft(customer, order)).statusCode).toBe(201);
  });

  it('needs a completed profile', async () => {
    const { signIn } = await import('./profileFixtures');
    const noProfile = await signIn(context, 'no.profile.yet@example.co.nz');
    expect((await saveDraft(noProfile, unfinishedOrder())).statusCode).toBe(404);
  });
});

describe('drafts expire 30 days after creation', () => {
  it('are then gone from every answer, and the sweep deletes them', async () => {
    const customer = await personalCustomer(context, 'Wiremu');
    const { orderId } = (await saveDraft(customer, unfinishedOrder())).json() as { orderId: string };
    const { orderId: freshId } = (await saveDraft(customer, unfinishedOrder())).json() as { orderId: string };
    await sql`
      update order_draft
      set created_at = now() - interval '31 days', expires_at = now() - interval '1 day'
      where id = ${orderId}`.execute(context.subject.database.db);

    expect((await customer.call('GET', `/api/orders/unsubmitted/${orderId}`)).statusCode).toBe(404);
    expect((await saveDraft(customer, unfinishedOrder(), orderId)).statusCode).toBe(404);
    expect((await customer.call('DELETE', `/api/orders/unsubmitted?orderId=${orderId}`)).statusCode).toBe(404);
    const listed = (await customer.call('GET', '/api/orders/unsubmitted')).json() as { orderList: Array<{ orderId: string }>; totalRecords: number };
    expect(listed.orderList.map((draft) => draft.orderId)).toEqual([freshId]);
    expect(listed.totalRecords).toBe(1);
    expect(await draftRow(orderId)).toBeDefined();

    // A server starting on this database sweeps at once (and hourly after).
    const second = await createTestApp({}, { database: context.subject.database });
    try {
      await expect.poll(async () => draftRow(orderId), { timeout: 10_000 }).toBeUndefined();
      expect(await draftRow(freshId)).toBeDefined();
    } finally {
      await second.close();
    }
  });
});

describe('submitting an order deletes its draft', () => {
  it('when the order carries the orderId of a draft the caller may see', async () => {
    const customer = await personalCustomer(context, 'Hine');
    const stranger = await personalCustomer(context, 'Piripi');
    const { orderId } = (await saveDraft(customer, unfinishedOrder())).json() as { orderId: string };

    // Someone else submitting with that id leaves it alone; so does a guest.
    expect((await stranger.call('POST', '/api/livening-icp', { ...submission('metered-several-sites'), orderId })).statusCode).toBe(201);
    expect((await context.guest('POST', '/api/livening-icp', { ...submission('metered-several-sites'), orderId })).statusCode).toBe(201);
    expect(await draftRow(orderId)).toBeDefined();

    const submitted = await customer.call('POST', '/api/livening-icp', { ...submission('metered-several-sites'), orderId });
    expect(submitted.statusCode).toBe(201);
    expect(await draftRow(orderId)).toBeUndefined();
    expect(((await customer.call('GET', '/api/orders/unsubmitted')).json() as { orderList: unknown[] }).orderList).toEqual([]);
    // The stored order does not keep the draft's id.
    const key = (submitted.json() as { transactionKey: string }).transactionKey;
    const rows = await context.subject.database.db.selectFrom('customer_order').select('document').where('transaction_key', '=', key).execute();
    for (const row of rows) expect(row.document).not.toHaveProperty('orderId');
  });
});

describe('a draft keeps what the form shows to the account (spec 2 section 4.3)', () => {
  it('drops a personal customer\'s NZBN and business name, and records the account\'s own type', async () => {
    const customer = await personalCustomer(context, 'Wiremu');
    const order = unfinishedOrder();
    order['contactDetails'] = [{ firstName: 'Wiremu', lastName: 'Tane', businessName: 'Tane Ltd', businessNumber: '9429046393920', roles: { requester: true } }];
    order['userType'] = 'business';
    const { orderId } = (await saveDraft(customer, order)).json() as { orderId: string };
    const stored = (await draftRow(orderId))!.document;
    expect(stored['userType']).toBe('personal');
    expect(stored['contactDetails']).toEqual([{ firstName: 'Wiremu', lastName: 'Tane', roles: { requester: true } }]);
  });

  it('keeps a business customer\'s', async () => {
    const { admin } = await businessAccount(context);
    const order = unfinishedOrder();
    order['contactDetails'] = [{ firstName: 'Aroha', lastName: 'Ngata', businessName: 'Ngata Ltd', businessNumber: '9429046393920', roles: { requester: true } }];
    order['userType'] = 'personal';
    const { orderId } = (await saveDraft(admin, order)).json() as { orderId: string };
    const stored = (await draftRow(orderId))!.document;
    expect(stored['userType']).toBe('business');
    expect(stored['contactDetails']).toEqual(order['contactDetails']);
  });
});
