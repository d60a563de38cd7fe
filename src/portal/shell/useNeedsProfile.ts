// Whether the signed-in user still has to complete their profile: the shell
// then offers /complete-profile instead of links that would only redirect
// there (the profile guard sends every order page to it). The same cached
// account check the guard uses; while it is unknown the full navigation shows,
// so a customer with a profile never sees their links flicker.
import { useAccountStatus } from '../account/accountQueries';
import { useSession } from '../auth/sessionContext';

export function useNeedsProfile(): boolean {
  const { isAuthenticated } = useSession();
  const status = useAccountStatus();
  return isAuthenticated && status.data === false;
}
