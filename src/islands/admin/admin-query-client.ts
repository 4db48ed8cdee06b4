// The signed-in shell's react-query client. The shell makes a new one each time someone signs in,
// so nothing one user read is shown to the next.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { AdminApiError, isUnauthenticated } from "./admin-api.ts";

// Client errors will not change on a retry; network and server errors get one more try.
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof AdminApiError && error.status < 500);

/** The shell's query client: every 401 calls `onUnauthenticated` (the server ended the session). */
export function createAdminQueryClient(onUnauthenticated: () => void): QueryClient {
  const signOutOn401 = (error: unknown) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
