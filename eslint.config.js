// Lint: TypeScript-aware rules on our own code (astro check and tsc do the type checking), the
// Rules of Hooks and React Compiler checks on the islands, and Astro's rules on .astro files.
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-e2e/",
      ".astro/",
      ".data/",
      ".netlify/",
      "node_modules/",
      "scripts/seed-data/",
      "public/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,astro}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // React lives in src only: the tests' use* are fixtures (Playwright's use, database helpers).
    files: ["src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  ...astro.configs.recommended,
  {
    // Frontmatter and <script> blocks are TypeScript: parse them with typescript-eslint's parser
    // explicitly rather than relying on the plugin finding it from the working directory.
    files: ["**/*.astro"],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
);
