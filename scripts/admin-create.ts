// npm run admin:create -- <username> [--staff]: creates a staff account (admin by default) and
// prints a generated password, or sets ADMIN_PASSWORD when it is given in the environment, and a
// recovery code: it signs in once in place of the password, even when guesses are throttled.
import { createStaffUser } from "../src/server/auth/staff-users.ts";
import { generatePassword } from "../src/server/auth/passwords.ts";
import { issueRecoveryCode } from "../src/server/auth/recovery-codes.ts";
import { withScriptDatabase } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";

const USAGE = `
npm run admin:create -- <username> [--staff]: creates a staff account (admin unless --staff) and
prints a generated password (or sets ADMIN_PASSWORD when given). The username: 3-40 letters,
digits, . _ -.
`;
const { values, positionals } = scriptArgs(USAGE, { staff: { type: "boolean" } });
const username = positionals[0];
const role = values.staff ? "staff" : "admin";

if (!username || positionals.length > 1 || !/^[a-zA-Z0-9._-]{3,40}$/.test(username)) {
  console.error(USAGE.trim());
  process.exit(1);
}

await withScriptDatabase(async ({ sql }) => {
  const password = process.env.ADMIN_PASSWORD || generatePassword();
  const user = await createStaffUser(sql, { username, password, role });
  if (!user) throw new Error(`A staff account named "${username.toLowerCase()}" already exists.`);
  console.log(`Created ${role} "${user.username}" with password: ${password}`);
  const code = await issueRecoveryCode(sql, user.username);
  console.log(`Recovery code (works once, in place of the password; keep it offline): ${code}`);
});
