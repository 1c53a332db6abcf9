import type { AuditPersona } from "@/tests/report-audit/personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { formatReportDate } from "@/model/documents/format";
import { computeAlignment } from "@/capabilities/team/alignment";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { renderReportPdf, renderRoadmapPdf } from "@/capabilities/report/pdf/render";
import type { PdfPageSize } from "@/capabilities/report/pdf/theme";

/**
 * The report and roadmap PDFs an audit persona would download, from the built-in generator,
 * for tests. `withTeam` adds the Leadership Alignment of four leaders who answered.
 */
export async function personaPdfs(
  persona: AuditPersona,
  { withTeam = false, pageSize }: { withTeam?: boolean; pageSize?: PdfPageSize } = {},
): Promise<{ report: Buffer; roadmap: Buffer }> {
  const input = auditInput(persona);
  const { answers } = persona;
  const { reportData } = generateReport(input);
  const date = formatReportDate(input.createdAt);
  const people = {
    executiveName: answers.executiveName,
    executiveTitle: answers.executiveTitle,
    companyName: answers.companyName,
    industry: answers.companyIndustry,
  };
  const rows = [3, 5, 6, 4].map((aiConfidence) => makeTeamAnswers({ aiConfidence }));
  const team = withTeam
    ? { minimum: 3, invited: 6, responses: 4, aggregates: computeAlignment(rows, answers, 3) }
    : null;
  const [report, roadmap] = await Promise.all([
    renderReportPdf({
      header: { ...people, date, overallScore: reportData.readinessAssessment.overallScore },
      reportData: team ? { ...reportData, bottomUpLeaders: rows.length } : reportData,
      showFamily: true,
      team,
      pageSize,
    }),
    renderRoadmapPdf({
      roadmap: generateRoadmap(input),
      details: { ...people, assessmentId: input.assessmentId },
      date,
      pageSize,
    }),
  ]);
  return { report, roadmap };
}
