import { route } from "@/lib/http";
import { getProgress } from "@/lib/progress/queries";
import { pdfResponse } from "@/lib/report/pdf-response";
import { reportPdfFor } from "@/lib/report/pdf";
import { getOrGenerateReport } from "@/lib/report/service";

/**
 * The full report as a PDF: paid assessments only, generated first if needed; a retake's
 * opens with "Since Your Last Assessment" for its owner and admins.
 */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    await getOrGenerateReport(params.id);
    return pdfResponse(
      await reportPdfFor(params.id, await getProgress(params.id, caller)),
      "There is no report for this assessment yet.",
    );
  },
);
