// Every message the accounts API words itself. Field messages of the profile
// form come from its JSON Schema (schemas/profile/schema.json), not from here.

export const NO_EMAIL_IN_SIGN_IN_MESSAGE = 'Your sign-in does not include an email address. Please sign in again.';
export const ALREADY_HAS_ACCOUNT_MESSAGE = 'You already have an account';
export const NO_ACCOUNT_MESSAGE = 'No account was found for this sign-in';
export const NZBN_ALREADY_REGISTERED_MESSAGE = 'A business account with this NZBN already exists. Ask its admin to invite you.';
export const ADMIN_ONLY_MESSAGE = 'Only your business account admin can invite people';
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email';
export const ALREADY_A_MEMBER_MESSAGE = 'This person is already a member of your business account';

export function noInvitationMessage(email: string): string {
  return `We could not find an invitation for ${email}. Ask your business account admin to invite you, or create a new account.`;
}
