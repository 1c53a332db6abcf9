import { resetData } from "@/tests/helpers/database";
import { stepFields } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import { createDraft } from "@/capabilities/leads/drafts/mutations";
import { almostQualifiedAnswers } from "@/tests/helpers/test-answers";
import { completeAssessment } from "./complete";

beforeEach(resetData);

const answers = () => ({
  ...almostQualifiedAnswers(),
  headOfficeLocation: "vancouver-island" as const,
});

/** A draft started with step 1 of the same answers. */
const startDraft = () => {
  const all: Record<string, unknown> = answers();
  const step1 = Object.fromEntries(stepFields[0].map((field) => [field, all[field]]));
  return createDraft({ ...step1, marketingConsent: false } as never);
};

/** What a completion left behind, comparable between two assessments. */
async function completion(assessmentId: string) {
  const assessment = await db.assessment.findUniqueOrThrow({ where: { id: assessmentId } });
  const jobs = await db.generationJob.findMany({ where: { assessmentId } });
  const events = await db.leadEvent.findMany({ where: { assessmentId } });
  return {
    status: assessment.status,
    chapter: assessment.chapter,
    completed: assessment.completedAt !== null,
    jobs: jobs.map((j) => `${j.kind}:${j.key.replace(assessmentId, "<id>")}`).sort(),
    events: events.map((e) => e.type).sort(),
    dispatched: events.every((e) => jobs.some((j) => j.kind === "lead_event" && j.key === e.id)),
  };
}

describe("completeAssessment", () => {
  it("a direct submission and a completed draft leave the same roadmap job, follow-ups, events and chapter", async () => {
    const direct = await completeAssessment(answers());
    const { draftId, resumeToken } = await startDraft();
    await completeAssessment(answers(), { id: draftId, token: resumeToken });

    const expected = expect.arrayContaining([
      "roadmap:<id>",
      "unpaid_follow_up:<id>:1",
      "unpaid_follow_up:<id>:2",
    ]);
    const fromDirect = await completion(direct);
    const fromDraft = await completion(draftId);
    expect(fromDirect).toMatchObject({ status: "completed", completed: true, dispatched: true });
    expect(fromDirect.jobs).toEqual(expected);
    expect(fromDirect.events).toEqual(["assessment.completed"]);
    expect(fromDraft).toMatchObject({ status: "completed", completed: true, dispatched: true });
    expect(fromDraft.jobs).toEqual(expected);
    expect(fromDraft.events).toEqual(["assessment.completed", "assessment.started"]);
    expect(fromDraft.chapter).toBe(fromDirect.chapter);
  });

  it("a draft whose completion fails part-way stays a draft, with no roadmap job, follow-up or event of it", async () => {
    const { draftId, resumeToken } = await startDraft();
    const before = await completion(draftId);
    // The follow-ups' insert fails: everything written before it in the completion must go too.
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_follow_up() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'unpaid_follow_up' THEN RAISE EXCEPTION 'follow-ups are down'; END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(`
      CREATE TRIGGER refuse_follow_up BEFORE INSERT ON generation_jobs
      FOR EACH ROW EXECUTE FUNCTION refuse_follow_up()`);
    try {
      await expect(
        completeAssessment(answers(), { id: draftId, token: resumeToken }),
      ).rejects.toThrow();
      expect(await completion(draftId)).toEqual(before);
      expect(before.status).toBe("draft");
      // Its token still opens it: the executive can submit again once the fault is gone.
      expect(await db.resumeToken.count({ where: { assessmentId: draftId } })).toBeGreaterThan(0);
    } finally {
      await db.$executeRawUnsafe("DROP TRIGGER refuse_follow_up ON generation_jobs");
      await db.$executeRawUnsafe("DROP FUNCTION refuse_follow_up()");
    }
  });

  it("a draft's wrong token completes nothing and queues nothing", async () => {
    const { draftId } = await startDraft();
    const before = await completion(draftId);
    await expect(
      completeAssessment(answers(), { id: draftId, token: "not-the-token" }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      completeAssessment(answers(), { id: draftId, token: undefined }),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await completion(draftId)).toEqual(before);
  });
});
