"use client";

import useSWR from "swr";
import { handleAdminError } from "@/capabilities/admin/components/admin-session";
import { fetchJson } from "@/platform/http/api-client";
import type { InterviewInsights as Insights } from "@/capabilities/voice";
import { InterviewInsightsSection } from "@/capabilities/voice/components";

/** Spec section 9: interview insights refetch every 90 s and stay fresh for 3 minutes. */
export const INSIGHTS_SWR_OPTIONS = {
  refreshInterval: 90_000,
  revalidateOnFocus: true,
  focusThrottleInterval: 180_000,
  shouldRetryOnError: false,
} as const;

export const INSIGHTS_FAILED = "Failed to fetch interview insights";

export const insightsPath = (assessmentId: string, source: "public" | "admin" = "public") =>
  `${source === "admin" ? "/api/admin" : "/api"}/assessments/${assessmentId}/interview-insights`;

/**
 * The "Deeper Dive Interview Insights" section of a report page, loaded on its own so the
 * report shows without it; renders nothing until there is interview data, and a short note
 * when the insights cannot be read. On the admin page a 401/403 ends the admin session.
 */
export function InterviewInsights({
  assessmentId,
  source = "public",
}: {
  assessmentId: string;
  /** The admin report page reads the admin twin of the endpoint. */
  source?: "public" | "admin";
}) {
  const { data, error } = useSWR<Insights>(
    insightsPath(assessmentId, source),
    fetchJson,
    source === "admin"
      ? { ...INSIGHTS_SWR_OPTIONS, onError: handleAdminError }
      : INSIGHTS_SWR_OPTIONS,
  );
  return (
    <>
      {data ? <InterviewInsightsSection insights={data} /> : null}
      {error ? (
        <p role="status" className="text-sm text-muted-foreground print:hidden">
          {INSIGHTS_FAILED}
        </p>
      ) : null}
    </>
  );
}
