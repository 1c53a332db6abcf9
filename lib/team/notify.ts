import "server-only";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { teamMinimum } from "./aggregate";
import type { StoredResponse } from "./survey";

/**
 * Tells the executive when the team view opens (the minimum reached) and when every invited
 * leader has answered: counts only, never who. When both happen with one answer, one e-mail
 * says both. Each goes once (dedupe keys): "everyone" once per number of invitations.
 */
export async function notifyExecutive(assessmentId: string, counts: StoredResponse) {
  const minimum = teamMinimum();
  const reachedMinimum = counts.responses === minimum;
  const everyone = counts.invited > 0 && counts.answeredInvitations === counts.invited;
  if (!reachedMinimum && !everyone) return;

  const assessment = await db.assessment.findUnique({
    where: { id: assessmentId },
    select: {
      executiveName: true,
      executiveEmail: true,
      companyName: true,
      user: { select: { email: true } },
    },
  });
  const to = assessment?.user?.email ?? assessment?.executiveEmail;
  if (!assessment || !to) return;
  const props = {
    executiveName: assessment.executiveName,
    companyName: assessment.companyName,
    responses: counts.responses,
    invited: counts.invited,
    minimum,
    alignmentReady: counts.responses >= minimum,
    resultsUrl: `${env.APP_URL}/results/${assessmentId}#leadership-alignment`,
  };
  if (everyone) {
    await sendEmail(
      to,
      "team-update",
      { ...props, kind: "everyone" },
      {
        dedupeKey: `team-everyone:${assessmentId}:${counts.invited}`,
      },
    );
  } else {
    await sendEmail(
      to,
      "team-update",
      { ...props, kind: "minimum" },
      {
        dedupeKey: `team-minimum:${assessmentId}`,
      },
    );
  }
}
