import type { NextRequest } from "next/server";
import { isAssessmentId } from "@/capabilities/leads/assessments/queries";
import { claimDraft, draftNotFound } from "@/capabilities/leads/drafts/mutations";
import { getDraftForResume } from "@/capabilities/leads/drafts/queries";
import { saveStepSchema } from "@/capabilities/leads/drafts/schemas";
import { saveDraft } from "@/capabilities/leads/drafts/service";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";
import { clientAddress, hit } from "@/platform/rate-limit";

type Params = { draftId: string };

/** The X-Resume-Token header; a missing or malformed one is the same 404 as a wrong one. */
function resumeToken(request: NextRequest, draftId: string): string {
  const token = request.headers.get("x-resume-token")?.trim() ?? "";
  if (!isAssessmentId(draftId) || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw draftNotFound();
  return token;
}

/**
 * The saved answers, to resume the draft (on another device, from the e-mail's link). The
 * e-mail's link claims the draft: every other token ends.
 */
export const GET = route<"public", undefined, Params>(
  { access: "public" },
  async ({ request, params }) => {
    await hit("draftSave", clientAddress(request));
    const token = resumeToken(request, params.draftId);
    await claimDraft(params.draftId, token);
    const draft = await getDraftForResume(params.draftId, token);
    return json(draft, 200, { "Cache-Control": "no-store" });
  },
);

/** Saves one step of the draft (docs/features.md: Drafts). */
export const PATCH = route<"public", typeof saveStepSchema, Params>(
  { access: "public", body: saveStepSchema, maxBodyBytes: 32 * 1024 },
  async ({ request, params, body }) => {
    await hit("draftSave", clientAddress(request));
    const token = resumeToken(request, params.draftId);
    const saved = await saveDraft(params.draftId, token, body.step, body.answers);
    startAfterResponse(); // a consent.changed event, if the consent answer changed
    return json(saved);
  },
);
