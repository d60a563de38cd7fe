// Saving, reading and listing drafts (spec 2 section 4.4, spec 3 "Drafts").
// A draft is an unfinished order: it is not validated against the form (it
// would rarely pass), but it must be a JSON object under a size limit, may
// only reference files scanned 'ok' that the caller uploaded or that the draft
// already held (draft_file: a draft is shared with the account's members),
// never keeps a transaction key or time (those are set at submit) nor what its
// form's schema marks x-notInDrafts (a disconnection's date), and holds the account's own type as userType
// (orderingUserType.ts), not the browser's.
// Each save records the form's schema version, so a draft saved before a
// schema change can be recognised.
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonObject } from '../db/schema';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { formDisplaySchema, formSchemaVersion } from '../validation/formSchemaVersion';
import { pruneHiddenFields } from '../validation/formValidators';
import type { OwnerKey } from '../auth/guestSession';
import { draftFileIds, findDraft, insertDraft, listDrafts, replaceDraftFiles, updateDraft, type DraftRow } from './draftRepository';
import { checkFileReferences } from './fileReferences';
import { accountTypeOf, withCallerUserType } from './orderingUserType';
import { DRAFT_NOT_FOUND_MESSAGE, DRAFT_TOO_LARGE_MESSAGE, ORDER_NOT_OBJECT_MESSAGE, ORDER_TYPE_MESSAGE } from './messages';
import { ORDER_TYPE_BEHAVIOUR } from './orderTypeRegistry';
import { withoutAnswersNotKeptInDrafts } from '../../shared/drafts/notKeptInDrafts';
import { ORDER_TYPES, isOrderType, isPlainObject, isUuid, type OrderType } from './orderTypes';

/** Largest draft document stored, in bytes of JSON (a metered order with hundreds of units is far below). */
export const DRAFT_MAX_BYTES = 512 * 1024;

/** Fields only a submission sets. */
const SUBMIT_ONLY_FIELDS = ['transactionKey', 'transactionDateTime'] as const;

export interface DraftEnvelope {
  orderId: string;
  orderType: string;
  createdDate: string;
  expiryDay: string;
  requester: string;
}

function invalid(pointer: string, message: string): ApiError {
  return new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer, message }]);
}

function parseEnvelope(body: unknown): { orderType: OrderType; orderId: string | undefined; document: JsonObject } {
  if (!isPlainObject(body)) throw invalid('', ORDER_NOT_OBJECT_MESSAGE);
  const orderType = body['orderType'];
  if (!isOrderType(orderType)) throw invalid('/orderType', ORDER_TYPE_MESSAGE);
  const { envelopeKey } = ORDER_TYPES[orderType];
  const order = body[envelopeKey];
  if (!isPlainObject(order)) throw invalid(`/${envelopeKey}`, ORDER_NOT_OBJECT_MESSAGE);
  const orderId = body['orderId'];
  if (orderId !== undefined && orderId !== null && orderId !== '' && typeof orderId !== 'string') throw new ApiError(404, DRAFT_NOT_FOUND_MESSAGE);
  const document = { ...order } as JsonObject;
  for (const field of SUBMIT_ONLY_FIELDS) delete document[field];
  return { orderType, orderId: typeof orderId === 'string' && orderId !== '' ? orderId : undefined, document };
}

/**
 * Creates a draft, or replaces the one `orderId` names (404 when `scope` may
 * not see it). `owner` is the caller's owner key: their uploads may be referenced.
 */
export async function saveDraft(db: Kysely<DatabaseSchema>, scope: AccountScope, owner: OwnerKey, body: unknown): Promise<{ orderId: string; created: boolean }> {
  const { orderType, orderId, document: sent } = parseEnvelope(body);
  // A draft keeps only what its form shows to this account, as a submitted order does,
  // and nothing its schema marks x-notInDrafts (a disconnection's date).
  const { form, envelopeKey } = ORDER_TYPES[orderType];
  const shown = await pruneHiddenFields(form, await withCallerUserType(form, sent, await accountTypeOf(db, scope)));
  const document = withoutAnswersNotKeptInDrafts(await formDisplaySchema(form), shown);
  if (Buffer.byteLength(JSON.stringify(document)) > DRAFT_MAX_BYTES) throw new ApiError(413, DRAFT_TOO_LARGE_MESSAGE);
  if (orderId !== undefined && !isUuid(orderId)) throw new ApiError(404, DRAFT_NOT_FOUND_MESSAGE);

  const sharedFileIds = orderId === undefined ? [] : await draftFileIds(db, scope, orderId);
  const fileCheck = await checkFileReferences(db, document, await formDisplaySchema(form), { owner, sharedFileIds });
  if (!fileCheck.ok) {
    // Pointers are the envelope's: the order sits under its key.
    throw new ApiError(
      400,
      VALIDATION_FAILED_MESSAGE,
      fileCheck.errors.map((error) => ({ ...error, pointer: `/${envelopeKey}${error.pointer}` })),
    );
  }

  const schemaVersion = await formSchemaVersion(form);
  const fileIds = fileCheck.files.map(({ file }) => file.id);
  return db.transaction().execute(async (trx) => {
    if (orderId === undefined) {
      const id = await insertDraft(trx, { orderType, scope, document, schemaVersion });
      await replaceDraftFiles(trx, id, fileIds);
      return { orderId: id, created: true };
    }
    if (!(await updateDraft(trx, scope, orderId, { orderType, document, schemaVersion }))) throw new ApiError(404, DRAFT_NOT_FOUND_MESSAGE);
    await replaceDraftFiles(trx, orderId, fileIds);
    return { orderId, created: false };
  });
}

function envelopeOf(row: DraftRow): DraftEnvelope {
  return {
    orderId: row.id,
    orderType: row.orderType,
    createdDate: row.createdAt.toISOString(),
    expiryDay: row.expiresAt.toISOString(),
    requester: row.requester,
  };
}

function envelopeKeyOf(orderType: string): string {
  return isOrderType(orderType) ? ORDER_TYPES[orderType].envelopeKey : 'order';
}

function draftSummary(row: DraftRow): JsonObject {
  return isOrderType(row.orderType) ? ORDER_TYPE_BEHAVIOUR[row.orderType].draftSummary(row.document) : {};
}

/** One draft with its order, in the spec's envelope (404 when `scope` may not see it, or it expired). */
export async function readDraft(db: Executor, scope: AccountScope, orderId: string): Promise<Record<string, unknown>> {
  const row = await findDraft(db, scope, orderId);
  if (!row) throw new ApiError(404, DRAFT_NOT_FOUND_MESSAGE);
  return { ...envelopeOf(row), schemaVersion: row.schemaVersion, updatedDate: row.updatedAt.toISOString(), [envelopeKeyOf(row.orderType)]: row.document };
}

export interface DraftListPage {
  requestId: string;
  page: number;
  totalRecords: number;
  orderList: Array<DraftEnvelope & { summary: JsonObject }>;
}

/** The drafts `scope` may see, newest first, a page at a time. */
export async function listDraftPage(db: Executor, scope: AccountScope, { page, recordsPerPage, requestId }: { page: number; recordsPerPage: number; requestId: string }): Promise<DraftListPage> {
  const { drafts, total } = await listDrafts(db, scope, { limit: recordsPerPage, offset: (page - 1) * recordsPerPage });
  return {
    requestId,
    page,
    totalRecords: total,
    orderList: drafts.map((row) => ({ ...envelopeOf(row), summary: draftSummary(row) })),
  };
}
