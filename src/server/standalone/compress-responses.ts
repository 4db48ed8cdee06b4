// Compression of the standalone server's answers, as Hono's compress middleware decides it (the
// same answers, encodings, Vary and weak ETag), but a whole answer is compressed at once by zlib:
// through a CompressionStream, a product's JSON took several times the CPU time of compressing it
// at once, and under load the stream was a large share of the server's time (docs/decisions/
// 0012-answer-costs-in-the-server.md; figures in docs/benchmarks.md, API latency). Answers
// under 1 KB are sent as they are, as Hono does when it knows their length. A file over 1 MB is
// still compressed as it streams. The functions' answers are made per request and compressed at
// gzip's level 1 (nginx's default for the same reason): a listing page of 18 KB took 0.18 ms
// instead of 0.30 at the default level 6, for 9 % more bytes (5.2 KB, not 4.8); the site's files
// keep level 6 (document 1's page weights).
import { promisify } from "node:util";
import { constants as zlibConstants, deflate, deflateSync, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

type Encoding = "gzip" | "deflate";

/** Smaller answers gain nothing from compression. */
const COMPRESS_MIN_BYTES = 1024;
// Larger bodies are compressed off the main thread; larger files stream.
const AT_ONCE_MAX_BYTES = 1024 * 1024;

const ENCODINGS: Encoding[] = ["gzip", "deflate"];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const atOnce = { gzip: gzipSync, deflate: deflateSync };
const offThread = { gzip: promisify(gzip), deflate: promisify(deflate) };
/** gzip's level for the functions' answers (made per request) and for the site's files. */
const ANSWER_LEVEL = 1;
const FILE_LEVEL = zlibConstants.Z_DEFAULT_COMPRESSION;
const levelFor = (path: string) => (path.startsWith("/api/") ? ANSWER_LEVEL : FILE_LEVEL);

// The encoding the client prefers among ours, as Hono picks it (gzip first on a tie).
function encodingFor(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function compressible(c: Context): boolean {
  const { res } = c;
  const length = res.headers.get("content-length");
  return !(
    res.status === 206 ||
    res.headers.has("content-encoding") ||
    res.headers.has("transfer-encoding") ||
    c.req.method === "HEAD" ||
    (length !== null && Number(length) < COMPRESS_MIN_BYTES) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("content-type") ?? "") ||
    NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
  );
}

// The body compressed: at once, off the main thread when large, or as it streams when larger.
async function compressedBody(res: Response, encoding: Encoding, level: number) {
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > AT_ONCE_MAX_BYTES) return res.body!.pipeThrough(new CompressionStream(encoding));
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < COMPRESS_MIN_BYTES) return { uncompressed: body };
  return body.byteLength > AT_ONCE_MAX_BYTES
    ? new Uint8Array(await offThread[encoding](body, { level }))
    : new Uint8Array(atOnce[encoding](body, { level }));
}

/** Compresses the answers that Hono's compress() would, with the encoding the client prefers. */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!compressible(c)) return;
    const vary = c.res.headers.get("vary");
    if (vary !== "*" && !(vary && VARIES_ON_ENCODING.test(vary))) {
      c.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = encodingFor(c.req.header("accept-encoding"));
    if (!encoding || !c.res.body) return;
    const body = await compressedBody(c.res, encoding, levelFor(c.req.path));
    if ("uncompressed" in body) {
      c.res = new Response(body.uncompressed, c.res);
      return;
    }
    c.res = new Response(body, c.res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
    const etag = c.res.headers.get("etag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("etag", `W/${etag}`);
  };
}
