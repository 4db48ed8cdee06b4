// Apply Now on a job's own page: opens the same application dialog as the careers list.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { jobTexts } from "../../lib/jobs/jobs.ts";
import type { ApplyingFor } from "./send-application.ts";
import { untilHydrated } from "../shared/awaits-script.ts";

// The dialog's code (form, checks) is fetched on the first press.
const ApplyDialog = lazy(() => import("./ApplyDialog.tsx"));

interface Props {
  job: ApplyingFor;
}

/** The button and, while open, the dialog. */
function ApplyButton({ job }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Disabled until hydrated: the dialog needs the script.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button job-apply"
        {...untilHydrated(hydrated)}
        onClick={() => setOpen(true)}
      >
        {jobTexts.applyNow}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog job={job} opener={button.current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(ApplyButton);
