import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf } from "@/tests/helpers/documents-text";

/**
 * Review r20 class 4: a failure the executive tells of ("an obituary went out with the wrong
 * service time") is the check the pilot on that work starts with, in phase 1 before or beside
 * it, in their words; never an afterthought queued after the pilots in phase 3.
 */

const phaseActions = (answers: AssessmentInput) => {
  const { roadmap } = documentsOf(answers).report;
  return [roadmap.phase1, roadmap.phase2, roadmap.phase3].map((p) =>
    (p.initiatives ?? []).map((i) => i.action).join("\n"),
  );
};

describe("a try that went wrong", () => {
  it.each([
    [
      "other",
      "We tried ChatGPT to draft obituaries. An obituary went out with the wrong service time.",
      "Writing obituaries takes our directors two hours each.",
      "An obituary went out with the wrong service time",
    ],
    [
      "manufacturing",
      "We tried Copilot for supplier quotes. A quote went out with the wrong unit price.",
      "Quoting a custom part takes our estimators half a day.",
      "A quote went out with the wrong unit price",
    ],
  ])(
    "is answered in phase 1, before the pilot on that work (%s)",
    (industry, aiExperience, otherChallenge, words) => {
      const [one, two, three] = phaseActions(
        makeAnswers({
          companyIndustry: industry as AssessmentInput["companyIndustry"],
          aiExperience,
          otherChallenge,
          aiToolsUsed: ["chatgpt"],
        }),
      );
      expect(one).toContain(`Answer what went wrong before the first pilot`);
      expect(one).toContain(`“${words}”`);
      expect(`${two}\n${three}`).not.toContain("Answer what went wrong");
    },
  );

  it("that put a wrong time or date out is answered by checking each against its source", () => {
    const [one] = phaseActions(
      makeAnswers({
        companyIndustry: "other",
        aiExperience:
          "We tried ChatGPT to draft obituaries. An obituary went out with the wrong service time.",
        aiToolsUsed: ["chatgpt"],
      }),
    );
    expect(one).toMatch(/checks every citation, figure, date and name against its source/);
  });
});
