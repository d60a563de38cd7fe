import type { ColumnType, GeneratedAlways } from 'kysely';

/**
 * Kysely table types. Keep in step with `./migrations` (there is no codegen:
 * the migrations are the source of truth and this file mirrors them by hand).
 *
 * Type conventions shared by both back ends (see `typeParsers` in database.ts):
 * - `timestamptz` -> `Date` (UTC instant); inserts/updates accept Date or ISO string.
 * - `bigint`      -> `number` (safe while below 2^53; identity ids never get there).
 * - `date`        -> `string` 'YYYY-MM-DD' (never a Date, to avoid time-zone shifts).
 * - `jsonb`       -> parsed value on select; write it as a JSON *string*
 *                    (`JSON.stringify(value)`), which both pg and PGlite store as JSON.
 */

/** A timestamp column with a database default (`default now()`). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const SERVICE_PROVIDER_KINDS = ['power_retailer', 'livening_inspector'] as const;
export type ServiceProviderKind = (typeof SERVICE_PROVIDER_KINDS)[number];

export interface ServiceProviderTable {
  /** Stable slug, e.g. `mercury`. Never changes once referenced. */
  id: string;
  kind: ServiceProviderKind;
  name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AppEventTable {
  /** `bigint generated always as identity`: cannot be inserted or updated. */
  id: GeneratedAlways<number>;
  kind: string;
  /** Select: parsed JSON object. Insert: JSON text (`JSON.stringify(obj)`). Append-only. */
  detail: ColumnType<JsonObject, string | undefined, never>;
  created_at: CreatedAt;
}

