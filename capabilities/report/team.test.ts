import type { GenerationInput } from "@/capabilities/report/generation-input";
import { startFakeMessages } from "@/tests/fakes/anthropic-messages";

/** The leadership team in the report: both generators, the Anthropic one against a fake API. */

const fake = await startFakeMessages({ delayMs: 5 });
process.env.ANTHROPIC_API_KEY = "sk-ant-test";
process.env.ANTHROPIC_BASE_URL = fake.url;
process.env.ANTHROPIC_MODEL = "claude-test";

const { jest } = await import("@jest/globals");
const builtin = await import("@/capabilities/report/builtin");
const { generateReport } = await import("@/capabilities/report/generator");
const { makeAnswers } = await import("@/tests/helpers/test-answers");
const { inputFor } = await import("@/tests/helpers/test-personas");
const { computeAlignment } = await import("@/capabilities/team/alignment");
const { makeTeamAnswers } = await import("@/tests/helpers/team-responses");
const { viewScore, BOTTOM_UP_PILLARS, TOP_DOWN_PILLARS } =
  await import("@/capabilities/report/builtin/readiness");
const { reportReadiness } = await import("./team");

afterAll(() => fake.close());
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const FRICTION = "Our procurement rules forbid every cloud tool we tried";

/** An executive who sees an activating organization, whose team sees a curious one. */
function withTeam(leaders: number): GenerationInput {
  const input = inputFor(makeAnswers({ orgPosture: "activating", aiToolsUsed: ["chatgpt"] }));
  const rows = Array.from({ length: leaders }, (_, i) =>
    makeTeamAnswers({
      orgPosture: i === 0 ? "exploring" : "curious",
      aiToolsUsed: i === 0 ? ["chatgpt", "claude", "gemini"] : ["none"],
      aiConfidence: 3 + i,
      aiFriction: i === 0 ? FRICTION : undefined,
    }),
  );
  const executive = {
    aiConfidence: input.answers.aiConfidence,
    aiToolsUsed: input.answers.aiToolsUsed,
    aiPerception: input.answers.aiPerception,
    orgAiElements: input.answers.orgAiElements,
    orgPosture: input.answers.orgPosture,
    aiDepartments: input.answers.aiDepartments,
  };
  const aggregates = leaders >= 3 ? computeAlignment(rows, executive, 3) : null;
  return { ...input, team: { responses: leaders, minimum: 3, aggregates } };
}

