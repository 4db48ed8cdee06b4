// Parses a spreadsheet in a worker thread with a time limit and a memory limit (DESIGN.md,
// "Spreadsheets"): a crafted file that would take minutes or gigabytes ends the worker, not the
// function. The worker runs THIS module's file: in a deployed function that is the bundle, which
// holds spreadsheet-parse.ts and starts parsing when it finds itself in a parse worker.
import { Worker } from "node:worker_threads";
import {
  SPREADSHEET_TASK,
  type SheetRows,
  type SpreadsheetFormat,
  type WorkerReply,
} from "./spreadsheet-parse.ts";

/** The worker's limits. */
export interface ParseLimits {
  timeoutMs: number;
  /** V8's old-generation heap of the worker, in MB. */
  memoryMb: number;
}

/** Enough for a 20,000-row workbook with long descriptions; far below a function's 1 GB. */
const DEFAULT_PARSE_LIMITS: ParseLimits = { timeoutMs: 60_000, memoryMb: 384 };

/** Why a parse failed: the file broke a limit, or is not readable. Messages are fit to show. */
export class SpreadsheetError extends Error {
  override name = "SpreadsheetError";
  readonly kind: "limit" | "unreadable";
  constructor(message: string, kind: "limit" | "unreadable") {
    super(message);
    this.kind = kind;
  }
}

const LIMIT_MESSAGE =
  "The file could not be read within the import's limits of time and memory: it is too large or too complex once opened. Split it into smaller files, or save it again as CSV.";

/** The rows of the file, parsed in a worker thread within `limits`. */
export function parseInWorker(
  bytes: Uint8Array,
  format: SpreadsheetFormat,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { task: SPREADSHEET_TASK, bytes, format },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      action();
    };
    const timer = setTimeout(
      () => settle(() => reject(new SpreadsheetError(LIMIT_MESSAGE, "limit"))),
      limits.timeoutMs,
    );
    worker.on("message", (reply: WorkerReply) =>
      settle(() =>
        reply.ok
          ? resolve(reply.sheet)
          : reject(new SpreadsheetError(readableMessage(format, reply.message), "unreadable")),
      ),
    );
    worker.on("error", (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new SpreadsheetError(LIMIT_MESSAGE, "limit")
            : error,
        ),
      ),
    );
    worker.on("exit", (code) =>
      settle(() => reject(new Error(`The spreadsheet worker stopped early (${code})`))),
    );
  });
}

function readableMessage(format: SpreadsheetFormat, message: string): string {
  return format === "xlsx" || format === "xls"
    ? `The Excel file could not be read (${message}). Save it again in Excel, or as CSV.`
    : message;
}
