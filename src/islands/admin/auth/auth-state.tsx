// Who is signed in, for the admin island (document 3 §4): a remembered user is trusted at once
// while the server check runs; the check (5 s time-out) then decides; a failed check keeps a
// remembered user. Any 401 from the API signs the browser out (the shell's query client calls
// `dropSession`), since the server decides. Plain React state, not react-query: the login screen
// loads without the query library, which comes with the signed-in shell.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { checkAuth, logout, rememberedUser, rememberUser, type StaffUser } from "./auth-api.ts";

/** The signed-in state: `undefined` user while the first check is still under way. */
export interface AuthState {
  user: StaffUser | null | undefined;
  signIn: (user: StaffUser) => void;
  signOut: () => Promise<void>;
  replaceUser: (user: StaffUser) => void;
  /** The server answered 401: forget the user here too. */
  dropSession: () => void;
}

// What the server said: a user, nobody (null), or no answer at all ("unanswered").
type ServerAnswer = StaffUser | null | "unanswered";

const AuthContext = createContext<AuthState | null>(null);

/** Provides the signed-in state to the island. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [remembered] = useState(rememberedUser);
  const [answer, setAnswer] = useState<ServerAnswer | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    checkAuth(controller.signal).then(
      (check) => {
        const user = check.isAuthenticated ? check.user : null;
        rememberUser(user);
        setAnswer(user);
      },
      () => {
        if (!controller.signal.aborted) setAnswer("unanswered");
      },
    );
    return () => controller.abort();
  }, []);

  const user =
    answer === undefined
      ? (remembered ?? undefined)
      : answer === "unanswered"
        ? remembered
        : answer;
  const replaceUser = (next: StaffUser) => {
    rememberUser(next);
    setAnswer(next);
  };
  const dropSession = () => {
    rememberUser(null);
    setAnswer(null);
  };
  const signOut = async () => {
    // The local state is cleared even when the call fails (document 3 §4).
    await logout().catch(() => undefined);
    dropSession();
  };
  const state: AuthState = { user, signIn: replaceUser, signOut, replaceUser, dropSession };
  return <AuthContext value={state}>{children}</AuthContext>;
}

/** The signed-in state; only inside AuthProvider. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth outside AuthProvider");
  return state;
}

/** The signed-in user; only inside the shell, where someone is signed in. */
export function useSignedInUser(): StaffUser {
  const { user } = useAuth();
  if (!user) throw new Error("useSignedInUser outside the signed-in shell");
  return user;
}
