import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf, documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r22 class 3 (#34): "We tested an AI voice for overnight weather reads last year and
 * listeners complained it sounded fake, so we stopped" was quoted as the reason for an
 * out-of-hours automation pilot. A trial stopped because the people it reached turned it away is
 * a lesson kept as a rule (no synthetic voice on air), never the support for a pilot of its kind.
 */

const answers = (companyIndustry: AssessmentInput["companyIndustry"], aiExperience: string) =>
  makeAnswers({
    companyIndustry,
    aiExperience,
    orgAiElements: ["dept_pilots"],
    aiToolsUsed: ["chatgpt"],
  });

/** Every pilot and action the roadmap phases hold, as the executive reads them. */
const phaseActions = (a: AssessmentInput) => {
  const { roadmap } = documentsOf(a).report;
  return [roadmap.phase1, roadmap.phase2, roadmap.phase3].flatMap((p) =>
    (p.initiatives ?? []).map((i) => i.action),
  );
};

describe("a trial the people it reached turned away", () => {
  it.each([
    [
      "an AI voice listeners called fake",
      "other",
      "We tested an AI voice for overnight weather reads last year and listeners complained it sounded fake, so we stopped.",
      /no synthetic voice speaks to your audience and no one's voice is cloned without their written consent/,
    ],
    [
      "an after-hours phone robot patients hated",
      "healthcare",
      "We tried an AI phone answering service after hours; patients hated talking to a robot, so we switched it off.",
      /nothing of that kind reaches the people who turned it away/,
    ],
    [
      "« nos clients se sont plaints »",
      "retail",
      "Nous avons essayé un robot conversationnel sur notre site le soir, mais nos clients se sont plaints, alors on l'a arrêté.",
      /nothing of that kind reaches the people who turned it away/,
    ],
  ])("%s is a lesson, never a pilot's support", (_, industry, aiExperience, lesson) => {
    const a = answers(industry as AssessmentInput["companyIndustry"], aiExperience);
    const opening = aiExperience.slice(0, 30);
    // No pilot or action in any phase quotes the stopped trial.
    expect(phaseActions(a).filter((action) => action.includes(opening))).toEqual([]);
    const text = documentsText(a);
    expect(text).not.toMatch(/answer out of hours[^\n]*\(you wrote “(?:We|Nous)/);
    expect(text).toMatch(
      /Keep what the trial you stopped taught|keep what the trial you stopped taught/,
    );
    expect(text).toMatch(lesson);
  });

  it("a trial that gave wrong answers still leads to a checked pilot of that work", () => {
    const a = answers(
      "retail",
      "We tested an AI chatbot on our website but it gave wrong answers about returns.",
    );
    expect(documentsText(a)).not.toMatch(/keep what the trial you stopped taught/i);
  });
});
