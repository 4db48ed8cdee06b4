// The W3C Nu Html Checker (the vnu-jar package's vnu.jar) run on HTML files: one Java process for
// all of them, since starting Java costs seconds and checking a page milliseconds.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

// One message of `vnu --format json` (its output on stderr). Errors have type "error" (a parse
// error the checker cannot recover from has subType "fatal"); warnings are type "info" with
// subType "warning"; plain "info" is advice.
const nuMessage = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  message: z.string(),
  extract: z.string().optional(),
});
const nuReport = z.object({ messages: z.array(nuMessage) });

/** One finding of the checker, as a line a reader can act on. */
export interface NuFinding {
  kind: "error" | "warning";
  /** "line:column message «extract»" */
  text: string;
}

function finding(message: z.infer<typeof nuMessage>): NuFinding | null {
  const kind =
    message.type === "error" || message.type === "non-document-error"
      ? "error"
      : message.subType === "warning"
        ? "warning"
        : null;
  if (!kind) return null;
  const where = `${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}`;
  const extract = message.extract ? ` «${message.extract.replace(/\s+/g, " ").trim()}»` : "";
  return { kind, text: `${where} ${message.message}${extract}` };
}

/**
 * Checks the files with the Nu Html Checker; the findings (errors and warnings) of each file, by
 * its absolute path. Throws when Java is missing or the checker gives no report.
 */
export function checkHtmlFiles(files: readonly string[]): Map<string, NuFinding[]> {
  const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`The Nu Html Checker needs Java 11 or later on PATH: ${run.error.message}`);
  let report: z.infer<typeof nuReport>;
  try {
    report = nuReport.parse(JSON.parse(run.stderr));
  } catch {
    throw new Error(`The Nu Html Checker gave no report (exit ${run.status}):\n${run.stderr}`);
  }
  const findings = new Map<string, NuFinding[]>(files.map((file) => [resolve(file), []]));
  for (const message of report.messages) {
    const found = finding(message);
    if (!found) continue;
    const file = message.url ? fileURLToPath(message.url) : "";
    const list = findings.get(file);
    if (list) list.push(found);
    else throw new Error(`The Nu Html Checker: ${found.text} (${message.url ?? "no file"})`);
  }
  return findings;
}
