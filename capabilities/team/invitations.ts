import "server-only";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { limits, record } from "@/platform/rate-limit";
import { executiveAddresses, type TeamAssessment } from "./access";
import { refusalHeaders } from "./decline";
import { ALREADY_INVITED, type InviteOutcome } from "./messages";
import { MAX_INVITATIONS } from "./options";
import { normaliseEmail } from "./schemas";
import { refusalHash } from "./secrets";
import { newTeamToken } from "./tokens";

export const inviteReasons = {
  invalid: "Not a valid e-mail address",
  own: "This is your own address",
  already: ALREADY_INVITED,
  full: `You can invite up to ${MAX_INVITATIONS} leaders`,
  refused: "This address asked for no more survey invitations",
  busy: "This address has had enough invitations today: try again tomorrow",
} as const;

export const surveyUrl = (token: string) => `${env.APP_URL}/team/${token}`;

/**
 * Invites leaders to the team survey (POST /api/assessments/{id}/team/invites): each valid new
 * address gets an invitation with its own token and an e-mail. Typed duplicates are merged;
 * invalid addresses, the executive's own, addresses that refused invitations or had their day's
 * share, addresses invited before and any past the 25th are listed back with the reason.
 */
export async function inviteLeaders(
  assessment: TeamAssessment,
  typed: readonly string[],
): Promise<InviteOutcome> {
  const rejected: InviteOutcome["rejected"] = [];
  const own = new Set(executiveAddresses(assessment));
  const candidates: string[] = [];
  for (const entry of typed) {
    const email = normaliseEmail(entry);
    if (!email) rejected.push({ email: entry.trim(), reason: inviteReasons.invalid });
    else if (candidates.includes(email) || rejected.some((r) => r.email === email)) continue;
    else if (own.has(email)) rejected.push({ email, reason: inviteReasons.own });
    else candidates.push(email);
  }
  const refused = new Set(
    (
      await db.teamInvitationRefusal.findMany({
        where: { addressHash: { in: candidates.map(refusalHash) } },
      })
    ).map((r) => r.addressHash),
  );
  const sendable: string[] = [];
  for (const email of candidates) {
    if (refused.has(refusalHash(email))) rejected.push({ email, reason: inviteReasons.refused });
    // Counted per address, whoever invites: no inbox fills with invitations.
    else if ((await record("teamInviteToAddress", email)).count > limits.teamInviteToAddress.limit)
      rejected.push({ email, reason: inviteReasons.busy });
    else sendable.push(email);
  }

  const created = await db.$transaction(async (tx) => {
    // One invitation request at a time per assessment: the count below stays true.
    await tx.$executeRaw`SELECT 1 FROM assessments WHERE id = ${assessment.id}::uuid FOR UPDATE`;
    const earlier = await tx.teamInvitation.findMany({
      where: { assessmentId: assessment.id },
      select: { email: true },
    });
    const known = new Set(earlier.map((i) => i.email));
    let room = MAX_INVITATIONS - earlier.length;
    const rows: { email: string; token: string; tokenHash: string }[] = [];
    for (const email of sendable) {
      if (known.has(email)) rejected.push({ email, reason: inviteReasons.already });
      else if (room <= 0) rejected.push({ email, reason: inviteReasons.full });
      else {
        room -= 1;
        rows.push({ email, ...newTeamToken() });
      }
    }
    await tx.teamInvitation.createMany({
      data: rows.map(({ email, tokenHash }) => ({ assessmentId: assessment.id, email, tokenHash })),
    });
    return rows;
  });

  for (const { email, token } of created) {
    await sendEmail(
      email,
      "team-invitation",
      {
        executiveName: assessment.executiveName,
        companyName: assessment.companyName,
        surveyUrl: surveyUrl(token),
      },
      { headers: refusalHeaders(email) },
    );
  }
  return { invited: created.map((row) => row.email), rejected };
}

/** How many leaders were invited: a count, no names. */
export function countInvitations(assessmentId: string): Promise<number> {
  return db.teamInvitation.count({ where: { assessmentId } });
}
