// Who is signed in. The accounts issue replaces this hook with the real session (Better Auth);
// until then nobody is, and the header shows the visitor navigation. The signed-in header is
// already built and takes the session and a sign-out callback as props.

export type Session = { email: string };

export type SessionState = {
  session: Session | null;
  /** Ends the session on the server; the caller then goes to /auth (spec section 2). */
  signOut: () => Promise<void>;
};

const signedOut: SessionState = { session: null, signOut: async () => {} };

export function useSession(): SessionState {
  return signedOut;
}
