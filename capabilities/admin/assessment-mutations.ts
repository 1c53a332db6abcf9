import "server-only";
import { isAssessmentId, recordLeadDeletions } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { enqueueJob, getJob } from "@/platform/jobs/queue";
import { runJobNow } from "@/platform/jobs/run";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { aiRecommendationsOf, type AiRecommendation } from "@/capabilities/report";

const notFound = () => new AppError("not_found", "Assessment not found.");

/**
 * Deletes an assessment and everything that hangs off it (roadmap, report, risks, follow-up
 * questions, interviews and their sections, call requests, jobs: the foreign keys cascade),
 * with its audit entry, in one transaction. The CRMs that heard of it hear of its deletion. A
 * lead under a legal hold is refused until the hold is lifted.
 */
export async function deleteAssessment(actor: AuditActor, id: string): Promise<void> {
  if (!isAssessmentId(id)) throw notFound();
  await db.$transaction(async (tx) => {
    const found = await tx.assessment.findUnique({ where: { id }, select: { legalHoldAt: true } });
    if (!found) throw notFound();
    if (found.legalHoldAt) {
      throw new AppError(
        "conflict",
        "This lead is on legal hold: lift the hold before deleting it.",
      );
    }
    await recordLeadDeletions(tx, [id], "admin");
    const [deleted] = await tx.$queryRaw<{ companyName: string; paymentStatus: string }[]>`
      DELETE FROM assessments WHERE id = ${id}::uuid RETURNING "companyName", "paymentStatus"::text`;
    if (!deleted) throw notFound();
    await audit(actor, "assessment.delete", "assessment", id, { ...deleted }, tx);
  });
}

const WAIT_MS = 30_000;
const POLL_MS = 250;

/**
 * Regenerates an assessment's AI tool recommendations through its ai_recommendations job
 * (run here, or awaited when another worker holds it) and answers the new list.
 */
export async function regenerateAiRecommendations(
  actor: AuditActor,
  id: string,
): Promise<AiRecommendation[]> {
  const found = isAssessmentId(id)
    ? await db.assessment.findUnique({
        where: { id },
        select: { status: true, roadmap: { select: { id: true } } },
      })
    : null;
  if (!found) throw notFound();
  if (found.status !== "completed") {
    throw new AppError("conflict", "This assessment is still in progress: it has no roadmap yet.");
  }
  if (!found.roadmap) throw new AppError("conflict", "Generate the roadmap first.");

  const job = await enqueueJob("ai_recommendations", id, { restart: "always" });
  const ranHere = await runJobNow(job.id);
  if (!ranHere) await waitForJob(id);

  const roadmap = await db.roadmap.findUnique({
    where: { assessmentId: id },
    select: { content: true },
  });
  const recommendations = aiRecommendationsOf(roadmap?.content);
  await audit(actor, "assessment.ai_recommendations", "assessment", id, {
    count: recommendations.length,
  });
  return recommendations;
}

async function waitForJob(id: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const job = await getJob("ai_recommendations", id);
    if (job?.status === "done") return;
    // Failed for good, or failed now and waiting for a retry: the admin hears about it now.
    if (
      !job ||
      job.status === "failed" ||
      (job.status === "pending" && job.lastError) ||
      Date.now() > deadline
    ) {
      throw new AppError(
        "service_unavailable",
        "Failed to generate recommendations. Please try again in a minute.",
        {
          headers: { "Retry-After": "30" },
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
