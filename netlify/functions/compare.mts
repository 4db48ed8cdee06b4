// GET /api/compare?products=a,b,c: up to four active products side by side for the compare page
// (the issue "Compare"), with the slugs that name no product on sale.
import type { Config } from "@netlify/functions";
import { compareQuery } from "../../src/lib/compare/compare-query.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { listComparedProducts } from "../../src/server/compare/compared-products.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

export default functionApp([
  {
    pattern: "/api/compare",
    methods: {
      GET: async (req) => {
        const { products } = compareQuery.parse(queryOf(req.url));
        return publicJson(await listComparedProducts(db(), products));
      },
    },
  },
]);

export const config: Config = { path: "/api/compare" };
