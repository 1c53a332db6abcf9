import { createDraftSchema } from "@/lib/drafts/schemas";
import { startDraft } from "@/lib/drafts/service";
import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";
import { clientAddress, hit } from "@/lib/rate-limit";

/** Starts a draft from step 1 (README: Drafts). */
export const POST = route(
  { access: "public", body: createDraftSchema, maxBodyBytes: 16 * 1024 },
  async ({ request, body }) => {
    await hit("draftCreate", clientAddress(request));
    const started = await startDraft(body);
    startAfterResponse(); // its assessment.started event
    return json(started, 201, { "Cache-Control": "no-store" });
  },
);
