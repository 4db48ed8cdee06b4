// Where browsers send the Content-Security-Policy's violation reports: named by the policy the
// build writes (src/astro-engine/csp.ts) and served by netlify/functions/csp-report.mts.

/** The address of the violation reports. */
export const CSP_REPORT_PATH = "/api/csp-report";
