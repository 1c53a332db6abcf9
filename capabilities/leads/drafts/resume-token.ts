import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/platform/env";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/**
 * A resume token opens one draft, for 30 days; only its hash is stored (resume_tokens). A
 * draft may have several: the browser's, and the e-mail's and each reminder's, which are never
 * the browser's (a stranger who starts a draft with someone's address never holds the link
 * that address receives).
 */
export const RESUME_TOKEN_DAYS = 30;

export const hashResumeToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** The wizard reads the token from the fragment: it never reaches a server log or a referrer. */
export const resumeLink = (draftId: string, token: string) =>
  `${env.APP_URL}/assessment?draft=${draftId}#resume=${token}`;

type Client = Pick<Prisma.TransactionClient, "resumeToken">;

/**
 * A new token for a draft, stored hashed; answers the token and its link. An `emailed` token
 * goes only to the executive's address: opening the draft with it proves the address and
 * claims the draft (capabilities/leads/drafts/mutations.ts, claimDraft).
 */
export async function issueResumeToken(
  client: Client,
  draftId: string,
  { emailed = false }: { emailed?: boolean } = {},
): Promise<{ token: string; link: string }> {
  const token = randomBytes(32).toString("base64url");
  await client.resumeToken.create({
    data: {
      tokenHash: hashResumeToken(token),
      assessmentId: draftId,
      expiresAt: new Date(Date.now() + RESUME_TOKEN_DAYS * 86_400_000),
      emailed,
    },
  });
  return { token, link: resumeLink(draftId, token) };
}
