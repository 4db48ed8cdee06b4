// The 'Admin Login' screen (document 3 §2.3, §5, §8): username and password (both required),
// 'Remember me for 30 days', 'Sign In' / 'Signing in...', the server's error text on failure.
// It loads with the page, so it uses neither react-query nor zod.
import { useId, useState, type SubmitEvent } from "react";
import { failureMessage } from "../admin-api.ts";
import { DASHBOARD_PATH } from "../admin-routes.ts";
import { navigate } from "../navigation.tsx";
import Field, { focusFirstError } from "../ui/Field.tsx";
import { login } from "./auth-api.ts";
import { useAuth } from "./auth-state.tsx";
import { loginErrors, type LoginErrors } from "./login-checks.ts";

/** The sign-in form shown on any /admin path to a visitor who is not signed in. */
export default function LoginScreen() {
  const formId = useId();
  const { signIn } = useAuth();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const attempt = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      signIn(await login({ username, password, rememberMe }));
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, "Login failed"));
      setPending(false);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors(username, password);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formId, ["username", "password"], found);
      return;
    }
    void attempt();
  };

  return (
    <main className="admin-login" id="main">
      <form className="admin-login__card" onSubmit={submit} noValidate aria-labelledby={formId}>
        <img className="admin-login__logo" src="/images/logo.svg" alt="" width="56" height="56" />
        <h1 id={formId}>Admin Login</h1>
        {failure && (
          <p className="admin-login__error" role="alert">
            {failure}
          </p>
        )}
        <Field formId={formId} name="username" label="Username" error={errors.username} required>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field formId={formId} name="password" label="Password" error={errors.password} required>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <label className="af-check">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <span>Remember me for 30 days</span>
        </label>
        <button type="submit" className="admin-button admin-login__submit" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </button>
        <p className="admin-login__footer">Contact administrator for access credentials</p>
      </form>
    </main>
  );
}
