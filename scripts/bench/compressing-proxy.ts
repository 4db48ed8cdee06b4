// Bench: a reverse proxy that gzips text answers, as Netlify's CDN compresses what it serves.
// The local Netlify runtime sends everything uncompressed, so Lighthouse, which simulates a slow
// 4G network from the bytes it sees, would otherwise time 4-5 times the bytes visitors download
// (docs/decisions/0078-benchmark-method.md). Gzip at its default level, not brotli: quick enough
// not to delay answers, and what the table's "KB gzip" figures count.
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { createGzip } from "node:zlib";

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Whether an answer with these headers, to a request accepting `acceptEncoding`, is gzipped. */
export function shouldCompress(
  headers: IncomingHttpHeaders,
  acceptEncoding: string | undefined,
): boolean {
  return (
    COMPRESSIBLE.test(String(headers["content-type"] ?? "")) &&
    !headers["content-encoding"] &&
    /\bgzip\b/.test(acceptEncoding ?? "")
  );
}

/** Listens on `port` and forwards every request to `target` (an origin), gzipping text answers. */
export async function startCompressingProxy(port: number, target: string): Promise<Server> {
  const origin = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        hostname: origin.hostname,
        port: origin.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: origin.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!shouldCompress(answer.headers, incoming.headers["accept-encoding"])) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = "gzip";
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip()).pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return server;
}
