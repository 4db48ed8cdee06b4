// Apply Now on a job's own page: opens the same application dialog as the careers list.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useEffect, useRef, useState } from "react";
import { jobTexts } from "../../lib/jobs.ts";
import ApplyDialog from "./ApplyDialog.tsx";
import type { ApplyingFor } from "./send-application.ts";

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
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        {jobTexts.applyNow}
      </button>
      {open && <ApplyDialog job={job} opener={button.current} onClose={() => setOpen(false)} />}
    </>
  );
}

export default withErrorBoundary(ApplyButton);
