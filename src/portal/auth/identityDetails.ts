// The identity details the portal shows (account settings' Security section),
// read from the ID token's claims. Published only when complete (spec 1 section 4).
import type { IdentityDetails } from './sessionContext';

/** Claims may carry dates as ISO strings or epoch seconds (Auth0 uses ISO). */
function isoDate(value: unknown): string | undefined {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000).toISOString();
  return undefined;
}

export function identityDetailsFromClaims(claims: Record<string, unknown>): IdentityDetails | undefined {
  const id = typeof claims['sub'] === 'string' ? claims['sub'] : undefined;
  const email = typeof claims['email'] === 'string' ? claims['email'] : undefined;
  const createdDate = isoDate(claims['created_at']);
  if (!id || !email || !createdDate) return undefined;
  return { id, email, createdDate, passwordChangeDate: isoDate(claims['password_changed_at']) ?? isoDate(claims['last_password_reset']) };
}

/** How long after login the details are published (spec 1 section 9). */
export const IDENTITY_PUBLISH_DELAY_MS = 1500;
