import { newToAiAnswers } from "@/tests/helpers/test-answers";
import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): "I use ChatGPT at home to plan trips" was turned into a work step, "Turn the
 * AI use you described into evidence". A use at home is the executive's own, with no work to
 * measure; a use at work beside it still is one.
 */
const stepsFor = (aiExperience: string) => markdownOf(newToAiAnswers("retail", { aiExperience }));

describe("AI used at home", () => {
  it("is no work use to turn into evidence", () => {
    for (const words of [
      "I use ChatGPT at home to plan trips; nobody at work uses AI yet.",
      "I use ChatGPT at home for recipes.",
    ])
      expect(stepsFor(words)).not.toMatch(/Turn the AI use you described into evidence/);
  });

  it("leaves a use at work read as one", () => {
    expect(stepsFor("I use ChatGPT to draft our weekly supplier e-mails.")).toMatch(
      /Turn the AI use you described into evidence/,
    );
  });
});
