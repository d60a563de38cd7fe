// When someone downloads a document of an order with GET
// /api/orders/:orderId/documents/:fileId?documentType=, then a person allowed
// to see the order (its owner, or a member of the same business account) gets
// the file's bytes with its type and a Content-Disposition that carries the
// name safely; anyone else gets 404 as for an id that does not exist, and a
// caller without a token gets 401. A file that is no longer 'ok' is not served.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSeeOrder } from '../../src/server/orders/orderAccess';
import {
  businessAccount,
  createOrdersTestContext,
  insertUploadedFile,
  ownerOf,
  personalCustomer,
  randomMd5,
  submission,
  type OrdersTestContext,
  type UploadedRow,
} from './orderFixtures';
import type { Caller } from './profileFixtures';

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

const SPREADSHEET = Buffer.from('PK\u0003\u0004 a units spreadsheet, as far as this test cares');
const PROOF = Buffer.from('%PDF-1.7\n% proof of address\n%%EOF\n');

/** A valid metered order whose first site uses uploaded files: a units spreadsheet and a proof of address. */
async function orderWithFiles(owner: Caller): Promise<{ orderId: string; units: UploadedRow; proof: UploadedRow; otherSiteOrderId: string }> {
  const units = await insertUploadedFile(context, {
    owner: ownerOf(owner),
    md5: randomMd5(),
    attachmentType: 'unitsSpreadsheet',
    scanStatus: 'ok',
    originalName: 'plan "A"\r\n.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: SPREADSHEET,
  });
  const proof = await insertUploadedFile(context, {
    owner: ownerOf(owner),
    md5: randomMd5(),
    attachmentType: 'proofOfAddress',
    scanStatus: 'ok',
    originalName: 'Rates notice Tāmaki.pdf',
    contentType: 'application/pdf',
    bytes: PROOF,
  });
  const body = submission('metered-several-sites');
  const site = (body['metered'] as { sites: Array<Record<string, unknown>> }).sites[0]!;
  site['unitType'] = 'upload';
  delete site['manualUnits'];
  site['uploadUnits'] = [{ fileName: 'units.xlsx', md5: units.md5, attachmentType: 'unitsSpreadsheet' }];
  site['uploadProofOfAddresses'] = [{ fileName: 'rates notice.pdf', md5: proof.md5, attachmentType: 'proofOfAddress' }];
  const response = await owner.call('POST', '/api/livening-icp', body);
  expect(response.statusCode).toBe(201);
  const orders = (response.json() as { orders: Array<{ orderId: string; siteIndex: number }> }).orders;
  return { orderId: orders[0]!.orderId, otherSiteOrderId: orders[1]!.orderId, units, proof };
}

const documentUrl = (orderId: string, fileId: string, documentType?: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(fileId)}${documentType === undefined ? '' : `?documentType=${encodeURIComponent(documentType)}`}`;

describe('the owner downloads a document of their order', () => {
  it('gets the bytes, the type and a safe Content-Disposition', async () => {
    const owner = await personalCustomer(context, 'Aroha');
    const { orderId, units, proof } = await orderWithFiles(owner);

    const response = await owner.call('GET', documentUrl(orderId, units.id, 'unitsSpreadsheet'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SPREADSHEET)).toBe(true);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="plan _A_.xlsx"; filename*=UTF-8''plan%20%22A%22.xlsx`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');

    const pdf = await owner.call('GET', documentUrl(orderId, proof.id, 'proofOfAddress'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PROOF)).toBe(true);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Rates notice Tamaki.pdf"; filename*=UTF-8''Rates%20notice%20T%C4%81maki.pdf`);

    // documentType may be left out; when given it must match.
    expect((await owner.call('GET', documentUrl(orderId, proof.id))).statusCode).toBe(200);
    expect((await owner.call('GET', documentUrl(orderId, proof.id, 'unitsSpreadsheet'))).statusCode).toBe(404);
  });

  it('lists each site\'s files with that site\'s order only', async () => {
    const owner = await personalCustomer(context, 'Ari');
    const { otherSiteOrderId, units } = await orderWithFiles(owner);
    expect((await owner.call('GET', documentUrl(otherSiteOrderId, units.id, 'unitsSpreadsheet'))).statusCode).toBe(404);
  });

  it('is also allowed to a member of the same business account', async () => {
    const { admin, member } = await businessAccount(context);
    const { orderId, units } = await orderWithFiles(admin);
    const response = await member.call('GET', documentUrl(orderId, units.id, 'unitsSpreadsheet'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SPREADSHEET)).toBe(true);

    const stranger = await personalCustomer(context, 'Tui');
    const db = context.subject.database.db;
    expect(await canSeeOrder(db, admin.sub, orderId)).toBe(true);
    expect(await canSeeOrder(db, member.sub, orderId)).toBe(true);
    expect(await canSeeOrder(db, stranger.sub, orderId)).toBe(false);
    expect(await canSeeOrder(db, 'local|nobody', orderId)).toBe(false);
    expect(await canSeeOrder(db, admin.sub, 'not-a-uuid')).toBe(false);
  });
});

describe('anyone else cannot download it', () => {
  it('another customer gets 404, like for ids that do not exist; without a token 401', async () => {
    const owner = await personalCustomer(context, 'Tama');
    const stranger = await personalCustomer(context, 'Nikau');
    const { orderId, units } = await orderWithFiles(owner);

    const refused = await stranger.call('GET', documentUrl(orderId, units.id, 'unitsSpreadsheet'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'We could not find that document' });
    expect(refused.headers['content-disposition']).toBeUndefined();

    for (const [order, file] of [
      [randomUUID(), units.id],
      [orderId, randomUUID()],
      ['not-an-id', units.id],
      [orderId, '../../etc/passwd'],
    ] as const) {
      expect((await owner.call('GET', documentUrl(order, file, 'unitsSpreadsheet'))).statusCode, `${order} ${file}`).toBe(404);
    }

    const guest = await context.guest('GET', documentUrl(orderId, units.id, 'unitsSpreadsheet'));
    expect(guest.statusCode).toBe(401);
  });

  it('nobody gets a file that is no longer ok', async () => {
    const owner = await personalCustomer(context, 'Mere');
    const { orderId, units } = await orderWithFiles(owner);
    await context.subject.database.db.updateTable('uploaded_file').set({ scan_status: 'infected' }).where('id', '=', units.id).execute();
    expect((await owner.call('GET', documentUrl(orderId, units.id, 'unitsSpreadsheet'))).statusCode).toBe(404);
  });
});
