// Reads the demo data files of scripts/seed-data and checks their shape with zod.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

/** The folder of the demo data, relative to the project root. */
export const SEED_DIR = "scripts/seed-data";

/** Reads and checks one JSON file of the seed folder. */
export async function readSeedFile<T extends z.ZodType>(
  name: string,
  schema: T,
): Promise<z.infer<T>> {
  const text = await readFile(join(SEED_DIR, name), "utf8");
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${SEED_DIR}/${name}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

const text = z.string();
const nullableText = z.string().nullable();

export const countriesFile = z.array(
  z.object({
    id: z.number().int(),
    name: text,
    code: z.string().length(2),
    phone_code: z.union([text, z.number()]).nullable().optional(),
  }),
);
export const statesFile = z.array(
  z.object({
    id: z.number().int(),
    country_id: z.number().int(),
    name: text,
    code: nullableText.optional(),
  }),
);
export const citiesFile = z.array(
  z.object({
    id: z.number().int(),
    state_id: z.number().int(),
    name: text,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    is_service_city: z.boolean(),
  }),
);
/** Other names of cities (Bangalore for Bengaluru), by the city's id. */
export const cityAliasesFile = z.array(
  z.object({ city_id: z.number().int(), alias: z.string().trim().min(2).max(100) }),
);

export const categoriesFile = z.array(
  z.object({
    name: text,
    display_name: text,
    description: nullableText,
    icon: nullableText.optional(),
    sort_order: z.number().int(),
    subcategories: z.array(
      z.object({
        name: text,
        display_name: text,
        description: nullableText,
        sort_order: z.number().int().optional(),
      }),
    ),
  }),
);
export const brandsFile = z.array(
  z.object({
    name: text,
    display_name: text,
    description: nullableText,
    website: nullableText,
    logo: nullableText,
  }),
);
export const productsFile = z.array(
  z.object({
    name: text,
    slug: text,
    sku: nullableText,
    brand: nullableText,
    model: nullableText,
    model_number: nullableText,
    type: nullableText,
    category: text,
    subcategory: nullableText,
    short_description: nullableText,
    description: nullableText,
    features: z.array(text),
    specifications: nullableText,
    meta_keywords: nullableText,
    meta_title: nullableText,
    meta_description: nullableText,
    price: z.number().nullable(),
    image: nullableText,
    pdf: nullableText,
    rating: z.number().nullable(),
    review_count: z.number().int(),
    featured: z.boolean(),
    status: z.enum(["active", "inactive"]),
  }),
);
export const blogsFile = z.array(
  z.object({
    title: text,
    slug: text,
    excerpt: nullableText,
    description: nullableText,
    content: text,
    featured_image: nullableText,
    author: text,
    category: nullableText,
    tags: z.array(text),
    status: z.enum(["published", "draft", "archived"]),
    featured: z.boolean(),
    views: z.number().int(),
    created_at: text,
  }),
);
export const jobsFile = z.array(
  z.object({
    title: text,
    slug: text,
    company: text,
    location: text,
    description: text,
    requirements: nullableText,
    responsibilities: nullableText,
    benefits: nullableText,
    job_type: z.enum(["full-time", "part-time", "contract", "internship"]),
    experience_level: z.enum(["entry", "mid", "senior", "executive"]),
    salary_range: nullableText,
    application_email: nullableText,
    application_url: nullableText,
    status: z.enum(["active", "inactive", "closed"]),
    featured: z.boolean(),
    views: z.number().int(),
    created_at: text,
  }),
);
export const driversFile = z.array(
  z.object({
    name: text,
    version: text,
    category: z.enum(["printer", "scanner", "mobile", "utility"]),
    operating_system: z.enum(["windows", "macos", "linux", "android", "ios"]),
    file_size: text,
    description: text,
    compatibility: nullableText,
    release_date: text,
    file_name: text,
  }),
);
export const contactInfoFile = z.array(
  z.object({
    type: z.enum(["phone", "email", "address", "social_media"]),
    title: text,
    value: text,
    description: nullableText,
    icon: text,
    is_active: z.boolean(),
    sort_order: z.number().int(),
  }),
);
