// One Idempotency-Key per filled form (src/lib/idempotency-key.ts). Every try of the same values
// (a retry after a network error, a timeout or a 5xx) sends the same key, so the server recognises
// the retry of a submission it stored but could not answer; a success or changed values start a
// new key, since the visitor then means another submission.
import { newIdempotencyKey } from "../../lib/idempotency-key.ts";

/** The keys of one form: `keyFor` the values about to be sent, `succeeded` once they were stored. */
export interface SubmissionKeys {
  keyFor(signature: string): string;
  succeeded(): void;
}

/** Keys for one form; a signature is any text that changes when the form's values do. */
export function submissionKeys(newKey: () => string = newIdempotencyKey): SubmissionKeys {
  let current: { key: string; signature: string } | undefined;
  return {
    keyFor(signature) {
      if (current?.signature !== signature) current = { key: newKey(), signature };
      return current.key;
    },
    succeeded() {
      current = undefined;
    },
  };
}

/** A file's part of a signature: choosing another file, or the same one changed, changes it. */
export function fileSignature(file: File): string {
  return JSON.stringify([file.name, file.size, file.lastModified, file.type]);
}
