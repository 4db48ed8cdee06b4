// The npm scripts read `.env` when there is one (Node's --env-file-if-exists), as .env.example
// invites: `npm run db:migrate` in a project whose .env names the test database works on that
// database, not on an embedded one of its own.
import { execFileSync } from "node:child_process";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { testFolder } from "../support/temp-folder.ts";

// A copy of the project (its files linked) whose own .env another test cannot disturb.
function projectWithEnv(env: string): string {
  const dir = testFolder("env-file");
  for (const name of ["package.json", "scripts", "src", "supabase", "node_modules"]) {
    symlinkSync(resolve(name), join(dir, name));
  }
  writeFileSync(join(dir, ".env"), env);
  return dir;
}

describe(".env", () => {
  it("is read by npm run db:migrate", () => {
    const dir = projectWithEnv(`# the test database\nDATABASE_URL=${inject("databaseUrl")}\n`);
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const output = execFileSync("npm", ["run", "--silent", "db:migrate"], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
    expect(output.trim()).toBe("Database is up to date.");
  });

  it("is read by every npm script that reads the configuration", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<
      string,
      string
    >;
    for (const name of ["start", "dev", "build", "db:migrate", "db:seed", "admin:create"]) {
      expect(scripts[name], name).toMatch(/^node --env-file-if-exists=\.env /);
    }
  });
});
