// The session every page reads: guest or signed in, and how to sign in or out.
// SessionProvider (oidc-client-ts) supplies it; tests supply a plain value.
import { createContext, useContext } from 'react';

/** The identity provider's view of the signed-in user (spec 1 section 3). */
export interface IdentityDetails {
  /** The identity provider's user id, e.g. `local|3c1…` or `auth0|64f…`. */
  id: string;
  email: string;
  /** ISO date-time the sign-in account was created. */
  createdDate: string;
  /** ISO date-time the password was last changed; absent when never changed. */
  passwordChangeDate: string | undefined;
}

export interface SignInOptions {
  /** Path to return to after sign-in, e.g. `/icp-request`. Defaults to the current page. */
  returnTo?: string;
  /** Open the provider's sign-up form instead of sign-in. */
  signUp?: boolean;
}

export interface Session {
  /** True until the sign-in state is known (spec 1 section 4: starts as guest and loading). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The user id (`sub`) as soon as signed in. */
  userId: string | undefined;
  /** Published 1.5 s after login, and only when id, email and created date are all present. */
  identity: IdentityDetails | undefined;
  /** Goes to the identity provider (a 'Redirecting' screen shows meanwhile). */
  signIn(options?: SignInOptions): Promise<void>;
  /** Clears the session cache and goes to the configured logout address. */
  signOut(): Promise<void>;
  /** A current access token for the API, renewed silently; undefined for guests. */
  getAccessToken(): Promise<string | undefined>;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export class SessionContextMissingError extends Error {
  constructor() {
    super('useSession must be used inside <SessionProvider>');
    this.name = 'SessionContextMissingError';
  }
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new SessionContextMissingError();
  return session;
}

/** A fixed session, for tests and previews. */
export function staticSession(overrides: Partial<Session> = {}): Session {
  return {
    isLoading: false,
    isAuthenticated: false,
    userId: undefined,
    identity: undefined,
    signIn: async () => {},
    signOut: async () => {},
    getAccessToken: async () => undefined,
    ...overrides,
  };
}
