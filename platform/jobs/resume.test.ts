import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";

/**
 * "The next request that needs it" (resumeJob): GET /api/assessments/{id} starts the roadmap
 * job of an assessment when nobody runs it. Next's after() is replaced by a list of the work
 * scheduled after the response, which the test then runs.
 */
const scheduled: Array<() => Promise<unknown>> = [];
jest.unstable_mockModule("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  after: (task: () => Promise<unknown>) => void scheduled.push(task),
}));

const { NextRequest } = await import("next/server");
const { db } = await import("@/platform/db");
const { env } = await import("@/platform/env");
const { completeAssessment } = await import("@/capabilities/leads/complete");
const { claimJob, getJob } = await import("./queue");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { GET } = await import("@/app/api/assessments/[id]/route");

const getAssessment = async (id: string) =>
  (await GET(new NextRequest(`http://localhost/api/assessments/${id}`), {
    params: Promise.resolve({ id }),
  })) as Response;

beforeEach(async () => {
  await resetData();
  scheduled.length = 0;
  // Outside tests, work is started after the response; this file checks that it is.
  env.NODE_ENV = "development";
});
afterEach(() => {
  env.NODE_ENV = "test";
});

/** A submitted assessment whose roadmap job is pending since, or running until, `offsetMs` from now. */
async function submitted(state: "pending since" | "running until", offsetMs: number) {
  const id = await completeAssessment(makeAnswers({ executiveEmail: "" }));
  const job = (await getJob("roadmap", id))!;
  const at = new Date(Date.now() + offsetMs);
  if (state === "running until") await claimJob(job.id);
  const data = state === "running until" ? { leaseExpiresAt: at } : { runAfter: at };
  await db.generationJob.update({ where: { id: job.id }, data });
  return id;
}

it.each([
  ["whose after() was lost (pending for a minute)", "pending since", -60_000],
  ["whose worker died (lease expired)", "running until", -1_000],
] as const)(
  "starts a roadmap job %s, and the next GET shows the roadmap",
  async (_, state, offset) => {
    const id = await submitted(state, offset);
    const first = await (await getAssessment(id)).json();
    expect(first.roadmap).toBeNull();
    expect(scheduled).toHaveLength(1);

    await scheduled[0]();
    const next = await (await getAssessment(id)).json();
    expect(next.assessment.roadmapGenerated).toBe(true);
    expect(next.roadmap.executiveSummary).toEqual(expect.any(String));
    expect((await getJob("roadmap", id))?.status).toBe("done");
  },
);

it.each([
  ["just queued", "pending since", 0],
  ["running under a live lease", "running until", 60_000],
] as const)("leaves alone a roadmap job %s", async (_, state, offset) => {
  const id = await submitted(state, offset);
  expect((await getAssessment(id)).status).toBe(200);
  expect(scheduled).toHaveLength(0);
});
