// The login form's checks before it sends: the rules and messages of loginSchema
// (src/lib/auth/auth-schemas.ts, which the server applies) written out, so the login screen loads
// without zod. tests/unit/admin-login-checks.test.ts holds the two to the same answers.

/** The login form's field messages. */
export type LoginErrors = Partial<Record<"username" | "password", string>>;

const MAX_USERNAME = 200;
const MAX_PASSWORD = 1000;

function usernameError(username: string): string | undefined {
  const trimmed = username.trim();
  if (trimmed === "") return "Username is required";
  return trimmed.length > MAX_USERNAME ? "Username is too long" : undefined;
}

function passwordError(password: string): string | undefined {
  if (password === "") return "Password is required";
  return password.length > MAX_PASSWORD ? "Password is too long" : undefined;
}

/** What is wrong with the typed username and password; empty when the form may be sent. */
export function loginErrors(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const forUsername = usernameError(username);
  const forPassword = passwordError(password);
  if (forUsername) errors.username = forUsername;
  if (forPassword) errors.password = forPassword;
  return errors;
}
