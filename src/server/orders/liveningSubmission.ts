// Submitting a livening (ICP) order: POST /api/livening-icp (spec 2 sections
// 3.1, 4.1 and 7; docs/operations/orders.md).
//
// 1. The browser sends the order with a transactionKey (a UUID it made when
//    Submit was pressed): without one, or with one that is not a UUID, 400.
//    The server sets transactionDateTime when absent and, for a signed-in
//    customer with a profile, contactId after validation (a client's own
//    contactId is dropped). userType, which decides whether NZBN and business
//    name are shown, is the caller's own account type (none for a guest),
//    whatever the body says: set before hidden fields are dropped.
// 2. The order is validated with the form's own compiled schema: 400 with
//    the messages at their pointers, nothing written. Then the inspector and
//    retailer must be on the reference lists (their names are taken from
//    there), and every file it references must exist, be scanned 'ok' and be
//    of the right type.
// 3. One database call (submissionStore.ts: atomic, one round trip) claims the
//    transaction key with the fingerprint of the body and who sent it, then
//    stores one order per metered site (or one), the files they reference, one
//    confirmation mail per order, and deletes the draft it came from. A key
//    claimed before stores nothing: the same body from the same submitter is
//    answered with the orders stored the first time (200); another body, or
//    another submitter, gets 409 and learns nothing about the first.
import type { Kysely } from 'kysely';
import type { SubmissionResult, SubmittedOrder } from '../../shared/api/orders';
import { accountScopeOf } from '../accounts/accountScope';
import type { DatabaseSchema, JsonObject } from '../db/schema';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { formDisplaySchema } from '../validation/formSchemaVersion';
import { pruneHiddenFields } from '../validation/formValidators';
import { checkFileReferences } from './fileReferences';
import { ORDER_TYPE_BEHAVIOUR, filesOfPart } from './orderTypeRegistry';
import type { OwnerKey } from '../auth/guestSession';
import { draftFileIds } from './draftRepository';
import { ALREADY_SUBMITTED_ELSEWHERE_MESSAGE, KEY_USED_FOR_ANOTHER_ORDER_MESSAGE, NO_SITES_MESSAGE, TRANSACTION_KEY_MESSAGE } from './messages';
import { findOrdersByTransactionKey, type StoredOrder } from './orderRepository';
import { LIVENING_SERVICE_TYPE, ORDER_TYPES, isPlainObject, isUuid } from './orderTypes';
import { checkLiveningProviders } from './serviceProviderChoices';
import { requestFingerprint } from './requestFingerprint';
import { findSubmissionClaim, newOrderNumberMarker, storeSubmission } from './submissionStore';
import { accountTypeOf, withCallerUserType } from './orderingUserType';
import { validateOrderDocument } from './validationTiming';

const ORDER_TYPE = 'LiveningIcpOrder' as const;
const FORM = ORDER_TYPES[ORDER_TYPE].form;
const BEHAVIOUR = ORDER_TYPE_BEHAVIOUR[ORDER_TYPE];

/** The answer's shapes are the API contract's (src/shared/api/orders.ts). */
export type { SubmissionResult, SubmittedOrder };

export interface SubmissionOutcome {
  /** 201 when stored now, 200 when this transaction key was stored before. */
  statusCode: 200 | 201;
  result: SubmissionResult;
}

export interface SubmissionDependencies {
  db: Kysely<DatabaseSchema>;
  supportPhone: string;
  supportEmail: string;
  /** The clock (tests). */
  now?: () => Date;
}

function invalid(pointer: string, message: string): ApiError {
  return new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer, message }]);
}

/** The order the customer sent, without the envelope's fields, with the server's transaction time. */
function prepareDocument(body: Record<string, unknown>, now: Date): { document: JsonObject; draftId: string | undefined } {
  // orderId (a UUID) names the draft this order came from; anything else there
  // is left for the form to refuse. contactId is the server's to set.
  const { contactId: _clientContactId, ...order } = body;
  const draftId = order['orderId'];
  if (isUuid(draftId)) delete order['orderId'];
  const transactionDateTime = order['transactionDateTime'];
  const transactionKey = order['transactionKey'];
  const document = {
    ...order,
    ...(isUuid(transactionKey) ? { transactionKey: transactionKey.toLowerCase() } : {}),
    transactionDateTime: transactionDateTime === undefined || transactionDateTime === null || transactionDateTime === '' ? now.toISOString() : transactionDateTime,
  } as unknown as JsonObject;
  return { document, draftId: isUuid(draftId) ? draftId : undefined };
}

/**
 * The form's messages for the order, plus the API's own when the transaction
 * key is missing (the form leaves it optional: drafts have none) or is not a
 * plain UUID.
 */
async function validationErrors(document: unknown): Promise<FieldError[]> {
  const validation = await validateOrderDocument(FORM, document);
  const errors = validation.valid ? [] : [...validation.errors];
  const transactionKey = isPlainObject(document) ? document['transactionKey'] : undefined;
  if (isPlainObject(document) && !isUuid(transactionKey) && !errors.some((error) => error.pointer === '/transactionKey')) {
    errors.push({ pointer: '/transactionKey', message: TRANSACTION_KEY_MESSAGE });
  }
  return errors;
}

