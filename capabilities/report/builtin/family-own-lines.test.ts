import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers, type FamilyAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r19 class 3: every household use the family's words state appears in the family
 * section in those words, quoted: one a kind names with that kind's advice, one no kind names
 * with general advice, whoever (or nobody) the words name as its user.
 */

function familyOf(company: Partial<AssessmentInput>, household: FamilyAnswers): string {
  const { markdownReport } = generateReport(inputFor(makeAnswers({ ...company, ...household })));
  const start = markdownReport.search(/^## Personal and Family/m);
  return markdownReport.slice(start, markdownReport.indexOf("\n## ", start + 1));
}

const seeds: Partial<AssessmentInput> = {
  companyName: "Peace Country Seed Ltd.",
  companyIndustry: "other",
  headOfficeLocation: "other",
  customLocation: "Grande Prairie, Alberta",
};
const marina: Partial<AssessmentInput> = {
  companyName: "Bras d'Or Marine Services",
  companyIndustry: "retail",
  headOfficeLocation: "other",
  customLocation: "Baddeck, Nova Scotia",
};
const household = (words: string): FamilyAnswers => ({
  preparednessLevel: "somewhat",
  householdAiUse: ["other"],
  householdAiUseOther: words,
  childAiConcerns: ["shortcuts"],
  rulesForChildren: "informal",
});

it.each([
  [
    "We use ChatGPT to plan our hunting trips.",
    seeds,
    [/You use ChatGPT to “plan our hunting trips”: confirm/],
  ],
  [
    "My son uses it for hockey training plans and we ask it for birding routes.",
    marina,
    [
      /Your son uses AI for “hockey training plans”: have his coach look over each plan/,
      /You use AI for “birding routes”: a fine use to keep; check anything it states as fact/,
    ],
  ],
  [
    "The kids use Gemini to write Minecraft stories; my husband Marc asks ChatGPT for help with his curling club newsletter.",
    seeds,
    [
      /In the family's words, Gemini is used to “write Minecraft stories”: a fine use to keep/,
      /Marc uses ChatGPT for “help with his curling club newsletter”: the same care applies/,
    ],
  ],
])("quotes each use the words state: “%s”", (words, company, lines) => {
  const section = familyOf(company as Partial<AssessmentInput>, household(words as string));
  for (const line of lines as RegExp[]) expect(section).toMatch(line);
});
