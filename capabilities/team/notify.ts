import "server-only";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { teamMinimum } from "@/platform/config/team";

/**
 * Tells the executive when the team view takes in a group of answers (capabilities/team/release.ts):
 * the first one opens it. Counts only, never who, and never between two groups, so a notice
 * times nothing that the view does not already show. Each group's notice goes once.
 */
export async function notifyExecutive(assessmentId: string, responses: number) {
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
  const first = responses < 2 * teamMinimum();
  await sendEmail(
    to,
    "team-update",
    {
      executiveName: assessment.executiveName,
      companyName: assessment.companyName,
      kind: first ? "opened" : "grew",
      responses,
      step: teamMinimum(),
      resultsUrl: `${env.APP_URL}/results/${assessmentId}#leadership-alignment`,
    },
    { dedupeKey: `team-view:${assessmentId}:${responses}` },
  );
}
