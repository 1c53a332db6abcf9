import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { env } from "@/platform/env";
import { answerRequests } from "./requests";

/**
 * Everything held about a person (PIPEDA's access right, Law 25's portability), as one JSON
 * document: each assessment with its answers, scores, report, roadmap, consents, payments (no
 * card data: Stripe holds it), call requests, the team invitations sent and how many leaders
 * answered; each report's PDF as a link. Never a password hash, a token or a second factor's
 * secret.
 */
async function assessmentsHeld(where: Prisma.AssessmentWhereInput) {
  const assessments = await db.assessment.findMany({
    where,
    orderBy: { createdAt: "asc" },
    include: {
      report: { select: { reportData: true, markdownReport: true, createdAt: true } },
      roadmap: { select: { content: true, createdAt: true } },
      payments: {
        select: { amount: true, currency: true, status: true, providerId: true, createdAt: true },
      },
      callRequests: { select: { phoneNumber: true, status: true, createdAt: true } },
      consentEvents: {
        select: { email: true, given: true, wordingVersion: true, source: true, createdAt: true },
      },
      teamInvitations: { select: { email: true, status: true, createdAt: true } },
      interviews: { include: { sections: true } },
      _count: { select: { teamResponses: true } },
    },
  });
  return assessments.map(({ _count, ...assessment }) => ({
    ...assessment,
    teamResponses: _count.teamResponses,
    reportPdf: assessment.report
      ? `${env.APP_URL}/api/assessments/${assessment.id}/report/pdf`
      : null,
    roadmapPdf: assessment.roadmap
      ? `${env.APP_URL}/api/assessments/${assessment.id}/roadmap/pdf`
      : null,
  }));
}

const consentsOf = (email: string) =>
  db.consentEvent.findMany({
    where: { email: { equals: email, mode: "insensitive" } },
    orderBy: { createdAt: "asc" },
    select: {
      assessmentId: true,
      given: true,
      wordingVersion: true,
      source: true,
      createdAt: true,
    },
  });

/** A signed-in person's: their account and the assessments saved to it. */
export async function personalDataOf(userId: string) {
  const { totpEnabledAt, ...account } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      fullname: true,
      companyName: true,
      areasOfInterest: true,
      role: true,
      createdAt: true,
      totpEnabledAt: true,
    },
  });
  const data = {
    exportedAt: new Date().toISOString(),
    account: { ...account, twoStepSignIn: totpEnabledAt !== null },
    assessments: await assessmentsHeld({ userId }),
    consents: await consentsOf(account.email),
  };
  await answerRequests(account.email, "downloaded", "account");
  return data;
}

/** An address's, for a visitor without an account: the assessments taken with it. */
export async function dataOfAddress(email: string) {
  const data = {
    exportedAt: new Date().toISOString(),
    address: email,
    assessments: await assessmentsHeld(takenWith(email)),
    consents: await consentsOf(email),
  };
  await answerRequests(email, "downloaded", "link");
  return data;
}

/** The assessments taken with an address, however it was typed. */
export const takenWith = (email: string): Prisma.AssessmentWhereInput => ({
  executiveEmail: { equals: email, mode: "insensitive" },
});

/** The link page's list: the assessments taken with an address, newest first. */
export const assessmentsOfAddress = (email: string) =>
  db.assessment.findMany({
    where: takenWith(email),
    orderBy: { createdAt: "desc" },
    select: { id: true, companyName: true, createdAt: true },
  });
