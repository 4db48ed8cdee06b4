// The import's progress as the screen shows it: the file going up (upload progress), then the
// server's own count of rows done (the job, polled every second), then the result; a long import
// is continued call after call until it is complete.
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { IMPORT_DIRECT_MAX_BYTES } from "../../../lib/import/import-file.ts";
import { MAX_LISTED_CHANGES, type ImportResult } from "../../../lib/import/import-result.ts";
import { failureMessage } from "../admin-api.ts";
import {
  continueImport,
  createImportJob,
  fetchJobProgress,
  sendImportFile,
  uploadMessages,
  UploadError,
} from "./import-calls.ts";

/** Where an import is. */
export type ImportState =
  | { phase: "idle" }
  | { phase: "uploading"; fraction: number }
  | { phase: "importing"; processed: number; total: number }
  | { phase: "done"; result: ImportResult }
  | { phase: "failed"; message: string };

const POLL_MS = 1000;

/** The state and `start(file, dryRun)`; a second start while one runs is ignored. */
export function useImport() {
  const [state, setState] = useState<ImportState>({ phase: "idle" });
  const running = useRef(false);
  const queryClient = useQueryClient();

  async function start(file: File, dryRun: boolean) {
    if (running.current) return;
    running.current = true;
    setState({ phase: "uploading", fraction: 0 });
    const polling = new AbortController();
    try {
      const jobId = await createImportJob(file, dryRun);
      const poll = async () => {
        while (!polling.signal.aborted) {
          await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
          const job = await fetchJobProgress(jobId, polling.signal).catch(() => null);
          if (job && job.totalRows > 0 && !polling.signal.aborted) {
            setState({ phase: "importing", processed: job.processedRows, total: job.totalRows });
          }
        }
      };
      void poll();
      let result = await sendImportFile(file, jobId, dryRun, IMPORT_DIRECT_MAX_BYTES, (fraction) =>
        setState((current) =>
          current.phase === "uploading" ? { phase: "uploading", fraction } : current,
        ),
      );
      // Each call lists the rows it changed: the screen shows them all, in file order.
      while (!result.complete) {
        const next = await continueImport(jobId);
        const changes = [...result.changes, ...next.changes];
        const listed = changes.slice(0, MAX_LISTED_CHANGES);
        const unlistedChanges =
          result.unlistedChanges + next.unlistedChanges + changes.length - listed.length;
        result = { ...next, changes: listed, unlistedChanges };
      }
      setState({ phase: "done", result });
    } catch (error) {
      const message =
        error instanceof UploadError ? error.message : failureMessage(error, uploadMessages.failed);
      setState({ phase: "failed", message });
    } finally {
      polling.abort();
      running.current = false;
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    }
  }

  return { state, start, reset: () => setState({ phase: "idle" }) };
}
