import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { startRetake } from "@/capabilities/team/progress/retake";
import { clientAddress, hit } from "@/platform/rate-limit";

/** Retakes a completed assessment: `201 {draftId, resumeToken}` (docs/features.md: Progress over time). */
export const POST = route<"user", undefined, { id: string }>(
  { access: "user" },
  async ({ request, params, caller }) => {
    await hit("draftCreate", clientAddress(request));
    const started = await startRetake(params.id, caller);
    startAfterResponse(); // its assessment.started event
    return json(started, 201, { "Cache-Control": "no-store" });
  },
);
