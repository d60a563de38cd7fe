// Profile completion (POST /api/users): the caller's first profile, and with it
// their customer account. Three cases:
// - personal: a new personal account of their own;
// - new business ('Creating new account'): a new business account with them as
//   its admin (the first registrant of a business is the admin);
// - joining ('Joining existing account'): their pending invitation decides the
//   business account; they join it as a member and the invitation is accepted.
// All of it happens in one transaction: a refusal or failure stores nothing.
import type { VerifiedIdentity } from '../auth/accessTokens';
import type { ProfileForm } from '../../shared/generated/types/profile';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { pruneHiddenFields, validateFormDocument } from '../validation/formValidators';
import { isUniqueViolation } from './databaseErrors';
import { findPendingInvitationForEmail, markInvitationAccepted } from './invitations';
import { ALREADY_HAS_ACCOUNT_MESSAGE, NO_EMAIL_IN_SIGN_IN_MESSAGE, NZBN_ALREADY_REGISTERED_MESSAGE, noInvitationMessage } from './messages';
import { newAccountValues, personValues, SERVER_SET_PROFILE_FIELDS, toFullProfile, type FullProfile } from './profileMapping';
import { businessAccountWithNzbnExists, findProfileBySubject, hasProfile, insertAccount, insertUser, type Executor } from './profileRepository';

const SUBJECT_UNIQUE = 'customer_user_subject_key';
const NZBN_UNIQUE = 'customer_account_business_nzbn_key';

function nzbnTaken(): ApiError {
  return new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/companyNzbn', message: NZBN_ALREADY_REGISTERED_MESSAGE }]);
}

/** The body without the fields only the server sets (a client's values for them are ignored). */
export function withoutServerSetFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of SERVER_SET_PROFILE_FIELDS) delete copy[field];
  return copy;
}

export async function registerProfile(db: Executor, identity: Pick<VerifiedIdentity, 'subject' | 'email'>, body: unknown): Promise<FullProfile> {
  const email = identity.email?.trim();
  if (!email) throw new ApiError(400, NO_EMAIL_IN_SIGN_IN_MESSAGE);

  const document = await pruneHiddenFields('profile', withoutServerSetFields(body));
  const result = await validateFormDocument('profile', document);
  if (!result.valid) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, result.errors);
  const form = document as ProfileForm;

  try {
    await db.transaction().execute(async (trx) => {
      if (await hasProfile(trx, identity.subject)) throw new ApiError(409, ALREADY_HAS_ACCOUNT_MESSAGE);

      const person = { subject: identity.subject, email, ...personValues(form) };

      if (form.type === 'business' && form.isInvitedUser === 'true') {
        const invitation = await findPendingInvitationForEmail(trx, email);
        if (!invitation) {
          throw new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/isInvitedUser', message: noInvitationMessage(email) }]);
        }
        // The account's business name, NZBN and billing address stand; what was typed is not kept.
        const userId = await insertUser(trx, { ...person, account_id: invitation.accountId, is_admin: false });
        await markInvitationAccepted(trx, invitation.id, userId);
        return;
      }

      const account = newAccountValues(form);
      if (account.type === 'business' && account.company_nzbn && (await businessAccountWithNzbnExists(trx, account.company_nzbn))) {
        throw nzbnTaken();
      }
      const accountId = await insertAccount(trx, account);
      await insertUser(trx, { ...person, account_id: accountId, is_admin: account.type === 'business' });
    });
  } catch (error) {
    // Two requests at the same moment: the database's unique keys decide.
    if (isUniqueViolation(error, SUBJECT_UNIQUE)) throw new ApiError(409, ALREADY_HAS_ACCOUNT_MESSAGE);
    if (isUniqueViolation(error, NZBN_UNIQUE)) throw nzbnTaken();
    throw error;
  }

  const created = await findProfileBySubject(db, identity.subject);
  if (!created) throw new Error('The new profile could not be read back');
  return toFullProfile(created);
}
