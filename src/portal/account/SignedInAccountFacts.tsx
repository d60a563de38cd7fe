// Reads the signed-in user's account facts (accountFacts.ts) from the query
// cache and reports each change to the shell. Renders nothing; loaded only once
// someone is signed in, with the cache it reads.
import { useEffect } from 'react';
import { useSession } from '../auth/sessionContext';
import { withPortalQueries } from '../queries/PortalQueries';
import { useNeedsProfile } from '../shell/useNeedsProfile';
import { useIsStaff } from '../staff/useStaffSession';
import { useBasicProfile } from './accountQueries';
import type { AccountFacts } from './accountFacts';

function SignedInAccountFacts({ onFacts }: { onFacts: (facts: AccountFacts) => void }) {
  const { userId } = useSession();
  const profile = useBasicProfile().data;
  const needsProfile = useNeedsProfile();
  const staff = useIsStaff();
  useEffect(() => {
    onFacts({ userId, profile, needsProfile, staff });
  }, [onFacts, userId, profile, needsProfile, staff]);
  return null;
}

export default withPortalQueries(SignedInAccountFacts);
