import { route } from "@/lib/http";
import { pdfResponse } from "@/lib/report/pdf-response";
import { reportPdfFor } from "@/lib/report/pdf";
import { getOrGenerateReport } from "@/lib/report/service";

/** The full report as a PDF: paid assessments only, generated first if needed. */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) => {
    await getOrGenerateReport(params.id);
    return pdfResponse(
      await reportPdfFor(params.id),
      "There is no report for this assessment yet.",
    );
  },
);
