// Password reset by e-mailed link. The link carries 32 random bytes; only
// their SHA-256 is stored, so someone reading the database cannot use a
// pending link. A link works once, for one hour.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { addToOutbox } from '../../mail/outbox';
import { findIdentityAccountByEmail } from './identityAccounts';
import { revokeAllForAccount } from './oidcAdapter';
import { hashPassword } from './passwordHash';
import { resetPasswordUrl } from './paths';

export const RESET_MAIL_KIND = 'password-reset';
export const RESET_MAIL_SUBJECT = 'Reset your password';
const RESET_TOKEN_BYTES = 32;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function resetMailText(link: string): string {
  return [
    'Kia ora,',
    '',
    'We received a request to reset the password of your Network services portal account.',
    '',
    'Choose a new password here:',
    link,
    '',
    'The link works once and is valid for 1 hour.',
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
}

/**
 * Sends a reset link when an account has this email; returns whether it did.
 * Callers must answer the same either way (no account enumeration).
 */
export async function requestPasswordReset(db: Kysely<DatabaseSchema>, { email, publicUrl }: { email: string; publicUrl: string }): Promise<boolean> {
  const account = await findIdentityAccountByEmail(db, email);
  if (!account) return false;
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  // The link and its mail exist together or not at all.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_token')
      .values({ token_hash: hashResetToken(token), account_id: account.id, expires_at: sql<Date>`now() + interval '1 hour'` })
      .execute();
    await addToOutbox(trx, { kind: RESET_MAIL_KIND, to: account.email, subject: RESET_MAIL_SUBJECT, text: resetMailText(resetPasswordUrl(publicUrl, token)) });
  });
  return true;
}

/** True when the token is known, unused and unexpired (the reset page shows its form then). */
export async function isResetTokenUsable(db: Kysely<DatabaseSchema>, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('password_reset_token')
    .select('token_hash')
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets the new password if the token is still usable. Claiming the token and
 * changing the password happen in one transaction, and the claim is a
 * conditional update, so a link used twice at the same moment changes the
 * password once. Every other pending link of the account is spent too, and
 * the account is signed out everywhere.
 */
export async function resetPasswordWithToken(db: Kysely<DatabaseSchema>, { token, password }: { token: string; password: string }): Promise<'changed' | 'invalid'> {
  if (!token) return 'invalid';
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_token')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashResetToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('account_id')
      .executeTakeFirst();
    if (!claimed) return 'invalid';
    const account = await trx
      .updateTable('identity_account')
      // Following the mailed link proves the address belongs to the customer.
      .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()`, email_verified: true })
      .where('id', '=', claimed.account_id)
      .returning('subject')
      .executeTakeFirstOrThrow();
    await trx.updateTable('password_reset_token').set({ used_at: sql<Date>`now()` }).where('account_id', '=', claimed.account_id).where('used_at', 'is', null).execute();
    await revokeAllForAccount(trx, account.subject);
    return 'changed';
  });
}
