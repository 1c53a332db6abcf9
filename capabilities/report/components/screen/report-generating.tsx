"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { ReportMessage } from "./report-message";

/**
 * (Its buttons are plain elements in the Button's looks: the page's script does without
 * tailwind-merge.)
 *
 * An unlocked assessment whose report is not written yet: asks the server for it (which
 * generates it and answers once it is stored), then shows the page again with the report.
 */
export function ReportGenerating({ assessmentId }: { assessmentId: string }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | Error | null>(null);

  useEffect(() => {
    let active = true;
    apiFetch(`/api/assessments/${assessmentId}/report`)
      .then(() => active && router.refresh())
      .catch((failure: unknown) => {
        if (active) setError(failure instanceof Error ? failure : new Error(String(failure)));
      });
    return () => {
      active = false;
    };
  }, [assessmentId, router]);

  if (error instanceof ApiError && error.status === 402) {
    return (
      <ReportMessage title="Report Not Available" text={error.message}>
        <Link href={`/payment?assessment=${assessmentId}`} className={buttonVariants()}>
          Unlock the Full Report
        </Link>
      </ReportMessage>
    );
  }
  if (error) {
    return (
      <ReportMessage
        title="Report Error"
        text="There was an error loading the report. Please try refreshing the page or contact support if the issue persists."
      >
        <button
          type="button"
          data-slot="button"
          className={buttonVariants()}
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </button>
      </ReportMessage>
    );
  }
  return (
    <ReportMessage
      title="Generating your report"
      text="Generating comprehensive AI adoption readiness report. This may take 30-60 seconds..."
      busy
    />
  );
}
