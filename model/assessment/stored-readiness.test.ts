import { resetData } from "@/tests/helpers/database";

process.env.APP_URL = "https://readiness.example.com";

const { db } = await import("@/platform/db");
const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
const { completeAssessment } = await import("@/capabilities/leads/complete");
const { getResults } = await import("@/capabilities/report/results");
const { loadGenerationInput } = await import("@/capabilities/report/queries");
const { buildCallContext } = await import("@/capabilities/report/call-context");
const { CURRENT_READINESS_VERSION, scoreReadiness } = await import("@/model/scoring");
const { makeAnswers } = await import("@/tests/helpers/test-answers");

beforeEach(resetData);

/** Answers the two versions score differently: version 1 credited "n/a" and the departments. */
const answers = makeAnswers({
  aiExperience: "n/a",
  aiFriction: "n/a",
  aiDepartments: ["sales", "marketing", "operations", "finance"],
});
const v1 = scoreReadiness(answers, 1);
const v2 = scoreReadiness(answers, 2);

/** An assessment as it was stored before version 2: its score computed with version 1. */
async function storedAsVersion1(): Promise<string> {
  const id = await createAssessment(answers);
  await db.assessment.update({
    where: { id },
    data: { readinessVersion: 1, aiReadinessScore: v1.score },
  });
  return id;
}

describe("stored readiness versions", () => {
  it("stores a new submission's score with the current model version", async () => {
    expect(v1.score).not.toBe(v2.score);
    for (const id of [await createAssessment(answers), await completeAssessment(answers)]) {
      const row = await db.assessment.findUniqueOrThrow({ where: { id } });
      expect(row.readinessVersion).toBe(CURRENT_READINESS_VERSION);
      expect(row.aiReadinessScore).toBe(v2.score);
      expect((await getResults(id))!.readiness).toEqual(v2);
    }
  });

  it("reads an assessment stored as version 1 back with its version-1 score and pillars", async () => {
    const id = await storedAsVersion1();

    const results = (await getResults(id))!;
    expect(results.assessment.aiReadinessScore).toBe(v1.score);
    expect(results.readiness.score).toBe(v1.score);
    expect(results.readiness.version).toBe(1);
    expect(results.readiness.pillars).toEqual(v1.pillars);

    const input = await loadGenerationInput(id);
    expect(input.readiness).toEqual(results.readiness);
  });

  it("tells the voice agent the version-1 score of a version-1 assessment", async () => {
    const assessmentId = await storedAsVersion1();
    const context = await buildCallContext({
      id: "00000000-0000-4000-8000-000000000001",
      assessmentId,
      phoneNumber: "+16045550199",
      createdAt: new Date(),
    });
    expect(context.readiness.score).toBe(v1.score);
  });
});
