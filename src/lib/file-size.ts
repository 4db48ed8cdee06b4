// File sizes as people read them, as the drivers list shows them ("1.7 KB", "2.4 MB").

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** A byte count as "512 B", "1.7 KB" or "2.4 MB": one decimal from KB up, 1024 to a step. */
export function formatFileSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} B` : `${(Math.round(size * 10) / 10).toFixed(1)} ${UNITS[unit]}`;
}
