// Account settings (PUT /api/users): only first name, last name, mobile and
// alternate phone change. Everything fixed at creation (type, business name,
// NZBN, billing address, ...) and everything the server sets (id, auth0Id,
// email, isAdmin) is taken from the database, whatever the request says. The
// merged document is checked with the profile schema, so the messages are the
// form's own.
import type { VerifiedIdentity } from '../auth/accessTokens';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { pruneHiddenFields, validateFormDocument } from '../validation/formValidators';
import { NO_ACCOUNT_MESSAGE } from './messages';
import { personValues, READ_ONLY_PROFILE_FIELDS, toFormDocument, toFullProfile, type FullProfile } from './profileMapping';
import { findProfileBySubject, updatePerson, type Executor } from './profileRepository';

/**
 * The stored profile with the request's values laid over it, except the
 * read-only ones. Fields the request leaves out keep their stored values;
 * fields the profile does not have stay in, so the schema reports them.
 */
export function mergeEditableFields(stored: Record<string, unknown>, body: Record<string, unknown>): Record<string, unknown> {
  const submitted: Record<string, unknown> = { ...body };
  for (const field of READ_ONLY_PROFILE_FIELDS) delete submitted[field];
  return { ...stored, ...submitted };
}

export async function updateProfile(db: Executor, identity: VerifiedIdentity, body: unknown): Promise<FullProfile> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    // Not a profile at all: the schema words the answer.
    const result = await validateFormDocument('profile', body);
    throw new ApiError(400, VALIDATION_FAILED_MESSAGE, result.errors);
  }

  return db.transaction().execute(async (trx) => {
    const current = await findProfileBySubject(trx, identity.subject);
    if (!current) throw new ApiError(404, NO_ACCOUNT_MESSAGE);

    const merged = await pruneHiddenFields('profile', mergeEditableFields(toFormDocument(current), body as Record<string, unknown>));
    const result = await validateFormDocument('profile', merged);
    if (!result.valid) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, result.errors);

    const person = personValues(merged as { firstName: string; lastName: string; mobile: string; alternatePhone?: string });
    // The sign-in email is the one the identity provider holds: keep the stored copy current.
    const email = identity.email?.trim();
    await updatePerson(trx, current.userId, email ? { ...person, email } : person);

    const updated = await findProfileBySubject(trx, identity.subject);
    if (!updated) throw new Error('The updated profile could not be read back');
    return toFullProfile(updated);
  });
}
