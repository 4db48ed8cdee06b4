// Where the browser tests' servers listen (playwright.config.ts starts them): E2E_PORT moves all.
const base = Number(process.env.E2E_PORT ?? 8899);

/** npm start's server, and the local Netlify runtime (its build hook and uploads take + 2). */
export const E2E_PORTS = { desktop: base, netlify: base + 10 } as const;

/** The project of the local Netlify runtime's server (scripts/serve-e2e.ts --netlify). */
export const NETLIFY_PROJECT = "netlify-runtime";
