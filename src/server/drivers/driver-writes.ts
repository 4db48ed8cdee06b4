// Driver create, update and delete for the admin form (document 3 §2.7, §5). The file, of any
// type, is kept in the PRIVATE bucket under a fresh safe name (visitors only ever get it through a
// download request's token); a replaced or deleted driver's old file is removed once the write is
// committed, and a refused write removes the file it brought. Every write is audited and queues a
// publish request: the drivers page is prebuilt.
import {
  DRIVER_FILE_MAX_BYTES,
  driverFormMessages,
  type DriverForm,
} from "../../lib/drivers/driver-form.ts";
import { formatFileSize } from "../../lib/file-size.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import type { CheckedFile, FormRules, ReadFormDataOptions } from "../http/form-data.ts";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordKind,
} from "../admin/record-writes.ts";
import { safeFileName, storagePathFor } from "../storage/safe-file-name.ts";
import type { Storage } from "../storage/storage.ts";

const driverKind: RecordKind<DriverForm> = {
  table: "drivers",
  entityType: "driver",
  noun: "driver",
  unique: [],
  versionColumn: "row_version",
};

/** What a driver write needs. */
export interface DriverWriteDeps {
  sql: Sql;
  storage: Storage;
  actor: StaffUser;
}

/** The driver form's limits: one file of any type, required when adding; text fits in 64 KB. */
export function driverFormRules(fileRequired: boolean): FormRules<"file"> & ReadFormDataOptions {
  const { fileTooLarge, formTooLarge } = driverFormMessages;
  return {
    maxBytes: DRIVER_FILE_MAX_BYTES + 64 * 1024,
    tooLargeMessage: formTooLarge,
    tooLargeFields: { file: formTooLarge },
    files: {
      file: {
        label: "File",
        required: fileRequired,
        allowed: "any",
        maxBytes: DRIVER_FILE_MAX_BYTES,
        tooLargeMessage: fileTooLarge,
        // Never shown: any type is accepted.
        wrongTypeMessage: fileTooLarge,
      },
    },
  };
}

// India's date (UTC+5:30): a driver added without a release date is released today there.
const todayInIndia = () =>
  new Date(Date.now() + (5 * 60 + 30) * 60 * 1000).toISOString().slice(0, 10);

const columnsOf = (form: DriverForm) => ({
  name: form.name,
  version: form.version,
  category: form.category,
  operating_system: form.operatingSystem,
  description: form.description,
  compatibility: form.compatibility,
});

// Stores the file privately and answers its columns, or nothing when no file came.
async function storeFile(storage: Storage, file: CheckedFile | undefined) {
  if (!file) return null;
  const fileName = safeFileName(file.name);
  const path = storagePathFor("drivers", fileName);
  await storage.put("private", path, file.bytes, "application/octet-stream");
  return { file_name: fileName, file_path: path, file_size: formatFileSize(file.bytes.length) };
}

// Runs the write; if it throws, the file it brought is removed again.
async function keepingFileOnlyIfWritten<T>(
  storage: Storage,
  stored: { file_path: string } | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (stored) await storage.remove("private", stored.file_path).catch(console.error);
    throw error;
  }
}

// An old file no row points to any more; losing it to an error only leaves an orphan.
async function removeOldFile(storage: Storage, path: unknown): Promise<void> {
  if (typeof path === "string") await storage.remove("private", path).catch(console.error);
}

/** Adds a driver with its file (required: the form checks it); returns its id. */
export async function createDriver(
  deps: DriverWriteDeps,
  form: DriverForm,
  file: CheckedFile | undefined,
): Promise<number> {
  const stored = await storeFile(deps.storage, file);
  const columns = {
    ...columnsOf(form),
    release_date: form.releaseDate ?? todayInIndia(),
    ...stored,
  };
  return keepingFileOnlyIfWritten(deps.storage, stored, () =>
    createRecord(deps.sql, driverKind, deps.actor, form, columns),
  );
}

/**
 * Replaces a driver's form fields if it still has `rowVersion`; its file is kept unless a new one
 * came, and so is its release date unless the form gives one.
 */
export async function updateDriver(
  deps: DriverWriteDeps,
  target: { id: number; version: number },
  form: DriverForm,
  file: CheckedFile | undefined,
): Promise<void> {
  const stored = await storeFile(deps.storage, file);
  let oldPath: unknown = null;
  await keepingFileOnlyIfWritten(deps.storage, stored, () =>
    updateRecord(deps.sql, driverKind, deps.actor, target, form, (before) => {
      if (stored) oldPath = before.file_path;
      return {
        ...columnsOf(form),
        release_date: form.releaseDate ?? before.release_date,
        ...stored,
      };
    }),
  );
  await removeOldFile(deps.storage, oldPath);
}

/** Deletes a driver and then its file; with a `version`, only if it still has that row version. */
export async function deleteDriver(
  deps: DriverWriteDeps,
  target: { id: number; version?: number | undefined },
): Promise<void> {
  const before = await deleteRecord(deps.sql, driverKind, deps.actor, target);
  await removeOldFile(deps.storage, before.file_path);
}
