// A production or deploy-preview build on Netlify with variables missing or invalid stops before
// its build command, with one message naming each. Run as Netlify runs it (`netlify build`, its
// plugins and netlify.toml), offline, with NETLIFY=true as on Netlify's build machines.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function netlifyBuild(context: string, env: Record<string, string>) {
  const result = spawnSync("netlify", ["build", "--offline", "--context", context], {
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? "/tmp",
      NETLIFY: "true",
      NETLIFY_TELEMETRY_DISABLED: "1",
      ...env,
    },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("a Netlify build without the production configuration", () => {
  for (const context of ["production", "deploy-preview"]) {
    it(`stops in the ${context} context with one message naming every variable`, () => {
      const { status, output } = netlifyBuild(context, {
        DATABASE_URL: "mysql://somewhere/db",
        SIGNING_SECRET: "too-short",
        MAIL_FROM: "Shree Barcode Systems <no-reply@shreebarcodesystems.in>",
      });
      expect(status).not.toBe(0);
      const message = output.slice(output.indexOf("The site's configuration is incomplete"));
      for (const line of [
        "DATABASE_URL: must be a postgres:// URL",
        "SIGNING_SECRET: must be at least 32 characters",
        "SUPABASE_URL: missing",
        "SUPABASE_SERVICE_ROLE_KEY: missing",
        "RESEND_API_KEY: missing",
        "BUILD_HOOK_URL: missing",
        "DEPLOY_NOTIFICATION_SECRET: missing",
      ]) {
        expect(message).toContain(line);
      }
      expect(message).not.toContain("MAIL_FROM");
      // Stopped before the build command, which never started.
      expect(output).toContain('In "onPreBuild" event');
      expect(output).not.toContain("build.command from netlify.toml");
    });
  }
});
