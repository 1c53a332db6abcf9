import { resetData } from "@/tests/helpers/database";

/** GET /api/cron/jobs: only `Authorization: Bearer $CRON_SECRET` runs the dropped jobs. */
const SECRET = "cron-secret-for-tests-0123";
process.env.CRON_SECRET = SECRET;

const { NextRequest } = await import("next/server");
const { db } = await import("@/platform/db");
const { completeAssessment } = await import("@/capabilities/leads/complete");
const { claimJob, getJob } = await import("@/platform/jobs/queue");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { GET } = await import("./route");

const cron = (authorization?: string) =>
  GET(
    new NextRequest("http://localhost/api/cron/jobs", {
      headers: authorization ? { authorization } : {},
    }),
    { params: Promise.resolve({}) },
  );

/** An assessment whose roadmap job was claimed by a worker that then died. */
async function abandonedRoadmapJob() {
  const id = await completeAssessment(makeAnswers({ executiveEmail: "" }));
  const job = (await getJob("roadmap", id))!;
  await claimJob(job.id);
  await db.generationJob.update({
    where: { id: job.id },
    data: { leaseExpiresAt: new Date(Date.now() - 1000) },
  });
  return id;
}

beforeEach(resetData);

it.each([
  ["no Authorization header", undefined],
  ["a wrong secret", "Bearer not-the-cron-secret-at-all"],
  ["the secret without Bearer", SECRET],
])("refuses %s with 401 and runs nothing", async (_, authorization) => {
  const id = await abandonedRoadmapJob();
  const res = await cron(authorization);
  expect(res.status).toBe(401);
  expect(await db.roadmap.count()).toBe(0);
  expect((await getJob("roadmap", id))?.status).toBe("running");
});

it("with the secret, resumes the job whose lease expired and runs what it queued", async () => {
  const id = await abandonedRoadmapJob();
  const res = await cron(`Bearer ${SECRET}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  // The roadmap, then its follow-up questions, and the dispatch of each lead event the
  // submission wrote (assessment.completed and lead.qualified); no draft old enough to purge.
  const events = await db.leadEvent.count({ where: { assessmentId: id } });
  expect(events).toBe(2);
  expect(await res.json()).toEqual({ ran: 2 + events, failed: 0, purgedDrafts: 0 });
  expect(await getJob("roadmap", id)).toMatchObject({ status: "done", attempts: 2 });
  expect(await db.roadmap.count({ where: { assessmentId: id } })).toBe(1);
});
