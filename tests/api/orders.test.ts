// When a livening order is submitted to POST /api/livening-icp (by a guest or
// a signed-in customer), then it is validated with the form's own schema (400
// with the schema's messages at their pointers and nothing written), every
// file it references must have been scanned 'ok', and a valid order is stored
// as one order per metered site with its own order number and one
// confirmation mail each, in one transaction. The transaction key makes it
// idempotent: the same key with the same body from the same submitter stores
// nothing and gives the same answer; with another body, or from someone else,
// it is refused (409), also when the requests race.
// A signed-in customer's contactId comes from their profile; members of a
// business account see each other's orders in GET /api/orders.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/server/mail/outbox';
import { FILE_NOT_SCANNED_MESSAGE, FILE_WRONG_TYPE_MESSAGE } from '../../src/server/orders/fileReferences';
import {
  KEY_USED_FOR_ANOTHER_ORDER_MESSAGE,
  TRANSACTION_KEY_MESSAGE,
  UNKNOWN_INSPECTOR_MESSAGE,
  UNKNOWN_RETAILER_MESSAGE,
} from '../../src/server/orders/messages';
import {
  businessAccount,
  createOrdersTestContext,
  insertUploadedFile,
  liveningExamples,
  orderRowCounts,
  personalCustomer,
  randomMd5,
  submission,
  uploadReferencedFiles,
  type OrdersTestContext,
} from './orderFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const ORDER_NUMBER = /^LIV-\d{4}-\d{6,}$/;
const SERVICE_TYPE = 'Livening (ICP number)';

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

const sortErrors = (errors: Array<{ pointer: string; message: string }>) =>
  [...errors].sort((a, b) => `${a.pointer} ${a.message}`.localeCompare(`${b.pointer} ${b.message}`));

async function storedOrders(transactionKey: string) {
  return context.subject.database.db
    .selectFrom('customer_order')
    .selectAll()
    .where('transaction_key', '=', transactionKey)
    .orderBy('site_index')
    .execute();
}

