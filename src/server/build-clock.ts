// The time a build says it was made at: now, or SOURCE_DATE_EPOCH (seconds since 1970, the
// reproducible-builds convention) when set, so that two builds of the same data and code are the
// same bytes.

/** The build's time; a SOURCE_DATE_EPOCH that is no whole number of seconds is refused. */
export function buildTime(epoch = process.env.SOURCE_DATE_EPOCH): Date {
  if (epoch === undefined || epoch === "") return new Date();
  if (!/^\d+$/.test(epoch))
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (got "${epoch}")`);
  return new Date(Number(epoch) * 1000);
}
