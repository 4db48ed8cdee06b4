import { describe, expect, it } from "vitest";
import {
  EMPTY_PRODUCT,
  productFormData,
  validateProduct,
  withCategory,
  withName,
  type ProductFormValues,
} from "../../src/islands/admin/products/product-form.ts";

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "zd421.png", { type: "image/png" });
const pdf = () => new File(["%PDF-1.7"], "zd421.pdf", { type: "application/pdf" });

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: "Zebra ZD421 Printer",
  slug: "zebra-zd421-printer",
  sku: "ZD421",
  category: "1",
  shortDescription: "A 4-inch desktop printer.",
  description: "The printer we recommend most often.",
};

describe("the slug follows the name", () => {
  it("until staff edit the slug by hand (document 3 §4, §5 slug rule)", () => {
    const named = withName(EMPTY_PRODUCT, "Zebra ZT-230 / 203 dpi  Printer!", false);
    expect(named.slug).toBe("zebra-zt-230-203-dpi-printer");
    const kept = withName({ ...named, slug: "my-own-slug" }, "Another name", true);
    expect(kept).toMatchObject({ name: "Another name", slug: "my-own-slug" });
  });
});

describe("changing the category", () => {
  it("clears the chosen subcategory (document 3 §4)", () => {
    const values = { ...filled, category: "1", subcategory: "4" };
    expect(withCategory(values, "2")).toMatchObject({ category: "2", subcategory: "" });
  });
});

describe("validateProduct", () => {
  it("asks for every required field and the image when adding (document 3 §5)", () => {
    expect(validateProduct(EMPTY_PRODUCT, { image: null, pdf: null }, "add")).toEqual({
      name: "Name is required",
      slug: "Slug is required",
      sku: "SKU is required",
      category: "Category is required",
      shortDescription: "Short description is required",
      description: "Description is required",
      image: "Image is required",
    });
  });

  it("needs no image when editing", () => {
    expect(validateProduct(filled, { image: null, pdf: null }, "edit")).toEqual({});
  });

  it.each([
    [
      { slug: "Bad Slug" },
      { slug: "Slug may contain only lowercase letters, digits and single hyphens" },
    ],
    [
      { slug: "-leading" },
      { slug: "Slug may contain only lowercase letters, digits and single hyphens" },
    ],
    [{ price: "-5" }, { price: "Price must be an amount in rupees such as 12499 or 12499.50" }],
    [{ price: "twelve" }, { price: "Price must be an amount in rupees such as 12499 or 12499.50" }],
    [{ name: "x".repeat(201) }, { name: "Name must be at most 200 characters" }],
  ])("refuses %j with the shared rules' message", (change, expected) => {
    const errors = validateProduct({ ...filled, ...change }, { image: png(), pdf: null }, "add");
    expect(errors).toEqual(expected);
  });

  it("accepts only image files as the image and PDFs as the pdf", () => {
    const errors = validateProduct(filled, { image: pdf(), pdf: png() }, "add");
    expect(Object.keys(errors).sort()).toEqual(["image", "pdf"]);
    expect(validateProduct(filled, { image: png(), pdf: pdf() }, "add")).toEqual({});
  });
});

describe("productFormData", () => {
  it("sends the filled fields trimmed and leaves empty ones out (document 3 §5)", () => {
    const values = { ...filled, name: "  Zebra ZD421 Printer ", metaTitle: "   ", price: "" };
    const form = productFormData(values, { image: png(), pdf: null });
    expect([...form.keys()].sort()).toEqual(
      [
        "category",
        "description",
        "featured",
        "image",
        "name",
        "pinned",
        "shortDescription",
        "sku",
        "slug",
        "status",
      ].sort(),
    );
    expect(form.get("name")).toBe("Zebra ZD421 Printer");
    expect(form.get("status")).toBe("active");
    expect(form.get("featured")).toBe("false");
    expect(form.get("pinned")).toBe("false");
    expect((form.get("image") as File).name).toBe("zd421.png");
  });

  it("sends key features one per line without blanks, brand, price, pinned, position, pdf and the version", () => {
    const values = {
      ...filled,
      keyFeatures: " Fast \n\n  Quiet  \n",
      brand: "3",
      price: "32500",
      featured: true,
      pinned: true,
      position: " 3 ",
      status: "inactive" as const,
    };
    const form = productFormData(
      values,
      { image: null, pdf: pdf() },
      { version: 7, removePdf: true },
    );
    expect(form.get("keyFeatures")).toBe("Fast\nQuiet");
    expect(form.get("brand")).toBe("3");
    expect(form.get("price")).toBe("32500");
    expect(form.get("featured")).toBe("true");
    expect(form.get("pinned")).toBe("true");
    expect(form.get("position")).toBe("3");
    expect(form.get("status")).toBe("inactive");
    expect(form.get("version")).toBe("7");
    expect(form.has("image")).toBe(false);
    expect((form.get("pdf") as File).name).toBe("zd421.pdf");
    // A new PDF replaces the stored one; removal is asked only without one.
    expect(form.has("removePdf")).toBe(false);
    const removing = productFormData(
      filled,
      { image: null, pdf: null },
      { version: 2, removePdf: true },
    );
    expect(removing.get("removePdf")).toBe("true");
  });
});
