// When someone uploads a file, then it is theirs: the signed-in user's, or
// the guest session's their browser holds. Only they can ask for its scan
// result or reference it in a draft or an order; anyone else gets the answer
// a file that does not exist gets (404, or 400 at the reference's pointer)
// and nothing is written. Another uploader of identical bytes gets a file of
// their own. A draft shared in a business account keeps its files for the
// member who continues it. Covers guest → guest, user → user, guest → user.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NOT_SCANNED_MESSAGE } from '../../src/server/orders/fileReferences';
import { fileUpload } from './multipart';
import {
  businessAccount,
  createOrdersTestContext,
  orderRowCounts,
  personalCustomer,
  submission,
  type OrdersTestContext,
} from './orderFixtures';
import type { Caller } from './profileFixtures';

const FIXTURES = path.resolve('tests/fixtures/files');
const UNITS = readFileSync(path.join(FIXTURES, 'units.xlsx'));
const PROOF = readFileSync(path.join(FIXTURES, 'site-plan.pdf'));
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const VALIDATION_FAILED = 'There is a problem with the information you entered';
const UNITS_POINTER = '/metered/sites/0/uploadUnits/0/md5';

type Call = Caller['call'];

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

/** Uploads through the API as `headers` say (a token or a guest cookie), and waits for the scan. */
async function upload(headers: Record<string, string>, attachmentType: string, fileName: string, data: Buffer) {
  const body = fileUpload(fileName, data);
  const response = await context.subject.app.inject({
    method: 'POST',
    url: `/api/file-upload/${attachmentType}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  await context.subject.app.files.queue.idle();
  return response;
}

function scanResult(headers: Record<string, string>, fileMd5: string, attachmentType: string) {
  return context.subject.app.inject({ method: 'GET', url: `/api/file-scan-result/${fileMd5}?attachmentType=${attachmentType}`, headers });
}

/** A guest's headers: their session cookie. Obtained the way a browser gets it: from the first upload's answer. */
async function guestHeaders(): Promise<Record<string, string>> {
  const first = await upload({}, 'sitePlan', 'first.pdf', Buffer.concat([PROOF, Buffer.from(`%% ${Math.random()}\n`)]));
  expect(first.statusCode).toBe(200);
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^portal_guest=/);
  return { cookie };
}

const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.token}` });

function asCall(headers: Record<string, string>): Call {
  return (method, url, payload) =>
    context.subject.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A valid metered order whose first site uses an uploaded units spreadsheet and proof of address. */
function orderWithFiles(unitsMd5: string, proofMd5: string): Record<string, unknown> {
  const body = submission('metered-one-site');
  const site = (body['metered'] as { sites: Array<Record<string, unknown>> }).sites[0]!;
  site['unitType'] = 'upload';
  delete site['manualUnits'];
  site['uploadUnits'] = [{ fileName: 'units.xlsx', md5: unitsMd5, attachmentType: 'unitsSpreadsheet' }];
  site['uploadProofOfAddresses'] = [{ fileName: 'rates notice.pdf', md5: proofMd5, attachmentType: 'proofOfAddress' }];
  return body;
}

async function fileRowsWithMd5(fileMd5: string) {
  return context.subject.database.db.selectFrom('uploaded_file').select(['id', 'owner_key', 'original_name']).where('md5', '=', fileMd5).execute();
}

/** Uploads the units and proof files as `headers` say; answers their md5s. */
async function uploadOrderFiles(headers: Record<string, string>, unitsName = 'units.xlsx', proofName = 'proof.pdf') {
  expect((await upload(headers, 'unitsSpreadsheet', unitsName, UNITS)).statusCode).toBe(200);
  expect((await upload(headers, 'proofOfAddress', proofName, PROOF)).statusCode).toBe(200);
  return { units: md5(UNITS), proof: md5(PROOF) };
}

/** Another person's attempt to use the owner's files: refused at the pointers, nothing written. */
async function expectRefusedReference(call: Call, files: { units: string; proof: string }) {
  const before = await orderRowCounts(context);
  const response = await call('POST', '/api/livening-icp', orderWithFiles(files.units, files.proof));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: VALIDATION_FAILED,
    errors: [
      { pointer: '/metered/sites/0/uploadProofOfAddresses/0/md5', message: FILE_NOT_SCANNED_MESSAGE },
      { pointer: UNITS_POINTER, message: FILE_NOT_SCANNED_MESSAGE },
    ],
  });
  expect(await orderRowCounts(context)).toEqual(before);
}

