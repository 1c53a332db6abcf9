import { createDraftSchema } from "@/lib/drafts/schemas";
import { startDraft } from "@/lib/drafts/service";
import { json, route } from "@/lib/http";
import { clientAddress, hit } from "@/lib/rate-limit";

/** Starts a draft from step 1 (README: Drafts). */
export const POST = route(
  { access: "public", body: createDraftSchema, maxBodyBytes: 16 * 1024 },
  async ({ request, body }) => {
    await hit("draftCreate", clientAddress(request));
    return json(await startDraft(body), 201, { "Cache-Control": "no-store" });
  },
);
