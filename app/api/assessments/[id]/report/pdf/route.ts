import { route } from "@/platform/http";
import { getProgress } from "@/capabilities/team/progress/queries";
import { pdfResponse } from "@/capabilities/report/pdf-response";
import { reportPdfFor } from "@/capabilities/report/pdf";
import { getOrGenerateReport } from "@/capabilities/report/service";
import { getTeamViewForPage } from "@/capabilities/team/page-data";

/**
 * The full report as a PDF: paid assessments only, generated first if needed; a retake's
 * opens with "Since Your Last Assessment" for its owner and admins.
 */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    const [, team, progress] = await Promise.all([
      getOrGenerateReport(params.id),
      getTeamViewForPage(params.id, caller),
      getProgress(params.id, caller),
    ]);
    return pdfResponse(
      await reportPdfFor(params.id, { team, progress }),
      "There is no report for this assessment yet.",
    );
  },
);
