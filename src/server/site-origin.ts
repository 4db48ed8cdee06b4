// The address where this site's own prebuilt pages are served, for functions that read them (the
// product-page function). Taken from configuration only, never from the request: its Host header
// is the sender's to choose, and a page fetched from there would be served from our origin.
import { z } from "zod";
import { config } from "./config.ts";

const webAddress = z.url({ protocol: /^https?$/ });

// Netlify's read-only variables: DEPLOY_URL names this deploy (set by `netlify dev` too, to its
// own address), URL the site's main address (the one documented at function runtime).
const NETLIFY_ADDRESSES = ["DEPLOY_URL", "URL"] as const;

/**
 * The origin of the site's own pages: Netlify's DEPLOY_URL or URL when set, else SITE_URL (the
 * standalone server and the tests set that). Read on every call, as the environment is.
 */
export function siteOrigin(
  env: Record<string, string | undefined> = process.env,
  siteUrl: string = config().SITE_URL,
): string {
  for (const name of NETLIFY_ADDRESSES) {
    const parsed = webAddress.safeParse(env[name]?.trim());
    if (parsed.success) return new URL(parsed.data).origin;
  }
  return new URL(siteUrl).origin;
}
