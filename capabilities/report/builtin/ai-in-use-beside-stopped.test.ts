import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r22 class 4 (#34): "Our sales reps use ChatGPT to write ad copy … We tested an AI voice …
 * so we stopped … Our news director uses Claude to summarise council agendas" was reported as
 * "has run AI pilots, but none is known to be running now". AI use the executive tells of as going
 * on is AI in use, whatever became of another trial.
 */

const documents = (aiExperience: string, overrides: Partial<AssessmentInput> = {}) =>
  documentsText(
    makeAnswers({
      companyIndustry: "other",
      aiExperience,
      orgAiElements: ["dept_pilots", "internal_champions"],
      orgPosture: "exploring",
      aiToolsUsed: ["chatgpt", "claude"],
      ...overrides,
    }),
  );

describe("AI in use beside a trial that was stopped", () => {
  it.each([
    [
      "Our sales reps use ChatGPT to draft proposals. We trialled an AI scheduling tool last spring but the dispatchers hated it, so we stopped.",
      "Our sales reps use ChatGPT to draft proposals",
    ],
    [
      "Notre directrice des communications utilise Claude pour résumer les procès-verbaux. Nous avons testé un agent vocal l'an dernier, mais on l'a abandonné.",
      "Notre directrice des communications utilise Claude pour résumer les procès-verbaux",
    ],
  ])("%s", (aiExperience, going) => {
    const text = documents(aiExperience);
    expect(text).not.toMatch(/none is known to be running/);
    expect(text).toContain(`has AI in use at work (you wrote “${going}”)`);
    expect(text).toMatch(/AI in use in its teams|AI is in use in the teams/);
  });

  it("a stopped trial beside words that tell of no AI use still runs none", () => {
    const text = documents(
      "We have two offices and a warehouse. We tested an AI chatbot last year but we stopped because of the cost.",
    );
    expect(text).toContain("has run AI pilots, but none is known to be running now");
  });
});
