"use client";

import { ArrowLeft, Clock, Loader2, RefreshCw } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";

import { ReportMessage } from "@/capabilities/report/components";
import { ReportView } from "@/capabilities/report/components";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { ApiError, fetchJson } from "@/platform/http/api-client";
import { formatReportDate } from "@/model/documents/format";
import { isAuthFailure, signOutToLogin } from "./admin-session";
import { LeadContext } from "./lead-context";
import type { AdminReport, AssessmentDetails } from "./types";

/** Spec section 9: the report is refetched every 2 minutes (fresh for 5). */
export const REPORT_REFRESH_MS = 120_000;

const listOf = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * The family section shows only when the assessment has family answers (spec section 2,
 * "Admin report page").
 */
export function hasFamilyAnswers(a: {
  preparednessLevel: string | null;
  householdAiUse: unknown;
  childAiConcerns: unknown;
  rulesForChildren: string | null;
}): boolean {
  return Boolean(
    a.preparednessLevel ||
    listOf(a.householdAiUse).length ||
    listOf(a.childAiConcerns).length ||
    a.rulesForChildren,
  );
}

/**
 * The admin's view of any assessment's report (spec section 2, "Admin report page"), modelled
 * on the user report page. `interviewInsights` is the slot of the "Deeper Dive Interview
 * Insights" section, placed by the voice feature.
 */
export function AdminReportScreen({
  assessmentId,
  interviewInsights,
  team,
}: {
  assessmentId: string;
  interviewInsights?: React.ReactNode;
  /** The "Leadership Alignment" section, rendered by the page. */
  team?: React.ReactNode;
}) {
  const details = useSWR<{ assessment: AssessmentDetails }, ApiError>(
    `/api/admin/assessments/${assessmentId}/details`,
    fetchJson,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const report = useSWR<AdminReport, ApiError>(
    details.data ? `/api/admin/assessments/${assessmentId}/report` : null,
    fetchJson,
    {
      refreshInterval: REPORT_REFRESH_MS,
      revalidateOnFocus: true,
      focusThrottleInterval: 300_000,
      shouldRetryOnError: false,
    },
  );
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      await Promise.all([details.mutate(), report.mutate()]);
    } finally {
      setRefreshing(false);
    }
  }

  const authFailed = isAuthFailure(details.error) || isAuthFailure(report.error);
  let body: React.ReactNode;
  if (authFailed) {
    body = (
      <ReportMessage
        title="Authentication Required"
        text="Your admin session has expired. Please sign in again to view this report."
      >
        <Button onClick={() => void signOutToLogin()}>Login Again</Button>
      </ReportMessage>
    );
  } else if (details.error?.status === 404) {
    body = (
      <ReportMessage
        title="Assessment Not Found"
        text="The requested assessment could not be found."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/admin">Return to Admin</Link>
          </Button>
          <Button variant="outline" onClick={() => void signOutToLogin()}>
            Clear Cache &amp; Login
          </Button>
        </div>
      </ReportMessage>
    );
  } else if (details.error) {
    body = <ReportError onRetry={() => void refresh()} />;
  } else if (!details.data) {
    body = <ReportMessage title="Loading Assessment..." busy />;
  } else if (report.error) {
    body = <ReportError onRetry={() => void refresh()} />;
  } else if (!report.data) {
    body = (
      <ReportMessage
        title="Loading report"
        text="Generating comprehensive AI adoption readiness report. This may take 30-60 seconds..."
        busy
      />
    );
  } else if (!report.data.reportData) {
    body = (
      <ReportMessage
        title="No Report Available"
        text="There is no report for this assessment yet."
      />
    );
  } else {
    const a = details.data.assessment;
    const reportData = report.data.reportData;
    body = (
      <ReportView
        showFamily={hasFamilyAnswers(a)}
        reportData={reportData}
        interviewInsights={interviewInsights}
        team={team}
        header={{
          companyName: a.companyName,
          executiveName: a.executiveName,
          executiveTitle: a.executiveTitle,
          date: formatReportDate(a.createdAt),
          industry: a.companyIndustry,
          sector: reportData.sector,
          overallScore: reportData.readinessAssessment.overallScore,
        }}
      />
    );
  }

  const lead = authFailed ? undefined : details.data?.assessment;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin
          </Link>
        </Button>
        {authFailed ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary" className="gap-1">
              <Clock aria-hidden="true" />
              Auto-updates every 2 minutes
            </Badge>
            <Button
              variant="outline"
              onClick={() => void refresh()}
              disabled={refreshing}
              aria-busy={refreshing || undefined}
            >
              {refreshing ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              Refresh
            </Button>
          </div>
        )}
      </div>
      {lead ? (
        // The lead first on a phone; beside the report, and kept in view, on a wide screen.
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
          <div className="xl:sticky xl:top-6 xl:col-start-2 xl:row-start-1 print:hidden">
            <LeadContext lead={lead} />
          </div>
          <div className="min-w-0 xl:col-start-1 xl:row-start-1">{body}</div>
        </div>
      ) : (
        body
      )}
    </div>
  );
}

function ReportError({ onRetry }: { onRetry: () => void }) {
  return (
    <ReportMessage
      title="Report Error"
      text="There was an error loading the report. Please try refreshing the page or contact support if the issue persists."
    >
      <Button onClick={onRetry}>Try Again</Button>
    </ReportMessage>
  );
}
