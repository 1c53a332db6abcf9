import { createDraftSchema } from "@/capabilities/leads/drafts/schemas";
import { startDraft } from "@/capabilities/leads/drafts/service";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { clientAddress, hit } from "@/platform/rate-limit";

/** Starts a draft from step 1 (docs/features.md: Drafts). */
export const POST = route(
  { access: "public", body: createDraftSchema, maxBodyBytes: 16 * 1024 },
  async ({ request, body }) => {
    await hit("draftCreate", clientAddress(request));
    const started = await startDraft(body);
    startAfterResponse(); // its assessment.started event
    return json(started, 201, { "Cache-Control": "no-store" });
  },
);
