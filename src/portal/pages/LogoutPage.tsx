// /logout: 'Logging out' while the session cache is cleared and the browser
// goes to the identity provider's logout address.
import { useEffect } from 'react';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSession } from '../auth/sessionContext';

let started = false;

export default function LogoutPage() {
  const { signOut } = useSession();
  useEffect(() => {
    // Once per page load, even if React runs the effect twice.
    if (started) return;
    started = true;
    void signOut().finally(() => {
      started = false;
    });
  }, [signOut]);
  return <LoadingScreen label="Logging out" />;
}
