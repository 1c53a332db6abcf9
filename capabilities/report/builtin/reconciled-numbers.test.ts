import type { AssessmentInput } from "@/model/assessment/schemas";
import { scoreFamily } from "@/model/scoring/family";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r12 class 9: what the report counts reconciles with what it says beside it. The budget
 * total is the sum of the prices the cards show, each part named; governance written in the
 * answers is said beside the score's count of ticked elements; a household whose "Other" says
 * it uses nothing is counted as using nothing; every key challenge says how the plan answers it.
 */

const report = (more: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        otherChallenge: undefined,
        aiExperience: undefined,
        otherPlatforms: undefined,
        ...more,
      }),
    ),
  );

describe("the budget line", () => {
  it("counts no list price for the AI modules of a system already licensed: it asks for them", () => {
    const { markdownReport } = report({
      companyIndustry: "food-services",
      companyEmployees: "51-200",
      businessChallenges: challenges("food-services", 0, 1, 2),
      aiFriction: "Nothing over $400 a month for AI this year.",
      otherPlatforms: "7shifts, Square",
    });
    expect(markdownReport).toContain(
      "**Estimated cost:** Already licensed: ask the price of its AI modules",
    );
    const line = /\*\*Against your budget:\*\*[^\n]+/.exec(markdownReport)?.[0];
    expect(line).toBe(
      "**Against your budget:** the tools above add no new spending to the C$400 a month you set (you wrote “Nothing over $400 a month for AI this year”). Ask the price of the AI modules of 7shifts before switching them on, against what is left.",
    );
  });
});

describe("governance in the answers' words beside the score's count", () => {
  it("says a budget written in the answers is in place, though not ticked", () => {
    const { reportData } = report({
      companyIndustry: "retail",
      orgAiElements: ["internal_champions"],
      aiFriction: "Nous avons un budget de 25 000 $ pour l'IA cette année.",
    });
    const analysis = JSON.stringify(reportData);
    expect(analysis).toContain("1 of 6 elements");
    expect(analysis).toContain("a dedicated AI budget also in place, by your own words");
    expect(analysis).not.toContain("score counts");
  });
});

describe("a household whose other use is none", () => {
  it.each(["Nothing yet", "none", "We don't use it at home"])(
    "counts no household task for “%s”",
    (householdAiUseOther) => {
      const family = scoreFamily({
        householdAiUse: ["other"],
        householdAiUseOther,
        childAiConcerns: ["no_children"],
        rulesForChildren: "no_rules",
        preparednessLevel: "not_at_all",
      } as never)!;
      expect(family.summary).not.toMatch(/AI helps with/);
      expect(family.summary).toContain("The family does not use AI at home");
    },
  );
});

describe("every key challenge says how the plan answers it", () => {
  it("says which rule leaves a challenge no pilot", () => {
    const { reportData } = report({
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: ["handling_guest_enquiries_around_the_clock"],
      aiFriction:
        "We will never put a chatbot on our guest phone line; a person answers every call.",
    });
    const line = reportData.currentState.keyChallenges[0]!;
    expect(line).toMatch(
      /^Handling guest enquiries around the clock: no pilot in this plan, since/,
    );
    expect(line).toContain("(you wrote “We will never put a chatbot on our guest phone line");
  });

  // A tool recommended for it serves it: never "no pilot in this plan" beside that tool (#34, r16).
  it("says which recommended tool serves a fourth challenge, weighed at the last gate", () => {
    const { reportData } = report({
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      businessChallenges: [
        "producing_proposals_and_reports_faster",
        "developing_junior_consultants_quickly",
        "improving_utilisation_and_billable_hours",
        "capturing_and_reusing_firm_knowledge",
      ],
    });
    const lines = reportData.currentState.keyChallenges;
    expect(lines[3]).toMatch(
      /^Capturing and reusing firm knowledge: .*, owned by .*; .+, recommended below, serves? it, and it is weighed at the last phase's gate/,
    );
    expect(lines.every((l) => l.includes(":"))).toBe(true);
  });
});
