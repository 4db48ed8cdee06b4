// Request bodies whose text is not UTF-8 are refused with 400 in the one error shape, whatever
// their kind: a multipart form (public and staff), JSON. A name sent with the bytes FF FE was
// stored as replacement characters with 201. Text that is UTF-8, non-ASCII included, is taken.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import brands from "../../netlify/functions/brands.mts";
import contact from "../../netlify/functions/contact.mts";
import drivers from "../../netlify/functions/drivers.mts";
import { fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase({ demoData: true });
let staffCookie = "";
let driverId = "";
beforeAll(async () => {
  staffCookie = (await signedInStaff(db())).cookie;
  driverId = String((await db()`select id::int as id from drivers order by id limit 1`)[0]!.id);
});

const MESSAGE = "Text must be sent as UTF-8: this request holds bytes that are not UTF-8.";
const BAD = Uint8Array.from([0xff, 0xfe]);
const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const bytesOf = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : part)));

interface Part {
  name: string;
  value: string | Uint8Array;
  fileName?: string | Uint8Array;
}

// A multipart body as a browser's bytes: the parts may carry any bytes at all.
function multipart(parts: Part[]): { body: Uint8Array; type: string } {
  const boundary = `----utf8test${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap(({ name, value, fileName }) => [
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`,
    ...(fileName === undefined
      ? []
      : ['; filename="', fileName, '"\r\nContent-Type: application/pdf']),
    "\r\n\r\n",
    value,
    "\r\n",
  ]);
  return {
    body: bytesOf(...chunks, `--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

type Handler = typeof drivers;
async function post(handler: Handler, path: string, type: string, body: Uint8Array, cookie = "") {
  const headers = new Headers({ "content-type": type, origin: SITE });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers,
    body: body as BodyInit,
  });
  const ip = `10.${[...randomBytes(3)].join(".")}`;
  const response = await handler(request, fakeContext({}, ip));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function driverRequest(fullName: string | Uint8Array, fileName: string | Uint8Array = "bill.pdf") {
  return multipart([
    { name: "driverId", value: driverId },
    { name: "fullName", value: fullName },
    { name: "companyName", value: "Kumar Logistics" },
    { name: "address", value: "Plot 7, Sector 18, Gurugram" },
    { name: "mobileNumber", value: "+91-9811045678" },
    { name: "purpose", value: "A new packing-station PC" },
    { name: "email", value: "ravi@example.in" },
    { name: "receipt", value: MINIMAL_PDF, fileName },
  ]);
}

const stored = async (name: string) =>
  (
    await db()`select count(*)::int as n from driver_download_requests where full_name like ${`${name}%`}`
  )[0]!.n;

describe("a body that is not UTF-8", () => {
  it("is refused in a public multipart form, and nothing is stored", async () => {
    const token = `Ravi ${randomBytes(4).toString("hex")}`;
    const { body, type } = driverRequest(bytesOf(token, " ", BAD));
    const answer = await post(drivers, "/api/drivers/download-request", type, body);
    expect(answer).toEqual({
      status: 400,
      body: {
        error: { code: "invalid_encoding", message: MESSAGE, fields: { fullName: MESSAGE } },
      },
    });
    expect(await stored(token)).toBe(0);
  });

  it("is refused in a file's name", async () => {
    const token = `Ravi ${randomBytes(4).toString("hex")}`;
    const { body, type } = driverRequest(token, bytesOf("bill", BAD, ".pdf"));
    const answer = await post(drivers, "/api/drivers/download-request", type, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: "invalid_encoding",
      fields: { receipt: MESSAGE },
    });
    expect(await stored(token)).toBe(0);
  });

  it("is refused in a staff form, and nothing is stored", async () => {
    const name = `Brand ${randomBytes(4).toString("hex")}`;
    const { body, type } = multipart([
      { name: "name", value: name },
      { name: "display_name", value: bytesOf("Zebra ", BAD) },
    ]);
    const answer = await post(brands, "/api/brands", type, body, staffCookie);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: "invalid_encoding", message: MESSAGE });
    expect((await db()`select count(*)::int as n from brands where name = ${name}`)[0]!.n).toBe(0);
  });

  it("is refused as JSON", async () => {
    const json = bytesOf('{"name":"Asha ', BAD, '","email":"asha@example.in"}');
    const answer = await post(contact, "/api/contact", "application/json", json);
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: "invalid_encoding", message: MESSAGE } },
    });
  });
});

describe("a body that is UTF-8", () => {
  it("is taken with its non-ASCII text as sent", async () => {
    const name = `रवि कुमार ${randomBytes(4).toString("hex")}`;
    const { body, type } = driverRequest(name, "बिल.pdf");
    const answer = await post(drivers, "/api/drivers/download-request", type, body);
    expect(answer.status).toBe(201);
    const [row] =
      await db()`select full_name from driver_download_requests where full_name = ${name}`;
    expect(row).toEqual({ full_name: name });
  });
});
