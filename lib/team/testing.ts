/**
 * Helpers for the team-mode route tests (never imported by the app): the survey links the
 * invitation e-mails carry, as the invited leader reads them, and requests to the survey.
 */
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { deliverableBody } from "@/lib/email/outbox";
import { POST as respond } from "@/app/api/team/[token]/responses/route";
import type { TeamAnswers } from "./schemas";

/** The survey token of the invitation e-mail sent to `email` (from its sealed, deliverable body). */
export async function invitationToken(email: string): Promise<string> {
  const message = await db.emailMessage.findFirstOrThrow({
    where: { to: email, template: "team-invitation" },
    orderBy: { createdAt: "desc" },
  });
  const token = deliverableBody(message).text.match(/\/team\/([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no survey link in the invitation to ${email}`);
  return token;
}

export const tokenOf = (url: string) => url.split("/team/")[1]!;

export function answer(token: string, answers: Partial<TeamAnswers> | unknown, cookie?: string) {
  return respond(
    new NextRequest(`http://localhost/api/team/${token}/responses`, {
      method: "POST",
      body: JSON.stringify({ answers }),
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    }),
    { params: Promise.resolve({ token }) },
  );
}
