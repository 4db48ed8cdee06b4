// The published blog as the static pages need it, read ONCE per build (DESIGN.md): the list page,
// one page per post, its related posts and the feed all share this one read. A failed read fails
// the build on purpose, so the live site keeps its last good blog instead of an empty one.
import { db } from "../db/client.ts";
import { listAllPublishedBlogs } from "./blogs.ts";
import type { BlogRow } from "./blog-row.ts";

let published: Promise<BlogRow[]> | undefined;

/** Every published post, newest first, read on first use in this build. */
export function buildPublishedBlogs(): Promise<BlogRow[]> {
  published ??= listAllPublishedBlogs(db());
  return published;
}
