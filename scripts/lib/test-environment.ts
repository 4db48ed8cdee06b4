// The environment `npm test` gives its stages: the caller's, less every variable the server
// configuration reads (the tests set the ones they need), so a developer's own ADMIN_*, PORT,
// DATABASE_URL or SITE_URL, set for `npm start`, cannot change what the tests see.
import { CONFIG_VARIABLES } from "../../src/server/config.ts";

/** The caller's environment without the server configuration's variables. */
export function testEnvironment(caller: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...caller };
  for (const name of CONFIG_VARIABLES) delete env[name];
  return env;
}
