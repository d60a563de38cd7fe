// Invitations to join a business account. The admin (POST
// /api/business-invitations) and staff (npm run invite-member) create them with
// the same function; the invitee accepts by completing their profile with
// 'Joining existing account' (see registration.ts).
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { sql } from 'kysely';
import { formatNzDate } from '../../shared/format';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { addToOutbox, type OutgoingMail } from '../mail/outbox';
import { ALREADY_A_MEMBER_MESSAGE, INVALID_EMAIL_MESSAGE } from './messages';
import { accountHasMemberWithEmail, type Executor } from './profileRepository';

export const INVITATION_VALIDITY_DAYS = 30;
/** The longest email the product accepts (spec 1, section 9). */
export const MAX_EMAIL_LENGTH = 50;
export const INVITATION_MAIL_KIND = 'business-invitation';

export interface InvitationSummary {
  id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

// The same email check as the precompiled form validators (ajv-formats' full "email" format).
const EMAIL_FORMAT = fullFormats.email;
function looksLikeEmail(value: string): boolean {
  return EMAIL_FORMAT instanceof RegExp ? EMAIL_FORMAT.test(value) : true;
}

/** The invitee's email from a request body, trimmed; 400 at /email when it is not a valid email of at most 50 characters. */
export function invitationEmailFrom(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (email === '' || [...email].length > MAX_EMAIL_LENGTH || !looksLikeEmail(email)) {
    throw new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/email', message: INVALID_EMAIL_MESSAGE }]);
  }
  return email;
}

export interface InvitationMailDetails {
  email: string;
  businessName: string;
  /** The admin's name; absent when staff sent the invitation. */
  inviterName: string | undefined;
  publicUrl: string;
  expiresAt: Date;
}

export function invitationMail({ email, businessName, inviterName, publicUrl, expiresAt }: InvitationMailDetails): OutgoingMail {
  const opening = inviterName
    ? `${inviterName} has invited you to join ${businessName} on our customer portal.`
    : `You have been invited to join ${businessName} on our customer portal.`;
  const text = [
    'Kia ora,',
    '',
    opening,
    `As a member of ${businessName} you will see all of the business's orders and can place new ones for it.`,
    '',
    'To accept the invitation:',
    `1. Sign up, or sign in if you already have a sign-in, at ${publicUrl}/login with this email address (${email}).`,
    "2. On 'Complete your profile', choose Business account, then 'Joining existing account'.",
    '',
    `This invitation expires in ${INVITATION_VALIDITY_DAYS} days, on ${formatNzDate(expiresAt)}. If it has expired, ask your business account admin to invite you again.`,
    '',
    'If you were not expecting this invitation, you can ignore this email.',
  ].join('\n');
  return { kind: INVITATION_MAIL_KIND, to: email, subject: `You have been invited to join ${businessName}`, text };
}

export interface NewInvitation {
  accountId: string;
  email: string;
  /** The admin who invited; null for staff. */
  invitedByUserId: string | null;
  publicUrl: string;
}

/**
 * Records the invitation and its mail in one transaction. Inviting an email
 * that already has a pending invitation to the account renews it (another 30
 * days) and sends the mail again. 400 when the person already belongs to the account.
 */
export async function createBusinessInvitation(db: Executor, invitation: NewInvitation): Promise<InvitationSummary> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('customer_account')
      .select(['type', 'business_name'])
      .where('id', '=', invitation.accountId)
      .executeTakeFirst();
    if (!account || account.type !== 'business') {
      throw new Error(`Account ${invitation.accountId} is not a business account: only business accounts have invitations`);
    }
    const businessName = account.business_name ?? '';

    if (await accountHasMemberWithEmail(trx, invitation.accountId, invitation.email)) {
      throw new ApiError(400, ALREADY_A_MEMBER_MESSAGE, [{ pointer: '/email', message: ALREADY_A_MEMBER_MESSAGE }]);
    }

    const inviter = invitation.invitedByUserId
      ? await trx
          .selectFrom('customer_user')
          .select(['first_name', 'last_name'])
          .where('id', '=', invitation.invitedByUserId)
          .executeTakeFirst()
      : undefined;

    const { rows } = await sql<{ id: string; email: string; created_at: Date; expires_at: Date }>`
      insert into business_invitation (account_id, email, invited_by_user_id, created_at, expires_at)
      values (${invitation.accountId}, ${invitation.email}, ${invitation.invitedByUserId},
              now(), now() + make_interval(days => ${INVITATION_VALIDITY_DAYS}))
      on conflict (account_id, lower(email)) where accepted_at is null
      do update set email = excluded.email,
                    invited_by_user_id = excluded.invited_by_user_id,
                    created_at = excluded.created_at,
                    expires_at = excluded.expires_at
      returning id, email, created_at, expires_at
    `.execute(trx);
    const row = rows[0];
    if (!row) throw new Error('The invitation was not recorded');
    const summary: InvitationSummary = { id: row.id, email: row.email, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };

    await addToOutbox(
      trx,
      invitationMail({
        email: summary.email,
        businessName,
        inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : undefined,
        publicUrl: invitation.publicUrl,
        expiresAt: summary.expiresAt,
      }),
    );
    return summary;
  });
}

/** Invitations of the account not yet accepted and not expired, newest first. */
export async function listPendingInvitations(db: Executor, accountId: string): Promise<InvitationSummary[]> {
  const rows = await db
    .selectFrom('business_invitation')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('account_id', '=', accountId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at, expiresAt: row.expires_at }));
}

export interface PendingInvitation {
  id: string;
  accountId: string;
}

/**
 * The newest pending, unexpired invitation to a business account for this
 * email (any case), locked until the transaction ends so it is accepted once.
 */
export async function findPendingInvitationForEmail(trx: Executor, email: string): Promise<PendingInvitation | undefined> {
  const row = await trx
    .selectFrom('business_invitation as i')
    .innerJoin('customer_account as a', 'a.id', 'i.account_id')
    .select(['i.id as id', 'i.account_id as accountId'])
    .where((eb) => eb(eb.fn('lower', ['i.email']), '=', email.toLowerCase()))
    .where('i.accepted_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .where('a.type', '=', 'business')
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .limit(1)
    .forUpdate('i')
    .executeTakeFirst();
  return row;
}

export async function markInvitationAccepted(trx: Executor, invitationId: string, userId: string): Promise<void> {
  await trx
    .updateTable('business_invitation')
    .set({ accepted_at: sql<Date>`now()`, accepted_by_user_id: userId })
    .where('id', '=', invitationId)
    .execute();
}
