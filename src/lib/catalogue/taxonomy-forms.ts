// The category, subcategory and brand forms' rules (document 3 §2.6, §5), shared by the admin forms
// and POST/PUT /api/{categories,subcategories,brands}. A category's or subcategory's name is its
// URL key, so the site's slug rule is applied to it; a brand's website, if given, must be a URL.
import { z } from "zod";
import {
  booleanField,
  idField,
  keyFrom,
  optionalText,
  optionalUrl,
  POSITION_MESSAGE,
  positionField,
  requiredText,
  versionField,
} from "../form-fields.ts";

/** The longest category or subcategory key the catalogue stores. */
const MAX_KEY_LENGTH = 100;

/** Messages the tests and the forms compare against. */
const taxonomyFormMessages = {
  key: "Name must contain letters or digits (it becomes the web address, e.g. barcode-printers)",
  website: "Website must be a web address such as https://www.zebra.com",
} as const;

// The slug rule applied to the typed name; nothing usable left is an error on name.
function keyed<T extends { name: string }>(form: T, ctx: z.RefinementCtx): T {
  const name = keyFrom(form.name, null, MAX_KEY_LENGTH);
  if (!name) ctx.addIssue({ code: "custom", path: ["name"], message: taxonomyFormMessages.key });
  return { ...form, name };
}

/** Messages of the order and visibility fields. */
export const taxonomyPlacementMessages = { position: POSITION_MESSAGE } as const;

// Where the category or subcategory comes in menus and lists (lowest first; left out: 0).
const sortOrderField = positionField.transform((value) => value ?? 0);

const categoryFields = {
  name: requiredText("Name", 200),
  display_name: requiredText("Display name", 200),
  description: optionalText("Description", 20000),
  sort_order: sortOrderField,
  is_hidden: booleanField("Hide from menus", false),
};

/** POST /api/categories. */
export const categoryCreateSchema = z.object(categoryFields).transform(keyed);
// On edit the stored image is kept unless a new one is sent or removeImage is "true".
const removeImage = booleanField("Remove image", false);

/** PUT /api/categories/{id}. */
export const categoryUpdateSchema = z
  .object({ ...categoryFields, version: versionField, removeImage })
  .transform(keyed);
/** A category form, checked. */
export type CategoryForm = z.output<typeof categoryCreateSchema>;

const subcategoryFields = { ...categoryFields, category_id: idField("Parent category") };

/** POST /api/subcategories. */
export const subcategoryCreateSchema = z.object(subcategoryFields).transform(keyed);
/** PUT /api/subcategories/{id}. */
export const subcategoryUpdateSchema = z
  .object({ ...subcategoryFields, version: versionField, removeImage })
  .transform(keyed);
/** A subcategory form, checked. */
export type SubcategoryForm = z.output<typeof subcategoryCreateSchema>;

const brandFields = {
  name: requiredText("Name", 200),
  display_name: requiredText("Display name", 200),
  description: optionalText("Description", 20000),
  website: optionalUrl(taxonomyFormMessages.website),
};

/** POST /api/brands. */
export const brandCreateSchema = z.object(brandFields);
/** PUT /api/brands/{id}. */
export const brandUpdateSchema = z.object({
  ...brandFields,
  version: versionField,
  removeLogo: booleanField("Remove logo", false),
});
/** A brand form, checked. */
export type BrandForm = z.output<typeof brandCreateSchema>;
