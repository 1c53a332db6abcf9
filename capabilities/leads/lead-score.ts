import "server-only";
import { answersOf } from "@/model/scoring/stored";
import { isPaidStatus } from "@/capabilities/leads/assessments/queries";
import { recordLeadEvent } from "@/capabilities/leads/events/record";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { scoreLead } from "@/model/scoring";
import { teamMinimum } from "@/platform/config/team";

type Client = Pick<Prisma.TransactionClient, "assessment" | "$executeRaw">;

/**
 * Recomputes and stores the lead score from the answers and what the lead has done since:
 * requested a call, completed an interview, paid, had the leadership team answer (the team
 * minimum reached), booked a consultation (not cancelled). Read from the facts, not from the caller,
 * so any order of events gives the same score. Pass the transaction client when inside one:
 * a lead that becomes qualified gets its lead.qualified event in it.
 */
export async function rescoreLead(client: Client, assessmentId: string): Promise<void> {
  const assessment = await client.assessment.findUnique({
    where: { id: assessmentId },
    include: { _count: { select: { interviews: true, callRequests: true, teamResponses: true } } },
  });
  if (!assessment) return;
  const lead = scoreLead(answersOf(assessment), {
    interviewCompleted: assessment._count.interviews > 0,
    callRequested: assessment._count.callRequests > 0,
    paid: isPaidStatus(assessment.paymentStatus),
    teamEngaged: assessment._count.teamResponses >= teamMinimum(),
    meetingBooked: assessment.bookingStatus === "booked",
  });
  await client.assessment.update({
    where: { id: assessmentId },
    data: { leadScore: lead.score, leadQualified: lead.qualified },
  });
  if (lead.qualified && !assessment.leadQualified) {
    await recordLeadEvent(client, "lead.qualified", assessmentId);
  }
}
