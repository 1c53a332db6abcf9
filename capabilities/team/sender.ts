import "server-only";
import { maskEmail } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { AppError } from "@/platform/errors";
import { hit } from "@/platform/rate-limit";
import type { TeamAssessment } from "./access";
import { CODE_MINUTES, checkCode, newCode, wrongCode } from "./codes";
import { addressHash } from "./secrets";

/**
 * Invitations go out in the executive's name, so they need an executive whose address is known
 * to be theirs: a signed-in owner, or an assessment whose address was proven (finished from an
 * e-mailed resume link, or confirmed here once with a code sent to it). Without that, whoever
 * holds an unsaved assessment's id cannot use it to e-mail strangers.
 */
export const senderCodeSent = (email: string) =>
  `Invitations go out in your name, so we first confirm it is you: enter the 6-digit code we sent to ${maskEmail(email)}. It works for ${CODE_MINUTES} minutes.`;

/**
 * Passes when the executive may send invitations; confirms their address with `code` when it
 * is the one sent. Without a code it sends one (a few an hour per assessment) and answers 403.
 */
export async function confirmSender(
  assessment: TeamAssessment,
  code: string | undefined,
): Promise<void> {
  if (assessment.userId || assessment.executiveEmailVerifiedAt) return;
  const email = assessment.executiveEmail ?? "";
  const hash = addressHash(assessment.id, email);
  if (!code) {
    await hit("senderCode", assessment.id);
    const { code: fresh, stored } = newCode(hash);
    await db.executiveEmailCode.upsert({
      where: { assessmentId: assessment.id },
      create: { assessmentId: assessment.id, ...stored },
      update: stored,
    });
    await sendEmail(email, "sender-code", {
      companyName: assessment.companyName,
      code: fresh,
      minutes: CODE_MINUTES,
    });
    const message = senderCodeSent(email);
    throw new AppError("forbidden", message, { fields: { "verification.code": message } });
  }
  const where = { assessmentId: assessment.id };
  const outcome = checkCode(await db.executiveEmailCode.findUnique({ where }), hash, code);
  if (outcome === "wrong")
    await db.executiveEmailCode.update({ where, data: { attempts: { increment: 1 } } });
  if (outcome !== "right") throw wrongCode();
  await db.$transaction([
    db.assessment.update({
      where: { id: assessment.id },
      data: { executiveEmailVerifiedAt: new Date() },
    }),
    db.executiveEmailCode.delete({ where }),
  ]);
}
