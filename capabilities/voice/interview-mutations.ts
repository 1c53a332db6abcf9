import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { Prisma } from "@/platform/db/generated/prisma/client";
import type { InterviewSectionInput, InterviewWebhookInput } from "./interview-schemas";
import { recordLeadEvent } from "@/capabilities/leads/server";
import { rescoreLead } from "@/capabilities/leads/server";

/** A JSON column's value: SQL NULL when the provider sent nothing. */
const jsonColumn = (value: unknown) =>
  value === undefined || value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue);

function sectionRow(interviewId: string, section: InterviewSectionInput, createdAt: Date) {
  return {
    interviewId,
    sectionKey: section.sectionKey,
    primaryAnswer: section.primaryAnswer,
    followupAnswer: section.followupAnswer,
    deeperDiveSummary: section.deeperDiveSummary,
    insights: section.insights,
    proposedPilot: section.proposedPilot,
    kpis: jsonColumn(section.kpis),
    systemsData: jsonColumn(section.systemsData),
    constraintsRisks: jsonColumn(section.constraintsRisks),
    nextStep: jsonColumn(section.nextStep),
    confidence: section.confidence,
    quotes: section.quotes,
    createdAt,
  };
}

/**
 * Stores a completed interview once: the interview row is inserted with ON CONFLICT DO
 * NOTHING on its unique interviewId, in the same transaction as its sections, the call
 * request's completion and the lead's new score, so a repeated or concurrent delivery
 * changes nothing. Throws 404 (nothing stored) for an unknown assessment.
 */
export async function recordInterview(
  input: InterviewWebhookInput,
): Promise<{ duplicate: boolean }> {
  // PGlite has one connection: inside the transaction only `tx` may be used.
  return db.$transaction(async (tx) => {
    const assessment = await tx.assessment.findUnique({
      where: { id: input.assessmentId },
      select: { id: true },
    });
    if (!assessment) throw new AppError("not_found", "Assessment not found.");

    const id = randomUUID();
    const inserted = await tx.interview.createMany({
      data: [
        {
          id,
          assessmentId: assessment.id,
          interviewId: input.interviewId,
          transcriptSummary: input.transcriptSummary,
        },
      ],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return { duplicate: true };

    // Rows inserted together share a timestamp: a millisecond apart keeps the provider's order.
    const start = Date.now();
    await tx.interviewSection.createMany({
      data: input.sections.map((section, i) => sectionRow(id, section, new Date(start + i))),
    });
    if (input.callRequestId) {
      await tx.callRequest.updateMany({
        where: { id: input.callRequestId, assessmentId: assessment.id },
        data: { status: "completed", lastError: null },
      });
    }
    await recordLeadEvent(tx, "call.completed", assessment.id);
    await rescoreLead(tx, assessment.id);
    return { duplicate: false };
  });
}
