// Drivers, blogs and jobs (document 3 §2.7 to §2.9, §5, §8) described as data: their fields, the
// columns of their lists, their texts and how a record becomes form values, so one form, one
// editor and one list serve all three.
import type { z } from "zod";
import { BLOG_STATUSES, blogCreateSchema } from "../../../lib/blogs/blog-form.ts";
import { driverCreateSchema } from "../../../lib/drivers/driver-form.ts";
import { DRIVER_CATEGORIES, DRIVER_OPERATING_SYSTEMS } from "../../../lib/drivers/drivers.ts";
import { JOB_STATUSES, jobCreateSchema } from "../../../lib/jobs/job-form.ts";
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from "../../../lib/jobs/jobs.ts";

/** A kind of content record. */
export type ContentKind = "drivers" | "blogs" | "jobs";

/** How a field is entered. `slug` follows its `from` field until edited by hand. */
export type ContentFieldType =
  "text" | "textarea" | "select" | "date" | "file" | "checkbox" | "slug" | "email" | "url";

/** One field of a content form; `name` is also its multipart field name. */
export interface ContentField {
  name: string;
  label: string;
  type: ContentFieldType;
  required?: boolean;
  max?: number;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** For a slug: the field it is made from. */
  from?: string;
  /** A new record's value. */
  initial?: string;
}

/** A kind's texts (document 3 §5, §8), fields, list columns and API shape. */
export interface ContentKindSpec {
  kind: ContentKind;
  title: string;
  singular: string;
  fields: ContentField[];
  /** The rules shared with POST /api/{kind}. */
  schema: z.ZodType;
  /** The record's edit version as the API names it (a driver's `version` is its own). */
  versionField: "version" | "rowVersion";
  /** The row field that names a record in buttons and messages. */
  labelField: string;
  columns: { label: string; field: string; cut?: number }[];
  texts: {
    loadFailed: string;
    saveFailed: string;
    deleteFailed: string;
    added: string;
    updated: string;
    deleted: string;
    confirmDelete: string;
    empty: string;
  };
}

const options = (values: readonly string[], labels?: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

const DRIVER_CATEGORY_LABELS = {
  printer: "Printer",
  scanner: "Scanner",
  mobile: "Mobile",
  utility: "Utility",
};
const OS_LABELS = {
  windows: "Windows",
  macos: "macOS",
  linux: "Linux",
  android: "Android",
  ios: "iOS",
};
const capitalised = (values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, value[0]!.toUpperCase() + value.slice(1)]));

const slug = (from: string, max: number): ContentField => ({
  name: "slug",
  label: "Slug",
  type: "slug",
  required: true,
  max,
  from,
  hint: "Made from the title as you type it; you can edit it.",
});

const drivers: ContentKindSpec = {
  kind: "drivers",
  title: "Drivers",
  singular: "driver",
  schema: driverCreateSchema,
  versionField: "rowVersion",
  labelField: "name",
  fields: [
    { name: "name", label: "Name", type: "text", required: true, max: 200 },
    { name: "version", label: "Version", type: "text", required: true, max: 100 },
    {
      name: "category",
      label: "Category",
      type: "select",
      required: true,
      options: options(DRIVER_CATEGORIES, DRIVER_CATEGORY_LABELS),
    },
    {
      name: "operatingSystem",
      label: "Operating System",
      type: "select",
      required: true,
      options: options(DRIVER_OPERATING_SYSTEMS, OS_LABELS),
    },
    { name: "description", label: "Description", type: "textarea", required: true, max: 20000 },
    { name: "compatibility", label: "Compatibility", type: "text", max: 5000 },
    { name: "releaseDate", label: "Release Date", type: "date" },
    {
      name: "file",
      label: "File",
      type: "file",
      hint: "Any type, up to 4 MB; stored privately. Choose a file only to add or replace it.",
    },
  ],
  columns: [
    { label: "Name", field: "name" },
    { label: "Version", field: "version" },
    { label: "Category", field: "category" },
    { label: "Operating System", field: "operatingSystem" },
    { label: "File", field: "fileName" },
  ],
  texts: {
    loadFailed: "Failed to load drivers",
    saveFailed: "Error saving driver. Please try again.",
    deleteFailed: "Error deleting driver. Please try again.",
    added: "Driver added successfully!",
    updated: "Driver updated successfully!",
    deleted: "Driver deleted successfully!",
    confirmDelete: "Are you sure you want to delete this driver?",
    empty: "No drivers yet.",
  },
};

