import { accountMessages } from "@/lib/account/messages";
import { linkAssessment } from "@/lib/account/mutations";
import { linkAssessmentSchema } from "@/lib/account/schemas";
import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";

/** Saves an assessment without an owner to the caller's account (idempotent for the owner). */
export const POST = route(
  { access: "user", body: linkAssessmentSchema },
  async ({ caller, body }) => {
    const outcome = await linkAssessment(caller.id, body.assessmentId);
    startAfterResponse(); // its account.created event
    return json({
      success: true,
      alreadyLinked: outcome === "already-linked",
      message: accountMessages.assessmentSaved,
    });
  },
);
