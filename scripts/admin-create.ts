// npm run admin:create -- <username> [--staff]: creates a staff account (admin by default) and
// prints a generated password, or sets ADMIN_PASSWORD when it is given in the environment, and a
// recovery code: it signs in once in place of the password, even when guesses are throttled.
import { createStaffUser } from "../src/server/auth/staff-users.ts";
import { generatePassword } from "../src/server/auth/passwords.ts";
import { issueRecoveryCode } from "../src/server/auth/recovery-codes.ts";
import { withScriptDatabase } from "./lib/database.ts";

const args = process.argv.slice(2);
const username = args.find((arg) => !arg.startsWith("--"));
const role = args.includes("--staff") ? "staff" : "admin";

if (!username || !/^[a-zA-Z0-9._-]{3,40}$/.test(username)) {
  console.error(
    "Usage: npm run admin:create -- <username> [--staff]  (3-40 letters, digits, . _ -)",
  );
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
