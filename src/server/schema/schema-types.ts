// GET /api/schema/{type} (document 2 §7): the schema.org data of one kind, by the names the API
// accepts. Products, blogs and jobs answer their newest items, or one by id or slug; the
// organisation, the website and the service FAQ are single objects.
import type { SchemaTypeQuery } from "../../lib/schema/schema-query.ts";
import { schemaQueryMessages } from "../../lib/schema/schema-query.ts";
import { faqPageJsonLd, SERVICE_FAQS } from "../../lib/schema/service-faqs.ts";
import { organizationJsonLd, websiteJsonLd } from "../../lib/schema/site-structured-data.ts";
import { listSocialLinks } from "../contact/contact-info.ts";
import { HttpError } from "../http/errors.ts";
import { CONTENT_KINDS, contentJsonLd, type SchemaDeps } from "./content-json-ld.ts";

type Answer = (deps: SchemaDeps, query: SchemaTypeQuery) => Promise<object | object[]>;

const NOT_FOUND = {
  products: "Product not found",
  blogs: "Blog not found",
  jobs: "Job not found",
} as const;

// A kind with items: one by id or slug (404 when there is none), else the newest `limit`.
const items =
  (name: keyof typeof CONTENT_KINDS): Answer =>
  async (deps, { id, slug, limit }) => {
    const pick = id !== undefined ? { id } : slug !== undefined ? { slug } : { limit };
    const data = await contentJsonLd<unknown>(CONTENT_KINDS[name], deps, pick);
    if (!data) throw new HttpError(404, "not_found", NOT_FOUND[name]);
    return data;
  };

// A kind of one object: id and slug have nothing to pick.
const single =
  (build: (deps: SchemaDeps) => Promise<object> | object): Answer =>
  async (deps, { id, slug }) => {
    if (id !== undefined || slug !== undefined) {
      const field = id !== undefined ? "id" : "slug";
      const message = schemaQueryMessages.notOne;
      throw new HttpError(400, "invalid_request", message, { [field]: message });
    }
    return build(deps);
  };

const organization = single(async ({ sql, site }) =>
  organizationJsonLd(
    site,
    (await listSocialLinks(sql)).map((link) => link.href),
  ),
);
const products = items("products");
const blogs = items("blogs");
const jobs = items("jobs");

/** Every type name the API accepts (singular and plural, and schema.org's own names). */
const SCHEMA_TYPES: Readonly<Record<string, Answer>> = {
  organization,
  website: single(({ site }) => websiteJsonLd(site)),
  products,
  product: products,
  blogs,
  blog: blogs,
  article: blogs,
  blogposting: blogs,
  jobs,
  job: jobs,
  jobposting: jobs,
  faq: single(() => faqPageJsonLd(SERVICE_FAQS)),
};

/** The data of `type` (any case); HttpError 404 naming the types for a type the API has not. */
export async function schemaOfType(
  type: string,
  deps: SchemaDeps,
  query: SchemaTypeQuery,
): Promise<object | object[]> {
  const answer = Object.hasOwn(SCHEMA_TYPES, type.toLowerCase())
    ? SCHEMA_TYPES[type.toLowerCase()]
    : undefined;
  if (!answer) {
    const known = Object.keys(SCHEMA_TYPES).join(", ");
    throw new HttpError(404, "not_found", `Unknown structured data type: use one of ${known}`);
  }
  return answer(deps, query);
}
