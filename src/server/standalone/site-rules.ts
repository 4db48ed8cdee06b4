// The built site as Netlify serves it: files looked up as Netlify looks them up (@netlify/static:
// /about → about.html or about/index.html), netlify.toml's redirects and rewrites matched by
// Netlify's own matcher (@netlify/redirects), and its headers plus the release's _headers (the
// Content-Security-Policy the build writes) parsed by Netlify's parser (@netlify/headers-parser).
// The served folder is a link swapped to each new release (src/server/publishing/local/site-releases.ts), so the
// rules are read again for every release.
import { realpath } from "node:fs/promises";
import { join } from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";

/** One release's files and rules. */
export interface ReleaseRules {
  /** The release's real folder. */
  dir: string;
  /** The file that answers `request` as it is, or undefined. */
  file(request: Request): Promise<(() => Promise<Response>) | undefined>;
  /** The redirect or rewrite rule that takes `request`, or undefined. */
  redirect: RedirectsHandler["match"];
  /** The headers netlify.toml and _headers give `pathname`. */
  headersFor(pathname: string): Record<string, string>;
}

/** Where the site's rules come from. */
export interface SiteRulesOptions {
  /** The project folder (netlify.toml). */
  projectDir: string;
  /** The folder served: a release, or a link to the current one. */
  siteDir: string;
  siteUrl: string;
}

// Netlify reads these as the release's rules and never serves them as files.
const RULE_FILES = new Set(["/_headers", "/_redirects"]);

function isRuleFile(request: Request): boolean {
  const { pathname } = new URL(request.url);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape names no file of ours
  }
  return RULE_FILES.has(decoded.replace(/\/+$/, "").replace(/^\/+/, "/"));
}

async function parseHeaders(configPath: string, headersFile: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath: configPath,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0)
    throw new Error(`Headers rules: ${errors.map((e) => e.message).join("; ")}`);
  return headers as Header[];
}

async function loadRelease(options: SiteRulesOptions, dir: string): Promise<ReleaseRules> {
  const configPath = join(options.projectDir, "netlify.toml");
  const headers = await parseHeaders(configPath, join(dir, "_headers"));
  const files = new StaticHandler({ directory: dir });
  const redirects = new RedirectsHandler({
    configPath,
    configRedirects: [],
    projectDir: dir,
    publicDir: dir,
    jwtRoleClaim: "app_metadata.authorization.roles",
    jwtSecret: "",
    siteURL: options.siteUrl,
  });
  return {
    dir,
    async file(request) {
      if (isRuleFile(request)) return undefined;
      return (await files.match(request))?.handle;
    },
    redirect: (request) => redirects.match(request),
    headersFor(pathname) {
      const values: Record<string, string> = {};
      for (const rule of headers)
        if (rule.forRegExp.test(pathname)) Object.assign(values, rule.values);
      return values;
    },
  };
}

/** The rules of the release served now, read once per release. */
export function siteRules(options: SiteRulesOptions): () => Promise<ReleaseRules> {
  let loaded: Promise<ReleaseRules> | undefined;
  let loadedDir = "";
  return async () => {
    const dir = await realpath(options.siteDir);
    if (!loaded || dir !== loadedDir) {
      loadedDir = dir;
      loaded = loadRelease(options, dir);
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  };
}