describe('a refused order stores nothing (runs first, on an empty database)', () => {
  const invalid = liveningExamples().filter((example) => !example.expect.valid);

  it('has invalid examples to try', () => {
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(invalid.map((example) => [example.name, example] as const))('%s: 400 with the example\'s messages', async (_name, example) => {
    // The browser adds a transaction key at submit (an example with its own keeps it).
    const body = Array.isArray(example.document) || typeof example.document !== 'object' || example.document === null
      ? example.document
      : { transactionKey: randomUUID(), ...example.document };
    const response = await context.subject.app.inject({
      method: 'POST',
      url: '/api/livening-icp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { message: string; errors: Array<{ pointer: string; message: string }> };
    expect(answer.message).toBe(VALIDATION_FAILED);
    expect(sortErrors(answer.errors)).toEqual(sortErrors(example.expect.errors ?? []));
    expect(await orderRowCounts(context)).toEqual({ orders: 0, orderFiles: 0, drafts: 0, mails: 0 });
  });

  it('refuses an order without a transaction key, or with one that is not a UUID', async () => {
    const { transactionKey: _none, ...withoutKey } = submission('metered-one-site');
    const missing = await context.guest('POST', '/api/livening-icp', withoutKey);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/transactionKey', message: TRANSACTION_KEY_MESSAGE }] });
    for (const transactionKey of ['not-a-uuid', 42, `urn:uuid:${randomUUID()}`]) {
      const response = await context.guest('POST', '/api/livening-icp', { ...withoutKey, transactionKey });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: Array<{ pointer: string; message: string }> };
      expect(errors).toHaveLength(1);
      expect(errors[0]!.pointer).toBe('/transactionKey');
    }
    expect(await orderRowCounts(context)).toEqual({ orders: 0, orderFiles: 0, drafts: 0, mails: 0 });
  });

  it('refuses an inspector or retailer that is not on the reference lists (or no longer active)', async () => {
    const body = submission('unmetered');
    const unknown = await context.guest('POST', '/api/livening-icp', { ...body, liveningInspectorId: 'made-up-inspector', powerRetailerId: 'mercury-typo' });
    expect(unknown.statusCode).toBe(400);
    expect(sortErrors((unknown.json() as { errors: Array<{ pointer: string; message: string }> }).errors)).toEqual([
      { pointer: '/liveningInspectorId', message: UNKNOWN_INSPECTOR_MESSAGE },
      { pointer: '/powerRetailerId', message: UNKNOWN_RETAILER_MESSAGE },
    ]);
    // A retailer id offered as an inspector is not an inspector.
    const swapped = await context.guest('POST', '/api/livening-icp', { ...body, liveningInspectorId: body['powerRetailerId'] });
    expect((swapped.json() as { errors: unknown[] }).errors).toEqual([{ pointer: '/liveningInspectorId', message: UNKNOWN_INSPECTOR_MESSAGE }]);
    const db = context.subject.database.db;
    await db.updateTable('service_provider').set({ active: false }).where('id', '=', body['powerRetailerId'] as string).execute();
    try {
      const inactive = await context.guest('POST', '/api/livening-icp', body);
      expect((inactive.json() as { errors: unknown[] }).errors).toEqual([{ pointer: '/powerRetailerId', message: UNKNOWN_RETAILER_MESSAGE }]);
    } finally {
      await db.updateTable('service_provider').set({ active: true }).where('id', '=', body['powerRetailerId'] as string).execute();
    }
    expect(await orderRowCounts(context)).toEqual({ orders: 0, orderFiles: 0, drafts: 0, mails: 0 });
  });

  it('answers the lists\' refusal rather than the files\' when both refuse, and keeps the key free for the corrected order', async () => {
    // Files nobody uploaded (the lists are checked where the order is stored; a refusal before that still names them first).
    const body = JSON.parse(JSON.stringify(submission('metered-upload')).replace(/"md5":"[0-9a-f]+"/g, () => `"md5":"${randomMd5()}"`)) as Record<string, unknown>;
    const db = context.subject.database.db;
    const unknownFiles = await context.guest('POST', '/api/livening-icp', body);
    expect(new Set((unknownFiles.json() as { errors: Array<{ message: string }> }).errors.map((error) => error.message))).toEqual(new Set([FILE_NOT_SCANNED_MESSAGE]));
    await db.updateTable('service_provider').set({ active: false }).where('id', '=', body['powerRetailerId'] as string).execute();
    try {
      const both = await context.guest('POST', '/api/livening-icp', body);
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/powerRetailerId', message: UNKNOWN_RETAILER_MESSAGE }] });
      // Refused by the lists alone: the key is not used up.
      const withdrawn = submission('unmetered');
      withdrawn['powerRetailerId'] = body['powerRetailerId'];
      expect((await context.guest('POST', '/api/livening-icp', withdrawn)).json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/powerRetailerId', message: UNKNOWN_RETAILER_MESSAGE }] });
      expect(await sql<{ n: number }>`select count(*)::int as n from order_submission where transaction_key = ${withdrawn['transactionKey']}`.execute(db)).toMatchObject({ rows: [{ n: 0 }] });
    } finally {
      await db.updateTable('service_provider').set({ active: true }).where('id', '=', body['powerRetailerId'] as string).execute();
    }
    expect(await orderRowCounts(context)).toEqual({ orders: 0, orderFiles: 0, drafts: 0, mails: 0 });
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    for (const payload of ['{"icpType": ', '"order"', 'null', '[]']) {
      const response = await context.subject.app.inject({ method: 'POST', url: '/api/livening-icp', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await orderRowCounts(context)).toEqual({ orders: 0, orderFiles: 0, drafts: 0, mails: 0 });
  });

  it('refuses files that were never scanned ok (pending, infected, missing, another type); accepts them once ok', async () => {
    const body = submission('metered-upload');
    const references = await uploadReferencedFiles(context, body, context.guestOwner); // all ok ...
    expect(references.length).toBeGreaterThan(0);
    const target = references[0]!;
    const db = context.subject.database.db;

    const pointersOf = (errors: Array<{ pointer: string; message: string }>) => errors.map((error) => error.pointer);
    for (const status of ['pending', 'infected', 'failed'] as const) {
      await db.updateTable('uploaded_file').set({ scan_status: status }).where('id', '=', target.id).execute();
      const response = await context.guest('POST', '/api/livening-icp', body);
      expect(response.statusCode, status).toBe(400);
      const answer = response.json() as { message: string; errors: Array<{ pointer: string; message: string }> };
      expect(answer.message).toBe(VALIDATION_FAILED);
      expect(answer.errors.length).toBeGreaterThan(0);
      for (const error of answer.errors) expect(error).toEqual({ pointer: expect.stringMatching(/^\/metered\/sites\/\d+\/\w+\/\d+\/md5$/), message: FILE_NOT_SCANNED_MESSAGE });
    }

    // A file with that content exists, but only as another kind of document.
    await db.deleteFrom('uploaded_file').where('id', '=', target.id).execute();
    const otherType = target.attachmentType === 'proofOfAddress' ? 'sitePlan' : 'proofOfAddress';
    await insertUploadedFile(context, { owner: context.guestOwner, md5: target.md5, attachmentType: otherType, scanStatus: 'ok' });
    const missing = await context.guest('POST', '/api/livening-icp', body);
    expect(missing.statusCode).toBe(400);
    expect(new Set((missing.json() as { errors: Array<{ message: string }> }).errors.map((error) => error.message))).toEqual(new Set([FILE_NOT_SCANNED_MESSAGE]));
    const missingPointers = pointersOf((missing.json() as { errors: Array<{ pointer: string; message: string }> }).errors);

    // A reference that says it is another type than the form's field holds.
    const sites = (body['metered'] as { sites: Array<Record<string, Array<Record<string, unknown>>>> }).sites;
    const [siteIndex, field, itemIndex] = missingPointers[0]!.split('/').slice(3, 6);
    const item = sites[Number(siteIndex)]![field!]![Number(itemIndex)]!;
    const wrongType = structuredClone(body);
    (wrongType['metered'] as typeof body['metered'] & { sites: typeof sites }).sites[Number(siteIndex)]![field!]![Number(itemIndex)] = { ...item, attachmentType: otherType };
    const mislabelled = await context.guest('POST', '/api/livening-icp', wrongType);
    expect(mislabelled.statusCode).toBe(400);
    expect((mislabelled.json() as { errors: unknown[] }).errors).toContainEqual({
      pointer: `/metered/sites/${siteIndex}/${field}/${itemIndex}/attachmentType`,
      message: FILE_WRONG_TYPE_MESSAGE,
    });
    expect(await orderRowCounts(context)).toEqual({ orders: 0, orderFiles: 0, drafts: 0, mails: 0 });

    await insertUploadedFile(context, { owner: context.guestOwner, md5: target.md5, attachmentType: target.attachmentType, scanStatus: 'ok' });
    const accepted = await context.guest('POST', '/api/livening-icp', body);
    expect(accepted.statusCode).toBe(201);
    const counts = await orderRowCounts(context);
    expect(counts.orderFiles).toBeGreaterThan(0);
  });
});

describe('a guest submits', () => {
  it('stores an unmetered order as one order with a number, the server\'s time, no owner and one mail', async () => {
    const body = submission('unmetered');
    const before = Date.now();
    const response = await context.guest('POST', '/api/livening-icp', { ...body, contactId: randomUUID(), powerRetailer: 'Cheapest Power Ever' });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { transactionKey: string; orders: Array<Record<string, unknown>> };
    expect(answer).toEqual({
      transactionKey: body['transactionKey'],
      orders: [{ orderId: expect.any(String), orderNumber: expect.stringMatching(ORDER_NUMBER), siteIndex: 0, siteLabel: expect.any(String), serviceType: SERVICE_TYPE }],
    });
    expect(answer.orders[0]!['siteLabel']).not.toBe('');

    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row).toMatchObject({ order_type: 'LiveningIcpOrder', progress_status: 'in progress', current_activity: 'Order received', user_id: null, account_id: null, contact_id: null, site_index: 0 });
    expect(row!.document).not.toHaveProperty('contactId'); // a guest's own contactId is dropped
    // The names stored are the reference lists' own, whatever the browser sent.
    const providers = await context.subject.database.db.selectFrom('service_provider').select(['id', 'name']).execute();
    const nameOf = (id: unknown) => providers.find((provider) => provider.id === id)?.name;
    expect(row!.document['liveningInspector']).toBe(nameOf(body['liveningInspectorId']));
    expect(row!.document['powerRetailer']).toBe(nameOf(body['powerRetailerId']));
    expect(Date.parse(row!.document['transactionDateTime'] as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.summary).toMatchObject({ serviceType: SERVICE_TYPE, icpType: 'unmetered ICP', siteNumber: 1, siteCount: 1 });

    const requesterEmail = ((body['contactDetails'] as Array<Record<string, unknown>>)[0]!['email'] as string).toLowerCase();
    const mails = (await listOutbox(context.subject.database.db, { to: requesterEmail })).filter((mail) => mail.kind === 'order-confirmation');
    const mail = mails.find((candidate) => candidate.subject === `Your livening order ${answer.orders[0]!['orderNumber']}`);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(answer.orders[0]!['siteLabel'] as string);
    expect(mail!.text).toContain(SERVICE_TYPE);
    expect(mail!.text).toContain('0508 832 867');
    expect(mail!.text).toContain('What happens next');
  });

  it('neither checks nor stores what the form hides: an unmetered order sent with metered sites and an "other" feature it did not choose', async () => {
    const body = submission('unmetered');
    const unmetered = body['unmetered'] as Record<string, unknown>;
    expect(unmetered['featureType']).not.toBe('Other');
    const sent = {
      ...body,
      metered: submission('metered-one-site')['metered'],
      // Too long for the form: refused if it were checked.
      unmetered: { ...unmetered, featureTypeOther: 'x'.repeat(500) },
    };
    const response = await context.guest('POST', '/api/livening-icp', sent);
    expect(response.statusCode).toBe(201);
    const [row, ...others] = await storedOrders(body['transactionKey'] as string);
    expect(others).toHaveLength(0);
    expect(row!.document).not.toHaveProperty('metered');
    expect(row!.document['unmetered']).not.toHaveProperty('featureTypeOther');
    expect(row!.document['unmetered']).toMatchObject({ featureType: unmetered['featureType'] });
  });

  it('stores the order whole, not compressed, though it is over the 2 kB at which rows used to be (migration 0016)', async () => {
    const body = submission('metered-one-site');
    expect((await context.guest('POST', '/api/livening-icp', body)).statusCode).toBe(201);
    const { rows } = await sql<{ size: number; compression: string | null }>`
      select octet_length(document::text) as size, pg_column_compression(document) as compression
      from customer_order where transaction_key = ${body['transactionKey'] as string}`.execute(context.subject.database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.size).toBeGreaterThan(2048);
    expect(rows[0]!.compression).toBeNull();
  });

  it('keeps a transaction time the browser set', async () => {
    const body: Record<string, unknown> = { ...submission('metered-one-site'), transactionDateTime: '2026-03-01T21:15:00.000Z' };
    expect((await context.guest('POST', '/api/livening-icp', body)).statusCode).toBe(201);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row!.document['transactionDateTime']).toBe('2026-03-01T21:15:00.000Z');
  });
});

describe('the transaction key makes submission idempotent', () => {
  it('stores one order per site, each with its own number and mail; the same key again stores nothing and answers the same', async () => {
    const body = submission('metered-several-sites');
    const siteCount = (body['metered'] as { sites: unknown[] }).sites.length;
    expect(siteCount).toBeGreaterThanOrEqual(2);
    const before = await orderRowCounts(context);

    const first = await context.guest('POST', '/api/livening-icp', body);
    expect(first.statusCode).toBe(201);
    const answer = first.json() as { transactionKey: string; orders: Array<{ orderId: string; orderNumber: string; siteIndex: number; siteLabel: string; serviceType: string }> };
    expect(answer.orders.map((order) => order.siteIndex)).toEqual([...Array(siteCount).keys()]);
    expect(new Set(answer.orders.map((order) => order.orderNumber)).size).toBe(siteCount);
    const numbers = answer.orders.map((order) => order.orderNumber);
    expect([...numbers].sort()).toEqual(numbers); // numbered in site order
    expect(new Set(answer.orders.map((order) => order.siteLabel)).size).toBe(siteCount);
    for (const order of answer.orders) expect(order).toMatchObject({ orderNumber: expect.stringMatching(ORDER_NUMBER), serviceType: SERVICE_TYPE });
    expect(await orderRowCounts(context)).toEqual({ ...before, orders: before.orders + siteCount, mails: before.mails + siteCount });

    // Each stored order holds its own site only.
    const rows = await storedOrders(answer.transactionKey);
    rows.forEach((row, index) => {
      const sites = (row.document['metered'] as { sites: unknown[] }).sites;
      expect(sites).toEqual([(body['metered'] as { sites: unknown[] }).sites[index]]);
      expect(row.summary).toMatchObject({ siteNumber: index + 1, siteCount });
    });
    const subjects = (await listOutbox(context.subject.database.db, { limit: 500 })).map((mail) => mail.subject);
    for (const order of answer.orders) expect(subjects.filter((subject) => subject === `Your livening order ${order.orderNumber}`)).toHaveLength(1);

    const again = await context.guest('POST', '/api/livening-icp', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await orderRowCounts(context)).toEqual({ ...before, orders: before.orders + siteCount, mails: before.mails + siteCount });
  });

  it('answers the same key again from what was stored, though a check would now refuse the body (a withdrawn retailer)', async () => {
    const body = submission('unmetered');
    const first = await context.guest('POST', '/api/livening-icp', body);
    expect(first.statusCode).toBe(201);
    const before = await orderRowCounts(context);
    const db = context.subject.database.db;
    await db.updateTable('service_provider').set({ active: false }).where('id', '=', body['powerRetailerId'] as string).execute();
    try {
      const again = await context.guest('POST', '/api/livening-icp', body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // Another body with that key is still refused as such.
      expect((await context.guest('POST', '/api/livening-icp', { ...body, projectNumber: 'Another project' })).statusCode).toBe(409);
    } finally {
      await db.updateTable('service_provider').set({ active: true }).where('id', '=', body['powerRetailerId'] as string).execute();
    }
    expect(await orderRowCounts(context)).toEqual(before);
  });

  it('answers the same key again from what was stored, though a file it references would now be refused', async () => {
    // Files of its own (other tests upload the example's).
    const body = JSON.parse(JSON.stringify(submission('metered-upload')).replace(/"md5":"[0-9a-f]+"/g, () => `"md5":"${randomMd5()}"`)) as Record<string, unknown>;
    const references = await uploadReferencedFiles(context, body, context.guestOwner);
    const first = await context.guest('POST', '/api/livening-icp', body);
    expect(first.statusCode).toBe(201);
    const before = await orderRowCounts(context);
    await context.subject.database.db.updateTable('uploaded_file').set({ scan_status: 'infected' }).where('id', '=', references[0]!.id).execute();
    const again = await context.guest('POST', '/api/livening-icp', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderRowCounts(context)).toEqual(before);
  });

  it('stores one set of orders when the same key arrives twice at once', async () => {
    const body = submission('metered-several-sites');
    const before = await orderRowCounts(context);
    const responses = await Promise.all([context.guest('POST', '/api/livening-icp', body), context.guest('POST', '/api/livening-icp', body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0]!.json()).toEqual(responses[1]!.json());
    const siteCount = (body['metered'] as { sites: unknown[] }).sites.length;
    expect(await orderRowCounts(context)).toEqual({ ...before, orders: before.orders + siteCount, mails: before.mails + siteCount });
  });

  it('refuses the same key with another body (409), and stores nothing of it', async () => {
    const body = submission('metered-one-site');
    const first = await context.guest('POST', '/api/livening-icp', body);
    expect(first.statusCode).toBe(201);
    const before = await orderRowCounts(context);

    const changed = { ...body, projectNumber: 'A different project' };
    const reused = await context.guest('POST', '/api/livening-icp', changed);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: KEY_USED_FOR_ANOTHER_ORDER_MESSAGE });
    expect(await orderRowCounts(context)).toEqual(before);
    const stored = await storedOrders(body['transactionKey'] as string);
    expect(stored.map((row) => row.document['projectNumber'])).toEqual([body['projectNumber']]);

    // The same body in another key order is the same body.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await context.guest('POST', '/api/livening-icp', reordered);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('stores exactly one of two different bodies racing on one key, whole, with its mails', async () => {
    // On PostgreSQL the requests run in parallel transactions; on PGlite they queue. Either way the
    // key is claimed once, and the loser learns nothing and writes nothing.
    for (let round = 0; round < 6; round++) {
      const transactionKey = randomUUID();
      const oneSite = submission('metered-one-site', transactionKey);
      const twoSites = submission('metered-several-sites', transactionKey);
      const before = await orderRowCounts(context);
      const bodies = round % 2 === 0 ? [oneSite, twoSites, oneSite, twoSites] : [twoSites, oneSite, twoSites, oneSite];
      const responses = await Promise.all(bodies.map((body) => context.guest('POST', '/api/livening-icp', body)));

      const created = responses.filter((response) => response.statusCode === 201);
      expect(created).toHaveLength(1);
      const winner = bodies[responses.indexOf(created[0]!)]!;
      const winnerSites = (winner['metered'] as { sites: unknown[] }).sites;
      for (const [index, response] of responses.entries()) {
        if (response === created[0]) continue;
        // The same body again is answered with the first answer; the other body is refused.
        if (bodies[index] === winner) expect(response.json()).toEqual(created[0]!.json());
        else expect(response.json()).toEqual({ message: KEY_USED_FOR_ANOTHER_ORDER_MESSAGE });
      }

      const stored = await storedOrders(transactionKey);
      expect(stored.map((row) => (row.document['metered'] as { sites: unknown[] }).sites[0])).toEqual(winnerSites);
      const answer = created[0]!.json() as { orders: Array<{ orderNumber: string }> };
      expect(answer.orders.map((order) => order.orderNumber)).toEqual(stored.map((row) => row.order_number));
      expect(await orderRowCounts(context)).toEqual({ ...before, orders: before.orders + winnerSites.length, mails: before.mails + winnerSites.length });
    }
  });

  it('refuses the same key from another guest (409) without telling them the order numbers', async () => {
    const body = submission('metered-several-sites');
    const first = await context.guest('POST', '/api/livening-icp', body);
    expect(first.statusCode).toBe(201);
    const before = await orderRowCounts(context);
    for (const stranger of [context.newGuest().call, (method: 'POST', url: string, payload: unknown) => context.subject.app.inject({ method, url, payload: payload as object })]) {
      const reused = await stranger('POST', '/api/livening-icp', body);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ message: 'This order was already submitted' });
      for (const order of (first.json() as { orders: Array<{ orderNumber: string }> }).orders) expect(reused.body).not.toContain(order.orderNumber);
    }
    expect(await orderRowCounts(context)).toEqual(before);
  });

  it('gives a guest without a session one with the first answer, so a retry from that browser is recognised', async () => {
    const body = submission('unmetered');
    const first = await context.subject.app.inject({ method: 'POST', url: '/api/livening-icp', payload: body });
    expect(first.statusCode).toBe(201);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_guest=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const retry = await context.subject.app.inject({ method: 'POST', url: '/api/livening-icp', payload: body, headers: { cookie: cookie.split(';')[0]! } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('does not show someone else\'s submission to a caller who reuses their key', async () => {
    const customer = await personalCustomer(context, 'Hemi');
    const body = submission('metered-one-site');
    expect((await customer.call('POST', '/api/livening-icp', body)).statusCode).toBe(201);
    const before = await orderRowCounts(context);
    const reused = await context.guest('POST', '/api/livening-icp', body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: 'This order was already submitted' });
    expect(await orderRowCounts(context)).toEqual(before);
  });
});

describe('a signed-in customer submits', () => {
  it('attaches contactId from the profile (never the body\'s) and owns the order', async () => {
    const customer = await personalCustomer(context, 'Mere');
    const body: Record<string, unknown> = { ...submission('metered-one-site'), contactId: randomUUID() };
    const response = await customer.call('POST', '/api/livening-icp', body);
    expect(response.statusCode).toBe(201);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row).toMatchObject({ user_id: customer.userId, contact_id: customer.userId, account_id: expect.any(String) });
    expect(row!.document['contactId']).toBe(customer.userId);

    const list = await customer.call('GET', '/api/orders?status=open');
    expect(list.statusCode).toBe(200);
    const { orderList } = list.json() as { orderList: Array<Record<string, unknown>> };
    const orderNumber = (response.json() as { orders: Array<{ orderNumber: string }> }).orders[0]!.orderNumber;
    expect(orderList).toEqual([
      {
        orderId: row!.id,
        orderNumber,
        address: expect.any(String),
        requestDate: expect.any(String),
        jobType: 'LiveningIcpOrder',
        requester: expect.any(String),
        icpNumber: '',
        jobStatus: 'in progress',
        currentActivity: 'Order received',
        reason: '',
      },
    ]);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('refuses an invalid token rather than treating the caller as a guest', async () => {
    const response = await context.subject.app.inject({
      method: 'POST',
      url: '/api/livening-icp',
      headers: { authorization: 'Bearer not-a-token' },
      payload: submission('metered-one-site'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('order lists', () => {
  it('show a business account\'s orders to all its members, and nobody else\'s', async () => {
    const { admin, member } = await businessAccount(context);
    const outsider = await personalCustomer(context, 'Rawiri');
    const placed = await admin.call('POST', '/api/livening-icp', submission('metered-several-sites'));
    expect(placed.statusCode).toBe(201);
    const orderIds = (placed.json() as { orders: Array<{ orderId: string }> }).orders.map((order) => order.orderId).sort();

    const seenByMember = (await member.call('GET', '/api/orders?status=open')).json() as { orderList: Array<{ orderId: string }>; totalRecords: number };
    expect(seenByMember.orderList.map((order) => order.orderId).sort()).toEqual(orderIds);
    expect(seenByMember.totalRecords).toBe(orderIds.length);
    expect(((await outsider.call('GET', '/api/orders?status=open')).json() as { orderList: unknown[] }).orderList).toEqual([]);
  });

  it('need a token', async () => {
    expect((await context.guest('GET', '/api/orders?status=open')).statusCode).toBe(401);
  });

  it('number orders from one sequence, never twice', async () => {
    const { rows } = await sql<{ total: number; distinct: number }>`
      select count(*)::int as total, count(distinct order_number)::int as distinct from customer_order`.execute(context.subject.database.db);
    expect(rows[0]!.total).toBeGreaterThan(0);
    expect(rows[0]!.distinct).toBe(rows[0]!.total);
  });
});

describe('the account type decides whether NZBN and business name are asked (spec 2 section 4.3)', () => {
  /** A valid order whose requester and electrician give a business name and an NZBN that is not valid. */
  function withBusinessDetails(userType: unknown): Record<string, unknown> {
    const body = submission('metered-one-site');
    const contacts = body['contactDetails'] as Array<Record<string, unknown>>;
    contacts[0] = { ...contacts[0], businessName: 'Ngata Holdings', businessNumber: '123' };
    return { ...body, hasElectrician: 'yes', optionalContactDetails: { firstName: 'Rewi', lastName: 'Parata', mobile: '021 555 0101', businessName: 'Parata Electrical', businessNumber: '456' }, userType };
  }
  const NZBN_LENGTH = 'Your NZBN should contain 13 numbers, please update';

  it('drops a personal customer\'s NZBN and business name unchecked, though the body claims a business', async () => {
    const customer = await personalCustomer(context, 'Tama');
    const body = withBusinessDetails('business');
    const response = await customer.call('POST', '/api/livening-icp', body);
    expect(response.statusCode).toBe(201);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row!.document['userType']).toBe('personal');
    const [requester] = row!.document['contactDetails'] as Array<Record<string, unknown>>;
    expect(requester).not.toHaveProperty('businessNumber');
    expect(requester).not.toHaveProperty('businessName');
    expect(row!.document['optionalContactDetails']).toEqual({ firstName: 'Rewi', lastName: 'Parata', mobile: '021 555 0101' });
  });

  it('checks a business customer\'s NZBN, though the body claims a personal account', async () => {
    const { member } = await businessAccount(context);
    const body = withBusinessDetails('personal');
    const response = await member.call('POST', '/api/livening-icp', body);
    expect(response.statusCode).toBe(400);
    expect(sortErrors((response.json() as { errors: Array<{ pointer: string; message: string }> }).errors)).toEqual([
      { pointer: '/contactDetails/0/businessNumber', message: NZBN_LENGTH },
      { pointer: '/optionalContactDetails/businessNumber', message: NZBN_LENGTH },
    ]);
    expect(await storedOrders(body['transactionKey'] as string)).toEqual([]);
  });

  it('checks a guest\'s NZBN, and keeps no account type a guest claims', async () => {
    const refused = withBusinessDetails('personal');
    const response = await context.guest('POST', '/api/livening-icp', refused);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Array<{ pointer: string }> }).errors.map((error) => error.pointer).sort()).toEqual([
      '/contactDetails/0/businessNumber',
      '/optionalContactDetails/businessNumber',
    ]);

    const body: Record<string, unknown> = { ...submission('metered-one-site'), userType: 'business' };
    expect((await context.guest('POST', '/api/livening-icp', body)).statusCode).toBe(201);
    const [row] = await storedOrders(body['transactionKey'] as string);
    expect(row!.document).not.toHaveProperty('userType');
  });
});
