import { submitAssessmentSchema } from "@/capabilities/leads/drafts/schemas";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { submitAssessment } from "@/capabilities/leads/complete";
import { clientAddress } from "@/platform/rate-limit";

/** Stores a whole assessment, or completes the draft it names (docs/features.md: Drafts). */
export const POST = route(
  { access: "public", body: submitAssessmentSchema, maxBodyBytes: 32 * 1024 },
  async ({ request, body }) => {
    const { draftId, ...input } = body;
    const token = request.headers.get("x-resume-token")?.trim();
    const assessmentId = await submitAssessment(
      input,
      clientAddress(request),
      draftId ? { id: draftId, token } : undefined,
    );
    startAfterResponse();
    return json({ assessmentId }, 201);
  },
);
