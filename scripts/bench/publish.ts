// Bench: seconds from a product edit to the site showing it, on the local publisher (npm start's):
// PUT /api/products/{id} → publish request → build hook → a release of the pages the edit touches
// (src/server/publishing/local/edit-release.ts; a full build when it cannot) → swap → signed deploy notification
// → live. One edit, then five edits in a row (each saved as the previous save answered).
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import products from "../../netlify/functions/products.mts";
import publish from "../../netlify/functions/publish.mts";
import { getAdminProduct } from "../../src/server/admin/admin-products.ts";
import { reloadConfig } from "../../src/server/config.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { startLocalServices } from "../lib/local-services.ts";
import type { SiteReleases } from "../../src/server/publishing/local/site-releases.ts";
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

/** Where the local publisher runs and whom it signs in as. */
export interface PublisherOptions {
  cookie: string;
  hookPort: number;
  notifyPort: number;
  secret: string;
}

// Runs `work` with the local publisher (build hook and deploy notifications) up.
async function withPublisher<T>(
  site: SiteReleases,
  options: PublisherOptions,
  work: () => Promise<T>,
): Promise<T> {
  const receiver = await notificationReceiver(options.notifyPort);
  const services = await startLocalServices({
    port: options.hookPort,
    site,
    notifyUrl: `http://localhost:${options.notifyPort}/api/publish/deploy-notification`,
    notificationSecret: options.secret,
  });
  // npm start's build hook is up long before an edit: its rendering thread has loaded the bundle.
  await services.warm();
  // The hook's address holds a secret of the services' own: the edits' functions call it.
  const hookUrl = process.env.BUILD_HOOK_URL;
  process.env.BUILD_HOOK_URL = services.hookUrl;
  reloadConfig();
  try {
    return await work();
  } finally {
    if (hookUrl === undefined) delete process.env.BUILD_HOOK_URL;
    else process.env.BUILD_HOOK_URL = hookUrl;
    reloadConfig();
    await services.close();
    await new Promise((resolve) => receiver.close(resolve));
  }
}

// Saves product `id` with `description` as the admin form does.
async function saveEdit(sql: Sql, cookie: string, id: number, description: string) {
  const response = await products(
    new Request(`${BENCH_SITE}/api/products/${id}`, {
      method: "PUT",
      headers: { origin: BENCH_SITE, cookie },
      body: await editForm(sql, id, description),
    }),
    {} as never,
  );
  if (!response.ok)
    throw new Error(`The edit answered ${response.status}: ${await response.text()}`);
}

/**
 * Waits until the latest publish request of each product of `edits` is live and its page shows
 * the edit; answers the seconds from the first request's creation to the last one's going live.
 */
async function live(sql: Sql, site: SiteReleases, edits: Map<number, string>): Promise<number> {
  const ids = [...edits.keys()].map(String);
  for (;;) {
    const requests = await sql<
      {
        id: string;
        status: string;
        created: number;
        finished: number | null;
        error: string | null;
      }[]
    >`
      select distinct on (entity_id) entity_id as id, status, error,
             extract(epoch from created_at)::float8 as created,
             extract(epoch from finished_at)::float8 as finished
        from publish_requests
       where entity_type = 'product' and entity_id in ${sql(ids)}
       order by entity_id, id desc`;
    const failed = requests.find((request) => request.status === "failed");
    if (failed) throw new Error(`The publish failed: ${failed.error}`);
    if (requests.length === ids.length && requests.every((request) => request.status === "live")) {
      for (const [id, description] of edits) {
        const { slug } = (await getAdminProduct(sql, id))!;
        const page = await readFile(join(site.current, `${slug}.html`), "utf8");
        if (!page.includes(description)) throw new Error(`The live page of ${slug} lacks the edit`);
      }
      const first = Math.min(...requests.map((request) => request.created));
      const last = Math.max(...requests.map((request) => request.finished!));
      return Math.round((last - first) * 10) / 10;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Edits product `id` as the admin form does and waits until its publish request is settled. */
export async function benchEditToLive(
  sql: Sql,
  site: SiteReleases,
  options: PublisherOptions & { id: number },
): Promise<EditFigure> {
  return withPublisher(site, options, async () => {
    const description = `Edited for the benchmark at ${new Date().toISOString()}.`;
    await saveEdit(sql, options.cookie, options.id, description);
    return {
      secondsToLive: await live(sql, site, new Map([[options.id, description]])),
      state: "live",
    };
  });
}

/**
 * Edits the products `ids` one after the other, each saved once the previous save answered (an
 * admin going down a list), and answers the seconds from the first save until the last is live.
 */
export async function benchEditsInARow(
  sql: Sql,
  site: SiteReleases,
  options: PublisherOptions & { ids: number[] },
): Promise<EditFigure> {
  return withPublisher(site, options, async () => {
    const edits = new Map<number, string>();
    for (const id of options.ids) {
      const description = `Edit ${edits.size + 1} in a row for the benchmark at ${new Date().toISOString()}.`;
      await saveEdit(sql, options.cookie, id, description);
      edits.set(id, description);
    }
    return { secondsToLive: await live(sql, site, edits), state: "live" };
  });
}
