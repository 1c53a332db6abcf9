import "server-only";
import type { NextRequest } from "next/server";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { AppError } from "@/platform/errors";
import { clientAddress, hit } from "@/platform/rate-limit";
import { CODE_MINUTES, checkCode, newCode, wrongCode } from "./codes";
import { addressHash } from "./secrets";

/**
 * An answer through a team link comes from an address its owner confirmed with a one-time code
 * (POST /api/team/{token}/code), so that one person answers once and the executive cannot supply
 * answers of their own. The address is kept only as a keyed hash.
 */

export const OWN_ADDRESS =
  "This is the executive's own address: the survey is for their leadership team.";
export const INVITED_ADDRESS =
  "This address has its own invitation: please answer from the e-mail you received.";

interface LinkSurvey {
  linkId: string;
  assessmentId: string;
}

/** Sends a code to `email` (normalised) for answering through the link. */
export async function sendLinkCode(
  { linkId, assessmentId }: LinkSurvey,
  email: string,
  request: NextRequest,
): Promise<void> {
  const assessment = await db.assessment.findUniqueOrThrow({
    where: { id: assessmentId },
    select: {
      executiveName: true,
      companyName: true,
      executiveEmail: true,
      user: { select: { email: true } },
      teamInvitations: { where: { email }, select: { id: true } },
    },
  });
  const own = [assessment.executiveEmail, assessment.user?.email].map((e) =>
    e?.trim().toLowerCase(),
  );
  if (own.includes(email))
    throw new AppError("bad_request", OWN_ADDRESS, { fields: { email: OWN_ADDRESS } });
  if (assessment.teamInvitations.length > 0)
    throw new AppError("bad_request", INVITED_ADDRESS, { fields: { email: INVITED_ADDRESS } });

  await hit("teamCodeByClient", clientAddress(request));
  await hit("teamCodeByAddress", email);
  await hit("teamCodeByLink", linkId);

  const hash = addressHash(assessmentId, email);
  const { code, stored: data } = newCode(hash);
  await db.teamLinkCode.upsert({
    where: { linkId_addressHash: { linkId, addressHash: hash } },
    create: { linkId, addressHash: hash, ...data },
    update: data,
  });
  await sendEmail(email, "team-code", {
    executiveName: assessment.executiveName,
    companyName: assessment.companyName,
    code,
    minutes: CODE_MINUTES,
  });
}

/** The address's hash when `code` is the one sent to it for this link; 400 otherwise. */
export async function verifyLinkCode(
  { linkId, assessmentId }: LinkSurvey,
  email: string,
  code: string,
): Promise<string> {
  const hash = addressHash(assessmentId, email);
  const where = { linkId_addressHash: { linkId, addressHash: hash } };
  const outcome = checkCode(await db.teamLinkCode.findUnique({ where }), hash, code);
  if (outcome === "right") return hash;
  if (outcome === "wrong")
    await db.teamLinkCode.update({ where, data: { attempts: { increment: 1 } } });
  throw wrongCode();
}

/** A used code goes: it answers once. */
export async function forgetLinkCode({ linkId, assessmentId }: LinkSurvey, email: string) {
  await db.teamLinkCode.deleteMany({
    where: { linkId, addressHash: addressHash(assessmentId, email) },
  });
}
