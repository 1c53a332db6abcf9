import "server-only";
import { db } from "@/platform/db";
import { generateFollowUpQuestions } from "@/capabilities/report/server";
import { saveFollowUpQuestions } from "@/capabilities/report/server";
import { loadGenerationInput } from "@/capabilities/report/server";
import { audit, type AuditActor } from "@/platform/audit/audit";

const BATCH_SIZE = 50;
const PARALLEL = 4;
/** Stops starting new work after this long, so the request ends inside maxDuration. */
export const SETUP_TIME_BUDGET_MS = 240_000;

export interface SetupResult {
  message: string;
  totalAssessments: number;
  questionsGenerated: number;
  failed: number;
  /** Assessments still without questions (failed, or left for the next run by the time budget). */
  remaining: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function generateFor(assessmentId: string): Promise<void> {
  const input = await loadGenerationInput(assessmentId);
  await saveFollowUpQuestions(assessmentId, await generateFollowUpQuestions(input));
}

/** Completed assessments without follow-up questions (a lead in progress has no answers to ask about yet). */
const needsQuestions = { status: "completed", followUpQuestions: { is: null } } as const;

/**
 * 'Setup Production': writes the follow-up questions of every completed assessment that has none, in
 * batches (keyset on id, a few at a time). Idempotent: a second run finds nothing to do.
 */
export async function setupFollowUpQuestions(
  actor: AuditActor,
  { timeBudgetMs = SETUP_TIME_BUDGET_MS }: { timeBudgetMs?: number } = {},
): Promise<SetupResult> {
  const deadline = Date.now() + timeBudgetMs;
  let cursor: string | null = null;
  let generated = 0;
  let failed = 0;

  while (Date.now() < deadline) {
    const batch: { id: string }[] = await db.assessment.findMany({
      where: {
        ...needsQuestions,
        ...(cursor ? { id: { gt: cursor } } : {}),
      },
      orderBy: { id: "asc" },
      take: BATCH_SIZE,
      select: { id: true },
    });
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1].id;
    for (let i = 0; i < batch.length && Date.now() < deadline; i += PARALLEL) {
      const results = await Promise.allSettled(
        batch.slice(i, i + PARALLEL).map((a) => generateFor(a.id)),
      );
      for (const result of results) {
        if (result.status === "fulfilled") generated++;
        else {
          failed++;
          console.error("[setup] follow-up questions failed:", result.reason);
        }
      }
    }
  }

  const [totalAssessments, remaining] = await Promise.all([
    db.assessment.count({ where: { status: "completed" } }),
    db.assessment.count({ where: needsQuestions }),
  ]);
  const parts = [
    generated
      ? `Generated follow-up questions for ${plural(generated, "assessment")}.`
      : remaining
        ? "No follow-up questions were generated."
        : "All assessments already have follow-up questions.",
  ];
  if (remaining) parts.push(`${plural(remaining, "assessment")} still need them: run setup again.`);
  await audit(actor, "setup.follow_up_questions", "setup", null, {
    generated,
    failed,
    remaining,
    totalAssessments,
  });
  return {
    message: parts.join(" "),
    totalAssessments,
    questionsGenerated: generated,
    failed,
    remaining,
  };
}
