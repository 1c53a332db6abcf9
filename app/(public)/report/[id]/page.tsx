import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, FileDown, Route } from "@/platform/ui/icons";
import { ProgressSection } from "@/capabilities/team/components/progress/progress-section";
import { RetakeButton } from "@/capabilities/team/components/progress/retake-button";
import { ReportView } from "@/capabilities/report/components/report-view";
import { LeadershipTeamSection } from "@/capabilities/report/components/report-sections/leadership-team";
import { RefreshReportButton } from "@/capabilities/report/components/screen/refresh-report-button";
import { ReportFreshness } from "@/capabilities/report/components/screen/report-freshness";
import { ReportGenerating } from "@/capabilities/report/components/screen/report-generating";
import { ReportMessage } from "@/capabilities/report/components/screen/report-message";
import { Button } from "@/platform/ui/button";
import { CallMeBackBanner } from "@/capabilities/voice/components/call-me-back-banner";
import { InterviewInsightsSection } from "@/capabilities/voice/components/interview-insights-section";
import { HowYouCompareSection } from "@/capabilities/report/components/report-sections/how-you-compare";
import { publishedCellFor } from "@/capabilities/readiness-index/server";
import { isPaidStatus } from "@/capabilities/leads/assessments/queries";
import { getResults } from "@/capabilities/report/results";
import { getViewer } from "@/platform/auth/viewer";
import { contactLinks } from "@/platform/config/contact";
import { ScheduleConsultation } from "@/capabilities/leads/components";
import { bookingLinkFor } from "@/capabilities/leads/booking/link";
import { formatReportDate } from "@/model/documents/format";
import { getProgressForPage } from "@/capabilities/team/progress/page-data";
import { peerPosition } from "@/capabilities/report/peer-position";
import { getStoredReport, PAYMENT_REQUIRED_TEXT } from "@/capabilities/report/service";
import { getTeamViewForPage } from "@/capabilities/team/page-data";
import { getInterviewInsightsOrThrow } from "@/capabilities/voice/queries";

export const metadata: Metadata = { title: "Your AI Readiness Report" };

/**
 * The user's report page (spec: User report page). A stored report renders here, on the
 * server with its interview insights; the browser only generates a missing report, refreshes
 * it and keeps the page fresh.
 */
export default async function ReportPage({ params }: PageProps<"/report/[id]">) {
  const { id } = await params;
  // The interview insights render here too (ReportFreshness reads them again): their client
  // fetch would bring SWR, the option labels and tailwind-merge into the first load.
  const [results, reportData, insights, team, progress, booking] = await Promise.all([
    getResults(id),
    getStoredReport(id),
    getInterviewInsightsOrThrow(id).catch(() => null),
    getViewer().then((viewer) => getTeamViewForPage(id, viewer)),
    getViewer().then((viewer) => getProgressForPage(id, viewer)),
    bookingLinkFor(id),
  ]);
  if (!results) {
    return (
      <div className="px-4">
        <ReportMessage
          title="Assessment Not Found"
          text="The requested assessment could not be found."
        >
          <Button asChild>
            <Link href="/">Return Home</Link>
          </Button>
        </ReportMessage>
      </div>
    );
  }

  const { assessment, readiness, benchmark } = results;
  const comparison = await publishedCellFor(
    assessment.companyIndustry,
    assessment.companyEmployees,
  );
  const callBack = <CallMeBackBanner assessmentId={id} agentPhone={contactLinks()} />;
  const unlocked = isPaidStatus(assessment.paymentStatus);
  const report = unlocked ? reportData : null;
  let body: React.ReactNode;
  if (!unlocked) {
    body = (
      <ReportMessage title="Report Not Available" text={PAYMENT_REQUIRED_TEXT}>
        <Button asChild>
          <Link href={`/payment?assessment=${id}`}>Unlock the Full Report</Link>
        </Button>
      </ReportMessage>
    );
  } else if (!report) {
    body = <ReportGenerating assessmentId={id} />;
  } else {
    body = (
      <>
        <ReportFreshness />
        <ReportView
          showFamily
          pillars={readiness.pillars.map(({ label, points, max }) => ({ label, points, max }))}
          peers={peerPosition(benchmark, assessment.companyIndustry)}
          afterDashboard={callBack}
          team={team && <LeadershipTeamSection view={team} inviteFor={id} />}
          sinceLast={<ProgressSection assessmentId={id} data={progress} />}
          howYouCompare={
            comparison && (
              <HowYouCompareSection
                comparison={comparison}
                score={readiness.score}
                industry={assessment.companyIndustry}
                employees={assessment.companyEmployees}
              />
            )
          }
          reportData={report}
          interviewInsights={
            insights ? (
              <InterviewInsightsSection insights={insights} />
            ) : (
              <p role="status" className="text-sm text-muted-foreground print:hidden">
                Failed to fetch interview insights
              </p>
            )
          }
          header={{
            companyName: assessment.companyName,
            executiveName: assessment.executiveName,
            executiveTitle: assessment.executiveTitle,
            date: formatReportDate(assessment.createdAt),
            industry: assessment.companyIndustry,
            sector: report.sector,
            overallScore: report.readinessAssessment.overallScore,
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 pt-4 pb-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link href={`/results/${id}`}>
            <ArrowLeft aria-hidden="true" />
            Back to Results
          </Link>
        </Button>
        {/* On a phone the actions share one row under short labels; their names stay whole. */}
        <div className="grid w-full grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2 sm:flex sm:w-auto sm:flex-wrap">
          {progress.mayRetake && <RetakeButton assessmentId={id} compact />}
          <ScheduleConsultation
            booking={booking}
            variant="outline"
            label={
              <span>
                <span className="max-sm:sr-only">Schedule Free</span> Consultation
              </span>
            }
          />
          <Button asChild variant="outline">
            <Link href={`/roadmap/${id}`}>
              <Route aria-hidden="true" />
              <span className="max-sm:sr-only">View Your</span> Roadmap
            </Link>
          </Button>
          {report && (
            <>
              <Button asChild variant="outline">
                <a href={`/api/assessments/${id}/report/pdf`} download>
                  <FileDown aria-hidden="true" />
                  <span className="max-sm:sr-only">Export</span> PDF
                </a>
              </Button>
              <RefreshReportButton assessmentId={id} />
            </>
          )}
        </div>
      </div>
      {!report && callBack}
      {body}
    </div>
  );
}