const blogs: ContentKindSpec = {
  kind: "blogs",
  title: "Blogs",
  singular: "blog",
  schema: blogCreateSchema,
  versionField: "version",
  labelField: "title",
  fields: [
    { name: "title", label: "Title", type: "text", required: true, max: 300 },
    slug("title", 200),
    { name: "author", label: "Author", type: "text", required: true, max: 200 },
    { name: "category", label: "Category", type: "text", max: 200 },
    {
      name: "tags",
      label: "Tags",
      type: "text",
      max: 1200,
      hint: "Separated by commas, e.g. zebra, labels, how-to",
    },
    {
      name: "featured_image",
      label: "Featured Image URL",
      type: "url",
      max: 2048,
      hint: "A full address such as https://example.com/image.jpg, or a site path like /images/x.jpg",
    },
    {
      name: "status",
      label: "Status",
      type: "select",
      required: true,
      options: options(BLOG_STATUSES, capitalised(BLOG_STATUSES)),
      initial: "published",
    },
    { name: "featured", label: "Featured", type: "checkbox", initial: "false" },
    { name: "excerpt", label: "Excerpt", type: "textarea", max: 2000 },
    { name: "content", label: "Content", type: "textarea", required: true, max: 200000 },
  ],
  columns: [
    { label: "Title", field: "title", cut: 60 },
    { label: "Author", field: "author" },
    { label: "Category", field: "category" },
    { label: "Status", field: "status" },
    { label: "Views", field: "views" },
  ],
  texts: {
    loadFailed: "Failed to load blogs",
    saveFailed: "Failed to save blog",
    deleteFailed: "Failed to delete blog",
    added: "Blog added successfully!",
    updated: "Blog updated successfully!",
    deleted: "Blog deleted successfully!",
    confirmDelete: "Are you sure you want to delete this blog?",
    empty: "No blogs yet.",
  },
};

const jobs: ContentKindSpec = {
  kind: "jobs",
  title: "Job Management",
  singular: "job",
  schema: jobCreateSchema,
  versionField: "version",
  labelField: "title",
  fields: [
    { name: "title", label: "Title", type: "text", required: true, max: 200 },
    slug("title", 200),
    { name: "company", label: "Company", type: "text", required: true, max: 200 },
    { name: "location", label: "Location", type: "text", required: true, max: 200 },
    {
      name: "job_type",
      label: "Job Type",
      type: "select",
      required: true,
      options: options(JOB_TYPES, JOB_TYPE_LABELS),
      initial: "full-time",
    },
    {
      name: "experience_level",
      label: "Experience Level",
      type: "select",
      required: true,
      options: options(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS),
      initial: "entry",
    },
    { name: "salary_range", label: "Salary Range", type: "text", max: 200 },
    {
      name: "status",
      label: "Status",
      type: "select",
      required: true,
      options: options(JOB_STATUSES, capitalised(JOB_STATUSES)),
      initial: "active",
    },
    { name: "application_email", label: "Application Email", type: "email", max: 254 },
    { name: "application_url", label: "Application URL", type: "url", max: 2048 },
    { name: "featured", label: "Featured", type: "checkbox", initial: "false" },
    { name: "description", label: "Description", type: "textarea", required: true, max: 20000 },
    { name: "requirements", label: "Requirements", type: "textarea", max: 20000 },
    { name: "responsibilities", label: "Responsibilities", type: "textarea", max: 20000 },
    { name: "benefits", label: "Benefits", type: "textarea", max: 20000 },
  ],
  columns: [],
  texts: {
    loadFailed: "Failed to load jobs",
    saveFailed: "Failed to save job",
    deleteFailed: "Failed to delete job",
    added: "Job added successfully!",
    updated: "Job updated successfully!",
    deleted: "Job deleted successfully!",
    confirmDelete: "Are you sure you want to delete this job?",
    empty: "No jobs found",
  },
};

/** The three kinds. */
export const CONTENT_KINDS: Record<ContentKind, ContentKindSpec> = { drivers, blogs, jobs };
