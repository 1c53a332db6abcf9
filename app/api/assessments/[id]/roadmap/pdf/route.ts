import { isAssessmentId } from "@/capabilities/leads/assessments/queries";
import { AppError } from "@/platform/errors";
import { route } from "@/platform/http";
import { pdfResponse } from "@/capabilities/report/pdf-response";
import { roadmapPdfFor } from "@/capabilities/report/pdf";

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
