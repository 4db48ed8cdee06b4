// GET /api/categories/menu: the product mega-menu's data, keyed by category (document 1 §7, whose
// path is "not shown"; it sits under /api/categories beside the list it extends).
import type { Config } from "@netlify/functions";
import { categoryMenu } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

// Document 1 §9: the menu data is cached 5 minutes.
const MENU_MAX_AGE_SECONDS = 300;

export default functionApp([
  {
    pattern: "/api/categories/menu",
    methods: { GET: async () => publicJson(await categoryMenu(db()), MENU_MAX_AGE_SECONDS) },
  },
]);

export const config: Config = { path: "/api/categories/menu" };
