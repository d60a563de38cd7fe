// The order_draft table (spec 2 section 4.4, spec 3 "Drafts"). A draft is
// visible to the person who saved it and to the other members of their
// customer account (orderAccess.ts); an expired draft (30 days after its
// creation) is never returned, changed or deleted here, and the sweep
// (draftSweep.ts) removes it.
import { sql } from 'kysely';
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { JsonObject } from '../db/schema';
import { draftVisibleTo } from './orderAccess';
import { isUuid, type OrderType } from './orderTypes';

/** Drafts are discarded this long after creation (spec 2 section 9). */
export const DRAFT_LIFETIME_DAYS = 30;

export interface DraftRow {
  id: string;
  orderType: string;
  userId: string;
  document: JsonObject;
  schemaVersion: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  /** The full name of the person who saved it first ("Created by"). */
  requester: string;
}

export interface NewDraft {
  orderType: OrderType;
  scope: AccountScope;
  document: JsonObject;
  schemaVersion: string;
}

const notExpired = sql<boolean>`order_draft.expires_at > now()`;

function selectDrafts(db: Executor) {
  return db
    .selectFrom('order_draft')
    .innerJoin('customer_user', 'customer_user.id', 'order_draft.user_id')
    .select([
      'order_draft.id as id',
      'order_draft.order_type as orderType',
      'order_draft.user_id as userId',
      'order_draft.document as document',
      'order_draft.schema_version as schemaVersion',
      'order_draft.created_at as createdAt',
      'order_draft.updated_at as updatedAt',
      'order_draft.expires_at as expiresAt',
      sql<string>`trim(customer_user.first_name || ' ' || customer_user.last_name)`.as('requester'),
    ])
    .where(notExpired);
}

export async function insertDraft(db: Executor, draft: NewDraft): Promise<string> {
  const row = await db
    .insertInto('order_draft')
    .values({
      order_type: draft.orderType,
      user_id: draft.scope.userId,
      account_id: draft.scope.accountId,
      document: JSON.stringify(draft.document),
      schema_version: draft.schemaVersion,
      expires_at: sql<Date>`now() + make_interval(days => ${DRAFT_LIFETIME_DAYS})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the document of a draft `scope` may see. False when there is no such (unexpired) draft. */
export async function updateDraft(
  db: Executor,
  scope: AccountScope,
  id: string,
  change: { orderType: OrderType; document: JsonObject; schemaVersion: string },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .updateTable('order_draft')
    .set({ document: JSON.stringify(change.document), schema_version: change.schemaVersion })
    .where('id', '=', id)
    .where('order_type', '=', change.orderType)
    .where(draftVisibleTo(scope))
    .where(notExpired)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findDraft(db: Executor, scope: AccountScope, id: string): Promise<DraftRow | undefined> {
  if (!isUuid(id)) return undefined;
  return selectDrafts(db).where('order_draft.id', '=', id).where(draftVisibleTo(scope)).executeTakeFirst();
}

/** The drafts `scope` may see, newest first, and how many there are in all. */
export async function listDrafts(
  db: Executor,
  scope: AccountScope,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ drafts: DraftRow[]; total: number }> {
  const [drafts, count] = await Promise.all([
    selectDrafts(db)
      .where(draftVisibleTo(scope))
      .orderBy('order_draft.created_at', 'desc')
      .orderBy('order_draft.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('order_draft')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(draftVisibleTo(scope))
      .where(notExpired)
      .executeTakeFirstOrThrow(),
  ]);
  return { drafts, total: Number(count.total) };
}

/** Deletes a draft `scope` may see. False when there is no such (unexpired) draft. */
export async function deleteDraft(db: Executor, scope: AccountScope, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('order_draft').where('id', '=', id).where(draftVisibleTo(scope)).where(notExpired).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The uploaded files a draft `scope` may see references (draft_file). A
 * member continuing the draft may keep them, though another member uploaded
 * them. Empty for a draft the scope may not see.
 */
export async function draftFileIds(db: Executor, scope: AccountScope, draftId: string): Promise<string[]> {
  if (!isUuid(draftId)) return [];
  const rows = await db
    .selectFrom('draft_file')
    .innerJoin('order_draft', 'order_draft.id', 'draft_file.draft_id')
    .select('draft_file.uploaded_file_id as id')
    .where('draft_file.draft_id', '=', draftId)
    .where(draftVisibleTo(scope))
    .where(notExpired)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The draft an order of `orderType` is submitted from, when `scope` may see it
 * (unexpired, and of that order type: a new connection order never deletes a
 * livening draft), with the uploaded files it references. One query.
 */
export async function draftOfSubmission(db: Executor, scope: AccountScope, draftId: string, orderType: OrderType): Promise<{ fileIds: string[] } | undefined> {
  if (!isUuid(draftId)) return undefined;
  const rows = await db
    .selectFrom('order_draft')
    .leftJoin('draft_file', 'draft_file.draft_id', 'order_draft.id')
    .select('draft_file.uploaded_file_id as fileId')
    .where('order_draft.id', '=', draftId)
    .where('order_draft.order_type', '=', orderType)
    .where(draftVisibleTo(scope))
    .where(notExpired)
    .execute();
  if (rows.length === 0) return undefined;
  return { fileIds: rows.flatMap((row) => (row.fileId === null ? [] : [row.fileId])) };
}

/** Records the files the draft now references, in place of those it referenced before. */
export async function replaceDraftFiles(db: Executor, draftId: string, uploadedFileIds: readonly string[]): Promise<void> {
  await db.deleteFrom('draft_file').where('draft_id', '=', draftId).execute();
  const unique = [...new Set(uploadedFileIds)];
  if (unique.length > 0) {
    await db
      .insertInto('draft_file')
      .values(unique.map((uploadedFileId) => ({ draft_id: draftId, uploaded_file_id: uploadedFileId })))
      .execute();
  }
}

/** Removes every expired draft; answers how many. */
export async function deleteExpiredDrafts(db: Executor): Promise<number> {
  const result = await db.deleteFrom('order_draft').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
