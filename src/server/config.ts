// Server configuration, read from the environment once and checked with zod so a bad value stops
// the process with a message naming the variable.
import { z } from "zod";
import { isEmailAddress } from "../lib/email-address.ts";
import { ENQUIRY_RETENTION_DEFAULT_DAYS } from "../lib/enquiries/enquiries.ts";
import { LOG_LEVELS } from "./log/logger.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const configSchema = z
  .object({
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
    // Unset: on Netlify its URL (the site's main address), else http://localhost:{PORT}, the
    // address npm start serves (parseConfig).
    SITE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default(".data"),
    SUPABASE_URL: optionalText.pipe(z.url().optional()),
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    STORAGE_PUBLIC_BUCKET: z.string().default("public"),
    STORAGE_PRIVATE_BUCKET: z.string().default("private"),
    SIGNING_SECRET: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    RESEND_API_KEY: optionalText,
    MAIL_FROM: z.string().default("Shree Barcode Systems <no-reply@localhost>"),
    STAFF_NOTIFY_EMAIL: z
      .string()
      .trim()
      .refine(isEmailAddress, "must be one e-mail address (name@example.com)")
      .default("sales@shreebarcodesystems.in"),
    // Confirmation mails to visitors the whole site sends per hour (visitor-mail-policy.ts).
    VISITOR_MAIL_HOURLY_CAP: z.coerce.number().int().min(1).max(10000).default(60),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(10, "must be at least 10 characters").optional(),
    ),
    BUILD_HOOK_URL: optionalText.pipe(z.url().optional()),
    DEPLOY_NOTIFICATION_SECRET: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    LOCAL_UPLOAD_URL: optionalText.pipe(z.url().optional()),
    IMPORT_CALL_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
    API_READ_CACHE: optionalText.pipe(
      z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    ),
    // Enquiries older than this many days may be deleted in bulk; the privacy policy, built with
    // the same value, says so, and promises enquiries are kept at most 3 years.
    ENQUIRY_RETENTION_DAYS: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ error: "must be a whole number of days" })
        .int("must be a whole number of days")
        .min(30, "must be at least 30 days")
        .max(1095, "must be at most 1095 days (the privacy policy's 3 years)")
        .default(ENQUIRY_RETENTION_DEFAULT_DAYS),
    ),
    // npm start's server: where it listens, and whether a proxy in front tells the visitor's
    // address (X-Forwarded-For's last hop).
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(1).max(65535).default(8888),
    TRUST_PROXY: optionalText.pipe(
      z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("off"),
    ),
    // What hashing a staff password costs (src/server/auth/passwords.ts): "test" is a cheap cost
    // for the tests' own servers and API tests, never for a site with real accounts; refused on
    // Netlify (parseConfig).
    PASSWORD_HASH_COST: optionalText.pipe(
      z.enum(["standard", "test"], { error: 'must be "standard" or "test"' }).default("standard"),
    ),
    // The logger's level (src/server/log/logger.ts): info writes a line per request.
    LOG_LEVEL: optionalText.pipe(
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    ),
  })
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_SERVICE_ROLE_KEY), {
    message: "SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set together",
    path: ["SUPABASE_SERVICE_ROLE_KEY"],
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  });

/** The name of every environment variable the configuration reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

/** The checked server configuration. */
export type Config = Omit<z.infer<typeof configSchema>, "SITE_URL"> & { SITE_URL: string };

/** Thrown when the environment holds a missing or malformed value; the message names it. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Whether this process runs on Netlify itself: a build there (NETLIFY=true) or a deployed function
 * (SITE_ID, one of the few variables Netlify gives functions at run time). Not `netlify dev`.
 */
export function onNetlify(env: Record<string, string | undefined> = process.env): boolean {
  return env.NETLIFY_DEV !== "true" && (env.NETLIFY === "true" || Boolean(env.SITE_ID?.trim()));
}

// Netlify's URL, the site's main address (set in its builds and its functions alike).
function netlifySiteUrl(env: Record<string, string | undefined>): string | undefined {
  const url = z.url({ protocol: /^https?$/ }).safeParse(env.URL?.trim());
  return onNetlify(env) && url.success ? url.data.replace(/\/$/, "") : undefined;
}

/** Parses an environment (process.env by default) into a Config, or throws ConfigError. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`,
      );
  if (env.PASSWORD_HASH_COST?.trim() === "test" && onNetlify(env)) {
    problems.push(`PASSWORD_HASH_COST: "test" is for the tests' own servers, never on Netlify`);
  }
  if (!result.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return {
    ...result.data,
    SITE_URL: result.data.SITE_URL ?? netlifySiteUrl(env) ?? `http://localhost:${result.data.PORT}`,
  };
}

let cached: Config | undefined;

/** The configuration of this process, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig();
  return cached;
}

/** Parses the environment again: for a process that sets variables after reading it (npm start). */
export function reloadConfig(): Config {
  cached = parseConfig();
  return cached;
}
