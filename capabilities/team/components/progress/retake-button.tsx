"use client";

import { Loader2, RefreshCcw } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { apiFetch, ApiError } from "@/platform/http/api-client";

/** The wizard's address for a retake: the draft and its token, the token in the fragment. */
const retakeUrl = (draftId: string, resumeToken: string) =>
  `/assessment?draft=${draftId}&retake=1#resume=${resumeToken}`;

/**
 * "Retake the assessment" (My Reports, the report): starts a retake (a draft holding the last
 * answers) and opens the wizard on it, prefilled.
 */
export function RetakeButton({
  assessmentId,
  companyName,
  variant = "outline",
  className,
  compact = false,
}: {
  assessmentId: string;
  /** Names the button for a screen reader among several (My Reports). */
  companyName?: string;
  variant?: "default" | "outline";
  className?: string;
  /** "Retake" alone on a phone (the report's row of actions); the name stays whole. */
  compact?: boolean;
}) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const { draftId, resumeToken } = await apiFetch<{ draftId: string; resumeToken: string }>(
        `/api/assessments/${assessmentId}/retake`,
        { method: "POST" },
      );
      window.location.assign(retakeUrl(draftId, resumeToken));
    } catch (failure) {
      setStarting(false);
      setError(failure instanceof ApiError ? failure.message : "The retake could not be started.");
    }
  }

  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={start}
        disabled={starting}
        className={buttonVariants({ variant, className })}
      >
        {starting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <RefreshCcw aria-hidden="true" />
        )}
        Retake<span className={compact ? "max-sm:sr-only" : undefined}> the assessment</span>
        {companyName && <span className="sr-only"> for {companyName}</span>}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
