// Whether anyone may be signed in in this tab, read synchronously before the
// first render: oidc-client-ts keeps the user in session storage under
// "oidc.user:<authority>:<client id>" (auth/userManager.ts). No such key means
// nobody is signed in, so the page rendered ahead for guests is this visitor's
// page too. A key means maybe (its tokens may have expired): the session
// check decides, as on every other page.

const STORED_USER_PREFIX = 'oidc.user:';

export function storedSignInMayExist(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    if (!storage) return true;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(STORED_USER_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage the browser will not let the page read: assume someone may be signed in.
    return true;
  }
}