function toSubmitted(order: StoredOrder): SubmittedOrder {
  const label = order.summary['siteLabel'];
  const serviceType = order.summary['serviceType'];
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    siteIndex: order.siteIndex,
    siteLabel: typeof label === 'string' ? label : '',
    serviceType: typeof serviceType === 'string' ? serviceType : LIVENING_SERVICE_TYPE,
  };
}

/**
 * The answer for a key claimed before: the first answer again for the same
 * body from the same submitter; 409 otherwise, without a word about the
 * first submission (its orders, or whether the body matched).
 */
async function answerEarlierSubmission(db: Kysely<DatabaseSchema>, transactionKey: string, caller: SubmissionCaller, fingerprint: string): Promise<SubmissionOutcome> {
  const claim = await findSubmissionClaim(db, transactionKey);
  if (!claim || claim.submitterKey !== caller.owner) throw new ApiError(409, ALREADY_SUBMITTED_ELSEWHERE_MESSAGE);
  if (claim.fingerprint !== null && claim.fingerprint !== fingerprint) throw new ApiError(409, KEY_USED_FOR_ANOTHER_ORDER_MESSAGE);
  const stored = await findOrdersByTransactionKey(db, transactionKey);
  return { statusCode: 200, result: { transactionKey, orders: stored.map(toSubmitted) } };
}

/** Who submits: the signed-in subject, if any, and the owner key of the caller (user or guest session). */
export interface SubmissionCaller {
  subject: string | undefined;
  owner: OwnerKey;
}

/** Validates and stores a livening order. */
export async function submitLiveningOrder(deps: SubmissionDependencies, body: unknown, caller: SubmissionCaller): Promise<SubmissionOutcome> {
  const { subject } = caller;
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  // Not an object at all: the form words the answer.
  if (!isPlainObject(body)) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, await validationErrors(body));

  // A signed-in customer without a completed profile orders as a guest would.
  const scope = subject === undefined ? undefined : await accountScopeOf(db, subject);
  const prepared = prepareDocument(body, now);
  const { draftId } = prepared;
  // What the form would not show (a metered site of an unmetered order, say, or a personal
  // customer's NZBN) is neither checked nor stored.
  const asCaller = await withCallerUserType(FORM, prepared.document, await accountTypeOf(db, scope));
  const customerDocument = await pruneHiddenFields(FORM, asCaller);

  const errors = await validationErrors(customerDocument);
  if (errors.length > 0) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, errors);
  const transactionKey = customerDocument['transactionKey'] as string;
  // The body as the customer sent it (the server's contactId aside): the key stands for it.
  const { contactId: _ignored, ...sent } = body;
  const fingerprint = requestFingerprint({ ...sent, transactionKey });
  // A key claimed before needs no more checks: answer now (a retry of a stored order must not
  // fail because, say, a reference list changed since).
  const claim = await findSubmissionClaim(db, transactionKey);
  if (claim) return answerEarlierSubmission(db, transactionKey, caller, fingerprint);
  const providers = await checkLiveningProviders(db, customerDocument);
  if (!providers.ok) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, providers.errors);
  // contactId is the server's: added after validation (the form does not declare it).
  const document: JsonObject = scope ? { ...providers.document, contactId: scope.userId } : providers.document;

  // The caller's own uploads, and the files of the draft this order comes from (a draft the caller may see).
  const sharedFileIds = scope && draftId ? await draftFileIds(db, scope, draftId) : [];
  const fileCheck = await checkFileReferences(db, document, await formDisplaySchema(FORM), { owner: caller.owner, sharedFileIds });
  if (!fileCheck.ok) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, fileCheck.errors);

  // One stored order per metered site (or one): each with its own files and mail.
  const sites = BEHAVIOUR.split(document);
  if (sites.length === 0) throw invalid('/metered/sites', NO_SITES_MESSAGE);

  const userId = scope?.userId ?? null;

  const marker = newOrderNumberMarker();
  const inserted = await storeSubmission(
    db,
    {
      orderType: ORDER_TYPE,
      transactionKey,
      fingerprint,
      submitterKey: caller.owner,
      accountId: scope?.accountId ?? null,
      userId,
      contactId: scope?.userId ?? null,
      submittedAt: now,
      // The draft this order came from is done with (spec 2 section 4.1).
      draftId: scope ? draftId : undefined,
      sites: sites.map((site) => ({
        siteIndex: site.siteIndex,
        document: site.document,
        summary: site.summary,
        files: filesOfPart(BEHAVIOUR, site, fileCheck.files).map(({ file }) => ({ uploadedFileId: file.id, documentType: file.attachmentType })),
        mail: BEHAVIOUR.confirmationMail(document, site, { orderNumber: marker, supportPhone: deps.supportPhone, supportEmail: deps.supportEmail }),
      })),
    },
    marker,
  );
  // Nothing inserted: this key was claimed a moment ago by a concurrent request.
  if (inserted.length === 0) return answerEarlierSubmission(db, transactionKey, caller, fingerprint);
  if (inserted.length !== sites.length) throw new Error(`submission ${transactionKey} stored ${inserted.length} of ${sites.length} sites`);
  const bySite = new Map(inserted.map((order) => [order.siteIndex, order]));
  return {
    statusCode: 201,
    result: {
      transactionKey,
      orders: sites.map((site) => {
        const order = bySite.get(site.siteIndex)!;
        return { orderId: order.id, orderNumber: order.orderNumber, siteIndex: site.siteIndex, siteLabel: site.summary.siteLabel, serviceType: LIVENING_SERVICE_TYPE };
      }),
    },
  };
}
