import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { db } from "@/platform/db";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { completeAssessment } from "@/capabilities/leads/complete";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { jobHandlers } from "@/wiring/jobs";
import { countingRequest } from "./load";
import { OUTAGE_RETRY_SECONDS, claimJob, enqueueJob } from "./queue";
import { EVENT_WORKERS, MAX_WORKERS, drainJobs, processJobs, runJobNow } from "./run";
import { getOrGenerateReport } from "@/capabilities/report/service";

beforeEach(resetData);

async function paidAssessment() {
  const id = await createAssessment(makeAnswers());
  await db.assessment.update({
    where: { id },
    data: { paymentStatus: "coupon_used", paidAt: new Date() },
  });
  return id;
}

describe("generation jobs", () => {
  it("generates the roadmap after submit, then the follow-up questions, and e-mails the roadmap once", async () => {
    const id = await createAssessment(makeAnswers());
    const job = await enqueueJob("roadmap", id);
    expect(await runJobNow(job.id)).toBe(true);

    const assessment = await db.assessment.findUniqueOrThrow({
      where: { id },
      include: { roadmap: true, risks: true },
    });
    expect(assessment.roadmapGenerated).toBe(true);
    expect(assessment.roadmap?.generator).toBe("builtin");
    expect(assessment.risks.length).toBeGreaterThanOrEqual(2);
    expect((await db.generationJob.findUniqueOrThrow({ where: { id: job.id } })).status).toBe(
      "done",
    );

    expect(await processJobs()).toEqual({ ran: 1, failed: 0 });
    expect(await db.followUpQuestions.findUnique({ where: { assessmentId: id } })).not.toBeNull();

    await runJobNow((await enqueueJob("roadmap", id, { restart: "always" })).id);
    const mails = await db.emailMessage.findMany({ where: { template: "roadmap-ready" } });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("dana@example.com");
    expect(mails[0].html).toContain(`/roadmap/${id}`);
  });

  it("asking twice never generates twice: one job per kind and assessment, claimed by one worker", async () => {
    const id = await createAssessment(makeAnswers());
    const [a, b] = await Promise.all([enqueueJob("roadmap", id), enqueueJob("roadmap", id)]);
    expect(a.id).toBe(b.id);
    const claims = await Promise.all([claimJob(a.id), claimJob(a.id), claimJob()]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("two concurrent requests for the same report produce one generation", async () => {
    const id = await paidAssessment();
    const [first, second] = await Promise.all([getOrGenerateReport(id), getOrGenerateReport(id)]);
    expect(first.reportData).toEqual(second.reportData);
    const job = await db.generationJob.findUniqueOrThrow({
      where: { kind_key: { kind: "report", key: id } },
    });
    expect(job).toMatchObject({ status: "done", attempts: 1 });
    expect(await db.emailMessage.count({ where: { template: "report-ready" } })).toBe(1);
    expect((await getOrGenerateReport(id)).cached).toBe(true);
  });

  it("a burst of submissions leaves no job behind, even when it calls for more workers than run at once", async () => {
    const burst = MAX_WORKERS * 3;
    const ids: string[] = [];
    const drains: Promise<void>[] = [];
    for (let i = 0; i < burst; i++) {
      // As in production: each submission stores its roadmap job, then asks for a worker.
      ids.push(await completeAssessment(makeAnswers()));
      drains.push(drainJobs());
    }
    await Promise.all(drains);

    // The unpaid follow-ups queued with each completion are due in days: not left behind.
    const jobs = await db.generationJob.findMany({
      where: { assessmentId: { in: ids }, kind: { not: "unpaid_follow_up" } },
    });
    const generation = jobs.filter((job) => job.kind !== "lead_event");
    expect(generation).toHaveLength(burst * 2); // the roadmap, then the follow-up questions it queued
    expect(jobs.filter((job) => job.status !== "done")).toEqual([]); // lead events' dispatch too
    expect(await db.roadmap.count({ where: { assessmentId: { in: ids } } })).toBe(burst);
    expect(await db.followUpQuestions.count({ where: { assessmentId: { in: ids } } })).toBe(burst);
    expect(await db.emailMessage.count({ where: { template: "roadmap-ready" } })).toBe(burst);
  });

  it("the full report counts the industry's own submissions, and prints no figure from five of them", async () => {
    for (let i = 0; i < 5; i++) await createAssessment(makeAnswers());
    const id = await paidAssessment();
    expect(await runJobNow((await enqueueJob("report", id)).id)).toBe(true);
    const { reportData } = await db.report.findUniqueOrThrow({ where: { assessmentId: id } });
    const { sources, adoptionRate } = (
      reportData as { industryBenchmarks: { sources: { kind: string }[]; adoptionRate: string } }
    ).industryBenchmarks;
    expect(adoptionRate).toContain("Only 5 other");
    expect(sources.filter((s) => s.kind === "submissions")).toEqual([]);
  });

  it("gives way to requests: one worker while a request is handled, several when idle, beside the events' lane", async () => {
    let running = 0;
    let roadmaps = 0;
    let peak = 0;
    let roadmapPeak = 0;
    const { roadmap, lead_event: leadEvent } = jobHandlers;
    // Every job a submission queues (its roadmap and its lead events) takes a while, so the
    // workers running at once are counted whichever job each picks up.
    const slow = (isRoadmap: boolean) => async () => {
      peak = Math.max(peak, ++running);
      if (isRoadmap) roadmapPeak = Math.max(roadmapPeak, ++roadmaps);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      if (isRoadmap) roadmaps--;
    };
    jobHandlers.roadmap = slow(true);
    jobHandlers.lead_event = slow(false);
    const burst = async () => {
      peak = roadmapPeak = 0;
      const ids = [];
      // One submission more than the workers an idle process runs at once.
      for (let i = 0; i <= MAX_WORKERS; i++) ids.push(await completeAssessment(makeAnswers()));
      await Promise.all(ids.map(() => drainJobs()));
      return db.generationJob.count({
        where: { assessmentId: { in: ids }, kind: "roadmap", status: "done" },
      });
    };
    try {
      // Busy: one worker for every job (roadmaps only there), and the events' lane.
      expect(await countingRequest(burst)).toBe(MAX_WORKERS + 1);
      expect(roadmapPeak).toBe(1);
      expect(peak).toBeLessThanOrEqual(1 + EVENT_WORKERS);
      // Idle: several workers for every job.
      expect(await burst()).toBe(MAX_WORKERS + 1);
      expect(roadmapPeak).toBeGreaterThan(1);
      expect(peak).toBeLessThanOrEqual(MAX_WORKERS + EVENT_WORKERS);
    } finally {
      jobHandlers.roadmap = roadmap;
      jobHandlers.lead_event = leadEvent;
    }
  });

  it("a worker waits for a moment without requests before a job, and under a steady stream runs it anyway", async () => {
    const { roadmap, lead_event: leadEvent } = jobHandlers;
    const order: string[] = [];
    jobHandlers.roadmap = async () => void order.push("job");
    jobHandlers.lead_event = async () => void order.push("event");
    let endRequest = () => {};
    const request = () =>
      countingRequest(() => new Promise<void>((resolve) => (endRequest = resolve)));
    try {
      // A request is being handled: the jobs wait for its end (they have a second to spare).
      await completeAssessment(makeAnswers());
      const handled = request();
      const drained = drainJobs();
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push("request answered");
      endRequest();
      await Promise.all([handled, drained]);
      expect(order[0]).toBe("request answered");
      expect(order).toContain("job");

      // A request that never seems to end: the jobs run all the same, before it does.
      order.length = 0;
      await completeAssessment(makeAnswers());
      const endless = request();
      await drainJobs();
      order.push("request answered");
      endRequest();
      await endless;
      expect(order.indexOf("job")).toBeGreaterThanOrEqual(0);
      expect(order.indexOf("job")).toBeLessThan(order.indexOf("request answered"));
    } finally {
      jobHandlers.roadmap = roadmap;
      jobHandlers.lead_event = leadEvent;
    }
  });

  it("a lead event does not wait behind a backlog of slow jobs, even while requests are served", async () => {
    const { roadmap, lead_event: leadEvent } = jobHandlers;
    const done: string[] = [];
    jobHandlers.roadmap = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      done.push("roadmap");
    };
    jobHandlers.lead_event = async () => {
      done.push("lead_event");
    };
    try {
      // Three roadmaps queued first (due earlier), then the lead events of the last submission.
      for (let i = 0; i < 3; i++) await completeAssessment(makeAnswers());
      await db.generationJob.deleteMany({ where: { kind: "lead_event" } });
      await db.generationJob.updateMany({ data: { runAfter: new Date(Date.now() - 60_000) } });
      await completeAssessment(makeAnswers());
      await countingRequest(() => drainJobs());
      // The lane ran the events while the one busy worker was on the first roadmaps.
      expect(done.indexOf("lead_event")).toBeGreaterThanOrEqual(0);
      expect(done.indexOf("lead_event")).toBeLessThan(2);
      expect(done.filter((kind) => kind === "roadmap")).toHaveLength(4);
    } finally {
      jobHandlers.roadmap = roadmap;
      jobHandlers.lead_event = leadEvent;
    }
  });

  it("resumes a job whose worker died (lease expired) and completes it once", async () => {
    const id = await createAssessment(makeAnswers());
    const job = await enqueueJob("roadmap", id);
    await claimJob(job.id); // a worker took it, then died
    expect(await claimJob(job.id)).toBeNull(); // its lease still holds
    await db.generationJob.update({
      where: { id: job.id },
      data: { leaseExpiresAt: new Date(Date.now() - 1000) },
    });

    expect(await processJobs()).toMatchObject({ failed: 0 });
    const done = await db.generationJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "done", attempts: 2 });
    expect(await db.roadmap.count({ where: { assessmentId: id } })).toBe(1);
  });

  it("a report job that lost its connection after saving: released at once, and the retry writes no second report", async () => {
    const id = await paidAssessment();
    const report = jobHandlers.report!;
    jobHandlers.report = async (job) => {
      await report(job);
      throw new Error("Connection terminated unexpectedly");
    };
    jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await runJobNow((await enqueueJob("report", id)).id)).toBe(false);
    } finally {
      jobHandlers.report = report;
      jest.restoreAllMocks();
    }
    const where = { kind_key: { kind: "report" as const, key: id } };
    const released = await db.generationJob.findUniqueOrThrow({ where });
    expect(released).toMatchObject({ status: "pending", attempts: 0, leaseExpiresAt: null });
    expect(released.runAfter.getTime() - Date.now()).toBeLessThanOrEqual(
      OUTAGE_RETRY_SECONDS * 1000,
    );
    const written = await db.report.findUniqueOrThrow({ where: { assessmentId: id } });

    await db.generationJob.update({ where, data: { runAfter: new Date(Date.now() - 1000) } });
    expect(await processJobs()).toEqual({ ran: 1, failed: 0 });
    const again = await db.report.findUniqueOrThrow({ where: { assessmentId: id } });
    expect(again.updatedAt).toEqual(written.updatedAt);
    expect(await db.emailMessage.count({ where: { template: "report-ready" } })).toBe(1);

    // An explicit regeneration still writes it again.
    expect(await runJobNow((await enqueueJob("report", id, { restart: "always" })).id)).toBe(true);
    const regenerated = await db.report.findUniqueOrThrow({ where: { assessmentId: id } });
    expect(regenerated.updatedAt.getTime()).toBeGreaterThan(written.updatedAt.getTime());
  });

  it("retries a failing job with backoff, then marks it failed with the reason", async () => {
    const id = await createAssessment(makeAnswers()); // unpaid: its report job must fail
    jest.spyOn(console, "error").mockImplementation(() => {});
    const job = await enqueueJob("report", id);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await db.generationJob.update({
        where: { id: job.id },
        data: { runAfter: new Date(Date.now() - 1000) },
      });
      expect(await processJobs()).toEqual({ ran: 1, failed: 1 });
      const state = await db.generationJob.findUniqueOrThrow({ where: { id: job.id } });
      expect(state.attempts).toBe(attempt);
      expect(state.lastError).toMatch(/unpaid/);
      if (attempt < 3) {
        expect(state.status).toBe("pending");
        expect(state.runAfter.getTime()).toBeGreaterThan(Date.now());
      } else {
        expect(state.status).toBe("failed");
      }
    }
    expect(await db.report.count()).toBe(0);
    jest.restoreAllMocks();
  });
});
