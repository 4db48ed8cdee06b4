// Bench: the process started by database-process.ts, as `npm start`'s process: the embedded
// database (in memory) unless given another one's URL, and npm start's server when asked.
import { startEmbeddedPostgres } from "../../src/server/embedded/embedded-postgres.ts";
import { publicReadCache } from "../../src/server/http/read-cache.ts";
import type { Answer, Command, Request } from "./database-process.ts";
import { serveSite, type ServedSite } from "./served-site.ts";

// The process itself: the database, then the bench's requests.
async function runProcess(): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  const database = given ? undefined : await startEmbeddedPostgres({});
  const url = given || database!.url;
  let served: ServedSite | undefined;
  const commands: Record<Command, (request: Request) => Promise<unknown>> = {
    async serve({ options }) {
      await served?.close();
      served = await serveSite(url, options!);
      return served.url;
    },
    async stopServing() {
      await served?.close();
      served = undefined;
    },
    cacheStats: async () => ({ ...publicReadCache.stats }),
    clearCache: async () => publicReadCache.clear(),
  };
  process.on("message", (request: Request) => {
    commands[request.command](request).then(
      (result) => process.send!({ id: request.id, result }),
      (error: unknown) => process.send!({ id: request.id, error: String(error) }),
    );
  });
  const stop = () =>
    void (async () => {
      await served?.close();
      await database?.stop();
      process.exit(0);
    })();
  process.once("SIGTERM", stop);
  // Should the bench die without stopping this process, its IPC channel closes.
  process.once("disconnect", stop);
  process.send!({ ready: url } satisfies Answer);
}

await runProcess();
