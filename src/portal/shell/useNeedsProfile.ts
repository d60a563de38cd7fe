// Whether the signed-in user still has to complete their profile: the shell
// then offers /complete-profile instead of links that would only redirect
// there (the profile guard sends every order page to it). The same cached
// account check the guard uses; while it is unknown the full navigation shows,
// so a customer with a profile never sees their links flicker. Staff have no
// customer profile and never need one.
import { useAccountStatus } from '../account/accountQueries';
import { useSession } from '../auth/sessionContext';
import { useStaffSession } from '../staff/useStaffSession';

export function useNeedsProfile(): boolean {
  const { isAuthenticated } = useSession();
  const status = useAccountStatus();
  const staff = useStaffSession({ enabled: status.data === false });
  return isAuthenticated && status.data === false && !staff.isPending && !staff.data;
}
