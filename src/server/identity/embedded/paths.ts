// Where the embedded provider lives under the portal's origin. The provider
// itself is mounted at /oidc; our own pages sit beside its endpoints there.

export const OIDC_MOUNT = '/oidc';
export const FORGOT_PASSWORD_PATH = `${OIDC_MOUNT}/forgot-password`;
export const RESET_PASSWORD_PATH = `${OIDC_MOUNT}/reset-password`;
export const CHANGE_PASSWORD_PATH = `${OIDC_MOUNT}/dbconnections/change_password`;
export const CONFIRM_EMAIL_PATH = `${OIDC_MOUNT}/confirm-email`;

/** The page of one login interaction (`uid` is oidc-provider's), optionally a sub-page. */
export function interactionPath(uid: string, page?: 'login' | 'signup' | 'confirmed'): string {
  const base = `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}`;
  return page ? `${base}/${page}` : base;
}

/** The link e-mailed for a password reset. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/** The link e-mailed to confirm a sign-up. */
export function confirmEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}
