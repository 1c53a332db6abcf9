import { route } from "@/lib/http";
import { getProgress } from "@/lib/progress/queries";
import { pdfResponse } from "@/lib/report/pdf-response";
import { reportPdfFor } from "@/lib/report/pdf";
import { getOrGenerateReport } from "@/lib/report/service";
import { getTeamViewForPage } from "@/lib/team/page-data";

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
