// Apply Now on a job's own page: opens the same application dialog as the careers list.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useState } from "react";
import { jobTexts } from "../../lib/jobs/jobs.ts";
import type { ApplyingFor } from "./send-application.ts";
import { untilHydrated } from "../shared/awaits-script.ts";
import { useHydrated } from "../shared/useHydrated.ts";

// The dialog's code (form, checks) is fetched on the first press.
const ApplyDialog = lazy(() => import("./ApplyDialog.tsx"));

interface Props {
  job: ApplyingFor;
}

/** The button and, while open, the dialog. */
function ApplyButton({ job }: Props) {
  // The button pressed while the dialog is open (focus goes back to it), else null.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Disabled until hydrated: the dialog needs the script.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        className="button job-apply"
        {...untilHydrated(hydrated)}
        onClick={(event) => setOpener(event.currentTarget)}
      >
        {jobTexts.applyNow}
      </button>
      {opener && (
        <Suspense fallback={null}>
          <ApplyDialog job={job} opener={opener} onClose={() => setOpener(null)} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(ApplyButton);
