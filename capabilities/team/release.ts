import "server-only";
import { randomInt } from "node:crypto";
import { db } from "@/platform/db";
import { rescoreLead } from "@/capabilities/leads/server";
import { teamMinimum } from "@/platform/config/team";
import { countTeamResponses } from "./aggregate";
import type { TeamAnswers } from "./schemas";
import { unseal } from "./secrets";

/**
 * The team view grows in steps (ARCHITECTURE: anonymity by construction). An answer waits,
 * sealed, in team_pending_answers; once TEAM_MIN_RESPONSES are waiting, all of them move to
 * team_responses together, in a random order and in a transaction of their own. So the view,
 * its counts and the notices change only by a group at least the minimum's size, and nothing in
 * the database (xmin, ctid, insert order, a time) ties a response to whoever gave it.
 */

export type PendingAnswer = Pick<TeamAnswers, "memberFunction" | "seniority"> & {
  answers: Record<string, unknown>;
};

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Releases the waiting answers if there are enough: the responses the view now holds, or null. */
export async function releaseTeamAnswers(assessmentId: string): Promise<number | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM assessments WHERE id = ${assessmentId}::uuid FOR UPDATE`;
    const waiting = await tx.teamPendingAnswer.findMany({
      where: { assessmentId },
      select: { id: true, sealed: true },
    });
    if (waiting.length < teamMinimum()) return null;
    const answers = shuffled(waiting.map((row) => unseal<PendingAnswer>(row.sealed)));
    await tx.teamResponse.createMany({
      data: answers.map((a) => ({ assessmentId, ...a, answers: a.answers as object })),
    });
    await tx.teamPendingAnswer.deleteMany({ where: { id: { in: waiting.map((w) => w.id) } } });
    const responses = await countTeamResponses(assessmentId, tx);
    // Team engagement is a lead signal, and it changes only when the view first opens.
    if (responses === answers.length) await rescoreLead(tx, assessmentId);
    return responses;
  });
}
