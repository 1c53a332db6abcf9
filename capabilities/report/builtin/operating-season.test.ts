import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";
import { operatingSeasonOf } from "./operating-season";

/**
 * Review r22 class 2: a business that runs only part of the year ("We process snow crab and
 * shrimp from April to August and the plant is nearly idle the rest of the year") runs and
 * measures its pilots on that work in season. None is dated in the idle months, whose time readies
 * them; baselines come from last season's records; office work (filings) still starts at once.
 */

const said = (otherChallenge: string) =>
  makeAnswers({ otherChallenge, aiFriction: "", aiExperience: "" });

describe("the season a business runs in, read from its words", () => {
  it.each([
    [
      "We process snow crab and shrimp from April to August and the plant is nearly idle the rest of the year.",
      [3, 4, 5, 6, 7],
    ],
    ["We only operate from May to October; the yard is empty otherwise.", [4, 5, 6, 7, 8, 9]],
    ["We're closed from November to March, so every spring we start again.", [3, 4, 5, 6, 7, 8, 9]],
    ["We only run in summer.", [5, 6, 7]],
    [
      "Nous transformons le homard de mai à juillet et l'usine est fermée le reste de l'année.",
      [4, 5, 6],
    ],
    ["On opère seulement l'été.", [5, 6, 7]],
  ])("“%s”", (text, months) => {
    expect(operatingSeasonOf(said(text))?.months).toEqual(months);
  });

  it.each([
    "Our busiest months are April to August.",
    "Our budget year runs from April to March.",
    "Frost and snow shut field work from December to April.",
    "The office is closed on statutory holidays.",
  ])("reads no operating season in “%s”", (text) => {
    expect(operatingSeasonOf(said(text))).toBeNull();
  });
});

const seafoodPlant = (createdAt: string, more: Partial<AssessmentInput> = {}) => {
  const input = datedAuditInput(createdAt, {
    companyName: "Cape Breton Seafoods Ltd.",
    companyIndustry: "manufacturing",
    companyEmployees: "201-500",
    headOfficeLocation: "other",
    customLocation: "Glace Bay, Nova Scotia",
    businessChallenges: [
      "forecasting_demand_and_optimising_inventory",
      "replacing_retiring_skilled_workers",
    ],
    otherChallenge:
      "We pack snow crab from April to July and the plant is closed the rest of the year. Every LMIA for our plant workers takes weeks of paperwork.",
    aiExperience: "",
    aiFriction: "",
    orgAiElements: ["dept_pilots"],
    orgPosture: "exploring",
    aiDepartments: ["operations", "supply_chain", "hr"],
    ...more,
  });
  const { reportData, markdownReport } = generateReport(input);
  return { reportData, markdown: markdownReport, roadmap: generateRoadmap(input) };
};

describe("pilots on the season's work run in the season", () => {
  it("a crab plant written to in November starts its filings at once and its plant pilots in April", () => {
    const d = seafoodPlant("2026-11-20T15:00:00Z");
    const [p1] = d.roadmap.phases.map((p) => p.duration);
    const recs = d.roadmap.recommendations;
    const filings = recs.find((r) => /LMIA/.test(r.title));
    const forecasts = recs.find((r) => /forecasts? of customers' orders/i.test(r.title));
    expect(filings?.timeframe).toBe(p1!.split(",")[0]);
    expect(forecasts?.timeframe).not.toBe(p1!.split(",")[0]);
    // Phase 1, in the idle months, holds no pilot on the plant's work.
    const phase1 = (d.reportData.roadmap.phase1.initiatives ?? []).map((i) => i.action).join("\n");
    expect(phase1).not.toMatch(/forecasts of customers' orders|SOPs/);
    expect(d.reportData.roadmap.phase2.objectives.join(" ")).toContain(
      "The pilots on the season's work start when it opens in April 2027 and are measured in it, never in the months when the plant is closed (August to March",
    );
    // Baselines from last season's records, never the idle weeks before the pilot.
    expect(d.markdown).not.toMatch(/last month's|the last 12 weeks'/);
    expect(d.markdown).toMatch(/Compare last season's (?:monthly forecasts|planned production)/);
  });

  it("the same plant written to in season starts its plant pilots in phase 1", () => {
    const d = seafoodPlant("2026-03-20T15:00:00Z");
    expect(d.markdown).not.toContain("The pilots on the season's work start when it opens");
  });
});
