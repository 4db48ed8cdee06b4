// The pure steps of the drivers, blogs and jobs forms: values from a record, the slug following
// its title until edited by hand, the checks shared with the API, and the multipart body.
import { describe, expect, it } from "vitest";
import {
  contentFormData,
  FILE_REQUIRED,
  initialValues,
  validateContent,
  withChange,
} from "../../src/islands/admin/content/content-form.ts";
import { CONTENT_KINDS } from "../../src/islands/admin/content/content-kinds.ts";

const { blogs, drivers, jobs } = CONTENT_KINDS;

describe("initialValues", () => {
  it("starts a new job full-time, entry level, active and not featured", () => {
    expect(initialValues(jobs)).toMatchObject({
      job_type: "full-time",
      experience_level: "entry",
      status: "active",
      featured: "false",
      title: "",
    });
  });

  it("reads a record: tags joined by commas, booleans and nulls as text", () => {
    const values = initialValues(blogs, {
      id: 3,
      title: "Labels",
      tags: ["zebra", "labels"],
      featured: true,
      excerpt: null,
    });
    expect(values).toMatchObject({ tags: "zebra, labels", featured: "true", excerpt: "" });
  });
});

describe("withChange", () => {
  it("makes the slug from the title while it is the made one", () => {
    let values = initialValues(blogs);
    values = withChange(blogs, values, "title", "Zebra ZD421 Tips");
    expect(values.slug).toBe("zebra-zd421-tips");
    values = withChange(blogs, values, "title", "Zebra ZD421 Tips & Tricks");
    expect(values.slug).toBe("zebra-zd421-tips-tricks");
  });

  it("keeps a slug edited by hand", () => {
    let values = withChange(jobs, initialValues(jobs), "title", "Service Engineer");
    values = withChange(jobs, values, "slug", "field-engineer");
    values = withChange(jobs, values, "title", "Senior Service Engineer");
    expect(values.slug).toBe("field-engineer");
  });
});

describe("validateContent", () => {
  it("names every required field of a blog and the bad image address", () => {
    const values = { ...initialValues(blogs), featured_image: "not a url" };
    const errors = validateContent(blogs, values, null, true);
    expect(Object.keys(errors).sort()).toEqual(["author", "content", "featured_image", "title"]);
    expect(errors.featured_image).toBe(
      "Featured image must be a URL such as https://example.com/image.jpg",
    );
  });

  it("wants a driver's file when adding only", () => {
    const values = {
      ...initialValues(drivers),
      name: "ZDesigner",
      version: "10.6.2",
      category: "printer",
      operatingSystem: "windows",
      description: "Driver",
    };
    expect(validateContent(drivers, values, null, true)).toEqual({ file: FILE_REQUIRED });
    expect(validateContent(drivers, values, null, false)).toEqual({});
  });

  it("checks a job's application e-mail and URL", () => {
    const values = {
      ...initialValues(jobs),
      title: "Technician",
      company: "Shree",
      location: "Delhi",
      description: "Repairs",
      application_email: "careers@",
      application_url: "apply here",
    };
    const errors = validateContent(jobs, values, null, true);
    expect(Object.keys(errors).sort()).toEqual(["application_email", "application_url"]);
  });
});

describe("contentFormData", () => {
  it("sends trimmed non-empty values, the file and the driver's row version", () => {
    const file = new File(["x"], "setup.exe");
    const values = { ...initialValues(drivers), name: "  ZDesigner ", compatibility: "   " };
    const form = contentFormData(drivers, values, file, 4);
    expect(form.get("name")).toBe("ZDesigner");
    expect(form.has("compatibility")).toBe(false);
    expect((form.get("file") as File).name).toBe("setup.exe");
    expect(form.get("rowVersion")).toBe("4");
    expect(form.has("version")).toBe(false);
  });

  it("keeps a blog's content as written and sends the version of an edit", () => {
    const values = { ...initialValues(blogs), content: "  <p>Hi</p>\n" };
    const form = contentFormData(blogs, values, null, 2);
    expect(form.get("content")).toBe("  <p>Hi</p>\n");
    expect(form.get("version")).toBe("2");
    expect(form.get("status")).toBe("published");
  });
});
