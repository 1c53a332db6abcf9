import "server-only";
import { randomInt, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/errors";
import { clientAddress, hit } from "@/lib/rate-limit";
import { addressHash, codeHash } from "./secrets";

/**
 * An answer through a team link comes from an address its owner confirmed with a one-time code
 * (POST /api/team/{token}/code), so that one person answers once and the executive cannot supply
 * answers of their own. The address is kept only as a keyed hash.
 */

export const CODE_MINUTES = 15;
const MAX_ATTEMPTS = 5;

export const OWN_ADDRESS =
  "This is the executive's own address: the survey is for their leadership team.";
export const INVITED_ADDRESS =
  "This address has its own invitation: please answer from the e-mail you received.";
export const WRONG_CODE = "That code is not right, or it has expired. Please ask for a new one.";

interface LinkSurvey {
  linkId: string;
  assessmentId: string;
}

const sixDigits = () => String(randomInt(1_000_000)).padStart(6, "0");

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
  const code = sixDigits();
  const data = {
    codeHash: codeHash(hash, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  };
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
  const sent = await db.teamLinkCode.findUnique({ where });
  const wrong = new AppError("bad_request", WRONG_CODE, {
    fields: { "verification.code": WRONG_CODE },
  });
  if (!sent || sent.expiresAt <= new Date() || sent.attempts >= MAX_ATTEMPTS) throw wrong;
  const expected = Buffer.from(sent.codeHash, "hex");
  const given = Buffer.from(codeHash(hash, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db.teamLinkCode.update({ where, data: { attempts: { increment: 1 } } });
    throw wrong;
  }
  return hash;
}

/** A used code goes: it answers once. */
export async function forgetLinkCode({ linkId, assessmentId }: LinkSurvey, email: string) {
  await db.teamLinkCode.deleteMany({
    where: { linkId, addressHash: addressHash(assessmentId, email) },
  });
}
