// Serves the function bundles as unzipped from a deploy's zips (a folder per function, each its
// own copy of the code and node_modules the bundler traced): each request goes to the function
// whose `config.path` takes it, as Netlify routes it. `node tests/support/rehearsal-server.ts
// <folder of unzipped functions> <port>`; prints "listening <port>" once it answers.
import { createServer } from "node:http";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import {
  functionContext,
  functionRoutes,
  type FunctionModule,
} from "../../src/server/standalone/function-routes.ts";

const [root, port] = process.argv.slice(2);
const modules: FunctionModule[] = await Promise.all(
  readdirSync(root!).map(async (name) => {
    const entry = join(root!, name, "netlify/functions", `${name}.mjs`);
    const module = (await import(pathToFileURL(entry).href)) as Omit<FunctionModule, "name">;
    return { ...module, name };
  }),
);
const routes = functionRoutes(modules);
const server = createServer(
  getRequestListener(async (req) => {
    const route = routes.find(new URL(req.url).pathname);
    if (!route) return new Response("Not found", { status: 404 });
    return route.handler(req, functionContext({ ip: "203.0.113.9", geo: {} }));
  }),
);
server.listen(Number(port), "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" ? address?.port : port}`);
});
