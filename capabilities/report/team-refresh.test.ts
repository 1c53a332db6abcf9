import { resetData } from "@/tests/helpers/database";
import { adminRequest, seedReport, seedRoadmap, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { claimJob, completeJob, getJob } from "@/platform/jobs/queue";
import { runJobNow } from "@/platform/jobs/run";
import type { ReportData } from "@/model/documents/report-schemas";
import { answer, invitationToken, seedProvenAssessment } from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";
import { scheduleTeamRefresh } from "@/capabilities/team/refresh";

const leaders = ["a", "b", "c", "d", "e", "f"].map((n) => `${n}@example.org`);

async function paidWithDocuments() {
  const id = await seedProvenAssessment({ orgPosture: "activating" }, { paymentStatus: "paid" });
  await seedRoadmap(id);
  await seedReport(id);
  await invite(
    adminRequest(`/api/assessments/${id}/team/invites`, {
      method: "POST",
      body: { emails: leaders },
    }),
    withId(id),
  );
  return id;
}

const answerAs = async (email: string) =>
  expect(
    (await answer(await invitationToken(email), makeTeamAnswers({ orgPosture: "curious" }))).status,
  ).toBe(201);

const refreshJobs = (assessmentId: string) =>
  db.generationJob.findMany({ where: { kind: "team_refresh", assessmentId } });

const storedReport = async (assessmentId: string) =>
  (await db.report.findUniqueOrThrow({ where: { assessmentId } })).reportData as ReportData;

beforeEach(resetData);

it("asks for nothing below the minimum", async () => {
  const id = await paidWithDocuments();
  for (const email of leaders.slice(0, 2)) await answerAs(email);
  expect(await refreshJobs(id)).toEqual([]);
});

it("regenerates report and roadmap once, TEAM_REGENERATE_DELAY_SECONDS after the last of several groups", async () => {
  const id = await paidWithDocuments();
  // Marked, to see it written again (the roadmap keeps no time of its own).
  await db.roadmap.update({ where: { assessmentId: id }, data: { generationNote: "before" } });
  expect((await storedReport(id)).bottomUpLeaders).toBeUndefined();

  await answerAs(leaders[0]!);
  await answerAs(leaders[1]!);
  const asked = Date.now();
  await answerAs(leaders[2]!);
  const [first] = await refreshJobs(id);
  expect(first).toMatchObject({ status: "pending", attempts: 0 });
  // The default delay, 60 s.
  expect(first!.runAfter.getTime() - asked).toBeGreaterThanOrEqual(59_000);
  expect(first!.runAfter.getTime() - asked).toBeLessThanOrEqual(61_000);
  expect(await runJobNow(first!.id)).toBe(false); // not due yet

  // Answers waiting for their group ask for nothing: the view has not changed.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await answerAs(leaders[3]!);
  await answerAs(leaders[4]!);
  expect((await refreshJobs(id))[0]!.runAfter).toEqual(first!.runAfter);
  await answerAs(leaders[5]!);
  const jobs = await refreshJobs(id);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.runAfter.getTime()).toBeGreaterThan(first!.runAfter.getTime());

  await db.generationJob.update({ where: { id: first!.id }, data: { runAfter: new Date() } });
  expect(await runJobNow(first!.id)).toBe(true);
  expect(await runJobNow(first!.id)).toBe(false); // one regeneration for the two groups
  expect(await getJob("team_refresh", id)).toMatchObject({ status: "done", attempts: 1 });

  const report = await storedReport(id);
  expect(report.bottomUpLeaders).toBe(6);
  expect(report.currentState.bottomUpCapabilities).toContain(
    "Bottom-up reflects 6 leaders' answers. 6 of 6 leaders describe the organization as curious.",
  );
  const roadmap = await db.roadmap.findUniqueOrThrow({ where: { assessmentId: id } });
  expect(roadmap.generationNote).toBeNull();
});

it("runs once more when an answer arrives while it runs", async () => {
  const id = await paidWithDocuments();
  const job = await scheduleTeamRefresh(id);
  await db.generationJob.update({ where: { id: job.id }, data: { runAfter: new Date() } });
  const running = (await claimJob(job.id))!;
  expect(running.status).toBe("running");
  await new Promise((resolve) => setTimeout(resolve, 5));
  await scheduleTeamRefresh(id);
  expect(await getJob("team_refresh", id)).toMatchObject({ status: "running" });
  await completeJob(running);
  expect(await getJob("team_refresh", id)).toMatchObject({ status: "pending", attempts: 0 });
});

it("runs again when an answer arrives after it finished", async () => {
  const id = await paidWithDocuments();
  const job = await scheduleTeamRefresh(id);
  await db.generationJob.update({ where: { id: job.id }, data: { runAfter: new Date() } });
  expect(await runJobNow(job.id)).toBe(true);
  expect(await getJob("team_refresh", id)).toMatchObject({ status: "done" });

  const asked = await scheduleTeamRefresh(id);
  expect(asked).toMatchObject({ id: job.id, status: "pending", attempts: 0, finishedAt: null });
  expect(asked.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
});

it("writes no document that is not there yet: its own job writes it with the team", async () => {
  const id = await seedProvenAssessment({}, { paymentStatus: "paid" });
  const job = await scheduleTeamRefresh(id);
  await db.generationJob.update({ where: { id: job.id }, data: { runAfter: new Date() } });
  expect(await runJobNow(job.id)).toBe(true);
  expect(await db.report.count({ where: { assessmentId: id } })).toBe(0);
  expect(await db.roadmap.count({ where: { assessmentId: id } })).toBe(0);
});
