// /api/import/*: the bulk import's other calls (document 3 §2.10, §7.3): the sample workbook, the
// job the import screen polls for the server's progress (and continues when one call's time ran
// out), and the signed upload of large files.
// The import itself is POST /api/products/bulk-import (products.mts).
import type { Config } from "@netlify/functions";
import { sampleExcel } from "../../src/server/import/export-routes.ts";
import {
  continueImport,
  createJob,
  readJob,
  uploadUrl,
} from "../../src/server/import/import-routes.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

export default functionApp([
  { pattern: "/api/import/sample-excel", methods: { GET: sampleExcel } },
  { pattern: "/api/import/jobs", methods: { POST: createJob } },
  { pattern: "/api/import/jobs/:id", methods: { GET: readJob } },
  { pattern: "/api/import/jobs/:id/continue", methods: { POST: continueImport } },
  { pattern: "/api/import/upload-url", methods: { POST: uploadUrl } },
]);

export const config: Config = { path: ["/api/import/*"] };
