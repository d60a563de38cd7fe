// Submitting an order: POST /api/livening-icp, POST /api/new-connection and
// POST /api/disconnection (spec 2 sections 3.1, 3.2, 4.1, 4.2 and 7; spec 3
// "Disconnection flow"; docs/operations/orders.md).
// One procedure for every order type; what differs (reference lists to check,
// how the document splits into stored orders, their summaries and mails) comes
// from the order type's entry in orderTypeRegistry.ts.
//
// 1. The browser sends the order with a transactionKey (a UUID it made when
//    Submit was pressed): without one, or with one that is not a UUID, 400.
//    The server sets transactionDateTime when absent and, for a signed-in
//    customer with a profile, contactId after validation (a client's own
//    contactId is dropped). userType, which decides whether NZBN and business
//    name are shown, is the caller's own account type (none for a guest),
//    whatever the body says: set before hidden fields are dropped.
// 2. Dropping hidden fields (pruneHiddenFields) also sets the values the form
//    derives (a new connection's isComplexConnection), whatever the body said.
//    The order is validated with the form's own compiled schema: 400 with
//    the messages at their pointers, nothing written. Then what the type
//    checks against the database or the ICP registry (livening: the inspector
//    and retailer must be on the reference lists, whose names are stored; a
//    disconnection: a found ICP must be in the registry, whose address is
//    stored), and every file it references must exist, be scanned 'ok' and be
//    of the right type. (The livening lists are checked by the call in 3,
//    one round trip fewer; refused earlier, their refusal is still the one
//    answered.)
// 3. One database call (submissionStore.ts: atomic, one round trip) claims the
//    transaction key with the fingerprint of the body and who sent it, then
//    checks the reference-list choices and stores the orders the type splits the document into (livening: one per
//    metered site; a new connection, a disconnection: one), the files they
//    reference, one confirmation mail per order, and deletes the draft it came from. A key
//    claimed before stores nothing: the same body from the same submitter is
//    answered with the orders stored the first time (200); another body, or
//    another submitter, gets 409 and learns nothing about the first. That
//    answer does not depend on the checks of 2: a key claimed before is
//    answered from its claim even when a check now refuses the body.
import type { Kysely } from 'kysely';
import type { SubmissionResult, SubmittedOrder } from '../../shared/api/orders';
import type { AccountScope } from '../accounts/accountScope';
import type { DatabaseSchema, JsonObject } from '../db/schema';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import type { IcpRegistry } from '../icp/icpRegistry';
import { formDisplaySchema } from '../validation/formSchemaVersion';
import { pruneHiddenFields } from '../validation/formValidators';
import { checkFileReferences, type CheckedFileReference } from './fileReferences';
import { ORDER_TYPE_BEHAVIOUR, filesOfPart, type OrderPart } from './orderTypeRegistry';
import type { OwnerKey } from '../auth/guestSession';
import { draftOfSubmission } from './draftRepository';
import { ALREADY_SUBMITTED_ELSEWHERE_MESSAGE, KEY_USED_FOR_ANOTHER_ORDER_MESSAGE, NO_SITES_MESSAGE, TRANSACTION_KEY_MESSAGE } from './messages';
import { findOrdersByTransactionKey, type StoredOrder } from './orderRepository';
import { ORDER_TYPES, isPlainObject, isUuid, type OrderType } from './orderTypes';
import { requestFingerprint } from './requestFingerprint';
import {
  findSubmissionClaim,
  newOrderNumberMarker,
  storeSubmission,
  UnknownProviderChoiceError,
  type InsertedOrder,
  type Submission,
  type SubmissionClaim,
} from './submissionStore';
import { checkServiceProviderChoices, unknownChoiceErrors, type ServiceProviderChoice } from './serviceProviderChoices';
import { initialOrderState } from './lifecycle/orderTransitions';
import { WORKFLOWS } from '../../shared/orders/workflows';
import { accountScopeWithTypeOf, withCallerUserType } from './orderingUserType';
import { validateOrderDocument } from './validationTiming';

/** The answer's shapes are the API contract's (src/shared/api/orders.ts). */
export type { SubmissionResult, SubmittedOrder };

export interface SubmissionOutcome {
  /** 201 when stored now, 200 when this transaction key was stored before. */
  statusCode: 200 | 201;
  result: SubmissionResult;
}

export interface SubmissionDependencies {
  db: Kysely<DatabaseSchema>;
  /** Where a disconnection's ICP is checked. */
  icpRegistry: IcpRegistry;
  supportPhone: string;
  supportEmail: string;
  /** The clock (tests). */
  now?: () => Date;
}

