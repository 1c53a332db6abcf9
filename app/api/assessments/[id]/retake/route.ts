import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";
import { startRetake } from "@/lib/progress/retake";
import { clientAddress, hit } from "@/lib/rate-limit";

/** Retakes a completed assessment: `201 {draftId, resumeToken}` (README: Progress over time). */
export const POST = route<"user", undefined, { id: string }>(
  { access: "user" },
  async ({ request, params, caller }) => {
    await hit("draftCreate", clientAddress(request));
    const started = await startRetake(params.id, caller);
    startAfterResponse(); // its assessment.started event
    return json(started, 201, { "Cache-Control": "no-store" });
  },
);
