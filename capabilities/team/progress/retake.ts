import "server-only";
import { randomUUID } from "node:crypto";
import { stepFields } from "@/model/assessment/schemas";
import type { Caller } from "@/platform/auth/session";
import { db } from "@/platform/db";
import { issueResumeToken } from "@/capabilities/leads/server";
import { recordLeadEvent } from "@/capabilities/leads/server";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { getRetakeSourceOrThrow } from "./access";

const answerFields = stepFields.flat();

const sourceSelect = {
  ...Object.fromEntries(answerFields.map((field) => [field, true])),
  id: true,
  userId: true,
  marketingConsent: true,
  chapter: true,
} as { [K in (typeof answerFields)[number]]: true } & {
  id: true;
  userId: true;
  marketingConsent: true;
  chapter: true;
};

/**
 * POST /api/assessments/{id}/retake: a new draft holding the last answers, every step saved (so
 * the wizard opens with all of them, each editable), linked to the assessment it retakes, for
 * the same owner. Asked again while that draft is open, it answers the same draft with a new
 * resume token, so an abandoned retake is picked up where it was left.
 */
export async function startRetake(
  id: string,
  caller: Caller,
): Promise<{ draftId: string; resumeToken: string }> {
  const source = await getRetakeSourceOrThrow(id, caller, sourceSelect);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM assessments WHERE id = ${source.id}::uuid FOR UPDATE`;
    const open = await tx.assessment.findFirst({
      where: { previousAssessmentId: source.id, status: "draft", purgedAt: null },
      select: { id: true },
      orderBy: { createdAt: "desc" },
    });
    const draftId = open?.id ?? randomUUID();
    if (!open) {
      const columns = Object.fromEntries(Object.entries(source).filter(([key]) => key !== "id"));
      await tx.assessment.create({
        data: {
          ...(columns as unknown as Prisma.AssessmentUncheckedCreateInput),
          id: draftId,
          previousAssessmentId: source.id,
          status: "draft",
          stepReached: stepFields.length,
        },
      });
      await recordLeadEvent(tx, "assessment.started", draftId);
    }
    const { token } = await issueResumeToken(tx, draftId);
    return { draftId, resumeToken: token };
  });
}
