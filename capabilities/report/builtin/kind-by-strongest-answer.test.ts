import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { companyNounOf } from "./profession-profile";

/**
 * What kind of company the summary calls it rests first on its name, then on the executive's
 * title, then on its free text (issue 34): an architecture practice that once summarised a
 * geotechnical report is no engineering firm, a seafood plant whose words mention a poultry plant
 * no poultry processor.
 */

const design = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "consulting",
    otherChallenge: "Code reviews for each new school take a senior person a week.",
    aiExperience:
      "I used ChatGPT to summarise a geotechnical report and the structural engineer's comments.",
    aiFriction: "",
    ...overrides,
  });

const nounOf = (answers: AssessmentInput) =>
  companyNounOf(answers, ["design-engineering"], "a professional services firm");

it("reads a kind in the company's name before another kind's word in the free text", () => {
  const answers = makeAnswers({
    companyName: "Fundy Seafoods Ltd.",
    otherChallenge: "The poultry plant down the road hires our line staff away every spring.",
  });
  expect(companyNounOf(answers, ["food-processing"], "a manufacturer")).toBe("a seafood processor");
});

it.each([
  ["its name", { companyName: "Ridgeline Architecture Inc.", executiveTitle: "Principal" }],
  [
    "the executive's title",
    { companyName: "Marlowe & Finch Ltd.", executiveTitle: "Principal Architect" },
  ],
])("calls a practice shown by %s an architecture firm beside engineers' words", (_, identity) => {
  expect(nounOf(design(identity))).toBe("an architecture firm");
});

it("calls an engineering firm that reviews an architect's drawings an engineering firm", () => {
  const answers = design({
    companyName: "Tidewater Engineering Ltd.",
    executiveTitle: "President",
    otherChallenge: "We check the architect's drawings on every school project.",
    aiExperience: "",
  });
  expect(nounOf(answers)).toBe("an engineering firm");
});

it("reads the free text when neither the name nor the title shows a kind", () => {
  const answers = design({
    companyName: "Marlowe & Finch Ltd.",
    executiveTitle: "Principal",
    otherChallenge: "Our architects spend a week on every public RFP.",
  });
  expect(nounOf(answers)).toBe("an architecture firm");
});