/** Who submits: the signed-in subject, if any, and the owner key of the caller (user or guest session). */
export interface SubmissionCaller {
  subject: string | undefined;
  owner: OwnerKey;
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
async function validationErrors(form: string, document: unknown): Promise<FieldError[]> {
  const validation = await validateOrderDocument(form, document);
  const errors = validation.valid ? [] : [...validation.errors];
  const transactionKey = isPlainObject(document) ? document['transactionKey'] : undefined;
  if (isPlainObject(document) && !isUuid(transactionKey) && !errors.some((error) => error.pointer === '/transactionKey')) {
    errors.push({ pointer: '/transactionKey', message: TRANSACTION_KEY_MESSAGE });
  }
  return errors;
}

/**
 * One stored order as the answer names it, from its summary: the same words
 * the first time and when the key is sent again. The ICP and meter serial
 * numbers are there when the type's summary has them (a disconnection's
 * thank-you page shows them).
 */
function submittedOrder(order: { id: string; orderNumber: string; siteIndex: number }, summary: JsonObject): SubmittedOrder {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const { icpNumber, meterSerialNumbers } = summary;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    siteIndex: order.siteIndex,
    siteLabel: text(summary['siteLabel']),
    serviceType: text(summary['serviceType']),
    ...(typeof icpNumber === 'string' ? { icpNumber } : {}),
    ...(Array.isArray(meterSerialNumbers) ? { meterSerialNumbers: meterSerialNumbers.filter((serial): serial is string => typeof serial === 'string') } : {}),
  };
}

function toSubmitted(order: StoredOrder): SubmittedOrder {
  return submittedOrder(order, order.summary);
}

/**
 * The answer for a key claimed before: the first answer again for the same
 * body from the same submitter (to the same endpoint); 409 otherwise, without
 * a word about the first submission (its orders, or whether the body matched).
 */
async function answerEarlierSubmission(
  db: Kysely<DatabaseSchema>,
  orderType: OrderType,
  transactionKey: string,
  caller: SubmissionCaller,
  fingerprint: string,
  claim: SubmissionClaim | undefined,
): Promise<SubmissionOutcome> {
  if (!claim || claim.submitterKey !== caller.owner) throw new ApiError(409, ALREADY_SUBMITTED_ELSEWHERE_MESSAGE);
  if (claim.fingerprint !== null && claim.fingerprint !== fingerprint) throw new ApiError(409, KEY_USED_FOR_ANOTHER_ORDER_MESSAGE);
  const stored = await findOrdersByTransactionKey(db, transactionKey);
  // The caller's key of another kind of order (possible only for a key from before fingerprints).
  if (stored.some((order) => order.orderType !== orderType)) throw new ApiError(409, KEY_USED_FOR_ANOTHER_ORDER_MESSAGE);
  return { statusCode: 200, result: { transactionKey, orders: stored.map(toSubmitted) } };
}

/** What the checks beyond the form give: the document to store, the draft it continues, its parts and its files. */
interface CheckedSubmission {
  document: JsonObject;
  draft: { fileIds: string[] } | undefined;
  parts: OrderPart[];
  files: CheckedFileReference[];
  providerChoices: ServiceProviderChoice[];
}

/**
 * The checks of a valid order beyond its form: what its type checks against the
 * database or the ICP registry, and every file it references. Throws the 400
 * (or 503) to answer when one refuses.
 */
async function checkSubmission(
  deps: SubmissionDependencies,
  orderType: OrderType,
  customerDocument: JsonObject,
  caller: SubmissionCaller,
  scope: AccountScope | undefined,
  draftId: string | undefined,
): Promise<CheckedSubmission> {
  const { db } = deps;
  const { form } = ORDER_TYPES[orderType];
  const behaviour = ORDER_TYPE_BEHAVIOUR[orderType];
  const references = behaviour.checkReferences
    ? await behaviour.checkReferences({ db, icpRegistry: deps.icpRegistry }, customerDocument)
    : { ok: true as const, document: customerDocument };
  if (!references.ok) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, references.errors);
  // contactId is the server's: added after validation (the form does not declare it).
  const document: JsonObject = scope ? { ...references.document, contactId: scope.userId } : references.document;

  // Checked (and named) by the statement that stores the order.
  const providerChoices = behaviour.providerChoices?.(document) ?? [];

  // The caller's own uploads, and the files of the draft this order comes from (a draft of this type the caller may see).
  const draft = scope && draftId ? await draftOfSubmission(db, scope, draftId, orderType) : undefined;
  const fileCheck = await checkFileReferences(db, document, await formDisplaySchema(form), { owner: caller.owner, sharedFileIds: draft?.fileIds ?? [] });
  // A refusal from here on: the reference lists' refusal comes first, as it did when they were checked before the rest.
  const refuse = async (errors: FieldError[]): Promise<never> => {
    const unknownChoices = providerChoices.length > 0 ? await checkServiceProviderChoices(db, providerChoices) : [];
    throw new ApiError(400, VALIDATION_FAILED_MESSAGE, unknownChoices.length > 0 ? unknownChoices : errors);
  };
  if (!fileCheck.ok) return refuse(fileCheck.errors);

  // The orders to store (livening: one per metered site), each with its own files and mail.
  const parts = behaviour.split(document);
  if (parts.length === 0) return refuse([{ pointer: behaviour.partsPointer ?? '', message: NO_SITES_MESSAGE }]);
  return { document, draft, parts, files: fileCheck.files, providerChoices };
}

