// Reads a staff form sent either as JSON or as multipart/form-data without files (document 3 §7.2:
// "JSON, or multipart when the body is a form"). JSON values are first turned into the texts a form
// would send, so one zod schema checks both and both fail with the same field messages.
import { z } from "zod";
import { readJsonBody } from "./body.ts";
import { HttpError } from "./errors.ts";
import { readMultipartForm } from "./form-data.ts";

/** The body's limit and what a form past it is told (413; JSON gets readJsonBody's message). */
export interface FormOrJsonLimits {
  maxBytes: number;
  tooLargeMessage: string;
}

/** What a JSON body that is not one object is told. */
const NOT_AN_OBJECT = "Send the fields as one JSON object";

const mediaTypeOf = (req: Request) =>
  (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * A JSON object's values as form texts: numbers and booleans as text, an array of texts joined
 * with ", " (a tag list), null and blank texts left out as a form leaves out empty fields. Other
 * values stay as they are, so the schema refuses them with the field's message.
 */
function formTextsOfJson(json: Record<string, unknown>): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "number" || typeof value === "boolean") texts[key] = String(value);
    else if (typeof value === "string") {
      if (value.trim() !== "") texts[key] = value;
    } else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      texts[key] = value.join(", ");
    } else texts[key] = value;
  }
  return texts;
}

// `schema` reading a JSON body: one object, its values made form texts first.
function asJson<S extends z.ZodType>(schema: S) {
  return z.preprocess((json, ctx) => {
    if (typeof json === "object" && json !== null && !Array.isArray(json)) {
      return formTextsOfJson(json as Record<string, unknown>);
    }
    ctx.addIssue({ code: "custom", message: NOT_AN_OBJECT, input: json });
    return z.NEVER;
  }, schema);
}

/**
 * The request's fields checked by `schema`, from JSON or a multipart form. Throws HttpError 415 for
 * another content type, 413 past the limit, and 400 with a message per field for bad input.
 */
export async function readFormOrJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  limits: FormOrJsonLimits,
): Promise<z.output<S>> {
  const mediaType = mediaTypeOf(req);
  if (mediaType === "multipart/form-data") {
    return (await readMultipartForm(req, schema, { ...limits, files: {} })).fields;
  }
  if (mediaType !== "application/json") {
    throw new HttpError(415, "unsupported_media_type", "Send JSON or a multipart form");
  }
  return readJsonBody(req, asJson(schema), { maxBytes: limits.maxBytes });
}
