import { isAssessmentId } from "@/lib/assessment/queries";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";
import { pdfResponse } from "@/lib/report/pdf-response";
import { roadmapPdfFor } from "@/lib/report/pdf";

export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) => {
    if (!isAssessmentId(params.id)) throw new AppError("not_found", "Assessment not found.");
    return pdfResponse(
      await roadmapPdfFor(params.id),
      "Your roadmap is still being generated. Please check back in a few minutes.",
    );
  },
);