/** Validates and stores an order of `orderType`. */
export async function submitOrder(deps: SubmissionDependencies, orderType: OrderType, body: unknown, caller: SubmissionCaller): Promise<SubmissionOutcome> {
  const { form } = ORDER_TYPES[orderType];
  const behaviour = ORDER_TYPE_BEHAVIOUR[orderType];
  const { subject } = caller;
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  // Not an object at all: the form words the answer.
  if (!isPlainObject(body)) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, await validationErrors(form, body));

  // A signed-in customer without a completed profile orders as a guest would.
  const account = subject === undefined ? undefined : await accountScopeWithTypeOf(db, subject);
  const scope = account?.scope;
  const prepared = prepareDocument(body, now);
  // What the form would not show (a metered site of an unmetered order, say, or a personal
  // customer's NZBN) is neither checked nor stored; what it derives is the server's.
  const asCaller = await withCallerUserType(form, prepared.document, account?.type);
  const customerDocument = await pruneHiddenFields(form, asCaller);

  const errors = await validationErrors(form, customerDocument);
  if (errors.length > 0) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, errors);
  const transactionKey = customerDocument['transactionKey'] as string;
  // The body as the customer sent it (the server's contactId aside): the key stands for it.
  const { contactId: _ignored, ...sent } = body;
  const fingerprint = requestFingerprint({ ...sent, transactionKey });
  // A key claimed before needs no more checks: its answer is the first submission's (a retry of a
  // stored order must not fail because, say, a reference list changed since). PERFORMANCE: the
  // claim is not read before the checks, which cost a round trip on every submission; the store
  // below claims the key atomically and stores nothing when it was claimed. So the claim is read
  // only when the store claimed nothing, or when a check refuses (or fails): then a claimed key
  // is answered from its claim, whatever the check said, exactly as when it was read first.
  const answerIfClaimed = async (error: unknown): Promise<SubmissionOutcome> => {
    const claim = await findSubmissionClaim(db, transactionKey).catch(() => undefined);
    if (claim) return answerEarlierSubmission(db, orderType, transactionKey, caller, fingerprint, claim);
    throw error;
  };
  let checked: CheckedSubmission;
  try {
    checked = await checkSubmission(deps, orderType, customerDocument, caller, scope, prepared.draftId);
  } catch (error) {
    return answerIfClaimed(error);
  }
  const { document, draft, parts, files, providerChoices } = checked;

  const marker = newOrderNumberMarker();
  // Every order of the submission starts in the same state (computed once: the New Zealand day of `now`).
  const state = initialOrderState(WORKFLOWS[orderType], now);
  const requestedBy = typeof parts[0]?.summary['requestedBy'] === 'string' ? (parts[0].summary['requestedBy'] as string) : '';
  const submission: Submission = {
    orderType,
    transactionKey,
    fingerprint,
    submitterKey: caller.owner,
    accountId: scope?.accountId ?? null,
    userId: scope?.userId ?? null,
    contactId: scope?.userId ?? null,
    submittedAt: now,
    // The first event of each order's history: who submitted it.
    actor: scope && subject !== undefined
      ? { kind: 'customer', subject, name: requestedBy || 'Customer' }
      : { kind: 'guest', subject: null, name: requestedBy ? `${requestedBy} (guest)` : 'Guest' },
    // The draft this order came from is done with (spec 2 sections 4.1 and 4.2).
    draftId: draft ? prepared.draftId : undefined,
    sites: parts.map((part) => ({
      siteIndex: part.siteIndex,
      document: part.document,
      summary: part.summary,
      state,
      files: filesOfPart(behaviour, part, files).map(({ file }) => ({ uploadedFileId: file.id, documentType: file.attachmentType })),
      mail: behaviour.confirmationMail(document, part, { orderNumber: marker, supportPhone: deps.supportPhone, supportEmail: deps.supportEmail }),
    })),
    providerChoices,
  };
  let inserted: InsertedOrder[];
  try {
    inserted = await storeSubmission(db, submission, marker);
  } catch (error) {
    // An inspector or retailer not on the lists (any more): nothing was stored, the key is not claimed.
    if (error instanceof UnknownProviderChoiceError) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, unknownChoiceErrors(error.idFields));
    throw error;
  }
  // Nothing inserted: this key was claimed before, or a moment ago by a concurrent request.
  if (inserted.length === 0) return answerEarlierSubmission(db, orderType, transactionKey, caller, fingerprint, await findSubmissionClaim(db, transactionKey));
  if (inserted.length !== parts.length) throw new Error(`submission ${transactionKey} stored ${inserted.length} of ${parts.length} orders`);
  const byPart = new Map(inserted.map((order) => [order.siteIndex, order]));
  return {
    statusCode: 201,
    result: {
      transactionKey,
      orders: parts.map((part) => submittedOrder(byPart.get(part.siteIndex)!, part.summary)),
    },
  };
}
