// Stores one submission (its orders with their first state and first event, the files they reference, their
// confirmation mails, and the deletion of the draft it came from) with ONE call
// of the database function store_order_submission (migrations 0007, 0008, 0011, 0012, 0015): atomic,
// and with plans the function keeps between calls. Under load the calls go to
// the database in batches, one round trip and one commit for several
// submissions, each still atomic on its own (submissionBatches.ts, migration
// 0018, decision 0049; docs/operations/orders.md, "Storing a submission", and
// the bench:api figures).
//
// Idempotency (migration 0008): the submission first claims its transaction
// key in order_submission, with the fingerprint of its body and who sent it.
// A key already claimed, or claimed a moment ago by a concurrent request
// (PostgreSQL makes the second insert wait for the first to commit), stores
// nothing at all: no order, file, mail or draft deletion. So racing requests
// on one key cannot interleave: one submission's orders exist, whole, or none.
// The caller then reads the claim (findSubmissionClaim) to answer.
//
// Reference-list choices (migration 0015): after claiming the key, the function
// checks that each choice (a livening order's inspector and retailer) is an
// active entry of its list, and stores the list's names in the documents. An
// unknown or withdrawn one refuses the statement, claim included
// (UnknownProviderChoiceError): the same refusal as checking them in a query of
// their own first, one round trip fewer.
//
// Order numbers ({prefix}-{NZ year}-{at least 6 digits}) take the next value
// of the order type's sequence (orderNumbers.ts) as rows are inserted; the mails are composed
// beforehand with a one-off marker that the function replaces with each
// order's number.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../accounts/profileRepository';
import type { OwnerKey } from '../auth/guestSession';
import type { JsonObject } from '../db/schema';
import type { OutgoingMail } from '../mail/outbox';
import type { OrderState } from '../../shared/orders/orderState';
import type { OrderActor } from './lifecycle/orderChanges';
import { nzYear } from './orderNumbers';
import { ORDER_TYPES, type OrderType } from './orderTypes';
import { storeInBatch } from './submissionBatches';
import type { ServiceProviderChoice } from './serviceProviderChoices';

export interface SubmissionSite {
  siteIndex: number;
  document: JsonObject;
  summary: JsonObject;
  /** The order's first state (its workflow's first activity). */
  state: OrderState;
  files: Array<{ uploadedFileId: string; documentType: string }>;
  /** Its confirmation mail, with `orderNumberMarker` where the order number goes; none without a recipient. */
  mail: OutgoingMail | undefined;
}

export interface Submission {
  orderType: OrderType;
  transactionKey: string;
  /** requestFingerprint of the body: the key stands for this body only. */
  fingerprint: string;
  /** Who submits it (src/server/auth/guestSession.ts). */
  submitterKey: OwnerKey;
  accountId: string | null;
  userId: string | null;
  contactId: string | null;
  submittedAt: Date;
  /** Who submitted it, as each order's first event names them. */
  actor: OrderActor;
  sites: SubmissionSite[];
  /** The draft to delete with it: only if `userId`/`accountId` may see it. */
  draftId: string | undefined;
  /**
   * Reference-list choices the statement checks (each an active service_provider entry of its
   * kind) and names in every stored document (migration 0015); none for most order types.
   */
  providerChoices: readonly ServiceProviderChoice[];
}

/** Thrown by storeSubmission when a reference-list choice is unknown or withdrawn: nothing was stored, the key is not claimed. */
export class UnknownProviderChoiceError extends Error {
  constructor(
    /** The choices' id fields, in the order they were given. */
    readonly idFields: string[],
  ) {
    super(`unknown service provider choice at ${idFields.join(', ')}`);
    this.name = 'UnknownProviderChoiceError';
  }
}

/** What store_order_submission raises for an unknown choice (migration 0015), on PostgreSQL and PGlite alike. */
function unknownProviderChoices(error: unknown): string[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (code !== 'P0001' || message !== 'service_provider_choice_unknown' || typeof detail !== 'string') return undefined;
  const fields = JSON.parse(detail) as unknown;
  return Array.isArray(fields) ? fields.map(String) : undefined;
}

export interface InsertedOrder {
  id: string;
  orderNumber: string;
  siteIndex: number;
}

/**
 * A marker no customer text contains: mails name the order number with it until the statement knows it.
 * PERFORMANCE: randomUUID (122 random bits) draws from Node's buffered entropy; randomBytes asked
 * the kernel on every submission, a system call that showed up in bench:api's profile.
 */
export function newOrderNumberMarker(): string {
  return `[[order-number:${randomUUID()}]]`;
}

/** The claim of a transaction key: the body it stands for and who sent it. */
export interface SubmissionClaim {
  /** Null for keys used before fingerprints were kept (migration 0008). */
  fingerprint: string | null;
  submitterKey: string;
}

export async function findSubmissionClaim(db: Executor, transactionKey: string): Promise<SubmissionClaim | undefined> {
  return db
    .selectFrom('order_submission')
    .select(['fingerprint', 'submitter_key as submitterKey'])
    .where('transaction_key', '=', transactionKey)
    .executeTakeFirst();
}

/**
 * Claims the transaction key and inserts the submission, unless the key was
 * claimed before. Answers the orders inserted (by site index): all of them,
 * or none when the key was already used.
 */
export async function storeSubmission(db: Executor, submission: Submission, orderNumberMarker: string): Promise<InsertedOrder[]> {
  const { numberPrefix, numberSequence } = ORDER_TYPES[submission.orderType];
  const orders = submission.sites.map((site) => ({ site_index: site.siteIndex, document: site.document, summary: site.summary, state: site.state }));
  const files = submission.sites.flatMap((site) =>
    // The same file twice in one site is one row.
    [...new Map(site.files.map((file) => [file.uploadedFileId, file])).values()].map((file) => ({
      site_index: site.siteIndex,
      uploaded_file_id: file.uploadedFileId,
      document_type: file.documentType,
    })),
  );
  const mails = submission.sites.flatMap((site) =>
    site.mail ? [{ site_index: site.siteIndex, kind: site.mail.kind, recipient: site.mail.to, subject: site.mail.subject, body_text: site.mail.text }] : [],
  );
  const providerChoices = submission.providerChoices.map(({ idField, nameField, id, kind }) => ({ idField, nameField, id: typeof id === 'string' ? id : null, kind }));
  // store_order_submission's arguments, stored with whatever other submissions are waiting (submissionBatches.ts).
  const args = [
    submission.orderType, `${numberPrefix}-${nzYear(submission.submittedAt)}-`, numberSequence, submission.transactionKey,
    submission.fingerprint, submission.submitterKey,
    submission.accountId, submission.userId, submission.contactId, submission.submittedAt.toISOString(),
    orders, files, mails,
    orderNumberMarker, submission.draftId ?? null, submission.actor, providerChoices,
  ];
  const rows = await storeInBatch(db, submission.transactionKey, args).catch((error: unknown) => {
    const idFields = unknownProviderChoices(error);
    throw idFields ? new UnknownProviderChoiceError(idFields) : error;
  });

  return rows.map((row) => ({ id: row.out_id, orderNumber: row.out_order_number, siteIndex: row.out_site_index }));
}
