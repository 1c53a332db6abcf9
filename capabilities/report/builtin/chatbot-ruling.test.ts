import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16 class 5: Moffatt v. Air Canada is a 2024 decision of BC's Civil Resolution Tribunal
 * (2024 BCCRT 149), about C$812, never "a court", a "landmark" or a "precedent", and cited only
 * where the report proposes an assistant that answers customers: never after the executive
 * switched a chatbot off or turned one down.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const i = auditInput({
    answers: makeAnswers({
      companyEmployees: "11-50",
      aiExperience: undefined,
      aiFriction: undefined,
      otherChallenge: undefined,
      ...shape,
    }),
  });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

const citations = (text: string) =>
  text.split(/(?<=[.!?])(?<!\bv\.)\s+|\n+/).filter((sentence) => /Moffatt/.test(sentence));

const guestEnquiries: Partial<AssessmentInput> = {
  companyIndustry: "travel-hospitality-tourism",
  businessChallenges: [
    "handling_guest_enquiries_around_the_clock",
    "optimising_pricing_and_occupancy",
  ],
  aiDepartments: ["customer_service", "operations"],
};

describe("the chatbot ruling, said as it is and only beside a chatbot", () => {
  it("names the tribunal and the decision where an assistant would answer guests", () => {
    const cited = citations(documents({ ...guestEnquiries }));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.join(" ")).toMatch(
      /British Columbia's Civil Resolution Tribunal|BC's Civil Resolution Tribunal/,
    );
    expect(cited.join(" ")).toContain("2024 BCCRT 149");
    for (const sentence of cited) {
      expect(sentence).not.toMatch(/\bcourts?\b|landmark|precedent/i);
      for (const [amount] of sentence.matchAll(/C?\$[\d,.]+(?:\s?(?:million|k))?/g))
        expect(amount).toBe("C$812");
    }
  });

  it.each([
    [
      "a lodge that switched its chatbot off",
      {
        ...guestEnquiries,
        aiExperience:
          "We tried a website chatbot for two months and switched it off after guests complained about wrong answers.",
      },
    ],
    [
      "an outfitter that turned one down",
      {
        companyIndustry: "retail",
        aiExperience:
          "A vendor quoted us a chatbot for the online store and we said no: not worth it.",
      },
    ],
    [
      "a gîte, in French",
      {
        ...guestEnquiries,
        aiExperience:
          "On a essayé un agent conversationnel sur le site pendant deux mois, puis on l'a désactivé : trop de mauvaises réponses.",
      },
    ],
  ] as const)("%s hears nothing of it", (_, shape) => {
    expect(documents(shape as Partial<AssessmentInput>)).not.toContain("Moffatt");
  });
});
