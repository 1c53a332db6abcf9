import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Where the answers require a person's review, no text relaxes, reduces or drops it (review 8b
 * and 9, class 1: "nothing can answer owners without a human review", then "relax the review"
 * after a month). The review advice logs errors; it never plans to check less.
 */

const RELAXED =
  /\b(?:relax\w*|loosen\w*|reduc\w* (?:the )?(?:review|checks?)|fewer (?:reviews|checks)|drop (?:the )?(?:review|checks?)|review less|check less)\b|assoupl\w*|allég\w* (?:la )?(?:révision|vérification)/iu;

const documents = (overrides: Partial<AssessmentInput>) => {
  const input = inputFor(makeAnswers(overrides));
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
};

describe("a stated human review is never relaxed", () => {
  it.each([
    [
      "a Regina accounting practice",
      {
        companyIndustry: "consulting" as const,
        aiFriction:
          "Nothing goes to a client without a CPA's review, and the AI got a GST figure wrong last spring.",
      },
    ],
    [
      "une pharmacie de Laval, in French",
      {
        companyIndustry: "healthcare" as const,
        aiFriction:
          "Aucune réponse ne part à un patient sans la révision d'un pharmacien; l'IA a déjà inventé une posologie.",
      },
    ],
    [
      "a Moncton home-inspection firm",
      {
        companyIndustry: "real-estate" as const,
        aiFriction:
          "Every inspection report must be reviewed by a licensed inspector before it goes out; ChatGPT made things up when we tried it.",
      },
    ],
  ])("%s", (_, overrides) => {
    const text = documents(overrides);
    expect(text).toMatch(/review|révision|check/i);
    expect(text).not.toMatch(RELAXED);
  });
});
