// A Netlify Function's log as it runs on Netlify, in a process of its own (the logger is one per
// process and writes to standard output): a request that succeeds, then one whose handler throws,
// each with the id Netlify gives the request. tests/unit/function-log.test.ts reads the lines.
import { functionApp } from "../../src/server/http/function-app.ts";

const handler = functionApp([
  { pattern: "/api/log-check/fine", methods: { GET: async () => Response.json({ fine: true }) } },
  {
    pattern: "/api/log-check/broken",
    methods: {
      GET: async () => {
        throw new Error("the handler broke");
      },
    },
  },
]);

const ids: Record<string, string | null> = {};
for (const [name, requestId] of [
  ["fine", "netlify-request-fine"],
  ["broken", "netlify-request-broken"],
] as const) {
  const response = await handler(new Request(`https://example.test/api/log-check/${name}`), {
    requestId,
  } as never);
  ids[name] = response.headers.get("x-request-id");
}
process.stderr.write(JSON.stringify(ids));
