import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): "a hard ceiling of $40,000 for any AI project this fiscal year" holds each
 * project to C$40,000; it is never "the C$40,000 you set for all new AI spending", and a stated
 * budget denied in its own words ("the budget has no line for AI") is no AI budget in place.
 */

const grocer = (aiFriction: string) =>
  markdownOf({
    companyIndustry: "retail",
    companyEmployees: "501-1000",
    enterprisePlatforms: ["microsoft365"],
    orgAiElements: ["none_yet"],
    aiFriction,
  });

describe("a ceiling on each AI project", () => {
  const report = grocer(
    "I have set a hard ceiling of $40,000 for any AI project this fiscal year.",
  );

  it("holds each tool to it, never their sum to a total budget", () => {
    expect(report).toMatch(/the C\$40,000 you allow for any one AI project/);
    expect(report).not.toMatch(/you set for all new AI spending|you set for new AI spending/);
    expect(report).not.toMatch(/together, the new tools above add/);
  });

  it("keeps a ceiling on all new spending a total", () => {
    const total = grocer("I have set a hard ceiling of $40,000 a year for all new AI spending.");
    expect(total).toMatch(/you set for all new AI spending|together, the new tools above add/);
  });
});

describe("a budget denied in its own words", () => {
  it("is no AI budget in place", () => {
    const report = grocer("Our IT is one coordinator, and the 2025-26 budget has no line for AI.");
    expect(report).not.toMatch(/has a dedicated AI budget/);
  });
});

describe("a French budget cap and the person who approves above a threshold", () => {
  const report = markdownOf({
    companyIndustry: "manufacturing",
    companyEmployees: "201-500",
    enterprisePlatforms: ["microsoft365"],
    aiFriction:
      "Notre budget IA pour 2025-2026 est plafonné à 150 000 $, dont nous espérons la moitié d'Investissement Québec, et toute dépense de plus de 25 000 $ doit être approuvée par notre contrôleur, Martin Lessard.",
  });

  it("reads the ceiling's amount, never the year before it", () => {
    expect(report).toMatch(/C\$150,000/);
    expect(report).not.toMatch(/C\$2,025/);
  });

  it("puts spending over the threshold to the person named", () => {
    expect(report).toMatch(/over C\$25,000 to Martin Lessard \(controller\) for approval/);
  });
});

it("reads « notre plafond est de … » as the budget's ceiling (review r29)", () => {
  const report = markdownOf({
    companyIndustry: "healthcare",
    companyEmployees: "11-50",
    aiFriction:
      "Notre plafond est de 18 000 $ pour la première année, logiciels et formation compris.",
  });
  expect(report).toMatch(/within the C\$18,000 you set/);
});
