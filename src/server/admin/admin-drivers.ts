// The drivers as administration sees them (document 3 §2.7): the public fields plus the row
// version an edit must send back (a driver's `version` is its software version), whether its
// file is stored, and when it was added and changed.
import { driverDownloadPath, checkDriverList, type Driver } from "../../lib/drivers/drivers.ts";
import type { Sql } from "../db/client.ts";
import { listAuditEntries, type AuditEntry } from "./audit.ts";

/** A driver of the admin list. */
export type AdminDriver = Driver & {
  rowVersion: number;
  hasFile: boolean;
  createdAt: Date;
  updatedAt: Date;
};

function columns(sql: Sql) {
  return sql`
    id::int as id, name, version, category, operating_system as "operatingSystem",
    file_size as "fileSize", description, to_char(release_date, 'YYYY-MM-DD') as "releaseDate",
    compatibility, file_name as "fileName", row_version as "rowVersion",
    file_path is not null as "hasFile", created_at as "createdAt", updated_at as "updatedAt"`;
}

type Row = Omit<AdminDriver, "downloadUrl">;

// The public shape is checked (and gains its download address); the admin fields ride along.
function adminDrivers(rows: readonly Row[]): AdminDriver[] {
  const drivers = checkDriverList(
    rows.map((row) => ({ ...row, downloadUrl: driverDownloadPath(row.id) })),
  );
  return drivers.map((driver, index) => {
    const { rowVersion, hasFile, createdAt, updatedAt } = rows[index]!;
    return { ...driver, rowVersion, hasFile, createdAt, updatedAt };
  });
}

/** Every driver, newest added first. */
export async function listAdminDrivers(sql: Sql): Promise<AdminDriver[]> {
  return adminDrivers(
    await sql<Row[]>`select ${columns(sql)} from drivers order by created_at desc, id desc`,
  );
}

/** The driver with this id with its latest audit entries, or null. */
export async function getAdminDriver(
  sql: Sql,
  id: number,
): Promise<(AdminDriver & { audit: AuditEntry[] }) | null> {
  const [driver] = adminDrivers(
    await sql<Row[]>`select ${columns(sql)} from drivers where id = ${id}`,
  );
  if (!driver) return null;
  return { ...driver, audit: await listAuditEntries(sql, "driver", id) };
}
