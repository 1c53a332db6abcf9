import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A draft's resume token opens that draft only, for 30 days; only its hash is stored. */
export const RESUME_TOKEN_DAYS = 30;

export const newResumeToken = () => randomBytes(32).toString("base64url");

export const hashResumeToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

export const resumeTokenExpiry = (from = new Date()) =>
  new Date(from.getTime() + RESUME_TOKEN_DAYS * 86_400_000);

/** The wizard reads the token from the fragment: it never reaches a server log or a referrer. */
export const resumeLink = (draftId: string, token: string) =>
  `${env.APP_URL}/assessment?draft=${draftId}#resume=${token}`;

/**
 * A fresh token for a draft (the reminders carry one): the earlier token stops working, as
 * only one hash is kept. Null when the assessment is no longer a draft.
 */
export async function issueResumeToken(
  client: Pick<Prisma.TransactionClient, "assessment">,
  draftId: string,
): Promise<{ token: string; link: string } | null> {
  const token = newResumeToken();
  const { count } = await client.assessment.updateMany({
    where: { id: draftId, status: "draft", purgedAt: null },
    data: { resumeTokenHash: hashResumeToken(token), resumeTokenExpiresAt: resumeTokenExpiry() },
  });
  return count ? { token, link: resumeLink(draftId, token) } : null;
}