describe("the built-in report", () => {
  it("keeps the executive's bottom-up view without a team or below the minimum", () => {
    for (const input of [withTeam(0), withTeam(2)]) {
      const { reportData } = builtin.generateReport(input);
      expect(reportData.bottomUpLeaders).toBeUndefined();
      expect(reportData.readinessAssessment.bottomUpScore).toBe(
        viewScore(input.readiness, BOTTOM_UP_PILLARS),
      );
      expect(reportData.currentState.bottomUpCapabilities).not.toMatch(/leaders' answers/);
    }
  });

  it("reads bottom-up from the team's aggregates from the minimum on; top-down stays the executive's", () => {
    const input = withTeam(4);
    const { reportData } = builtin.generateReport(input);
    const own = viewScore(input.readiness, BOTTOM_UP_PILLARS);
    // 1 of 4 uses 3 tools (10 of 10 tool points), 3 use none: tool use 2.5/10 scaled to 15.
    const team = reportReadiness(input).pillars;
    expect(team.find((p) => p.key === "toolUse")!.points).toBe(3.8);
    // Posture: exploring 10 + 3 × curious 4 = 22 / 4 = 5.5; one of four named friction: 0.75.
    expect(team.find((p) => p.key === "culture")!.points).toBe(6.3);
    expect(team.find((p) => p.key === "footprint")).toEqual(
      input.readiness.pillars.find((p) => p.key === "footprint"),
    );
    expect(reportData.readinessAssessment.bottomUpScore).toBe(
      viewScore(reportReadiness(input), BOTTOM_UP_PILLARS),
    );
    expect(reportData.readinessAssessment.bottomUpScore).toBeLessThan(own);
    expect(reportData.readinessAssessment.topDownScore).toBe(
      viewScore(input.readiness, TOP_DOWN_PILLARS),
    );
    expect(reportData.bottomUpLeaders).toBe(4);
    expect(reportData.currentState.bottomUpCapabilities).toContain(
      "Bottom-up reflects 4 leaders' answers. 3 of 4 leaders describe the organization as curious.",
    );
    expect(reportData.currentState.topDownVision).not.toMatch(/leaders' answers/);
    expect(JSON.stringify(reportData)).not.toContain(FRICTION);
  });

  it("recomputes the overall between the two views, says why, and quotes the same overall everywhere", () => {
    const input = withTeam(4);
    const { reportData } = builtin.generateReport(input);
    const roadmap = builtin.generateRoadmap(input);
    // On the executive's answers alone: 62/100. Top-down 56/100, the team's bottom-up 32/100.
    expect(input.readiness.score).toBe(62);
    expect(reportData.readinessAssessment).toMatchObject({
      topDownScore: 5.6,
      bottomUpScore: 3.2,
      overallScore: 4.4,
    });
    expect(roadmap.readinessScore).toBe(4.4);
    expect(reportData.readinessAssessment.analysis).toContain(
      "With 4 leaders' answers, bottom-up capability is 32/100 (68/100 on Dana Reyes' own answers), so the overall score, the average of the two views, is 44/100 rather than 62/100.",
    );
    expect(roadmap.executiveSummary).toContain(
      "Northwind Logistics scores 44/100 on AI readiness with the leadership team's answers counted (62/100 on Dana Reyes' own)",
    );
    const quoted = JSON.stringify([reportData, roadmap]).match(/scores \d+\/100/g);
    expect(new Set(quoted)).toEqual(new Set(["scores 44/100"]));
  });
});

describe("the Anthropic report", () => {
  it("sends the team as aggregates in <leadership_team>, never a leader's answer, and keeps the team's bottom-up score", async () => {
    const input = withTeam(3);
    const before = fake.sent.length;
    const report = await generateReport(input);
    const sent = fake.sent.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      const block = request.content.match(/<leadership_team>(.*)<\/leadership_team>/)?.[1];
      expect(block).toBeDefined();
      const team = JSON.parse(block!);
      expect(team.responses).toBe(3);
      expect(team.confidence).toEqual({
        executive: input.answers.aiConfidence,
        teamMedian: 4,
        middleHalf: [3.5, 4.5],
        spread: 1,
      });
      expect(team.largestGaps[0].finding).toBe(
        "You rate the organization 'Activating'; 2 of 3 leaders say 'Curious'.",
      );
      const posture = team.questions.find((q: { question: string }) =>
        q.question.includes("posture"),
      );
      expect(posture.leadersPerAnswer).toContainEqual({
        answer: "Curious",
        leaders: 2,
        executiveChoseIt: false,
      });
      // Aggregates only: no typed answer, no function or seniority of one leader, no row.
      expect(request.body).not.toContain(FRICTION);
      expect(request.body).not.toMatch(/memberFunction|seniority|senior_leader/);
    }
    expect(report.generator).toBe("anthropic:claude-test");
    expect(report.note).toBeNull();
    expect(report.content.reportData.readinessAssessment.bottomUpScore).toBe(
      viewScore(reportReadiness(input), BOTTOM_UP_PILLARS),
    );
  });

  it("sends only the count below the minimum", async () => {
    const before = fake.sent.length;
    await generateReport(withTeam(2));
    const [request] = fake.sent.slice(before);
    const team = JSON.parse(
      request!.content.match(/<leadership_team>(.*)<\/leadership_team>/)![1]!,
    );
    expect(team).toMatchObject({ responses: 2, minimum: 3, needed: 1 });
    expect(team.questions).toBeUndefined();
  });
});
