// Bench: seconds from a product edit to the site showing it, on the local publisher (npm start's):
// PUT /api/products/{id} → publish request → build hook → incremental build of a new release →
// swap → signed deploy notification → live. Also the full build of the same catalogue.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import products from "../../netlify/functions/products.mts";
import publish from "../../netlify/functions/publish.mts";
import { getAdminProduct } from "../../src/server/admin/admin-products.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { startLocalServices } from "../lib/local-services.ts";
import type { SiteReleases } from "../lib/site-releases.ts";
import { BENCH_SITE } from "./import.ts";

/** The edit measured. */
export interface EditFigure {
  secondsToLive: number;
  state: string;
}

// Receives the local publisher's deploy notifications and hands them to the real function.
async function notificationReceiver(port: number) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = new Request(`${BENCH_SITE}${req.url}`, {
        method: "POST",
        headers: { "x-webhook-signature": String(req.headers["x-webhook-signature"] ?? "") },
        body: Buffer.concat(chunks),
      });
      void publish(request, {} as never).then(async (response) => {
        res.writeHead(response.status).end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}

// The edit form of document 3 §2.5 with the product's values and a new description.
async function editForm(sql: Sql, id: number, description: string): Promise<FormData> {
  const product = (await getAdminProduct(sql, id))!;
  const form = new FormData();
  const fields: Record<string, unknown> = {
    name: product.name,
    slug: product.slug,
    category: product.category_id,
    subcategory: product.subcategory_id,
    shortDescription: product.shortDescription,
    description,
    specifications: product.specifications,
    sku: product.sku,
    status: product.status,
    featured: product.featured,
    version: product.version,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.set(key, String(value));
  }
  return form;
}

/** Edits product `id` as the admin form does and waits until its publish request is settled. */
export async function benchEditToLive(
  sql: Sql,
  site: SiteReleases,
  options: { cookie: string; id: number; hookPort: number; notifyPort: number; secret: string },
): Promise<EditFigure> {
  const receiver = await notificationReceiver(options.notifyPort);
  const services = await startLocalServices({
    port: options.hookPort,
    site,
    notifyUrl: `http://localhost:${options.notifyPort}/api/publish/deploy-notification`,
    notificationSecret: options.secret,
  });
  try {
    const description = `Edited for the benchmark at ${new Date().toISOString()}.`;
    const response = await products(
      new Request(`${BENCH_SITE}/api/products/${options.id}`, {
        method: "PUT",
        headers: { origin: BENCH_SITE, cookie: options.cookie },
        body: await editForm(sql, options.id, description),
      }),
      {} as never,
    );
    if (!response.ok)
      throw new Error(`The edit answered ${response.status}: ${await response.text()}`);
    for (;;) {
      const [request] = await sql<
        { status: string; seconds: number | null; error: string | null }[]
      >`
        select status, extract(epoch from finished_at - created_at)::float8 as seconds, error
          from publish_requests
         where entity_type = 'product' and entity_id = ${String(options.id)}
         order by id desc limit 1`;
      if (request!.status === "failed") throw new Error(`The publish failed: ${request!.error}`);
      if (request!.status === "live") {
        const { slug } = (await getAdminProduct(sql, options.id))!;
        const page = await readFile(join(site.current, `${slug}.html`), "utf8");
        if (!page.includes(description)) throw new Error("The live page does not show the edit");
        return { secondsToLive: Math.round(request!.seconds! * 10) / 10, state: request!.status };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await services.close();
    await new Promise((resolve) => receiver.close(resolve));
  }
}
