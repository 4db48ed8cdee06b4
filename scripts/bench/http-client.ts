// Bench: the callers' HTTP client. Node's own http client with a keep-alive agent, one connection
// per caller, as load tools such as autocannon keep them: what is measured is the server, not the
// setting up of connections. Asks for gzip as browsers do, and reads every answer to its end.
import { Agent, request } from "node:http";

/** One call: the method, the path with its query, the headers and the body. */
export interface HttpCall {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A client of one server. */
export interface HttpClient {
  /** Resolves with the answer's status once its body has arrived; rejects when the call fails. */
  call(call: HttpCall): Promise<number>;
  close(): void;
}

/** A client of the server at `base` (http://host:port) with up to `connections` connections. */
export function httpClient(base: string, connections: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  return {
    call({ method = "GET", path, headers = {}, body }) {
      return new Promise((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers: {
              "accept-encoding": "gzip",
              ...headers,
              ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
            },
          },
          (incoming) => {
            incoming.on("data", () => {});
            incoming.once("end", () => resolve(incoming.statusCode ?? 0));
            incoming.once("error", reject);
          },
        );
        outgoing.once("error", reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
