import { json, route } from "@/lib/http";
import { assertCronCaller } from "@/lib/jobs/cron-auth";
import { processJobs } from "@/lib/jobs/run";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

/** Picks up jobs that were dropped: due retries, and jobs whose worker died (lease expired). */
export const GET = route({ access: "public" }, async ({ request }) => {
  assertCronCaller(request);
  return json(await processJobs(50), 200, { "Cache-Control": "no-store" });
});
