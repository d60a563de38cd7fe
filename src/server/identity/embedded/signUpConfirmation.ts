// Sign-up by confirmed email. The sign-up form never says whether an address
// has an account: for a new address it stores a pending sign-up and mails a
// confirmation link; for a registered one it mails the owner instead. Both
// answer with the same page after the same work (one password hash, one mail).
// The account exists only once the link mailed to the address is used, so
// nobody can create (pre-hijack) an account for someone else's email, and a
// pending sign-up never blocks the real owner (any number may wait; the
// account's unique email is decided when a link is used).
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, PendingSignUpTable } from '../../db/schema';
import { addToOutbox } from '../../mail/outbox';
import { normaliseEmail } from './credentialRules';
import { findIdentityAccountByEmail, insertVerifiedIdentityAccount } from './identityAccounts';
import { hashPassword, verifyPassword } from './passwordHash';
import { FORGOT_PASSWORD_PATH, confirmEmailUrl } from './paths';

export const CONFIRM_MAIL_KIND = 'sign-up-confirmation';
export const CONFIRM_MAIL_SUBJECT = 'Confirm your email address';
export const EXISTING_ACCOUNT_MAIL_KIND = 'sign-up-existing-account';
export const EXISTING_ACCOUNT_MAIL_SUBJECT = 'You already have an account';
const TOKEN_BYTES = 32;
/** How long after confirmation the sign-in it started from may be resumed (an interaction lives 1 hour). */
const RESUME_WINDOW = sql`interval '1 hour'`;
/** How often (at most) a process deletes expired pending sign-ups. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export type PendingSignUp = Selectable<PendingSignUpTable>;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function newRandomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

function confirmationMailText(link: string): string {
  return [
    'Kia ora,',
    '',
    'Thank you for creating a Network services portal account. To finish, confirm your email address here:',
    link,
    '',
    'The link works once and is valid for 24 hours.',
    '',
    'If you did not create an account, you can ignore this email: no account is created without this link.',
  ].join('\n');
}

function existingAccountMailText(publicUrl: string): string {
  return [
    'Kia ora,',
    '',
    'Someone tried to create a Network services portal account with this email address, but you already have an account.',
    '',
    'If it was you, sign in here:',
    `${publicUrl}/login`,
    '',
    'If you have forgotten your password, reset it here:',
    `${publicUrl}${FORGOT_PASSWORD_PATH}`,
    '',
    'If it was not you, you can ignore this email: your account has not changed.',
  ].join('\n');
}

let lastSweep = 0;

async function maybeSweep(db: Kysely<DatabaseSchema>): Promise<void> {
  const now = Date.now();
  if (now - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  // Kept a day past expiry so a resumed sign-in or a late click still finds what happened.
  await db.deleteFrom('pending_sign_up').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export interface SignUpRequest {
  email: string;
  password: string;
  publicUrl: string;
  /** The sign-in this sign-up came from, resumed after confirmation. */
  interactionUid?: string;
  /** SHA-256 of the sign-up cookie's value: the browser that may confirm without the password. */
  browserHash?: string;
}

/**
 * Mails a confirmation link (new email) or a note to the owner (registered
 * email). Callers must answer the same either way; the outcome is for logs.
 */
export async function startSignUp(
  db: Kysely<DatabaseSchema>,
  { email, password, publicUrl, interactionUid, browserHash }: SignUpRequest,
): Promise<{ outcome: 'pending' } | { outcome: 'existing'; subject: string }> {
  await maybeSweep(db);
  const address = normaliseEmail(email);
  // Hashed in both cases, so both take the same time.
  const passwordHash = await hashPassword(password);
  const existing = await findIdentityAccountByEmail(db, address);
  if (existing) {
    await addToOutbox(db, { kind: EXISTING_ACCOUNT_MAIL_KIND, to: existing.email, subject: EXISTING_ACCOUNT_MAIL_SUBJECT, text: existingAccountMailText(publicUrl) });
    return { outcome: 'existing', subject: existing.subject };
  }
  const token = newRandomToken();
  // The pending sign-up and its mail exist together or not at all.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pending_sign_up')
      .values({ email: address, password_hash: passwordHash, token_hash: sha256Hex(token), browser_hash: browserHash ?? null, interaction_uid: interactionUid ?? null })
      .execute();
    await addToOutbox(trx, { kind: CONFIRM_MAIL_KIND, to: address, subject: CONFIRM_MAIL_SUBJECT, text: confirmationMailText(confirmEmailUrl(publicUrl, token)) });
  });
  return { outcome: 'pending' };
}

/** The pending sign-up of a link when it is unused and unexpired. */
export async function findUsablePendingSignUp(db: Kysely<DatabaseSchema>, token: string): Promise<PendingSignUp | undefined> {
  if (!token) return undefined;
  return db
    .selectFrom('pending_sign_up')
    .selectAll()
    .where('token_hash', '=', sha256Hex(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** True when `password` is the one chosen with this sign-up (confirming from another browser). */
export async function isSignUpPassword(pending: PendingSignUp, password: string): Promise<boolean> {
  return password !== '' && verifyPassword(password, pending.password_hash);
}

export type ConfirmationOutcome =
  | { outcome: 'created'; subject: string; interactionUid: string | null }
  | { outcome: 'taken' }
  | { outcome: 'invalid' };

/**
 * Uses the link: claims its token (a conditional update, so a link used twice
 * at once works once) and creates the account in the same transaction, unless
 * the email has one by now ('taken'). Other pending sign-ups of the email are
 * spent too.
 */
export async function confirmSignUp(db: Kysely<DatabaseSchema>, token: string): Promise<ConfirmationOutcome> {
  if (!token) return { outcome: 'invalid' };
  return db.transaction().execute(async (trx): Promise<ConfirmationOutcome> => {
    const claimed = await trx
      .updateTable('pending_sign_up')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', sha256Hex(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'email', 'password_hash', 'interaction_uid'])
      .executeTakeFirst();
    if (!claimed) return { outcome: 'invalid' };
    const account = await insertVerifiedIdentityAccount(trx, { email: claimed.email, passwordHash: claimed.password_hash });
    await trx
      .updateTable('pending_sign_up')
      .set({ used_at: sql<Date>`now()` })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', claimed.email.toLowerCase()))
      .where('used_at', 'is', null)
      .execute();
    if (!account) return { outcome: 'taken' };
    await trx.updateTable('pending_sign_up').set({ account_id: account.id }).where('id', '=', claimed.id).execute();
    return { outcome: 'created', subject: account.subject, interactionUid: claimed.interaction_uid };
  });
}

/**
 * The account a confirmed sign-up created, for the sign-in (interaction) it
 * started from: once, and within an hour of the confirmation. The caller has
 * checked that this browser holds that interaction.
 */
export async function claimConfirmedSignUp(db: Kysely<DatabaseSchema>, interactionUid: string): Promise<string | undefined> {
  const row = await db
    .updateTable('pending_sign_up')
    .set({ interaction_uid: null })
    .where('interaction_uid', '=', interactionUid)
    .where('account_id', 'is not', null)
    .where('used_at', '>', sql<Date>`now() - ${RESUME_WINDOW}`)
    .returning('account_id')
    .executeTakeFirst();
  if (!row?.account_id) return undefined;
  const account = await db.selectFrom('identity_account').select('subject').where('id', '=', row.account_id).executeTakeFirst();
  return account?.subject;
}
