import { proseOf, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r24 (#34): a contact centre whose union bars AI from evaluating agents one by one was
 * given a pilot measured in tickets resolved per agent. The bar is kept in its words, and every
 * measure is counted for the team.
 */
const support = (aiFriction: string) =>
  proseOf({
    companyIndustry: "technology",
    businessChallenges: ["scaling_customer_support_without_growing_headcount"],
    aiFriction,
  });

describe("a union's bar on AI evaluating people one by one", () => {
  it.each([
    ["Le syndicat interdit d'utiliser l'IA pour évaluer les agents un par un."],
    ["Our union agreement bars using AI to rate individual agents."],
  ])("%j is kept in its words, never as any change agreed first", (rule) => {
    const [[, respect] = []] = rulesRead(rule);
    expect(respect).toBe(
      "AI never used to evaluate or rate agents one by one, as the union requires: every measure counted for the team",
    );
  });

  it("measures the support pilot for the team, never per agent", () => {
    const barred = support("Our union agreement bars using AI to rate individual agents.");
    expect(barred).toMatch(/measured by tickets resolved across the team per week/);
    expect(barred).not.toMatch(/per (?:support )?agent/);
    // Without the bar the challenge keeps its own measure.
    expect(support("")).toMatch(/tickets resolved per support agent per week/);
  });
});
