// Who is signed in, for the admin island (document 3 §4): a remembered user is trusted at once
// while the server check runs; the check (5 s time-out) then decides; a failed check keeps a
// remembered user. Any 401 from the API signs the browser out, since the server decides.
import {
  MutationCache,
  QueryCache,
  QueryClient,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { AdminApiError, isUnauthenticated } from "../admin-api.ts";
import {
  checkAuth,
  logout,
  rememberedUser,
  rememberUser,
  type AuthCheck,
  type StaffUser,
} from "./auth-api.ts";

const AUTH_KEY = ["auth", "check"] as const;
const SIGNED_OUT: AuthCheck = { isAuthenticated: false, user: null };

// Client errors will not change on a retry; network and server errors get one more try.
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof AdminApiError && error.status < 500);

/** The island's query client: every 401 signs the browser out. */
export function createAdminQueryClient(): QueryClient {
  const signOutOn401 = (error: unknown) => {
    if (!isUnauthenticated(error)) return;
    rememberUser(null);
    client.setQueryData(AUTH_KEY, SIGNED_OUT);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The signed-in state: `undefined` user while the first check is still under way. */
export interface AuthState {
  user: StaffUser | null | undefined;
  signIn: (user: StaffUser) => void;
  signOut: () => Promise<void>;
  replaceUser: (user: StaffUser) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Provides the signed-in state to the island. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [remembered] = useState(rememberedUser);
  const check = useQuery({
    queryKey: AUTH_KEY,
    queryFn: async ({ signal }) => {
      const answer = await checkAuth(signal);
      rememberUser(answer.isAuthenticated ? answer.user : null);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });
  const user = check.data
    ? check.data.isAuthenticated
      ? check.data.user
      : null
    : check.isError
      ? remembered
      : (remembered ?? undefined);

  const replaceUser = (next: StaffUser) => {
    rememberUser(next);
    queryClient.setQueryData(AUTH_KEY, { isAuthenticated: true, user: next });
  };
  const signOut = async () => {
    // The local state is cleared even when the call fails (document 3 §4).
    await logout().catch(() => undefined);
    rememberUser(null);
    queryClient.setQueryData(AUTH_KEY, SIGNED_OUT);
    // Everything read while signed in goes; the auth query stays, its observer is mounted.
    queryClient.removeQueries({
      predicate: ({ queryKey }) => !AUTH_KEY.every((part, index) => queryKey[index] === part),
    });
  };
  const state: AuthState = { user, signIn: replaceUser, signOut, replaceUser };
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
