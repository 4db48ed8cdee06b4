// The import screen's server status (document 3 §2.10, §4, §8): checking, then online (an ok
// answer), error (a non-ok answer) or offline (no answer), checked every 30 seconds.
import { useQuery } from "@tanstack/react-query";

/** One of the four states. */
export type ServerStatus = "checking" | "online" | "error" | "offline";

/** What the indicator says in each state. */
export const SERVER_STATUS_TEXTS: Readonly<Record<ServerStatus, string>> = {
  checking: "Checking server status...",
  online: "Server is online",
  error: "Server error. Please check the backend server.",
  offline: "Server is offline. Please start the backend server.",
};

// The session check answers without side effects and reaches the database.
async function check(signal: AbortSignal): Promise<ServerStatus> {
  try {
    const response = await fetch("/api/auth/check", { signal, credentials: "same-origin" });
    return response.ok ? "online" : "error";
  } catch {
    return signal.aborted ? "checking" : "offline";
  }
}

/** The server's status, rechecked every 30 s. */
export function useServerStatus(): ServerStatus {
  const status = useQuery({
    queryKey: ["admin", "import", "server-status"],
    queryFn: ({ signal }) => check(signal),
    refetchInterval: 30_000,
  });
  return status.data ?? "checking";
}
