import { submitAssessment } from "@/lib/assessment/mutations";
import { assessmentInputSchema } from "@/lib/assessment/schemas";
import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";
import { clientAddress, hit } from "@/lib/rate-limit";

export const POST = route(
  { access: "public", body: assessmentInputSchema, maxBodyBytes: 32 * 1024 },
  async ({ request, body }) => {
    await hit("assessmentSubmit", clientAddress(request));
    const assessmentId = await submitAssessment(body, "roadmap");
    startAfterResponse();
    return json({ assessmentId }, 201);
  },
);
