// A scan of the built site and the function bundles finds no secret ("Injection and
// secrets"). The site these tests serve was built with a fake value of every secret the server
// configuration reads (scripts/serve-e2e.ts, tests/support/fake-secrets.ts); the function bundles
// are built with the same values, the way a Netlify deploy builds them, once per `npm test` for
// this spec and the deploy tests (tests/support/function-bundles.ts).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "../support/browser-test.ts";
import { functionBundles } from "../support/function-bundles.ts";
import { FAKE_SECRET_ENV, fakeSecretValues, secretsWithoutFake } from "../support/fake-secrets.ts";
import { filesUnder, secretsIn, zipEntries } from "../support/secret-scan.ts";

const port = Number(process.env.E2E_PORT ?? 8899);
const SITE_DIR = `dist-e2e/${port}/current`;
const values = fakeSecretValues();

test.describe.configure({ timeout: 180_000 });

test("every secret of the configuration has a fake value to look for", () => {
  expect(secretsWithoutFake()).toEqual([]);
  expect(values.length).toBeGreaterThanOrEqual(6);
});

test("the built site holds no secret", () => {
  // This run's build had the fakes: its policy names the fake storage origin (which is public).
  expect(readFileSync(join(SITE_DIR, "_headers"), "utf8")).toContain(FAKE_SECRET_ENV.SUPABASE_URL);
  const found: string[] = [];
  let files = 0;
  for (const { name, bytes } of filesUnder(SITE_DIR)) {
    files += 1;
    found.push(...secretsIn(name, bytes, values));
  }
  expect(files).toBeGreaterThan(100);
  expect(found).toEqual([]);
});

test("the function bundles hold no secret", () => {
  const bundles = functionBundles();
  expect(bundles.length).toBe(readdirSync("netlify/functions").length);
  const found = bundles.flatMap(({ name, path }) =>
    zipEntries(readFileSync(path)).flatMap((entry) =>
      secretsIn(`${name}.zip/${entry.name}`, entry.bytes, values),
    ),
  );
  expect(found).toEqual([]);
});
