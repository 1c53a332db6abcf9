import { accountMessages } from "@/capabilities/accounts/messages";
import { linkAssessment } from "@/capabilities/accounts/mutations";
import { linkAssessmentSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";

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
