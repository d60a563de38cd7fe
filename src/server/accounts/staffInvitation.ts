// The core of `npm run invite-member`: staff invite someone to a business
// account they pick by NZBN or by its admin's email. The invitation itself is
// made by the same function as the admin's API call.
import { ApiError } from '../errors';
import { createBusinessInvitation, invitationEmailFrom, type InvitationSummary } from './invitations';
import type { Executor } from './profileRepository';

export class StaffCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffCommandError';
  }
}

export interface BusinessAccountChoice {
  /** The business account's NZBN (13 digits). */
  businessNzbn?: string;
  /** The email of the business account's admin (any case). */
  adminEmail?: string;
}

export interface BusinessAccountSummary {
  id: string;
  businessName: string;
  companyNzbn: string;
  adminEmails: string[];
}

async function adminEmailsOf(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('customer_user')
    .select('email')
    .where('account_id', '=', accountId)
    .where('is_admin', '=', true)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.email);
}

export async function findBusinessAccount(db: Executor, choice: BusinessAccountChoice): Promise<BusinessAccountSummary> {
  const nzbn = choice.businessNzbn?.trim();
  const adminEmail = choice.adminEmail?.trim();
  if (nzbn && adminEmail) throw new StaffCommandError('Give either --business-nzbn or --admin-email, not both.');
  if (!nzbn && !adminEmail) throw new StaffCommandError('Say which business account: --business-nzbn <13 digits> or --admin-email <admin email>.');

  let query = db
    .selectFrom('customer_account as a')
    .select(['a.id as id', 'a.business_name as businessName', 'a.company_nzbn as companyNzbn'])
    .where('a.type', '=', 'business');
  if (nzbn) {
    query = query.where('a.company_nzbn', '=', nzbn);
  } else if (adminEmail) {
    const lowerAdminEmail = adminEmail.toLowerCase();
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('customer_user as u')
          .select('u.id')
          .whereRef('u.account_id', '=', 'a.id')
          .where('u.is_admin', '=', true)
          .where((inner) => inner(inner.fn('lower', ['u.email']), '=', lowerAdminEmail)),
      ),
    );
  }
  const accounts = await query.orderBy('a.created_at').execute();
  const account = accounts[0];

  if (!account) {
    throw new StaffCommandError(
      nzbn
        ? `No business account has the NZBN ${nzbn}. Check the number, or pick the business by its admin with --admin-email.`
        : `No business account has an admin with the email ${adminEmail}. Check the address, or pick the business by its NZBN with --business-nzbn.`,
    );
  }
  if (accounts.length > 1) {
    const list = accounts.map((account) => `${account.businessName ?? ''} (NZBN ${account.companyNzbn ?? 'none'})`).join('; ');
    throw new StaffCommandError(`${adminEmail} is the admin of more than one business account: ${list}. Pick one with --business-nzbn.`);
  }
  return {
    id: account.id,
    businessName: account.businessName ?? '',
    companyNzbn: account.companyNzbn ?? '',
    adminEmails: await adminEmailsOf(db, account.id),
  };
}

export interface StaffInvitationRequest extends BusinessAccountChoice {
  /** Who to invite. Checked like the admin's API call (valid, at most 50 characters). */
  email: string;
  /** The portal's address, for the link in the mail (config.publicUrl). */
  publicUrl: string;
}

export interface StaffInvitationResult {
  account: BusinessAccountSummary;
  invitation: InvitationSummary;
}

/** An API refusal (invalid email, already a member) as a message for the command line. */
function asStaffError(error: unknown, email: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const messages = error.errors && error.errors.length > 0 ? error.errors.map((fieldError) => fieldError.message) : [error.message];
  return new StaffCommandError(`Cannot invite ${JSON.stringify(email)}: ${messages.join('; ')}.`);
}

export async function inviteMemberAsStaff(db: Executor, request: StaffInvitationRequest): Promise<StaffInvitationResult> {
  try {
    const email = invitationEmailFrom({ email: request.email });
    const account = await findBusinessAccount(db, request);
    const invitation = await createBusinessInvitation(db, { accountId: account.id, email, invitedByUserId: null, publicUrl: request.publicUrl });
    return { account, invitation };
  } catch (error) {
    throw asStaffError(error, request.email);
  }
}
