// driver_download_requests: who asked for which driver, with where their receipt is kept.
import type { DriverRequest } from "../../lib/drivers/driver-request.ts";
import type { Queryable } from "../db/client.ts";

/** The stored receipt of a request (private bucket). */
export interface StoredReceipt {
  path: string;
  contentType: string;
  size: number;
}

/** Stores a request for driver `driver` and returns its id. */
export async function insertDownloadRequest(
  sql: Queryable,
  driver: { id: number; name: string },
  request: DriverRequest,
  receipt: StoredReceipt,
  ipHash: string | null,
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into driver_download_requests
      (driver_id, driver_name, full_name, company_name, address, mobile_number, purpose, email,
       receipt_path, receipt_type, receipt_size, source_page, ip_hash)
    values
      (${driver.id}, ${driver.name}, ${request.fullName}, ${request.companyName}, ${request.address},
       ${request.mobileNumber}, ${request.purpose}, ${request.email},
       ${receipt.path}, ${receipt.contentType}, ${receipt.size}, ${request.sourcePage ?? null},
       ${ipHash})
    returning id`;
  return row!.id;
}
