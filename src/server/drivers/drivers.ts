// drivers: the public reads of the driver list (document 3 §7.2) and where a driver's file is kept.
// Every driver is public: the table has no status, and its file is served only through a token.
import {
  driverDownloadPath,
  checkDriver,
  type Driver,
  type DriverCategory,
  type OperatingSystem,
} from "../../lib/drivers/drivers.ts";
import type { Sql } from "../db/client.ts";

/** The list filters of GET /api/drivers; undefined means any. */
export interface DriverListFilters {
  category?: DriverCategory | undefined;
  operatingSystem?: OperatingSystem | undefined;
}

/** Where a driver's file is stored (private bucket) and the name it is downloaded under. */
export interface DriverFile {
  id: number;
  name: string;
  fileName: string | null;
  filePath: string | null;
}

// The columns in the API's shape; the release date as plain YYYY-MM-DD (no time zone to shift it).
function columns(sql: Sql) {
  return sql`
    id::int as id, name, version, category, operating_system as "operatingSystem",
    file_size as "fileSize", description, to_char(release_date, 'YYYY-MM-DD') as "releaseDate",
    compatibility, file_name as "fileName"`;
}

const toDriver = (row: object): Driver => {
  const withUrl = { ...row, downloadUrl: driverDownloadPath(Number((row as { id: unknown }).id)) };
  return checkDriver(withUrl);
};

/** The drivers, newest release first, optionally of one category and one operating system. */
export async function listDrivers(sql: Sql, filters: DriverListFilters = {}): Promise<Driver[]> {
  const category = filters.category ?? null;
  const system = filters.operatingSystem ?? null;
  const rows = await sql`
    select ${columns(sql)}
      from drivers
     where (${category}::text is null or category = ${category})
       and (${system}::text is null or operating_system = ${system})
     order by release_date desc nulls last, name, id`;
  return rows.map(toDriver);
}

/** One driver, or null when there is none with that id. */
export async function getDriver(sql: Sql, id: number): Promise<Driver | null> {
  const [row] = await sql`select ${columns(sql)} from drivers where id = ${id}`;
  return row ? toDriver(row) : null;
}

/** A driver's stored file, or null when there is no such driver. */
export async function getDriverFile(sql: Sql, id: number): Promise<DriverFile | null> {
  const [row] = await sql<DriverFile[]>`
    select id::int as id, name, file_name as "fileName", file_path as "filePath"
      from drivers where id = ${id}`;
  return row ?? null;
}
