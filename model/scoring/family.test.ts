import { FAMILY_WEIGHTS, familyRating, scoreFamily, type FamilyAnswers } from "./family";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";

const family = (answers: FamilyAnswers) => {
  const result = scoreFamily(answers);
  if (!result) throw new Error("expected a family score");
  return result;
};
const base: FamilyAnswers = {
  preparednessLevel: "somewhat",
  householdAiUse: ["scheduling", "travel"],
  childAiConcerns: ["shortcuts", "privacy"],
  rulesForChildren: "informal",
};

describe("scoreFamily", () => {
  it("is null when none of the four questions is answered", () => {
    expect(scoreFamily({})).toBeNull();
    expect(
      scoreFamily({
        preparednessLevel: null,
        householdAiUse: null,
        childAiConcerns: [],
        rulesForChildren: undefined,
      }),
    ).toBeNull();
  });

  it("scores a family that answered only one question", () => {
    expect(family({ rulesForChildren: "enforced" }).breakdown.rulesScore).toBe(10);
    expect(family({ childAiConcerns: ["none"] }).score).toBeGreaterThanOrEqual(0);
  });

  it("gives the all-maximum answers 10, Advanced, with a full breakdown", () => {
    const result = family(maximumAnswers());
    expect(result.score).toBe(10);
    expect(result.rating).toBe("Advanced");
    expect(result.breakdown).toEqual({
      preparednessScore: 10,
      usageScore: 10,
      childSafetyScore: 10,
      rulesScore: 10,
    });
  });

  it("gives the all-minimum answers a Low score", () => {
    const result = family(minimumAnswers());
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.rating).toBe("Low");
  });

  it("keeps the score and every part of the breakdown integers from 0 to 10", () => {
    for (const answers of [minimumAnswers(), makeAnswers(), maximumAnswers(), base]) {
      const { score, breakdown } = family(answers);
      for (const value of [score, ...Object.values(breakdown)]) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(10);
      }
    }
  });

  it("weights sum to 100, preparedness and rules most", () => {
    const { preparedness, rules, childSafety, usage } = FAMILY_WEIGHTS;
    expect(preparedness + rules + childSafety + usage).toBe(100);
    expect(Math.min(preparedness, rules)).toBeGreaterThan(Math.max(childSafety, usage));
  });

  it("counts 'other' as a household use and 'none' as no concerns", () => {
    expect(family({ householdAiUse: ["other"] }).breakdown.usageScore).toBe(
      family({ householdAiUse: ["shopping"] }).breakdown.usageScore,
    );
    expect(family({ ...base, childAiConcerns: ["none"] }).breakdown.childSafetyScore).toBeLessThan(
      family(base).breakdown.childSafetyScore,
    );
  });

  it("rates a family that names concerns and enforces rules safer than one with neither", () => {
    const aware = family({ ...base, childAiConcerns: ["content"], rulesForChildren: "enforced" });
    const unaware = family({ ...base, childAiConcerns: ["none"], rulesForChildren: "no_rules" });
    expect(aware.breakdown.childSafetyScore).toBeGreaterThan(unaware.breakdown.childSafetyScore);
    expect(aware.score).toBeGreaterThan(unaware.score);
  });

  it("scores rules that are difficult to enforce no higher than informal guidelines", () => {
    const rules = (rulesForChildren: "informal" | "difficult") =>
      family({ ...base, rulesForChildren }).breakdown.rulesScore;
    expect(rules("difficult")).toBeLessThanOrEqual(rules("informal"));
    expect(family({ ...base, rulesForChildren: "difficult" }).breakdown.rulesScore).toBeLessThan(6);
  });

  it("never lowers the score as preparedness or rules improve", () => {
    const byPreparedness = (["not_at_all", "somewhat", "fully"] as const).map(
      (preparednessLevel) => family({ ...base, preparednessLevel }).score,
    );
    const byRules = (["no_rules", "informal", "difficult", "enforced"] as const).map(
      (rulesForChildren) => family({ ...base, rulesForChildren }).score,
    );
    for (const scores of [byPreparedness, byRules]) {
      for (let i = 1; i < scores.length; i++)
        expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]);
      expect(scores[scores.length - 1]).toBeGreaterThan(scores[0]);
    }
  });

  it("moves more with preparedness than with the number of household uses", () => {
    const preparednessSwing =
      family({ ...base, preparednessLevel: "fully" }).score -
      family({ ...base, preparednessLevel: "not_at_all" }).score;
    const usageSwing =
      family({ ...base, householdAiUse: ["scheduling", "travel", "health", "shopping"] }).score -
      family({ ...base, householdAiUse: ["scheduling"] }).score;
    expect(preparednessSwing).toBeGreaterThan(usageSwing);
  });

  it("leaves child safety and rules out of a home without children, so the answer costs nothing", () => {
    const noChildren = family({
      preparednessLevel: "fully",
      householdAiUse: ["scheduling", "travel"],
      childAiConcerns: ["no_children"],
      rulesForChildren: "no_rules",
    });
    expect(noChildren.noChildrenAtHome).toBe(true);
    expect(noChildren.breakdown).toEqual({
      preparednessScore: 10,
      usageScore: 5,
      childSafetyScore: 0,
      rulesScore: 0,
    });
    // Preparedness and household use, in their own proportions: (35 x 10 + 15 x 5) / 50.
    expect(noChildren.score).toBe(9);
    expect(noChildren.rating).toBe("Advanced");
    expect(noChildren.summary).toBe(
      "The family feels fully prepared for AI at home. AI helps with 2 household tasks (scheduling and planning, travel planning); there are no children at home.",
    );
    // The rules answer changes nothing without children.
    expect(
      family({ ...base, childAiConcerns: ["no_children"], rulesForChildren: "enforced" }).score,
    ).toBe(
      family({ ...base, childAiConcerns: ["no_children"], rulesForChildren: "no_rules" }).score,
    );
    // Never below the same household answering "no particular concerns" with no rules.
    for (const preparednessLevel of ["not_at_all", "somewhat", "fully"] as const) {
      const answers = {
        preparednessLevel,
        householdAiUse: ["travel" as const],
        rulesForChildren: "no_rules" as const,
      };
      expect(family({ ...answers, childAiConcerns: ["no_children"] }).score).toBeGreaterThanOrEqual(
        family({ ...answers, childAiConcerns: ["none"] }).score,
      );
    }
    expect(family(base).noChildrenAtHome).toBe(false);
  });

  it("summarizes the answers in one or two sentences", () => {
    expect(family(base).summary).toBe(
      "The family feels somewhat prepared for AI at home, with informal guidelines for the children's AI use. " +
        "AI helps with 2 household tasks (scheduling and planning, travel planning); the family names 2 concerns " +
        "about children and AI (using AI as a shortcut instead of learning, privacy and personal data).",
    );
    expect(family({ childAiConcerns: ["none"] }).summary).toBe(
      "The family names no particular concerns about children and AI.",
    );
  });
});

describe("familyRating", () => {
  it.each([
    [10, "Advanced"],
    [8, "Advanced"],
    [7, "High"],
    [6, "Moderate"],
    [5, "Moderate"],
    [4, "Moderate"],
    [3, "Low"],
    [0, "Low"],
  ])("rates %i as %s", (score, rating) => {
    expect(familyRating(score)).toBe(rating);
  });
});

describe("an 'Other' household use that says there is none", () => {
  it("is summarised as no use, never quoted as a task", () => {
    const summary = scoreFamily(
      makeAnswers({ householdAiUse: ["other"], householdAiUseOther: "We don't use it at home" }),
    )?.summary;
    expect(summary).toMatch(/the family does not use AI at home/i);
    expect(summary).not.toContain("household task");
  });
});
