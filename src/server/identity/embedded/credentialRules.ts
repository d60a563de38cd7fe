// What makes an acceptable email and password at sign-up and password reset.
// The messages are shown to customers as they are.

export const EMAIL_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  emailInvalid: 'Enter a valid email',
  emailTooLong: 'Email must be 50 characters or fewer',
  passwordRule: 'Password must be at least 8 characters and include a letter and a number',
  passwordRequired: 'Enter your password',
  passwordsDoNotMatch: 'Passwords do not match',
  wrongCredentials: 'Email or password is incorrect',
} as const;

/**
 * The same pattern as JSON Schema's `format: "email"` in the profile schema
 * (ajv-formats), so an address accepted here is accepted everywhere else.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Emails are compared and stored without surrounding spaces (a common paste accident). */
export function normaliseEmail(email: string): string {
  return email.trim();
}

/** The error message for an email, or undefined when it is acceptable. */
export function emailProblem(email: string): string | undefined {
  const value = normaliseEmail(email);
  if (value.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return undefined;
}

/** The error message for a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  // Characters, not UTF-16 code units: an emoji counts once.
  const length = [...password].length;
  const acceptable =
    length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
  return acceptable ? undefined : MESSAGES.passwordRule;
}
