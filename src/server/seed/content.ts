// Seeds blogs, jobs, drivers and contact entries from the demo data files. Blogs and jobs are
// keyed by slug; drivers by name, version and system; contact entries by type and value.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Sql } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import {
  blogsFile,
  contactInfoFile,
  driversFile,
  jobsFile,
  readSeedFile,
  SEED_DIR,
} from "./seed-files.ts";

/** Upserts blogs by slug. */
export async function seedBlogs(sql: Sql): Promise<number> {
  const blogs = await readSeedFile("blogs.json", blogsFile);
  for (const { tags, ...blog } of blogs) {
    const row = {
      ...blog,
      tags: sql.json(tags),
      published_at: blog.status === "published" ? blog.created_at : null,
    };
    await sql`
      insert into blogs ${sql(row)}
      on conflict (slug) do update set title = excluded.title, excerpt = excluded.excerpt,
        description = excluded.description, content = excluded.content, featured_image = excluded.featured_image,
        author = excluded.author, category = excluded.category, tags = excluded.tags, status = excluded.status,
        featured = excluded.featured`;
  }
  return blogs.length;
}

/** Upserts jobs by slug. */
export async function seedJobs(sql: Sql): Promise<number> {
  const jobs = await readSeedFile("jobs.json", jobsFile);
  for (const job of jobs) {
    await sql`
      insert into jobs ${sql(job)}
      on conflict (slug) do update set title = excluded.title, company = excluded.company, location = excluded.location,
        description = excluded.description, requirements = excluded.requirements,
        responsibilities = excluded.responsibilities, benefits = excluded.benefits, job_type = excluded.job_type,
        experience_level = excluded.experience_level, salary_range = excluded.salary_range,
        application_email = excluded.application_email, application_url = excluded.application_url,
        status = excluded.status, featured = excluded.featured`;
  }
  return jobs.length;
}

/** Puts each driver file in private storage and records the driver once. */
export async function seedDrivers(sql: Sql, storage: Storage): Promise<number> {
  const drivers = await readSeedFile("drivers.json", driversFile);
  for (const driver of drivers) {
    const filePath = `drivers/${driver.file_name}`;
    const bytes = await readFile(join(SEED_DIR, "driver-files", driver.file_name));
    await storage.put("private", filePath, new Uint8Array(bytes), "application/octet-stream");
    await sql`
      insert into drivers (name, version, category, operating_system, file_size, description, compatibility,
                           release_date, file_name, file_path)
      select ${driver.name}, ${driver.version}, ${driver.category}, ${driver.operating_system}, ${driver.file_size},
             ${driver.description}, ${driver.compatibility}, ${driver.release_date}, ${driver.file_name}, ${filePath}
       where not exists (select 1 from drivers where name = ${driver.name} and version = ${driver.version}
                           and operating_system = ${driver.operating_system})`;
  }
  return drivers.length;
}

/** Records each contact entry once. */
export async function seedContactInfo(sql: Sql): Promise<number> {
  const entries = await readSeedFile("contact-info.json", contactInfoFile);
  for (const entry of entries) {
    await sql`
      insert into contact_info (type, title, value, description, icon, is_active, sort_order)
      select ${entry.type}, ${entry.title}, ${entry.value}, ${entry.description}, ${entry.icon}, ${entry.is_active}, ${entry.sort_order}
       where not exists (select 1 from contact_info where type = ${entry.type} and value = ${entry.value})`;
  }
  return entries.length;
}
