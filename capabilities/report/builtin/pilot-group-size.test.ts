import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * One pilot-group size per report, from the staff stated (#34, review r15 class 4, r14 class
 * 3): never "a pilot group of 10 to 20 heavy meeting and document users" beside "a pilot group
 * of 50 of the heaviest users", nor "an assumed 320" beside "260 people May-November".
 */

const company = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    enterprisePlatforms: ["microsoft365"],
    aiToolsUsed: ["chatgpt"],
    aiExperience: "Our office staff use ChatGPT for letters.",
    aiFriction: "",
    ...overrides,
  });
const documents = documentsText;
const pilotGroupSizes = (text: string) =>
  new Set(
    [
      ...text.matchAll(
        /pilot group of (?:the heaviest[^(]*\(priced as )?([\d,]+)|the (\d+) people who write and meet the most/g,
      ),
    ].map((m) => m[1] ?? m[2]),
  );

describe("the pilot group's size", () => {
  it.each([
    [
      "a landscaping firm sized by its summer crews",
      company({
        companyIndustry: "other",
        companyEmployees: "201-500",
        otherChallenge:
          "We are a landscaping and snow-removal company: 60 staff in winter, 240 in summer. Crews lose an hour a day to routing.",
      }),
      null,
    ],
    [
      "a home-care agency, in French",
      company({
        companyIndustry: "healthcare",
        companyEmployees: "201-500",
        otherChallenge:
          "Agence de soins à domicile : 280 préposées et infirmières, environ 18 M$. Les horaires changent chaque jour.",
      }),
      "“280 préposées et infirmières”, as you wrote",
    ],
    [
      "a nine-person consultancy",
      company({
        companyIndustry: "consulting",
        companyEmployees: "1-10",
        otherChallenge: "Nine of us, about $1.2M in fees. Proposals take two days each.",
      }),
      "“Nine of us”, as you wrote",
    ],
  ] as const)("is one size in %s's report, from the staff stated", (_, answers, stated) => {
    const text = documents(answers);
    expect(pilotGroupSizes(text).size).toBe(1);
    expect(text).not.toMatch(/10 to 20 heavy/);
    expect(text).not.toMatch(/an assumed \d|assumed for a company/);
    if (stated) expect(text).toContain(stated);
  });
});
