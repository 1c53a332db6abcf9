import "server-only";
import { answersOf } from "@/lib/assessment/answers";
import { isPaidStatus } from "@/lib/assessment/queries";
import { recordLeadEvent } from "@/lib/events/record";
import type { Prisma } from "@/lib/generated/prisma/client";
import { scoreLead } from "@/lib/scoring";
import { countTeamResponses, teamMinimum } from "@/lib/team/aggregate";

type Client = Pick<Prisma.TransactionClient, "assessment" | "teamResponse" | "$executeRaw">;

/**
 * Recomputes and stores the lead score from the answers and what the lead has done since:
 * requested a call, completed an interview, paid, had the leadership team answer (the team
 * minimum reached). Read from the facts, not from the caller,
 * so any order of events gives the same score. Pass the transaction client when inside one:
 * a lead that becomes qualified gets its lead.qualified event in it.
 */
export async function rescoreLead(client: Client, assessmentId: string): Promise<void> {
  const assessment = await client.assessment.findUnique({
    where: { id: assessmentId },
    include: { _count: { select: { interviews: true, callRequests: true } } },
  });
  if (!assessment) return;
  const lead = scoreLead(answersOf(assessment), {
    interviewCompleted: assessment._count.interviews > 0,
    callRequested: assessment._count.callRequests > 0,
    paid: isPaidStatus(assessment.paymentStatus),
    teamEngaged: (await countTeamResponses(assessmentId, client)) >= teamMinimum(),
  });
  await client.assessment.update({
    where: { id: assessmentId },
    data: { leadScore: lead.score, leadQualified: lead.qualified },
  });
  if (lead.qualified && !assessment.leadQualified) {
    await recordLeadEvent(client, "lead.qualified", assessmentId);
  }
}
