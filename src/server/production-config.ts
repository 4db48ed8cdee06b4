// What a deployed site must be given. Locally every variable is optional (an embedded database, a
// storage folder, a mail outbox, generated secrets); on Netlify none of those fallbacks exists, as
// a function's disk is read-only and gone after the call. So a production or deploy-preview build
// there stops at once naming every missing or invalid variable, and a deployed function that
// finds one missing answers 503 rather than writing to its disk.
import { ConfigError, onNetlify, parseConfig } from "./config.ts";

type Env = Record<string, string | undefined>;

/** The deploy contexts whose builds must have the whole production configuration. */
const CHECKED_CONTEXTS = ["production", "deploy-preview"];

/** Each variable a deployed site needs, with what it is for. */
export const PRODUCTION_VARIABLES: Readonly<Record<string, string>> = {
  DATABASE_URL: "the Supabase database, through its transaction pooler on port 6543",
  SUPABASE_URL: "Supabase Storage",
  SUPABASE_SERVICE_ROLE_KEY: "Supabase Storage",
  SIGNING_SECRET: "signed links, 32+ characters",
  RESEND_API_KEY: "mail through Resend",
  MAIL_FROM: "the sender of the site's mail, on a domain verified with Resend",
  BUILD_HOOK_URL: "the Netlify build hook that publishes catalogue edits",
  DEPLOY_NOTIFICATION_SECRET: "the JWS secret of Netlify's deploy notifications, 32+ characters",
};

/** Whether this is a Netlify build that must have the whole production configuration. */
export function checksProductionBuild(env: Env = process.env): boolean {
  return env.NETLIFY === "true" && CHECKED_CONTEXTS.includes(env.CONTEXT ?? "");
}

/** Every missing or invalid variable of a production environment, one line each. */
export function productionProblems(env: Env = process.env): string[] {
  const problems = Object.entries(PRODUCTION_VARIABLES)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, purpose]) => `${name}: missing, for ${purpose}`);
  try {
    parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line per invalid variable after the first; one reported missing above is not repeated.
    const missing = new Set(problems.map((problem) => problem.split(":")[0]));
    const invalid = error.message
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
    problems.push(...invalid.filter((line) => !missing.has(line.split(":")[0])));
  }
  return problems;
}

/** The build's one message for a production environment with problems. */
export function productionConfigMessage(problems: string[]): string {
  return [
    `The site's configuration is incomplete for a ${process.env.CONTEXT ?? "production"} deploy. Set these in Netlify (Site configuration → Environment variables), scoped to Builds and Functions:`,
    ...problems.map((problem) => `  ${problem}`),
  ].join("\n");
}

/** Thrown where a deployed function needs a variable it lacks; answered 503, logged by name. */
class MissingConfigError extends ConfigError {
  override name = "MissingConfigError";
  readonly variables: string[];
  constructor(variables: string[]) {
    super(`Missing configuration: ${variables.join(", ")}`);
    this.variables = variables;
  }
}

/**
 * Refuses a local fallback (a folder under DATA_DIR, a generated secret) on Netlify: throws
 * MissingConfigError naming `variables` there, and returns elsewhere.
 */
export function refuseLocalFallback(variables: string[], env: Env = process.env): void {
  if (onNetlify(env)) throw new MissingConfigError(variables);
}
