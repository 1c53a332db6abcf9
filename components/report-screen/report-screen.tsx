"use client";

import { ArrowLeft, FileDown, Loader2, RefreshCw } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import type { PillarInput } from "@/components/results/charts/chart-data";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { CallMeBackBanner } from "@/components/voice/call-me-back-banner";
import type { AgentPhone } from "@/components/voice/call-request-dialog";
import { InterviewInsights } from "@/components/voice/interview-insights";
import { ApiError, apiFetch, fetchJson } from "@/lib/api-client";
import { formatReportDate } from "@/lib/report/format";
import type { ReportData } from "@/lib/report/schemas";
import { ReportMessage } from "./report-message";

// The report's sections load with its data, not with the page: they appear only once the
// report has been fetched (or generated), so the page's first load does without them.
const ReportView = dynamic(
  () => import("@/components/report/report-view").then((m) => m.ReportView),
  { ssr: false, loading: () => <ReportMessage title="Loading your report" busy /> },
);

interface AssessmentSnapshot {
  assessment: {
    id: string;
    companyName: string;
    executiveName: string;
    executiveTitle: string;
    companyIndustry: string;
    createdAt: string;
    reportGenerated: boolean;
  };
}

interface ReportResponse {
  reportData: ReportData;
  markdownReport: string | null;
  cached: boolean;
}

/** The user's report page: its states and sections (spec: User report page). */
export function ReportScreen({
  assessmentId,
  agentPhone,
  pillars,
}: {
  assessmentId: string;
  agentPhone: AgentPhone;
  /** The six readiness pillars, drawn in the readiness section. */
  pillars?: readonly PillarInput[];
}) {
  const assessment = useSWR<AssessmentSnapshot, ApiError>(
    `/api/assessments/${assessmentId}`,
    fetchJson,
    { shouldRetryOnError: false },
  );
  const report = useSWR<ReportResponse, ApiError>(
    assessment.data ? `/api/assessments/${assessmentId}/report` : null,
    fetchJson,
    {
      refreshInterval: 120_000,
      revalidateOnFocus: true,
      focusThrottleInterval: 300_000,
      shouldRetryOnError: false,
    },
  );
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const fresh = await apiFetch<ReportResponse>(`/api/assessments/${assessmentId}/report`, {
        method: "POST",
      });
      await report.mutate(fresh, { revalidate: false });
      toast({
        title: "Report refreshed",
        description: "Your report was generated again from your latest data.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Report Error",
        description: error instanceof ApiError ? error.message : "Failed to fetch report",
        variant: "destructive",
      });
    } finally {
      setRefreshing(false);
    }
  };

  if (assessment.error?.status === 404) {
    return (
      <ReportMessage
        title="Assessment Not Found"
        text="The requested assessment could not be found."
      >
        <Button asChild>
          <Link href="/">Return Home</Link>
        </Button>
      </ReportMessage>
    );
  }
  if (!assessment.data && assessment.error) {
    return (
      <ReportMessage
        title="Report Error"
        text="Failed to fetch assessment. Please try again, or contact support if the issue persists."
      >
        <Button onClick={() => void assessment.mutate()} disabled={assessment.isValidating}>
          Try Again
        </Button>
      </ReportMessage>
    );
  }
  if (!assessment.data) return <ReportMessage title="Loading Assessment..." busy />;

  const { assessment: a } = assessment.data;
  let body: React.ReactNode;
  if (report.error?.status === 402) {
    body = (
      <ReportMessage title="Report Not Available" text={report.error.message}>
        <Button asChild>
          <Link href={`/payment?assessment=${assessmentId}`}>Unlock the Full Report</Link>
        </Button>
      </ReportMessage>
    );
  } else if (report.error) {
    body = (
      <ReportMessage
        title="Report Error"
        text="There was an error loading the report. Please try refreshing the page or contact support if the issue persists."
      >
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </ReportMessage>
    );
  } else if (!report.data) {
    body = (
      <ReportMessage
        title={a.reportGenerated ? "Loading your report" : "Generating your report"}
        text={
          a.reportGenerated
            ? "Retrieving the previously generated report..."
            : "Generating comprehensive AI adoption readiness report. This may take 30-60 seconds..."
        }
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
    body = (
      <ReportView
        showFamily
        pillars={pillars}
        reportData={report.data.reportData}
        interviewInsights={<InterviewInsights assessmentId={assessmentId} />}
        header={{
          companyName: a.companyName,
          executiveName: a.executiveName,
          executiveTitle: a.executiveTitle,
          date: formatReportDate(a.createdAt),
          industry: a.companyIndustry,
          overallScore: report.data.reportData.readinessAssessment.overallScore,
        }}
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link href={`/results/${assessmentId}`}>
            <ArrowLeft aria-hidden="true" />
            Back to Results
          </Link>
        </Button>
        {report.data && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={`/api/assessments/${assessmentId}/report/pdf`} download>
                <FileDown aria-hidden="true" />
                Export PDF
              </a>
            </Button>
            <Button variant="outline" onClick={refresh} disabled={refreshing}>
              {refreshing ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              Refresh Report
            </Button>
          </div>
        )}
      </div>
      <CallMeBackBanner assessmentId={assessmentId} agentPhone={agentPhone} />
      {body}
    </div>
  );
}
