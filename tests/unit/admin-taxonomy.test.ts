import { describe, expect, it } from "vitest";
import {
  TAXONOMY_KINDS,
  taxonomyFormData,
  taxonomyTexts,
  validateTaxonomy,
} from "../../src/islands/admin/taxonomy/taxonomy-kinds.ts";

const { categories, subcategories, brands } = TAXONOMY_KINDS;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

describe("the forms' fields (document 3 §2.6, with the position and visibility of categories and subcategories)", () => {
  it.each([
    [categories, ["name", "display_name", "description", "sort_order", "is_hidden", "image"]],
    [
      subcategories,
      ["name", "display_name", "category_id", "description", "sort_order", "is_hidden", "image"],
    ],
    [brands, ["name", "display_name", "description", "website", "logo"]],
  ])("%#", (spec, names) => {
    expect(spec.fields.map((field) => field.name)).toEqual(names);
  });
});

describe("validateTaxonomy (document 3 §5, the rules shared with the API)", () => {
  it("requires name and display name, and a subcategory's parent category", () => {
    expect(validateTaxonomy(categories, {}, {})).toEqual({
      name: "Name is required",
      display_name: "Display name is required",
    });
    expect(validateTaxonomy(subcategories, { name: "labels", display_name: "Labels" }, {})).toEqual(
      {
        category_id: "Parent category is required",
      },
    );
  });

  it("needs a category key in the URL-key shape", () => {
    const errors = validateTaxonomy(
      categories,
      { name: "Barcode Printers", display_name: "B" },
      {},
    );
    expect(errors).toEqual({
      name: "Name may contain only lowercase letters, digits and single hyphens",
    });
  });

  it.each([
    ["www.zebra.com", false],
    ["ftp://zebra.com", false],
    ["https://www.zebra.com", true],
    ["", true],
  ])("a brand's website %j is accepted: %s", (website, ok) => {
    const errors = validateTaxonomy(brands, { name: "Zebra", display_name: "Zebra", website }, {});
    expect(errors).toEqual(
      ok ? {} : { website: "Website must be a web address such as https://www.zebra.com" },
    );
  });

  it("accepts only image files as a logo", () => {
    const text = new File(["hi"], "logo.txt", { type: "text/plain" });
    const values = { name: "Zebra", display_name: "Zebra" };
    expect(validateTaxonomy(brands, values, { logo: text })).toEqual({
      logo: "Logo must be a JPEG, PNG, WebP, GIF or SVG image",
    });
    expect(validateTaxonomy(brands, values, { logo: png() })).toEqual({});
  });
});

describe("taxonomyFormData", () => {
  it("sends filled fields trimmed, the chosen file and the version; empty ones are left out", () => {
    const values = {
      name: " zebra ",
      display_name: "Zebra",
      description: "  ",
      website: "",
      id: "9",
    };
    const form = taxonomyFormData(
      brands,
      values,
      { logo: png() },
      { version: 4, remove: new Set() },
    );
    expect([...form.keys()].sort()).toEqual(["display_name", "logo", "name", "version"]);
    expect(form.get("name")).toBe("zebra");
    expect(form.get("version")).toBe("4");
  });

  it("asks to remove a stored picture only on edit and without a new file", () => {
    const values = { name: "labels", display_name: "Labels", category_id: "2" };
    const remove = new Set(["image"]);
    expect(
      taxonomyFormData(subcategories, values, {}, { version: 1, remove }).get("removeImage"),
    ).toBe("true");
    expect(
      taxonomyFormData(subcategories, values, { image: png() }, { version: 1, remove }).has(
        "removeImage",
      ),
    ).toBe(false);
    expect(
      taxonomyFormData(
        brands,
        { name: "z", display_name: "Z" },
        {},
        { version: 1, remove: new Set(["logo"]) },
      ).get("removeLogo"),
    ).toBe("true");
  });
});

describe("taxonomyTexts (document 3 §5, §8)", () => {
  it("gives each kind its confirmation and messages", () => {
    const texts = taxonomyTexts(subcategories);
    expect(texts.confirmDelete).toBe("Are you sure you want to delete this subcategory?");
    expect(texts.added).toBe("Subcategory added successfully!");
    expect(texts.updated).toBe("Subcategory updated successfully!");
    expect(texts.deleted).toBe("Subcategory deleted successfully!");
    expect(texts.saveFailed("Name taken")).toBe("Error saving subcategory: Name taken");
    expect(texts.deleteFailed(undefined)).toBe("Error deleting subcategory");
  });
});
