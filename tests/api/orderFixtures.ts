// Shared by the orders, drafts and order-document API tests: the livening
// examples of schemas/livening/examples, valid new connection orders (simple
// and complex) and the new connection examples, valid disconnection orders
// (with an ICP the registry knows, or meters and an address), signed-in customers with profiles
// (personal, and a business admin with an invited member), uploaded-file rows
// in a chosen scan state, and row counts to prove a refused request wrote
// nothing.
import { changeOrder, type OrderActor } from '../../src/server/orders/lifecycle/orderChanges';
import { setActivity } from '../../src/server/orders/lifecycle/orderTransitions';
import type { OrderState } from '../../src/shared/orders/orderState';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { sql } from 'kysely';
import { GUEST_SESSION_COOKIE, guestOwnerKey, userOwnerKey, type OwnerKey } from '../../src/server/auth/guestSession';
import type { ScanStatus } from '../../src/server/db/schema';
import { generateStorageKey, type FileStorage } from '../../src/server/files/fileStorage';
import { sampleIcps } from '../../src/server/icp/sampleIcps';
import { addDays, isCommercialWorkingDay, todayInNewZealand } from '../../src/shared/validation/keywords';
import { findFileReferences } from '../../src/server/orders/fileReferences';
import { formDisplaySchema } from '../../src/server/validation/formSchemaVersion';
import { loadFormFolder, type FormExample } from '../../scripts/lib/formFolders';
import type { ServerConfig } from '../../src/server/config';
import { createTestApp } from './testApp';
import { createTestTokenSigner } from './testTokens';
import {
  joiningProfile,
  newBusinessProfile,
  personalProfile,
  signIn,
  validNzbn,
  type AccountsTestContext,
  type Caller,
} from './profileFixtures';

export const LIVENING_EXAMPLES_DIR = path.resolve('schemas/livening/examples');

export interface LiveningExample {
  name: string;
  description: string;
  document: Record<string, unknown>;
  expect: { valid: boolean; errors?: Array<{ pointer: string; message: string }> };
}

export function liveningExamples(): LiveningExample[] {
  return readdirSync(LIVENING_EXAMPLES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = JSON.parse(readFileSync(path.join(LIVENING_EXAMPLES_DIR, file), 'utf8')) as Omit<LiveningExample, 'name'>;
      return { name: file.replace(/\.json$/, ''), ...parsed };
    });
}

type Site = Record<string, unknown>;

function sitesOf(document: Record<string, unknown>): Site[] {
  const metered = document['metered'] as { sites?: Site[] } | undefined;
  return metered?.sites ?? [];
}

function hasUploads(site: Site): boolean {
  return ['uploadUnits', 'uploadProofOfAddresses'].some((key) => Array.isArray(site[key]) && (site[key] as unknown[]).length > 0);
}

/** A deep copy of a valid example chosen by what it holds. */
export function validLivening(kind: 'metered-one-site' | 'metered-several-sites' | 'metered-upload' | 'unmetered'): Record<string, unknown> {
  const valid = liveningExamples().filter((example) => example.expect.valid);
  const found = valid.find(({ document }) => {
    const sites = sitesOf(document);
    switch (kind) {
      case 'unmetered':
        return document['icpType'] === 'unmetered ICP';
      case 'metered-one-site':
        return document['icpType'] === 'metered ICP' && sites.length === 1 && !hasUploads(sites[0]!);
      case 'metered-several-sites':
        return document['icpType'] === 'metered ICP' && sites.length >= 2;
      case 'metered-upload':
        return document['icpType'] === 'metered ICP' && sites.some((site) => Array.isArray(site['uploadUnits']) && (site['uploadUnits'] as unknown[]).length > 0);
    }
  });
  if (!found) throw new Error(`schemas/livening/examples has no valid ${kind} example`);
  return structuredClone(found.document);
}

/** The examples of a form's folder (schemas/<form>/examples), as the schema tests read them. */
export function formExamples(form: string): FormExample[] {
  return loadFormFolder(form).examples;
}

/**
 * A valid new connection order, as the wizard sends it (without its transaction key).
 * - simple: one residential lot at a chosen street address; the first contact (the
 *   requester, with work updates by email) is also the quote payer, with a manual
 *   billing address, and the site access contact; no electrician.
 * - complex: more than 10 lots (no lot table), a subdivision with full reticulation,
 *   the first contact is the customer and a second the consultant; no land owner.
 * The site plan's md5 is new every time: `uploadReferencedFiles(..., 'new-connection')` uploads it.
 */
