// Node's zlib for the workbook reader's unzipping (a 10,000-row workbook's
// parse took 1.5 s of the worker, 0.2-0.4 s of it in xlsx's JavaScript inflate). xlsx uses zlib
// only if its InflateRaw reports `bytesRead`, gone from Node's zlib; this stand-in reports it from
// the engine's count. Only inside the parse worker, whose limits still hold: what it inflates is
// capped in all, whatever the file's directory declares.
import { constants, deflateRawSync, inflateRawSync, type Zlib } from "node:zlib";

// The zip check's ZIP_LIMITS.maxExpandedBytes (spreadsheet-file.ts, kept out of the worker: it
// loads zod), for a file whose directory lies about its sizes.
const MAX_INFLATED_BYTES = 200 * 1024 * 1024;

/** The zlib xlsx's `CFB.utils.use_zlib` takes, inflating at most `limitBytes` in all. */
export function nativeInflate(limitBytes = MAX_INFLATED_BYTES) {
  let inflated = 0;
  class InflateRaw {
    readonly _finishFlushFlag = constants.Z_FINISH;
    bytesRead = 0;
    // One zip entry: the bytes from its start to the end of the file; inflating stops at the
    // entry's end, and bytesRead tells xlsx where the next record starts.
    _processChunk(chunk: Uint8Array): Buffer {
      const { buffer, engine } = inflateRawSync(chunk, {
        info: true,
        maxOutputLength: Math.max(1, limitBytes - inflated),
      }) as unknown as { buffer: Buffer; engine: Zlib };
      this.bytesRead = engine.bytesWritten;
      inflated += buffer.length;
      return buffer;
    }
  }
  // Writing a workbook uses it too once it is set (not in the worker; in a test's process).
  return { InflateRaw, deflateRawSync };
}
