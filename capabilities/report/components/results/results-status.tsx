"use client";

import { CheckCircle2, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { fetchJson } from "@/platform/http/api-client";

interface StatusSnapshot {
  assessment: { roadmapGenerated: boolean; paymentStatus: string };
}

const isPaid = (status: string) => status === "paid" || status === "coupon_used";

const POLL_MS = 5000;

/**
 * Polls the assessment every 5 s until its roadmap exists (a plain timer, not SWR: this is all
 * of the results page's first-load script besides the layout's). Once the roadmap exists and the report is not paid for,
 * the visitor is taken to the payment page (spec: Results).
 */
export function ResultsStatus({
  assessmentId,
  initial,
}: {
  assessmentId: string;
  initial: StatusSnapshot["assessment"];
}) {
  const router = useRouter();
  const [{ roadmapGenerated, paymentStatus }, setStatus] = useState(initial);

  useEffect(() => {
    if (roadmapGenerated) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { assessment } = await fetchJson<StatusSnapshot>(`/api/assessments/${assessmentId}`);
        if (!stopped) setStatus(assessment);
      } catch {
        // a failed poll is retried at the next tick
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [assessmentId, roadmapGenerated]);

  useEffect(() => {
    if (roadmapGenerated && !isPaid(paymentStatus))
      router.replace(`/payment?assessment=${assessmentId}`);
  }, [roadmapGenerated, paymentStatus, assessmentId, router]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm shadow-xs"
    >
      {roadmapGenerated ? (
        <>
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Your report is ready.</strong> Roadmap: Complete
          </span>
        </>
      ) : (
        <>
          <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
          <span>
            <strong className="font-semibold">AI is building your report.</strong> Roadmap:
            Generating... This takes 2-3 minutes.
          </span>
        </>
      )}
    </div>
  );
}
