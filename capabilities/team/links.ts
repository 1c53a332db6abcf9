import "server-only";
import { db } from "@/platform/db";
import { TEAM_LINK_DAYS } from "./options";
import { surveyUrl } from "./invitations";
import { newTeamToken } from "./tokens";

/** A new team link for the assessment (POST .../team/link): anyone with it may answer, 30 days. */
export async function createTeamLink(assessmentId: string) {
  const { token, tokenHash } = newTeamToken();
  const expiresAt = new Date(Date.now() + TEAM_LINK_DAYS * 86_400_000);
  await db.teamLink.create({ data: { assessmentId, tokenHash, expiresAt } });
  return { url: surveyUrl(token), expiresAt };
}

/** Ends every team link of the assessment (DELETE .../team/link); answers already in stay. */
export async function revokeTeamLinks(assessmentId: string): Promise<number> {
  const { count } = await db.teamLink.updateMany({
    where: { assessmentId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}

/** The latest team link still working, for the invite panel (its address is not kept). */
export async function activeTeamLink(assessmentId: string) {
  return db.teamLink.findFirst({
    where: { assessmentId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { expiresAt: true },
  });
}
