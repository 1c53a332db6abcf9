import "server-only";
import { aiRecommendationsOf, topPriorityApp } from "@/capabilities/report";
import { columnKeys } from "./fields";
import { getExportSummary, getPreviewSample } from "./queries";

/**
 * 'Preview AI Data' (spec section 3, "Export preview"): the figures of the export and what
 * one comprehensive row holds.
 */
export async function getExportPreview() {
  const [summary, sample] = await Promise.all([getExportSummary(new Date()), getPreviewSample()]);
  const apps = aiRecommendationsOf(sample?.roadmapContent);
  return {
    totalAssessments: summary.totalAssessments,
    assessmentsWithReports: summary.assessmentsWithReports,
    summary: {
      avgReadinessScore: summary.avgReadinessScore,
      qualifiedLeads: summary.qualifiedLeads,
      aiRoadmaps: summary.aiRoadmaps,
      paidAssessments: summary.paidAssessments,
    },
    sampleAssessment: sample
      ? {
          id: sample.id,
          executiveName: sample.executiveName,
          companyName: sample.companyName,
          hasReportData: sample.reportData !== null,
          hasAiRecommendations: apps.length > 0,
          recommendedAppsCount: apps.length,
          topPriorityApp: topPriorityApp(apps)?.name ?? null,
          allDataKeys: columnKeys("comprehensive"),
        }
      : null,
    fieldCounts: {
      standard: columnKeys("standard").length,
      comprehensive: columnKeys("comprehensive").length,
    },
  };
}
