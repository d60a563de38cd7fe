// The real session: oidc-client-ts behind the Session contract. Starts as guest
// and loading (or, when no user is stored, as guest and not loading); becomes signed in when a stored or just-returned user is found,
// or guest (not loading) when there is none. Identity details are published
// 1.5 s after login, and only when complete.
import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IDENTITY_PUBLISH_DELAY_MS, identityDetailsFromClaims } from './identityDetails';
import { SessionContext, type IdentityDetails, type Session, type SignInOptions } from './sessionContext';

/** What the sign-in callback page needs beyond the Session contract. */
export interface SignInMachinery {
  /** Completes the code exchange; resolves the path to return to. */
  completeSignIn(): Promise<string>;
}

const SignInMachineryContext = createContext<SignInMachinery | undefined>(undefined);

export function useSignInMachinery(): SignInMachinery {
  const machinery = useContext(SignInMachineryContext);
  if (!machinery) throw new Error('useSignInMachinery must be used inside <SessionProvider>');
  return machinery;
}

/** Renew a little before expiry so a request never leaves with a token about to lapse. */
const RENEW_BEFORE_EXPIRY_SECONDS = 60;

function safeReturnPath(value: unknown): string {
  // Only paths of this site: never an absolute URL a crafted link could smuggle in.
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export interface SessionProviderProps {
  /**
   * The OpenID Connect client, on its way: oidc-client-ts sits in a chunk of
   * its own, so the first page paints without it (decision 0036). Every use
   * waits for it; a guest's page never needs more than the stored-user check.
   */
  manager: Promise<UserManager>;
  /** The identity provider's logout address; unset uses its end-session endpoint. */
  logoutUrl: string | null;
  /** Clears cached data (the query cache) when the user signs out. */
  onSignedOut?: () => void;
  /**
   * Nobody can be signed in (no stored user; firstPaint/storedSignIn.ts): start as a guest, not
   * loading, as the page rendered ahead for guests did (firstPaint/). The stored-user check still runs.
   */
  knownSignedOut?: boolean;
  children: ReactNode;
}

export function SessionProvider({ manager, logoutUrl, onSignedOut, knownSignedOut = false, children }: SessionProviderProps) {
  const [state, setState] = useState<{ isLoading: boolean; user: User | undefined }>({ isLoading: !knownSignedOut, user: undefined });
  // Published details belong to the user they were read from; a later user never sees them.
  const [published, setPublished] = useState<{ user: User; identity: IdentityDetails | undefined } | undefined>(undefined);
  const renewal = useRef<Promise<User | null> | null>(null);

  const renew = useCallback((): Promise<User | null> => {
    renewal.current ??= manager
      .then((client) =>
        client.signinSilent().catch(async () => {
          await client.removeUser();
          return null;
        }),
      )
      .finally(() => {
        renewal.current = null;
      });
    return renewal.current;
  }, [manager]);

  useEffect(() => {
    let active = true;
    let detach = () => {};
    const onLoaded = (user: User) => setState({ isLoading: false, user });
    const onUnloaded = () => setState({ isLoading: false, user: undefined });
    void (async () => {
      const client = await manager.catch((error: unknown) => {
        // Its chunk did not load (the network dropped, or a new release replaced it): nobody can be
        // signed in on this page, so it shows the guest's view rather than loading for ever.
        console.error('The sign-in client could not be loaded', error);
        if (active) setState({ isLoading: false, user: undefined });
        return undefined;
      });
      if (!active || !client) return;
      client.events.addUserLoaded(onLoaded);
      client.events.addUserUnloaded(onUnloaded);
      detach = () => {
        client.events.removeUserLoaded(onLoaded);
        client.events.removeUserUnloaded(onUnloaded);
      };
      let user = await client.getUser();
      if (user?.expired) user = user.refresh_token ? await renew() : (await client.removeUser(), null);
      // The callback page may have finished signing in meanwhile; it wins.
      if (active) setState((current) => (current.isLoading ? { isLoading: false, user: user ?? undefined } : current));
    })();
    return () => {
      active = false;
      detach();
    };
  }, [manager, renew]);

  const user = state.user;
  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(() => setPublished({ user, identity: identityDetailsFromClaims(user.profile) }), IDENTITY_PUBLISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user]);
  const identity = user && published?.user.profile.sub === user.profile.sub ? published.identity : undefined;

  const signIn = useCallback(
    async ({ returnTo, signUp }: SignInOptions = {}) => {
      const path = safeReturnPath(returnTo ?? `${window.location.pathname}${window.location.search}`);
      const client = await manager;
      await client.signinRedirect({
        state: { returnTo: path },
        extraQueryParams: { ...(client.settings.extraQueryParams as Record<string, string>), ...(signUp ? { screen_hint: 'signup' } : {}) },
      });
    },
    [manager],
  );

  const signOut = useCallback(async () => {
    const client = await manager;
    const current = await client.getUser();
    onSignedOut?.();
    await client.removeUser();
    if (logoutUrl) {
      window.location.assign(logoutUrl);
      return;
    }
    await client.signoutRedirect({ id_token_hint: current?.id_token });
  }, [manager, logoutUrl, onSignedOut]);

  const getAccessToken = useCallback(async () => {
    let current = await (await manager).getUser();
    if (!current) return undefined;
    if (current.expired || (current.expires_in ?? 0) < RENEW_BEFORE_EXPIRY_SECONDS) current = current.refresh_token ? await renew() : null;
    return current?.access_token;
  }, [manager, renew]);

  const session = useMemo<Session>(
    () => ({
      isLoading: state.isLoading,
      isAuthenticated: Boolean(user),
      userId: user?.profile.sub,
      identity,
      signIn,
      signOut,
      getAccessToken,
    }),
    [state.isLoading, user, identity, signIn, signOut, getAccessToken],
  );

  const machinery = useMemo<SignInMachinery>(
    () => ({
      completeSignIn: async () => {
        const signedIn = await (await manager).signinRedirectCallback();
        return safeReturnPath((signedIn.state as { returnTo?: unknown } | undefined)?.returnTo);
      },
    }),
    [manager],
  );

  return (
    <SignInMachineryContext.Provider value={machinery}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SignInMachineryContext.Provider>
  );
}
