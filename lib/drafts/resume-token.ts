import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * A resume token opens one draft, for 30 days; only its hash is stored (resume_tokens). A
 * draft may have several (the browser's, the e-mail's, each reminder's): a new link never
 * breaks the browser that is still answering.
 */
export const RESUME_TOKEN_DAYS = 30;

export const hashResumeToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** The wizard reads the token from the fragment: it never reaches a server log or a referrer. */
export const resumeLink = (draftId: string, token: string) =>
  `${env.APP_URL}/assessment?draft=${draftId}#resume=${token}`;

type Client = Pick<Prisma.TransactionClient, "resumeToken">;

/** A new token for a draft, stored hashed; answers the token and its link. */
export async function issueResumeToken(
  client: Client,
  draftId: string,
): Promise<{ token: string; link: string }> {
  const token = randomBytes(32).toString("base64url");
  await client.resumeToken.create({
    data: {
      tokenHash: hashResumeToken(token),
      assessmentId: draftId,
      expiresAt: new Date(Date.now() + RESUME_TOKEN_DAYS * 86_400_000),
    },
  });
  return { token, link: resumeLink(draftId, token) };
}
