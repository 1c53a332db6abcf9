import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  seedDraft,
  seedFollowUpQuestions,
} from "@/tests/helpers/admin";
import { setupFollowUpQuestions } from "@/capabilities/report/follow-up-setup";
import { db } from "@/platform/db";
import { POST } from "./route";

let admin: Awaited<ReturnType<typeof accountWithToken>>;

beforeEach(async () => {
  await resetData();
  admin = await accountWithToken("admin");
});

const run = async () => {
  const response = await POST(
    adminRequest("/api/admin/setup-followup-questions", { token: admin.token, method: "POST" }),
    noParams,
  );
  expect(response.status).toBe(200);
  return response.json();
};

describe("POST /api/admin/setup-followup-questions", () => {
  it("generates the missing follow-up questions once: a second run generates none", async () => {
    const ids = [
      await seedAssessment(),
      await seedAssessment({ companyIndustry: "retail" }),
      await seedAssessment(),
    ];
    await seedFollowUpQuestions(ids[0]);
    const before = await db.followUpQuestions.findUniqueOrThrow({
      where: { assessmentId: ids[0] },
    });

    expect(await run()).toEqual({
      message: "Generated follow-up questions for 2 assessments.",
      totalAssessments: 3,
      questionsGenerated: 2,
      failed: 0,
      remaining: 0,
    });
    for (const assessmentId of ids) {
      const questions = await db.followUpQuestions.findUniqueOrThrow({ where: { assessmentId } });
      expect(questions.q1Primary.length).toBeGreaterThan(0);
      expect(questions.q3Followup.length).toBeGreaterThan(0);
    }
    // The one that had questions kept them.
    expect(
      await db.followUpQuestions.findUniqueOrThrow({ where: { assessmentId: ids[0] } }),
    ).toEqual(before);

    expect(await run()).toEqual({
      message: "All assessments already have follow-up questions.",
      totalAssessments: 3,
      questionsGenerated: 0,
      failed: 0,
      remaining: 0,
    });
    const entries = await db.auditLog.findMany({
      where: { action: "setup.follow_up_questions" },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((e) => (e.details as { generated: number }).generated)).toEqual([2, 0]);
  });

  it("leaves leads in progress alone: not generated for, not counted", async () => {
    const done = await seedAssessment();
    const draft = await seedDraft(3);
    expect(await run()).toEqual({
      message: "Generated follow-up questions for 1 assessment.",
      totalAssessments: 1,
      questionsGenerated: 1,
      failed: 0,
      remaining: 0,
    });
    expect(await db.followUpQuestions.count({ where: { assessmentId: done } })).toBe(1);
    expect(await db.followUpQuestions.count({ where: { assessmentId: draft } })).toBe(0);
  });

  it("answers zeros on an empty database", async () => {
    expect(await run()).toMatchObject({ totalAssessments: 0, questionsGenerated: 0, remaining: 0 });
  });

  it("works through more assessments than one batch holds", async () => {
    for (let i = 0; i < 55; i++) await seedAssessment({ companyName: `Company ${i}` });
    expect(await run()).toMatchObject({
      totalAssessments: 55,
      questionsGenerated: 55,
      remaining: 0,
    });
    expect(await db.followUpQuestions.count()).toBe(55);
  });

  it("stops at its time budget and says how many remain for the next run", async () => {
    await seedAssessment();
    await seedAssessment();
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const result = await setupFollowUpQuestions(admin.user, { timeBudgetMs: 0 });
    spy.mockRestore();
    expect(result).toEqual({
      message:
        "No follow-up questions were generated. 2 assessments still need them: run setup again.",
      totalAssessments: 2,
      questionsGenerated: 0,
      failed: 0,
      remaining: 2,
    });
  });
});