export function validNewConnectionOrder(kind: 'simple' | 'complex'): Record<string, unknown> {
  const addressInformation = { streetAddress: '12 Queen Street, Auckland Central, Auckland 1010', streetAddressId: '2-.F.1W.p.0Q2zf', manuallyEnteredAddress: false };
  const sitePlans = [{ fileName: 'site-plan.pdf', md5: randomMd5(), attachmentType: 'sitePlan' }];
  const requester = { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha.ngata@example.co.nz', mobile: '021 123 4567', workContactPreferences: { email: true, sms: false } };
  if (kind === 'simple') {
    return {
      site: { siteType: 'streetNumberAndName', addressInformation, lotCount: '1', lots: [{ type: 'Residential', phase: 1, fuseAmp: 60 }] },
      isComplexConnection: false,
      sitePlans,
      contactDetails: [
        {
          ...requester,
          manuallyEnteredBillingAddress: true,
          manualBillingAddress: { addressString: 'PO Box 13 960', suburb: 'Armagh', city: 'Christchurch', postcode: '8141' },
          roles: { requester: true, quotePayerRole: true, siteAccessContactRole: true },
        },
      ],
      hasElectrician: 'no',
      privacyPolicyAccepted: true,
    };
  }
  return {
    site: { siteType: 'streetNumberAndName', addressInformation, lotCount: 'More than 10' },
    isComplexConnection: true,
    serviceType: 'Detailed design and price',
    projectType: 'Subdivision',
    subdivisionType: 'Full reticulation',
    developmentDescription: 'Demolition of an old warehouse and 24 new town houses, with a total load of about 3-4MVA',
    sitePlans,
    contactDetails: [
      { ...requester, roles: { customerRole: true, consultantRole: false } },
      { firstName: 'Sione', lastName: 'Tuilagi', email: 'sione@consulting.example.co.nz', mobile: '022 765 4321', roles: { customerRole: false, consultantRole: true } },
    ],
    hasLandOwner: 'no',
    privacyPolicyAccepted: true,
  };
}

/** The first commercial working day (a weekday, not a commercial non-working day) after today in New Zealand, or after `from`. */
export function nextCommercialWorkingDay(from: string = todayInNewZealand()): string {
  let day = addDays(from, 1);
  while (!isCommercialWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** An ICP of the embedded registry (seeded from the bundled address sample), with the address it answers. */
export function registryIcp(position = 0): { icpNumber: string; label: string } {
  const icp = sampleIcps()[position];
  if (!icp) throw new Error(`The bundled sample has no ICP at position ${position}`);
  return { icpNumber: icp.icpNumber, label: icp.label };
}

/**
 * A valid disconnection order, as the wizard sends it (without its transaction
 * key), for the next commercial working day.
 * - icp-found: the ICP lookup found an ICP of the registry (`registryIcp()`, with
 *   the label the lookup answered); one meter with its location; the requester
 *   owns the property, the site contact is someone new.
 * - no-icp: no ICP; two meters with their serial numbers, a manually entered
 *   address and a meter photo (its md5 new every time: `uploadReferencedFiles(..., 'disconnection')`
 *   uploads it); the owner is a new contact, who is also the site contact.
 */
export function validDisconnectionOrder(kind: 'icp-found' | 'no-icp'): Record<string, unknown> {
  const requester = { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha.ngata@example.co.nz', mobile: '021 123 4567', workContactPreferences: { email: true, sms: false } };
  const declarations = { permanentDisconnection: true, authorisedToRequest: true, siteSafeAndAccessible: true, retailerAndMeterRemoval: true };
  const disconnectionDate = nextCommercialWorkingDay();
  if (kind === 'icp-found') {
    const { icpNumber, label } = registryIcp();
    return {
      propertyDetails: {
        icpNumber,
        icpAddressLookupEnabled: true,
        icpAddressLookup: { id: icpNumber, label },
        meterInfo: { meterCount: 1, meters: [{ location: 'Garage wall, left of the door' }] },
        type: 'Residential',
        guardDogs: false,
        lockedGate: true,
      },
      disconnectionDetails: { removalReason: 'Demolition', disconnectionDate, hasTenants: 'no', hazards: 'Asbestos in the garage roof' },
      contactDetails: {
        requester,
        propertyOwnerSameAsRole: 'requester',
        siteContactSameAsRole: 'new-contact',
        siteContact: { firstName: 'Tane', lastName: 'Walker', mobile: '022 765 4321' },
      },
      declarations,
    };
  }
  return {
    propertyDetails: {
      icpNumber: '',
      icpAddressLookupEnabled: false,
      meterInfo: {
        meterCount: 2,
        meters: [{ serialNumber: 'A1234567' }, { location: 'Pole outside', serialNumber: 'B7654321' }],
        addressInformation: { manuallyEnteredAddress: true, manualStreetAddress: { streetNumber: '7', streetName: 'Cuba Street', suburb: 'Te Aro', postcode: '6011' } },
      },
      type: 'Commercial',
    },
    disconnectionDetails: {
      removalReason: 'Building removal',
      disconnectionDate,
      hasTenants: 'yes',
      otherInformation: 'The building is being moved to a new site.',
      meterPhotos: [{ md5: randomMd5(), fileName: 'meter-board.jpg', attachmentType: 'meterPhoto' }],
    },
    contactDetails: {
      requester,
      propertyOwnerSameAsRole: 'new-contact',
      propertyOwner: { firstName: 'John', lastName: 'Smith', email: 'john.smith@example.com' },
      siteContactSameAsRole: 'property-owner-contact',
    },
    declarations,
  };
}

/** A valid example with its own transaction key (the browser makes one per submit). */
export function submission(kind: Parameters<typeof validLivening>[0], transactionKey: string = randomUUID()): Record<string, unknown> {
  return { ...validLivening(kind), transactionKey };
}

type GuestCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => ReturnType<Caller['call']>;

/** A guest: no token, and a guest session cookie of their own (as a browser keeps it). */
export interface Guest {
  owner: OwnerKey;
  call: GuestCall;
}

export interface OrdersTestContext extends AccountsTestContext {
  /** Request of this context's guest (no token; the same guest session every time). */
  guest: GuestCall;
  /** The owner key of `guest`'s uploads and submissions. */
  guestOwner: OwnerKey;
  /** Another guest, in another browser. */
  newGuest(): Guest;
}

/** A guest with a session cookie of their own, as the browser would hold it after a first upload. */
export function guestOf(context: AccountsTestContext): Guest {
  const token = randomBytes(32).toString('base64url');
  return {
    owner: guestOwnerKey(token),
    call: (method, url, payload) =>
      context.subject.app.inject({
        method,
        url,
        headers: { cookie: `${GUEST_SESSION_COOKIE}=${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** The owner key of a signed-in caller's uploads and submissions. */
export function ownerOf(caller: Pick<Caller, 'sub'>): OwnerKey {
  return userOwnerKey(caller.sub);
}

/** File bytes kept in memory: tests write no files into ./data. */
export class MemoryFileStorage implements FileStorage {
  readonly #files = new Map<string, Buffer>();
  async put(key: string, data: Buffer): Promise<void> {
    this.#files.set(key, Buffer.from(data));
  }
  async get(key: string): Promise<Buffer | undefined> {
    return this.#files.get(key);
  }
  async remove(key: string): Promise<void> {
    this.#files.delete(key);
  }
}

/** `overrides`: configuration beside the test defaults (e.g. the public address the payment provider calls back). */
export async function createOrdersTestContext(overrides: Partial<ServerConfig> = {}): Promise<OrdersTestContext> {
  const signer = await createTestTokenSigner();
  // A generous rate limit: a test file makes a few hundred requests from one address.
  const subject = await createTestApp(
    { rateLimit: { max: 10_000, timeWindowMs: 60_000 }, ...overrides },
    { accessTokenVerifier: signer.verifier, fileServices: { storage: new MemoryFileStorage() } },
  );
  const context: AccountsTestContext = { subject, signer };
  const guest = guestOf(context);
  return { ...context, guest: guest.call, guestOwner: guest.owner, newGuest: () => guestOf(context) };
}

let emailCounter = 0;
function uniqueEmail(prefix: string): string {
  return `${prefix}.${process.pid}.${++emailCounter}@orders.example.co.nz`;
}

/** A signed-in person with a completed personal profile. */
export async function personalCustomer(context: AccountsTestContext, firstName = 'Aroha'): Promise<Caller & { userId: string }> {
  const caller = await signIn(context, uniqueEmail(firstName.toLowerCase()));
  const response = await caller.call('POST', '/api/users', personalProfile({ firstName }));
  expect(response.statusCode).toBe(201);
  return { ...caller, userId: (response.json() as { id: string }).id };
}

let nzbnSerial = 700;
/** A business admin and a member who joined the same account by invitation. */
export async function businessAccount(context: AccountsTestContext): Promise<{ admin: Caller & { userId: string }; member: Caller & { userId: string } }> {
  const admin = await signIn(context, uniqueEmail('admin'));
  const created = await admin.call('POST', '/api/users', newBusinessProfile(validNzbn(++nzbnSerial)));
  expect(created.statusCode).toBe(201);
  const memberEmail = uniqueEmail('member');
  expect((await admin.call('POST', '/api/business-invitations', { email: memberEmail })).statusCode).toBe(201);
  const member = await signIn(context, memberEmail);
  const joined = await member.call('POST', '/api/users', joiningProfile());
  expect(joined.statusCode).toBe(201);
  return { admin: { ...admin, userId: (created.json() as { id: string }).id }, member: { ...member, userId: (joined.json() as { id: string }).id } };
}

export interface UploadedRow {
  id: string;
  md5: string;
  attachmentType: string;
  storageKey: string;
}

/** An uploaded_file row as the upload API would leave it for `owner` (bytes optional: put them in the app's storage). */
export async function insertUploadedFile(
  context: AccountsTestContext,
  { owner, md5, attachmentType, scanStatus, originalName = 'units.xlsx', contentType = 'application/octet-stream', bytes }: {
    owner: OwnerKey;
    md5: string;
    attachmentType: string;
    scanStatus: ScanStatus;
    originalName?: string;
    contentType?: string;
    bytes?: Buffer;
  },
): Promise<UploadedRow> {
  const storageKey = generateStorageKey();
  if (bytes) await context.subject.app.files.storage.put(storageKey, bytes);
  const row = await context.subject.database.db
    .insertInto('uploaded_file')
    .values({
      owner_key: owner,
      md5,
      attachment_type: attachmentType,
      original_name: originalName,
      size_bytes: bytes?.length ?? 0,
      content_type: contentType,
      storage_key: storageKey,
      scan_status: scanStatus,
    })
    .onConflict((conflict) => conflict.columns(['owner_key', 'md5', 'attachment_type']).doUpdateSet({ storage_key: storageKey, scan_status: scanStatus }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, md5, attachmentType, storageKey };
}

/** Marks every file the document (of `form`) references as uploaded by `owner` and scanned 'ok' (so a valid example can be submitted). */
export async function uploadReferencedFiles(context: AccountsTestContext, document: unknown, owner: OwnerKey, form = 'livening'): Promise<UploadedRow[]> {
  const references = findFileReferences(document, await formDisplaySchema(form));
  const rows: UploadedRow[] = [];
  for (const reference of references) {
    const attachmentType = reference.declaredType ?? String(reference.carriedType);
    rows.push(await insertUploadedFile(context, { owner, md5: String(reference.md5), attachmentType, scanStatus: 'ok' }));
  }
  return rows;
}

/** A random MD5-shaped checksum. */
export function randomMd5(): string {
  return randomUUID().replace(/-/g, '');
}

export interface OrderRowCounts {
  orders: number;
  orderFiles: number;
  drafts: number;
  mails: number;
}

export async function orderRowCounts(context: AccountsTestContext): Promise<OrderRowCounts> {
  const { rows } = await sql<OrderRowCounts>`
    select (select count(*) from customer_order)::int as orders,
           (select count(*) from order_file)::int as "orderFiles",
           (select count(*) from order_draft)::int as drafts,
           (select count(*) from outbox_message where kind = 'order-confirmation')::int as mails
  `.execute(context.subject.database.db);
  return rows[0]!;
}

/** The history's name for changes tests make directly (as staff would through the back office). */
export const TEST_ACTOR: OrderActor = { kind: 'system', subject: null, name: 'Test' };

/** Moves an order to `activity` of its workflow the way the back office does: through its event (the workflow's last activity completes it). */
export async function moveOrderTo(context: AccountsTestContext, orderId: string, activity: string, progressStatus: 'in progress' | 'on hold' = 'in progress'): Promise<OrderState> {
  return changeOrder(context.subject.database.db, orderId, TEST_ACTOR, (order, now) => ({
    kind: 'activity-set',
    after: setActivity(order.state, order.workflow, { activity, progressStatus }, now),
    detail: { activity, progressStatus },
  }));
}
