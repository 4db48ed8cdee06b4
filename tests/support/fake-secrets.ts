// Fake values for every secret the server configuration reads, unmistakable in any file. The build
// the browser tests serve is made with them set (scripts/serve-e2e.ts), and the secrets scan
// (tests/e2e/secrets.spec.ts) then looks for each in the built site and the function bundles.
import { CONFIG_VARIABLES } from "../../src/server/config.ts";

const MARK = "f4k3s3cr3t";

/**
 * A variable holds a secret when its name says so: a key, secret, password or token (the last word
 * of its name, so PASSWORD_HASH_COST is a setting), a hook's address or the database's.
 */
const isSecretVariable = (name: string) =>
  /(KEY|SECRET|PASSWORD|TOKEN)$|HOOK|DATABASE_URL/.test(name);

/** The password of the browser tests' embedded database, which the build's DATABASE_URL carries. */
export const FAKE_DATABASE_PASSWORD = `${MARK}-database-password`;

/** The environment of the scanned build: a fake for each secret (and what it must pair with). */
export const FAKE_SECRET_ENV: Readonly<Record<string, string>> = {
  SUPABASE_URL: "https://fakeprojectref.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: `eyJhbGciOiJIUzI1NiJ9.${MARK}-service-role-key.signature`,
  SIGNING_SECRET: `${MARK}-signing-secret-0123456789abcdef`,
  RESEND_API_KEY: `re_${MARK}ResendApiKey`,
  BUILD_HOOK_URL: `https://api.netlify.com/build_hooks/${MARK}buildhook`,
  DEPLOY_NOTIFICATION_SECRET: `${MARK}-deploy-notification-secret-0123456789`,
  ADMIN_USERNAME: "fake-admin",
  ADMIN_PASSWORD: `${MARK}-admin-password`,
};

/** The values no build output may contain (SUPABASE_URL is public: it is left out). */
export function fakeSecretValues(): string[] {
  const values = Object.entries(FAKE_SECRET_ENV)
    .filter(([name]) => isSecretVariable(name))
    .map(([, value]) => value);
  return [...values, FAKE_DATABASE_PASSWORD];
}

/** The secret variables of the configuration that have no fake here (must be none). */
export function secretsWithoutFake(): string[] {
  return CONFIG_VARIABLES.filter(
    (name) => isSecretVariable(name) && name !== "DATABASE_URL" && !(name in FAKE_SECRET_ENV),
  );
}
