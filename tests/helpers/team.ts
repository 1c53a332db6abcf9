/**
 * Helpers for the team-mode route tests (never imported by the app): the survey links the
 * invitation e-mails carry, as the invited leader reads them, the codes a team link sends, and
 * requests to the survey.
 */
import { NextRequest } from "next/server";
import { seedAssessment } from "@/tests/helpers/admin";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { deliverableBody } from "@/platform/email/outbox";
import { POST as sendCode } from "@/app/api/team/[token]/code/route";
import { POST as respond } from "@/app/api/team/[token]/responses/route";
import type { TeamAnswers } from "@/capabilities/team/schemas";

async function latestText(to: string, template: string): Promise<string> {
  const message = await db.emailMessage.findFirstOrThrow({
    where: { to: to.trim().toLowerCase(), template },
    orderBy: { createdAt: "desc" },
  });
  return deliverableBody(message).text;
}

/** The survey token of the invitation e-mail sent to `email` (from its sealed, deliverable body). */
export async function invitationToken(email: string): Promise<string> {
  const token = (await latestText(email, "team-invitation")).match(/\/team\/([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no survey link in the invitation to ${email}`);
  return token;
}

export const tokenOf = (url: string) => url.split("/team/")[1]!;

const post = (path: string, body: unknown, client = "203.0.113.7") =>
  new NextRequest(`http://localhost${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "x-forwarded-for": client },
  });

export function answer(
  token: string,
  answers: Partial<TeamAnswers> | unknown,
  verification?: { email: string; code: string },
  client?: string,
) {
  return respond(post(`/api/team/${token}/responses`, { answers, verification }, client), {
    params: Promise.resolve({ token }),
  });
}

/** Asks a team link for a code to `email`. */
export function requestCode(token: string, email: string, client?: string) {
  return sendCode(post(`/api/team/${token}/code`, { email }, client), {
    params: Promise.resolve({ token }),
  });
}

/** The code in the latest code e-mail to `email`. */
export async function codeSentTo(email: string): Promise<string> {
  const code = (await latestText(email, "team-code")).match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${email}`);
  return code;
}

/** A leader answers through a team link as the page does: a code to their address, then the answers. */
export async function answerByLink(token: string, email: string, answers: unknown) {
  const sent = await requestCode(token, email);
  if (sent.status !== 202) throw new Error(`no code for ${email}: ${sent.status}`);
  return answer(token, answers, { email, code: await codeSentTo(email) });
}

/**
 * A submitted assessment whose executive's address is proven (finished from its e-mailed link),
 * so it may send invitations (capabilities/team/sender.ts).
 */
export const seedProvenAssessment = (
  answers: Partial<AssessmentInput> = {},
  columns: Prisma.AssessmentUpdateInput = {},
) => seedAssessment(answers, { executiveEmailVerifiedAt: new Date(), ...columns });
