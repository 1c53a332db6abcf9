import { route } from "@/lib/http";
import { pdfResponse } from "@/lib/report/pdf-response";
import { reportPdfFor } from "@/lib/report/pdf";
import { getOrGenerateReport } from "@/lib/report/service";
import { getTeamViewForPage } from "@/lib/team/page-data";

/** The full report as a PDF: paid assessments only, generated first if needed. */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    await getOrGenerateReport(params.id);
    return pdfResponse(
      await reportPdfFor(params.id, await getTeamViewForPage(params.id, caller)),
      "There is no report for this assessment yet.",
    );
  },
);