export interface OutboxMessageTable {
  id: ColumnType<string, string | undefined, never>;
  channel: ColumnType<'email' | 'sms', 'email' | 'sms' | undefined, never>;
  /** What caused it, e.g. `password-reset`, `business-invitation`, `order-confirmation`. */
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export const CUSTOMER_ACCOUNT_TYPES = ['personal', 'business'] as const;
export type CustomerAccountType = (typeof CUSTOMER_ACCOUNT_TYPES)[number];

/** A manually entered billing (postal) address, as stored in `customer_account.manual_billing_address`. */
export interface StoredManualBillingAddress {
  addressString: string;
  suburb: string;
  city: string;
  postcode: string;
}

/** Migration 0005. Business name, NZBN and billing address: read-only through the API. */
export interface CustomerAccountTable {
  id: ColumnType<string, string | undefined, never>;
  type: ColumnType<CustomerAccountType, CustomerAccountType, never>;
  business_name: string | null;
  /** Unique among business accounts. */
  company_nzbn: string | null;
  billing_address_display: string | null;
  billing_address_id: string | null;
  manually_entered_billing_address: ColumnType<boolean, boolean | undefined, boolean>;
  /** Select: parsed object. Insert/update: JSON text (`JSON.stringify(address)`) or null. */
  manual_billing_address: ColumnType<StoredManualBillingAddress | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Migration 0005. A person with a completed profile; `id` is the spec's contactId / profile id. */
export interface CustomerUserTable {
  id: ColumnType<string, string | undefined, never>;
  /** The identity provider's `sub` (the spec's auth0Id). */
  subject: ColumnType<string, string, never>;
  account_id: ColumnType<string, string, string>;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string;
  alternate_phone: ColumnType<string, string | undefined, string>;
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Migration 0005. One pending invitation per (account_id, lower(email)). */
export interface BusinessInvitationTable {
  id: ColumnType<string, string | undefined, never>;
  account_id: ColumnType<string, string, never>;
  email: string;
  invited_by_user_id: string | null;
  created_at: CreatedAt;
  /** Defaults to 30 days after creation. */
  expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  accepted_by_user_id: string | null;
}

/** Migration 0004. Someone who can sign in to the embedded identity provider. */
export interface IdentityAccountTable {
  id: ColumnType<string, string | undefined, never>;
  /** The `sub` claim: `local|<32 hex>`. Never changes. */
  subject: ColumnType<string, string, never>;
  /** As typed at sign-up; unique case-insensitively. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (see identity/embedded/passwordHash.ts); null: no password set. */
  password_hash: string | null;
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0012: the staff role is in this person's access tokens. */
  is_staff: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Migration 0009. A failed sign-in counter: per account (lower-cased email) or per client address. */
export interface SignInThrottleTable {
  scope: ColumnType<'account' | 'address', 'account' | 'address', never>;
  key: ColumnType<string, string, never>;
  failures: number;
  /** No attempt is checked before this instant; null: not throttled. */
  blocked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The counter counts as zero from here on (and is swept). */
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** Migration 0009. A sign-up waiting for its e-mailed confirmation link; only the SHA-256 of the token is kept. */
export interface PendingSignUpTable {
  id: ColumnType<string, string | undefined, never>;
  email: ColumnType<string, string, never>;
  /** `scrypt$…`, hashed when the form was sent. */
  password_hash: ColumnType<string, string, never>;
  token_hash: ColumnType<string, string, never>;
  browser_hash: ColumnType<string | null, string | null | undefined, never>;
  interaction_uid: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account the link created. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** Defaults to 24 hours after creation. */
  expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0004. oidc-provider's storage: one JSON document per (model, id). */
export interface OidcPayloadTable {
  /** oidc-provider's model name: `Session`, `Grant`, `RefreshToken`, `Interaction`, ... */
  model: string;
  id: string;
  /** Select: parsed object. Insert/update: JSON text. */
  payload: ColumnType<JsonObject, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0004. Keys the embedded provider creates on first start (signing JWK, cookie keys). */
export interface OidcSecretTable {
  name: string;
  /** Select: parsed JSON. Insert: JSON text. Never updated: keys are only added. */
  value: ColumnType<JsonValue, string, never>;
  created_at: CreatedAt;
}

/** Migration 0004. An e-mailed password reset link; only the SHA-256 of its token is kept. */
export interface PasswordResetTokenTable {
  token_hash: string;
  account_id: ColumnType<string, string, never>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export const SCAN_STATUSES = ['pending', 'ok', 'infected', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/**
 * Migration 0006. An uploaded file: one row per (md5, attachment_type). The bytes
 * live in the file storage under `storage_key` (generated, never the user's name).
 */
export interface UploadedFileTable {
  id: ColumnType<string, string | undefined, never>;
  /** Lower-case hex MD5 of the content. */
  md5: ColumnType<string, string, never>;
  attachment_type: ColumnType<string, string, never>;
  /** The name the file was first uploaded with (checked against the name rule). */
  original_name: ColumnType<string, string, never>;
  size_bytes: ColumnType<number, number, never>;
  /** Derived from the checked extension, never from the client's header. */
  content_type: ColumnType<string, string, never>;
  storage_key: string;
  scan_status: ColumnType<ScanStatus, ScanStatus | undefined, ScanStatus>;
  /** The signature name when infected; the last reason when a scan could not run. */
  scan_detail: string | null;
  scan_attempts: ColumnType<number, number | undefined, number>;
  /** When the scan queue may (re)try; also the lease while a process scans it. */
  next_scan_at: ColumnType<Date, Date | string | undefined, Date | string>;
  uploaded_by_subject: ColumnType<string | null, string | null | undefined, never>;
  /** Migration 0008. Who uploaded it (`user:{subject}`, `guest:{token hash}`): only they may reference it. */
  owner_key: ColumnType<string, string, never>;
  created_at: CreatedAt;
  scanned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0007. A submitted order (a metered livening order: one per site). */
export interface CustomerOrderTable {
  id: ColumnType<string, string | undefined, never>;
  /** Human order number, e.g. `LIV-2026-000123`; unique. */
  order_number: ColumnType<string, string, never>;
  /** `LiveningIcpOrder`, later `NewConnectionOrder`, `DisconnectionOrder`. */
  order_type: ColumnType<string, string, never>;
  /**
   * Migration 0012. The `after` of the order's latest order_event (OrderState,
   * src/shared/orders/orderState.ts) and the columns lists filter on. Written
   * only by the trigger that applies an appended event: never update them.
   */
  state: ColumnType<JsonObject, string, never>;
  progress_status: ColumnType<string, string, never>;
  current_activity: ColumnType<string, string, never>;
  closed_at: ColumnType<Date | null, never, never>;
  /** The sequence of the order's latest event. */
  state_version: ColumnType<number, never, never>;
  /** Generated: lower(order number and site label), what the lists search. */
  search_text: GeneratedAlways<string>;
  /** Generated: the summary's requestedBy, what the requester filter matches. */
  requested_by: GeneratedAlways<string>;
  /** Null for guests. */
  account_id: ColumnType<string | null, string | null | undefined, never>;
  user_id: ColumnType<string | null, string | null | undefined, never>;
  contact_id: ColumnType<string | null, string | null | undefined, never>;
  /** The browser's idempotency key; unique with site_index. */
  transaction_key: ColumnType<string, string, never>;
  site_index: ColumnType<number, number | undefined, never>;
  /** Select: parsed object. Insert: JSON text. The order as submitted, for this site. */
  document: ColumnType<JsonObject, string, never>;
  /** Select: parsed object. Insert/update: JSON text. What lists and detail pages show. */
  summary: ColumnType<JsonObject, string, string>;
  submitted_at: ColumnType<Date, Date | string | undefined, never>;
  created_at: CreatedAt;
}

/** Migration 0007. A saved, unfinished order; expires 30 days after creation. */
export interface OrderDraftTable {
  id: ColumnType<string, string | undefined, never>;
  order_type: ColumnType<string, string, never>;
  user_id: ColumnType<string, string, never>;
  account_id: ColumnType<string, string, never>;
  /** Select: parsed object. Insert/update: JSON text. */
  document: ColumnType<JsonObject, string, string>;
  /** `formSchemaVersion(form)` when it was last saved. */
  schema_version: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: UpdatedAt;
  expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0008. The claim of a transaction key: one request body, one submitter. */
export interface OrderSubmissionTable {
  transaction_key: ColumnType<string, string, never>;
  /** sha256 (hex) of the canonical request body; null for keys used before migration 0008. */
  fingerprint: ColumnType<string | null, string | null, never>;
  /** `user:{subject}` or `guest:{token hash}` (src/server/auth/guestSession.ts). */
  submitter_key: ColumnType<string, string, never>;
  created_at: CreatedAt;
}

/** Migration 0008. An uploaded file a draft references (kept for the account's other members). */
export interface DraftFileTable {
  draft_id: ColumnType<string, string, never>;
  uploaded_file_id: ColumnType<string, string, never>;
}

/** Migration 0007. An uploaded file an order references. */
export interface OrderFileTable {
  order_id: ColumnType<string, string, never>;
  uploaded_file_id: ColumnType<string, string, never>;
  /** The attachment type, e.g. `proofOfAddress`, or a company document type, e.g. `quote`. */
  document_type: ColumnType<string, string, never>;
  /** Migration 0012: `customer` (uploaded with the order) or `company` (attached by staff). */
  source: ColumnType<'customer' | 'company', 'customer' | 'company' | undefined, never>;
  attached_at: CreatedAt;
}

export const ORDER_EVENT_ACTOR_KINDS = ['customer', 'guest', 'staff', 'system'] as const;
export type OrderEventActorKind = (typeof ORDER_EVENT_ACTOR_KINDS)[number];

/** Migration 0012. The append-only history of an order: inserted, never updated or deleted. */
export interface OrderEventTable {
  id: GeneratedAlways<number>;
  order_id: ColumnType<string, string, never>;
  /** 1 for the submission, then one more per change. */
  sequence: ColumnType<number, number, never>;
  kind: ColumnType<string, string, never>;
  actor_kind: ColumnType<OrderEventActorKind, OrderEventActorKind, never>;
  actor_subject: ColumnType<string | null, string | null, never>;
  actor_name: ColumnType<string, string, never>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  /** Select: parsed OrderState; insert: JSON text. Null only for the first event. */
  before: ColumnType<JsonObject | null, string | null, never>;
  after: ColumnType<JsonObject, string, never>;
  detail: ColumnType<JsonObject, string | undefined, never>;
}

/** Migration 0012. A quote the customer can pay online. */
export interface OrderPaymentTable {
  id: ColumnType<string, string | undefined, never>;
  order_id: ColumnType<string, string, never>;
  /** Integer cents, GST included. */
  amount_cents: ColumnType<number, number, never>;
  /** YYYY-MM-DD (New Zealand). */
  due_date: ColumnType<string, string, string>;
  description: ColumnType<string, string | undefined, never>;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0014: the billing form's `billingDetails` as the payer last saved them (select: parsed; insert/update: JSON text). */
  billing_details: ColumnType<JsonObject | null, string | null | undefined, string | null>;
  /** Migration 0014: `CreditCard` or `Account2Account`. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
  billing_saved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export const PAYMENT_SESSION_STATUSES = ['creating', 'open', 'approved', 'declined', 'cancelled', 'expired', 'failed'] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/** Migration 0014. A hosted payment page session opened with the provider for one payment. */
export interface PaymentSessionTable {
  id: ColumnType<string, string | undefined, never>;
  payment_id: ColumnType<string, string, never>;
  provider: ColumnType<string, string, never>;
  provider_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  redirect_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Integer cents, GST included: what the session charges. */
  amount_cents: ColumnType<number, number, never>;
  payment_method: ColumnType<string, string, never>;
  status: ColumnType<PaymentSessionStatus, PaymentSessionStatus | undefined, PaymentSessionStatus>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  provider_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  response_text: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0014. A transaction the provider approved, recorded once. */
export interface OrderPaymentReceiptTable {
  id: ColumnType<string, string | undefined, never>;
  payment_id: ColumnType<string, string, never>;
  session_id: ColumnType<string, string, never>;
  provider: ColumnType<string, string, never>;
  provider_transaction_id: ColumnType<string, string, never>;
  amount_cents: ColumnType<number, number, never>;
  received_at: CreatedAt;
}

export const SANDBOX_SESSION_STATES = ['init', 'approved', 'declined', 'cancelled'] as const;
export type SandboxSessionState = (typeof SANDBOX_SESSION_STATES)[number];

/** Migration 0014. A session of the embedded sandbox payment provider (what a real provider keeps on its side). */
export interface SandboxPaymentSessionTable {
  id: ColumnType<string, string, never>;
  merchant_reference: ColumnType<string, string, never>;
  amount_cents: ColumnType<number, number, never>;
  currency: ColumnType<string, string, never>;
  method: ColumnType<string, string, never>;
  /** Select: parsed; insert: JSON text. */
  callback_urls: ColumnType<{ approved: string; declined: string; cancelled: string }, string, never>;
  notification_url: ColumnType<string, string, never>;
  state: ColumnType<SandboxSessionState, SandboxSessionState | undefined, SandboxSessionState>;
  transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  response_text: ColumnType<string | null, string | null | undefined, string | null>;
  card_last4: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0010. An ICP the embedded registry knows (docs/operations/icp-registry.md). */
export interface IcpRegistryTable {
  /** Upper case, 15 characters, with a valid checksum. Never changes. */
  icp_number: ColumnType<string, string, never>;
  /** The address lookup's id of the site, when known (the bundled sample's `nz-…`). */
  address_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The site address on one line, as the ICP lookup answers it. */
  label: string;
  /** `sample` for the seeded ICPs; who ran `npm run icp:add` otherwise. */
  added_by: ColumnType<string, string, never>;
  added_at: CreatedAt;
}

export interface DatabaseSchema {
  service_provider: ServiceProviderTable;
  app_event: AppEventTable;
  outbox_message: OutboxMessageTable;
  customer_account: CustomerAccountTable;
  customer_user: CustomerUserTable;
  business_invitation: BusinessInvitationTable;
  identity_account: IdentityAccountTable;
  oidc_payload: OidcPayloadTable;
  oidc_secret: OidcSecretTable;
  password_reset_token: PasswordResetTokenTable;
  sign_in_throttle: SignInThrottleTable;
  pending_sign_up: PendingSignUpTable;
  uploaded_file: UploadedFileTable;
  customer_order: CustomerOrderTable;
  order_draft: OrderDraftTable;
  order_file: OrderFileTable;
  order_event: OrderEventTable;
  order_payment: OrderPaymentTable;
  payment_session: PaymentSessionTable;
  order_payment_receipt: OrderPaymentReceiptTable;
  sandbox_payment_session: SandboxPaymentSessionTable;
  order_submission: OrderSubmissionTable;
  draft_file: DraftFileTable;
  icp_registry: IcpRegistryTable;
}
