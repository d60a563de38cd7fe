// What the shell shows about the signed-in user's account: the name and account
// on the user menu, whether the profile is still to complete (which changes the
// links it offers) and whether they are staff. A guest has none of these, and
// the shell reads them without loading the query cache (decision 0042);
// SignedInAccountFacts.tsx reports them once a user is signed in.
import type { BasicProfile } from '../../shared/api/profile';

export interface AccountFacts {
  /** The user the facts are about (`sub`). */
  userId: string | undefined;
  profile: BasicProfile | undefined;
  needsProfile: boolean;
  staff: boolean;
}

export const NO_ACCOUNT_FACTS: AccountFacts = { userId: undefined, profile: undefined, needsProfile: false, staff: false };
