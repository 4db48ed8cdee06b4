// False in the server-rendered HTML and until the island has hydrated, then true: buttons that
// need script stay disabled until they work (as the contact form's does).
import { useEffect, useState } from "react";

/** Whether this island has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
