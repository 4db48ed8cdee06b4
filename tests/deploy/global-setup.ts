// The deploy tests' shared work, done once: the functions bundled as a deploy bundles them, and a
// throwaway PostgreSQL 15 cluster (each test file makes its own Supabase-like database in it).
import type { TestProject } from "vitest/node";
import type { FunctionBundle } from "../../scripts/lib/function-bundles.ts";
import { postgres15Available, startTemporaryPostgres } from "../../scripts/lib/postgres15.ts";
import { functionBundles } from "../support/function-bundles.ts";

declare module "vitest" {
  export interface ProvidedContext {
    functionBundles: FunctionBundle[];
    postgres15Url: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = postgres15Available() ? await startTemporaryPostgres() : undefined;
  project.provide("postgres15Url", cluster?.url ?? "");
  project.provide("functionBundles", functionBundles());
  return () => cluster?.stop();
}
