// False in the server-rendered HTML and until the island has hydrated, then true: buttons that
// need script stay disabled until they work (as the contact form's does).
import { useSyncExternalStore } from "react";

// Nothing to subscribe to: React asks again once hydration is done.
const subscribe = () => () => {};

/** Whether this island has hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
