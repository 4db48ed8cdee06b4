// GET /api/contact-info: the active contact entries in display order (document 2 §7).
import type { Config } from "@netlify/functions";
import { listActiveContactInfo } from "../../src/server/contact/contact-info.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

export default functionApp([
  {
    pattern: "/api/contact-info",
    methods: { GET: async () => publicJson(await listActiveContactInfo(db()), 300) },
  },
]);

export const config: Config = { path: "/api/contact-info" };
