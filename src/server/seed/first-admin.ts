// The first staff account: from ADMIN_USERNAME/ADMIN_PASSWORD when set, otherwise an "admin"
// with a generated password kept (for this machine only) in DATA_DIR/admin-credentials.txt.
import { chmod, readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../config.ts";
import type { Sql } from "../db/client.ts";
import { generatePassword } from "../auth/passwords.ts";
import { countStaffUsers, createStaffUser } from "../auth/staff-users.ts";

/** Makes sure a staff account exists; returns a line telling how to sign in. */
export async function ensureFirstAdmin(sql: Sql, settings: Config): Promise<string> {
  if (settings.ADMIN_USERNAME && settings.ADMIN_PASSWORD) {
    await createStaffUser(sql, {
      username: settings.ADMIN_USERNAME,
      password: settings.ADMIN_PASSWORD,
      role: "admin",
    });
    return `as "${settings.ADMIN_USERNAME.toLowerCase()}" with ADMIN_PASSWORD`;
  }
  const credentialsFile = join(settings.DATA_DIR, "admin-credentials.txt");
  if ((await countStaffUsers(sql)) === 0) {
    const password = generatePassword();
    await createStaffUser(sql, {
      username: "admin",
      password,
      role: "admin",
      displayName: "Administrator",
    });
    await mkdir(settings.DATA_DIR, { recursive: true });
    await writeFile(credentialsFile, `admin ${password}\n`, { mode: 0o600 });
    await chmod(credentialsFile, 0o600);
  }
  try {
    const [username, password] = (await readFile(credentialsFile, "utf8")).trim().split(" ");
    return `username "${username}", password "${password}"`;
  } catch {
    return "with your staff account (npm run admin:create -- <username> adds one)";
  }
}
