"use client";

import { CheckCircle2, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import useSWR from "swr";
import { fetchJson } from "@/lib/api-client";

interface StatusSnapshot {
  assessment: { roadmapGenerated: boolean; paymentStatus: string };
}

const isPaid = (status: string) => status === "paid" || status === "coupon_used";

/**
 * Polls the assessment every 5 s. Once the roadmap exists and the report is not paid for,
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
  const { data } = useSWR<StatusSnapshot>(`/api/assessments/${assessmentId}`, fetchJson, {
    refreshInterval: 5000,
    fallbackData: { assessment: initial },
  });
  const { roadmapGenerated, paymentStatus } = data?.assessment ?? initial;

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
