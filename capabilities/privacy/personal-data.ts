import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";

/**
 * Everything held about a signed-in person (PIPEDA's access right, Law 25's portability), as
 * one JSON document: the account, each assessment with its answers, scores, report, roadmap,
 * consents, payments (no card data: Stripe holds it), call requests, the team invitations sent
 * and the team's aggregates. Each report's PDF is a link. Never a password hash, a token or a
 * second factor's secret.
 */
export async function personalDataOf(userId: string) {
  const user = await db.user.findUniqueOrThrow({
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
  const assessments = await db.assessment.findMany({
    where: { userId },
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
    },
  });
  const teamResponses = await db.teamResponse.groupBy({
    by: ["assessmentId"],
    where: { assessmentId: { in: assessments.map((a) => a.id) } },
    _count: { _all: true },
  });
  const responsesOf = new Map(teamResponses.map((r) => [r.assessmentId, r._count._all]));
  const consents = await db.consentEvent.findMany({
    where: { email: user.email, assessmentId: null },
    select: { given: true, wordingVersion: true, source: true, createdAt: true },
  });

  return {
    exportedAt: new Date().toISOString(),
    account: { ...user, totpEnabledAt: undefined, twoStepSignIn: user.totpEnabledAt !== null },
    assessments: assessments.map((assessment) => ({
      ...assessment,
      reportPdf: assessment.report
        ? `${env.APP_URL}/api/assessments/${assessment.id}/report/pdf`
        : null,
      roadmapPdf: assessment.roadmap
        ? `${env.APP_URL}/api/assessments/${assessment.id}/roadmap/pdf`
        : null,
      teamResponses: responsesOf.get(assessment.id) ?? 0,
    })),
    consents,
  };
}
