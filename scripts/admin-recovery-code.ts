// npm run admin:recovery-code -- <username>: gives an existing account a new recovery code and
// prints it (the old one stops working). For the owner after using their code, or on losing it.
import { issueRecoveryCode } from "../src/server/auth/recovery-codes.ts";
import { withScriptDatabase } from "./lib/database.ts";

const username = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!username) {
  console.error("Usage: npm run admin:recovery-code -- <username>");
  process.exit(1);
}

await withScriptDatabase(async ({ sql }) => {
  const code = await issueRecoveryCode(sql, username);
  if (!code) throw new Error(`There is no staff account named "${username.toLowerCase()}".`);
  console.log(
    `Recovery code for "${username.toLowerCase()}" (works once, in place of the password): ${code}`,
  );
});
