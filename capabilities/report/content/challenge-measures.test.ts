import { challengeLabels, challengesFor } from "@/model/assessment/challenges";
import { industryOptions, valuesOf } from "@/model/assessment/options";
import { challengeMeasure, challengeMeasures, type ChallengeMeasure } from "./challenge-measures";

const slugs = [...challengeLabels.keys()];
const entries = Object.entries(challengeMeasures);
const sentenceFields = ["baseline", "target", "dependsOn"] as const;

/** The texts of one field that appear in more than one entry. */
function repeated(field: keyof ChallengeMeasure): string[] {
  const texts = entries.map(([, m]) => m[field]).filter((t): t is string => t !== undefined);
  return texts.filter((t, i) => texts.indexOf(t) !== i);
}

describe("challenge measures", () => {
  it("covers every challenge of every industry, and nothing else", () => {
    const perIndustry = valuesOf(industryOptions).flatMap((i) =>
      challengesFor(i).map((c) => c.value),
    );
    expect(slugs).toHaveLength(66);
    expect(new Set(perIndustry)).toEqual(new Set(slugs));
    expect(Object.keys(challengeMeasures).sort()).toEqual([...slugs].sort());
  });

  it("finds a challenge's measure by slug, and nothing for an unknown one", () => {
    expect(challengeMeasure("reducing_clinician_administrative_burden")?.owner).toBe(
      "Clinical Director",
    );
    expect(challengeMeasure("not_a_challenge")).toBeUndefined();
    expect(challengeMeasure("toString")).toBeUndefined();
  });

  it.each(entries)(
    "gives %s a complete measure that reads inside the report's sentences",
    (_, m) => {
      for (const text of [m.metric, m.baseline, m.target, m.owner, m.dependsOn ?? "filled"]) {
        expect(text.trim().length).toBeGreaterThan(5);
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\.$/);
      }
      // "measured by {metric}" and "owned by the {owner}": a lower-case phrase and a role.
      expect(m.metric).toMatch(/^[a-z]/);
      expect(m.owner).not.toMatch(/^the /i);
      for (const field of sentenceFields) if (m[field]) expect(m[field]).toMatch(/^[A-Z0-9]/);
    },
  );

  it("puts the {system} placeholder only in dependsOn, at most once, and no other placeholder", () => {
    for (const [, m] of entries) {
      for (const text of [m.metric, m.baseline, m.target, m.owner])
        expect(text).not.toMatch(/[{}]/);
      const rest = (m.dependsOn ?? "").replace("{system}", "");
      expect(rest).not.toMatch(/[{}]/);
    }
    expect(entries.some(([, m]) => m.dependsOn?.includes("{system}"))).toBe(true);
  });

  it.each(["metric", "baseline", "target", "dependsOn"] as const)(
    "never repeats a %s word for word across challenges",
    (field) => {
      expect(repeated(field)).toEqual([]);
    },
  );

  it("states targets as conservative changes, never as promises", () => {
    for (const [, m] of entries) {
      expect(m.target).not.toMatch(/guarantee|eliminat|double|zero |100%/i);
    }
    const ranged = entries.filter(([, m]) => /\d+-\d+/.test(m.target));
    // A few targets are all-or-nothing (every tool assessed); the rest are ranges.
    expect(ranged.length / entries.length).toBeGreaterThan(0.9);
  });

  it("gives education owners school roles, never Product or Sales", () => {
    for (const { value } of challengesFor("education")) {
      expect(challengeMeasures[value].owner).not.toMatch(/product|sales/i);
    }
  });

  it.each([
    ["forecasting_demand_and_optimising_inventory", /history.*\{system\}/],
    ["forecasting_demand_and_avoiding_stockouts", /history.*\{system\}/],
    ["forecasting_demand_by_day_and_location", /history.*\{system\}/],
    ["optimising_pricing_and_occupancy", /history.*\{system\}/],
    ["personalising_the_shopping_experience", /records.*\{system\}/],
    ["detecting_fraud_and_financial_crime_earlier", /labelled/],
    ["improving_quality_control_and_reducing_defects", /labelled images/],
    ["improving_billing_accuracy_and_claim_approvals", /billing rules/],
    ["scaling_customer_support_without_growing_headcount", /knowledge base.*approved/],
    ["handling_guest_enquiries_around_the_clock", /approved knowledge base/],
  ])("makes the %s pilot wait for the data it needs", (slug, dependency) => {
    expect(challengeMeasures[slug].dependsOn).toMatch(dependency);
  });
});
