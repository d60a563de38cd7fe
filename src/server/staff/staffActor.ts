// Who a staff change is recorded as: the staff member's subject, and their
// sign-in email as the name the history shows (staff have no customer
// profile, so no first and last name; an external issuer that sends no email
// leaves the subject).
import type { VerifiedIdentity } from '../auth/accessTokens';
import type { OrderActor } from '../orders/lifecycle/orderChanges';

export function staffActorOf(identity: VerifiedIdentity): OrderActor & { subject: string } {
  return { kind: 'staff', subject: identity.subject, name: identity.email || identity.subject };
}
