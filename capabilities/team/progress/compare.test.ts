import { scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { answerChanges } from "./answer-changes";
import { compareAssessments, formatDelta, type ComparedAssessment } from "./compare";
import { reflectedQuickWins } from "./quick-wins";

const assessment = (id: string, answers: AssessmentInput, day: number): ComparedAssessment => ({
  id,
  createdAt: new Date(Date.UTC(2026, 0, day)),
  answers,
  readiness: scoreReadiness(answers),
});

describe("compareAssessments", () => {
  const before = makeAnswers({ orgAiElements: ["none_yet"], orgPosture: "curious" });
  const after = makeAnswers({
    orgAiElements: ["ai_policy", "dept_pilots"],
    orgPosture: "activating",
  });
  const progress = compareAssessments(assessment("a", before, 1), assessment("b", after, 60), [
    { title: "Publish a one-page AI use policy", description: "List the approved tools." },
    { title: "Match AI licences to real use", description: "Compare the seats paid for." },
  ]);

  it("gives the score and each pillar before, after and the difference", () => {
    const { score, pillars } = progress;
    expect(score.delta).toBe(score.after - score.before);
    expect(score.delta).toBeGreaterThan(0);
    expect(pillars).toHaveLength(6);
    const governance = pillars.find((p) => p.key === "governance")!;
    expect(governance).toMatchObject({ label: "Governance & investment", before: 0, after: 10 });
    expect(governance.delta).toBe(10);
    expect(pillars.find((p) => p.key === "confidence")!.delta).toBe(0);
    expect(pillars.reduce((sum, p) => sum + p.delta, 0)).toBe(score.delta);
  });

  it("lists the changed answers with their questions and labels, before → after", () => {
    expect(progress.changes).toEqual([
      {
        field: "orgAiElements",
        question: "What does your organization already have in place for AI?",
        before: "None of these yet",
        after: "A written AI use policy, Pilots in one or more departments",
      },
      {
        field: "orgPosture",
        question: "Which best describes your organization's posture toward AI?",
        before: expect.stringMatching(/^Curious/),
        after: expect.stringMatching(/^Activating/),
      },
    ]);
  });

  it("marks the earlier quick wins the new answers reflect, with the evidence", () => {
    expect(progress.quickWins).toEqual([
      {
        title: "Publish a one-page AI use policy",
        evidence: "A written AI use policy is now in place",
      },
      { title: "Match AI licences to real use", evidence: null },
    ]);
  });

  it("writes deltas with a sign, and no change in words", () => {
    expect([formatDelta(4), formatDelta(-3), formatDelta(0)]).toEqual(["+4", "−3", "no change"]);
  });
});

describe("answerChanges", () => {
  it("reads a list in another order as the same answer and an empty text as none", () => {
    const before = makeAnswers({ aiToolsUsed: ["chatgpt", "copilot"], otherPlatforms: undefined });
    const after = makeAnswers({ aiToolsUsed: ["copilot", "chatgpt"], otherPlatforms: "Epic EMR" });
    expect(answerChanges(before, after)).toEqual([
      { field: "otherPlatforms", question: "Other platforms", before: "—", after: "Epic EMR" },
    ]);
  });

  it("writes the confidence out of 10", () => {
    const [change] = answerChanges(
      makeAnswers({ aiConfidence: 4 }),
      makeAnswers({ aiConfidence: 7 }),
    );
    expect(change).toMatchObject({ before: "4/10", after: "7/10" });
  });
});

describe("reflectedQuickWins", () => {
  it("counts personal use only when the executive now uses a tool or rates themself higher", () => {
    const win = [
      { title: "Use an AI assistant yourself every week", description: "Draft one update." },
    ];
    const none = makeAnswers({ aiToolsUsed: ["none"], aiExperience: undefined, aiConfidence: 3 });
    expect(reflectedQuickWins(win, none, none)[0]!.evidence).toBeNull();
    expect(reflectedQuickWins(win, none, { ...none, aiToolsUsed: ["claude"] })[0]!.evidence).toBe(
      "You now use AI tools yourself",
    );
    expect(reflectedQuickWins(win, none, { ...none, aiConfidence: 5 })[0]!.evidence).toBe(
      "Your confidence rose from 3/10 to 5/10",
    );
  });

  it("never counts a quick win the answers moved away from", () => {
    const win = [{ title: "Trial Copilot on quotes", description: "A 30-day pilot." }];
    const before = makeAnswers({ orgAiElements: ["dept_pilots"], orgPosture: "activating" });
    const after = makeAnswers({ orgAiElements: ["none_yet"], orgPosture: "curious" });
    expect(reflectedQuickWins(win, before, after)[0]!.evidence).toBeNull();
  });
});
