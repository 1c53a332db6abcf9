import { json, route } from "@/platform/http";
import { assertCronCaller } from "@/platform/jobs/cron-auth";
import { purgeAbandonedDrafts } from "@/capabilities/leads/drafts/purge";
import { processJobs } from "@/platform/jobs/run";
import "@/wiring/jobs";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

/**
 * Picks up jobs that were dropped (due retries, jobs whose worker died) and purges abandoned
 * drafts: for hosts where no server process runs the background timer.
 */
export const GET = route({ access: "public" }, async ({ request }) => {
  assertCronCaller(request);
  // One after the other: on PGlite both share one connection, and a purge waiting behind a
  // job's transaction would give up after Prisma's two seconds.
  const jobs = await processJobs(50);
  const purgedDrafts = await purgeAbandonedDrafts();
  return json({ ...jobs, purgedDrafts }, 200, { "Cache-Control": "no-store" });
});
