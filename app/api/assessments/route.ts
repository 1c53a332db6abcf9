import { submitAssessment } from "@/lib/assessment/mutations";
import { completeDraft, draftNotFound } from "@/lib/drafts/mutations";
import { submitAssessmentSchema } from "@/lib/drafts/schemas";
import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";
import { clientAddress, hit } from "@/lib/rate-limit";
import { scheduleUnpaidFollowUps } from "@/lib/sequences/schedule";

/** Stores a whole assessment, or completes the draft it names (README: Drafts). */
export const POST = route(
  { access: "public", body: submitAssessmentSchema, maxBodyBytes: 32 * 1024 },
  async ({ request, body }) => {
    await hit("assessmentSubmit", clientAddress(request));
    const { draftId, ...input } = body;
    let assessmentId: string;
    if (draftId) {
      const token = request.headers.get("x-resume-token")?.trim();
      if (!token) throw draftNotFound();
      assessmentId = await completeDraft(draftId, token, input);
    } else {
      assessmentId = await submitAssessment(input, "roadmap");
    }
    await scheduleUnpaidFollowUps(assessmentId);
    startAfterResponse();
    return json({ assessmentId }, 201);
  },
);
