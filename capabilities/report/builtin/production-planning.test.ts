import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Issue 34 (eleventh review): a brewery's head brewer "owns the brew schedule", and its biggest
 * headache is that schedule against tank space. The report made the staff rota its pilot
 * ("availability, skills, travel … no rise in unfilled shifts") and gave it to the owner.
 */

const SCHEDULE =
  "Planning the brew schedule against tank space is our biggest headache. Our head brewer Mateo owns the brew schedule.";

const brewery = (otherChallenge: string, more: Partial<AssessmentInput> = {}) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyName: "Stawamus Brewing Co.",
        companyEmployees: "11-50",
        companyIndustry: "food-services",
        businessChallenges: ["controlling_food_and_labour_costs"],
        otherChallenge,
        ...more,
      }),
    ),
  ).reportData;

const pilots = (report: ReturnType<typeof brewery>) => [
  ...(report.roadmap.phase1.initiatives ?? []),
  ...(report.roadmap.phase2.initiatives ?? []),
];

describe("a brew schedule", () => {
  it("is planned from demand and capacity, never built like a staff rota", () => {
    const report = brewery(SCHEDULE);
    const actions = pilots(report).map((i) => i.action);
    expect(actions.some((a) => a.startsWith("Plan production from demand and capacity"))).toBe(
      true,
    );
    expect(JSON.stringify(report)).not.toMatch(/unfilled shifts|availability, skills, travel/);
  });

  it("is owned by the person the executive says owns it", () => {
    const pilot = pilots(brewery(SCHEDULE)).find((i) => i.action.startsWith("Plan production"));
    expect(pilot?.owner).toBe("Mateo (head brewer)");
  });

  it("leaves the business's costs to someone else than the craft's head", () => {
    const costs = pilots(brewery(SCHEDULE)).find((i) => /staff costs/.test(i.action));
    expect(costs?.owner).toBeDefined();
    expect(costs?.owner).not.toContain("Mateo");
  });

  it("gives a chef the kitchen's waste, not the labour costs (« notre chef, Luc »)", () => {
    const report = brewery(
      "Notre chef, Luc, s'occupe de la cuisine. On jette trop de nourriture.",
      {
        companyName: "Bistro du Port",
        businessChallenges: [
          "controlling_food_and_labour_costs",
          "reducing_food_waste_and_spoilage",
        ],
      },
    );
    const all = [...pilots(report), ...(report.roadmap.phase3.initiatives ?? [])];
    const forChallenge = (text: string) => all.find((i) => i.action.includes(`“${text}”`));
    expect(forChallenge("Reducing food waste and spoilage")?.owner).toBe("Luc (chef)");
    expect(forChallenge("Controlling food and labour costs")?.owner).not.toContain("Luc");
  });

  it("is read in French: « notre calendrier de brassage »", () => {
    const report = brewery("Notre calendrier de brassage ne suit pas la capacité des cuves.");
    expect(pilots(report).some((i) => i.action.startsWith("Plan production"))).toBe(true);
  });

  it("leaves a staff schedule to the scheduling pilot", () => {
    const report = brewery("Building the taproom staff schedule every week takes me six hours.");
    expect(pilots(report).some((i) => i.action.startsWith("Build the schedule"))).toBe(true);
  });
});