describe('guest → guest', () => {
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  let files: { units: string; proof: string };

  beforeAll(async () => {
    owner = await guestHeaders();
    stranger = await guestHeaders();
    files = await uploadOrderFiles(owner, 'Owner units.xlsx', 'Owner rates notice.pdf');
  });

  it('gives the scan result to the uploader only', async () => {
    expect((await scanResult(owner, files.units, 'unitsSpreadsheet')).json()).toEqual({ scanResult: 'ok' });
    for (const headers of [stranger, {}]) {
      const response = await scanResult(headers, files.units, 'unitsSpreadsheet');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is no uploaded file with this md5 and attachment type' });
    }
  });

  it('refuses another guest\'s order that references the files, and a guest without a session', async () => {
    await expectRefusedReference(asCall(stranger), files);
    await expectRefusedReference(asCall({}), files);
  });

  it('gives another uploader of identical bytes a file of their own, which their order then uses', async () => {
    const own = await uploadOrderFiles(stranger, 'Stranger units.xlsx', 'Stranger proof.pdf');
    expect(own).toEqual(files);
    const rows = await fileRowsWithMd5(files.units);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.owner_key)).size).toBe(2);

    const response = await asCall(stranger)('POST', '/api/livening-icp', orderWithFiles(own.units, own.proof));
    expect(response.statusCode).toBe(201);
    const orderId = (response.json() as { orders: Array<{ orderId: string }> }).orders[0]!.orderId;
    const attached = await context.subject.database.db
      .selectFrom('order_file')
      .innerJoin('uploaded_file', 'uploaded_file.id', 'order_file.uploaded_file_id')
      .select(['uploaded_file.original_name as name'])
      .where('order_file.order_id', '=', orderId)
      .execute();
    // The stranger's own files, never the owner's (whose names would leak through a download).
    expect(attached.map((row) => row.name).sort()).toEqual(['Stranger proof.pdf', 'Stranger units.xlsx']);
  });
});

describe('a guest session asked for first', () => {
  it('is started once, and files uploaded together under it all belong to it', async () => {
    const started = await context.subject.app.inject({ method: 'POST', url: '/api/guest-session' });
    expect(started.statusCode).toBe(204);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^portal_guest=[A-Za-z0-9_-]{43}$/);
    const again = await context.subject.app.inject({ method: 'POST', url: '/api/guest-session', headers: { cookie } });
    expect(again.statusCode).toBe(204);
    expect(again.headers['set-cookie']).toBeUndefined();

    const variants = [1, 2, 3].map((index) => Buffer.concat([PROOF, Buffer.from(`%% together ${index} ${Math.random()}\n`)]));
    const answers = await Promise.all(variants.map((data, index) => upload({ cookie }, 'sitePlan', `plan ${index}.pdf`, data)));
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
    for (const data of variants) expect((await scanResult({ cookie }, md5(data), 'sitePlan')).json()).toEqual({ scanResult: 'ok' });
  });
});

describe('user → user', () => {
  it('refuses another user\'s scan-result question, draft and order', async () => {
    const owner = await personalCustomer(context, 'Tama');
    const stranger = await personalCustomer(context, 'Rangi');
    const files = await uploadOrderFiles(bearer(owner));

    expect((await scanResult(bearer(owner), files.proof, 'proofOfAddress')).json()).toEqual({ scanResult: 'ok' });
    expect((await scanResult(bearer(stranger), files.proof, 'proofOfAddress')).statusCode).toBe(404);

    await expectRefusedReference(stranger.call, files);
    const before = await orderRowCounts(context);
    const draft = await stranger.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: orderWithFiles(files.units, files.proof) });
    expect(draft.statusCode).toBe(400);
    expect((draft.json() as { errors: Array<{ pointer: string }> }).errors.map((error) => error.pointer)).toContain(`/liveningIcpOrder${UNITS_POINTER}`);
    expect(await orderRowCounts(context)).toEqual(before);

    // The owner may.
    expect((await owner.call('POST', '/api/livening-icp', orderWithFiles(files.units, files.proof))).statusCode).toBe(201);
  });
});

describe('guest → user', () => {
  it('refuses a signed-in user\'s order and draft with a guest\'s files', async () => {
    const guest = await guestHeaders();
    const files = await uploadOrderFiles(guest);
    const user = await personalCustomer(context, 'Kiri');
    expect((await scanResult(bearer(user), files.units, 'unitsSpreadsheet')).statusCode).toBe(404);
    await expectRefusedReference(user.call, files);
    const draft = await user.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: orderWithFiles(files.units, files.proof) });
    expect(draft.statusCode).toBe(400);
  });
});

describe('a draft shared in a business account', () => {
  it('keeps its files for the member who continues it, and only for that draft', async () => {
    const { admin, member } = await businessAccount(context);
    const files = await uploadOrderFiles(bearer(admin));
    const order = orderWithFiles(files.units, files.proof);
    const { transactionKey: _key, ...draftDocument } = order;
    const saved = await admin.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: draftDocument });
    expect(saved.statusCode).toBe(201);
    const { orderId } = saved.json() as { orderId: string };

    // The member's own new draft or order may not use the admin's files ...
    expect((await member.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: draftDocument })).statusCode).toBe(400);
    await expectRefusedReference(member.call, files);
    // ... but continuing the admin's draft keeps them, and submitting it attaches them.
    expect((await member.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', orderId, liveningIcpOrder: draftDocument })).statusCode).toBe(200);
    const submitted = await member.call('POST', '/api/livening-icp', { ...order, orderId });
    expect(submitted.statusCode).toBe(201);
    const stored = await context.subject.database.db.selectFrom('order_draft').select('id').where('id', '=', orderId).executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('does not lend its files to a stranger who names the draft', async () => {
    const { admin } = await businessAccount(context);
    const stranger = await personalCustomer(context, 'Aperahama');
    const files = await uploadOrderFiles(bearer(admin));
    const order = orderWithFiles(files.units, files.proof);
    const { transactionKey: _key, ...draftDocument } = order;
    const { orderId } = (await admin.call('PUT', '/api/orders/unsubmitted', { orderType: 'LiveningIcpOrder', liveningIcpOrder: draftDocument })).json() as { orderId: string };
    await expectRefusedReference((method, url, payload) => stranger.call(method, url, { ...(payload as object), orderId }), files);
  });
});
