// Lint: TypeScript-aware rules on our own code (astro check and tsc do the type checking).
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
    files: ["**/*.{ts,tsx,mts}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
