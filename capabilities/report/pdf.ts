import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { renderReportPdf, renderRoadmapPdf } from "@/capabilities/report/pdf/render";
import type { TeamPdfData } from "@/capabilities/report/pdf/team-section";
import type { Progress } from "@/capabilities/team";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { formatReportDate } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";

export interface PdfFile {
  filename: string;
  content: Buffer;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "company";

const documentSelect = {
  id: true,
  executiveName: true,
  executiveTitle: true,
  companyName: true,
  companyIndustry: true,
  createdAt: true,
} as const;

/**
 * The full report as a PDF, or null while there is none. `team`: the leadership team's view,
 * for a reader who may see it (capabilities/team/access.ts); `progress`: its "Since Your Last
 * Assessment" section, for those who may read it (lib/progress). Without them the PDF has
 * neither section.
 */
export async function reportPdfFor(
  assessmentId: string,
  { team = null, progress = null }: { team?: TeamPdfData | null; progress?: Progress | null } = {},
): Promise<PdfFile | null> {
  const found = await db.assessment.findUnique({
    where: { id: assessmentId, status: "completed" },
    select: { ...documentSelect, report: { select: { reportData: true } } },
  });
  if (!found?.report) return null;
  const reportData = found.report.reportData as ReportData;
  const content = await renderReportPdf({
    pageSize: env.REPORT_PAGE_SIZE,
    showFamily: true,
    reportData,
    team,
    progress,
    header: {
      companyName: found.companyName,
      executiveName: found.executiveName,
      executiveTitle: found.executiveTitle,
      date: formatReportDate(found.createdAt),
      industry: found.companyIndustry,
      sector: reportData.sector,
      overallScore: reportData.readinessAssessment.overallScore,
    },
  });
  return { filename: `ai-readiness-report-${slug(found.companyName)}.pdf`, content };
}

/** The roadmap as a PDF, or null while it is being generated. */
export async function roadmapPdfFor(assessmentId: string): Promise<PdfFile | null> {
  const found = await db.assessment.findUnique({
    where: { id: assessmentId, status: "completed" },
    select: { ...documentSelect, roadmap: { select: { content: true } } },
  });
  if (!found?.roadmap) return null;
  const content = await renderRoadmapPdf({
    pageSize: env.REPORT_PAGE_SIZE,
    roadmap: found.roadmap.content as RoadmapContent,
    date: formatReportDate(found.createdAt),
    details: {
      executiveName: found.executiveName,
      executiveTitle: found.executiveTitle,
      companyName: found.companyName,
      industry: found.companyIndustry,
      assessmentId: found.id,
    },
  });
  return { filename: `ai-roadmap-${slug(found.companyName)}.pdf`, content };
}
