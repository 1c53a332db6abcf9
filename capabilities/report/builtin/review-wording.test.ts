import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { exampleLabel } from "@/model/documents/format";
import { generateReport, generateRoadmap } from "./documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34's review (classes 13 and 14): sentences a senior reader stops at. Template words
 * from another trade, a pronoun guessed for the executive, and a roadmap that disagrees with
 * itself: a pilot count that is not the list's, a vision pilot rolled out to Sales, one start
 * said two ways, the same pilots listed twice.
 */

const documents = (more: Partial<AssessmentInput>) => {
  const input = inputFor(makeAnswers(more));
  return { report: generateReport(input).reportData, roadmap: generateRoadmap(input) };
};

// A curious machine shop with no governance: a measured pace, vision and know-how pilots.
const shop = () =>
  documents({
    executiveName: "Stéphane Poulin",
    companyName: "Usinage Précis Beauce inc.",
    companyIndustry: "manufacturing",
    companyEmployees: "51-200",
    businessChallenges: challenges("manufacturing", 1, 4),
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiDepartments: ["operations", "sales"],
    enterprisePlatforms: ["microsoft365"],
  });

// An exploring firm with a policy and pilots: a standard pace, the first pilot in phase 1.
const firm = () =>
  documents({
    companyName: "Abernathy CPA Professional Corporation",
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    businessChallenges: challenges("consulting", 0, 1, 2),
    orgPosture: "exploring",
    orgAiElements: ["ai_policy", "dept_pilots"],
    aiExperience:
      "A few staff paste client emails into free ChatGPT accounts on their own phones, which worries me.",
  });

describe("wording that fits the company and reads as English", () => {
  it("guesses no pronoun for the executive and says the posture plainly", () => {
    const { roadmap } = shop();
    expect(roadmap.executiveSummary).not.toMatch(/their own AI confidence|toward AI with/);
    expect(roadmap.executiveSummary).toContain("Stéphane Poulin rates personal AI confidence at");
    expect(roadmap.executiveSummary).toContain(
      "Usinage Précis Beauce's posture is curious, with no AI governance in place yet",
    );
  });

  it("sets two first moves apart rather than joining their own lists with another 'and'", () => {
    const { roadmap } = shop();
    expect(roadmap.executiveSummary).toMatch(/The first moves: [^.]+, then [^.]+\./);
  });

  it("names the people an accounting firm serves, not patients, in the personal-accounts rule", () => {
    const { report } = firm();
    const rule = report.risks.find((r) => /personal AI account/.test(r.mitigation));
    expect(rule?.mitigation).toContain("nothing about clients goes into a personal AI account");
    expect(JSON.stringify(report)).not.toMatch(/\bpatient/);
  });

  it("writes no hospitality service standards into a machine shop's tools", () => {
    expect(JSON.stringify(shop().report)).not.toMatch(/service-standard/);
  });

  it("approves a tool for a pilot group, and starts the pilot as soon as it has what it needs", () => {
    const { report } = shop();
    expect(report.brief?.decisions.join(" ")).not.toMatch(/for the people it serves/);
    const start = report.nextSteps.find((s) => /start the pilot/.test(s));
    expect(start).toMatch(/ as soon as it has /);
    expect(start).not.toMatch(/once this is done:/);
  });
});

describe("a roadmap that agrees with itself", () => {
  it("runs as many pilots in the pilot phase as it lists", () => {
    const phase = shop().roadmap.phases[1]!;
    const listed = phase.description.match(/\(owned by /g)?.length;
    const words = ["", "one", "two", "three", "four", "five"];
    expect(phase.description).toMatch(
      new RegExp(`^Run ${words[listed!]} small, well-supported pilots? `),
    );
  });

  it("rolls a vision or know-how pilot out on its own floor and starts Sales on its own use cases", () => {
    const { report, roadmap } = shop();
    const rollout = report.roadmap.phase3.scalingActions![0]!;
    expect(rollout).not.toMatch(/out to Sales/);
    expect(rollout).toBe(
      "Roll the pilots that met their targets out across Operations; start the next use cases in Sales",
    );
    expect(roadmap.phases[2]!.description).toContain(`${rollout}.`);
  });

  it("gives the first pilot's start in the same words in the summary and the next steps", () => {
    for (const { report, roadmap } of [shop(), firm()]) {
      const said = roadmap.executiveSummary.match(/first pilot starts ([^:.]+)\./)![1]!;
      const step = report.nextSteps.find((s) => /: start the pilot/.test(s))!;
      expect(step.toLowerCase().startsWith(`${said}:`)).toBe(true);
    }
    // Written on 14 March, in an accounting practice's tax season (February to April): its
    // first pilot waits for the pilots' phase, after the season.
    expect(firm().roadmap.executiveSummary).toContain("the first pilot starts in month 4");
  });

  it("lists phase 2's pilots once, the same ones as its owners and measures, none from phase 1", () => {
    for (const { report } of [shop(), firm()]) {
      const { phase1, phase2 } = report.roadmap;
      const implementations = phase2.implementations ?? [];
      expect(implementations).toHaveLength(phase2.initiatives?.length ?? 1);
      // Work beside the pilots says so: "Beside the pilots, turn the AI use you described…".
      const named = (line: string) =>
        line
          .split(": owned by")[0]!
          .replace(/^Beside the pilots, /, "")
          .toLowerCase();
      (phase2.initiatives ?? []).forEach((initiative, i) =>
        expect(initiative.action.toLowerCase().startsWith(named(implementations[i]!))).toBe(true),
      );
      for (const started of phase1.initiatives ?? [])
        expect(implementations.join(" ")).not.toContain(started.action.split(": ")[0]);
    }
  });
});

// Round 3 of the review: Klarna and Lumen's figures set before a seven-person landscaper.
describe("a published case from a far larger company", () => {
  const landscape = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    documents({
      companyName: "Chinook Yard & Snow Ltd.",
      companyIndustry: "other",
      companyEmployees,
      businessChallenges: challenges("other", 0, 1),
    }).report.solutionLandscape;

  it("is marked as a far larger company's to a small firm", () => {
    const enterprise = landscape("1-10").filter((a) =>
      /Klarna|Lumen|Unilever/.test(a.industryExample ?? ""),
    );
    expect(enterprise.length).toBeGreaterThan(0);
    expect(enterprise.every((a) => a.largerCompany)).toBe(true);
    expect(exampleLabel({ largerCompany: true })).toBe("Example from a far larger company");
  });

  it("is quoted plainly to a company of several hundred", () => {
    expect(landscape("201-500").some((a) => a.largerCompany)).toBe(false);
  });
});

// Round 21: "INDUSTRY EXAMPLE" over Klarna's marketing figures for a cleaning contractor.
it("never calls another industry's case the company's industry example", () => {
  const { report } = documents({
    companyName: "Brightway Facility Services",
    companyIndustry: "other",
    companyEmployees: "501-1000",
    businessChallenges: challenges("other", 0, 2, 5),
  });
  const named = report.solutionLandscape.filter(
    (a) => a.industryExample && a.industryExampleSource !== "Illustrative example",
  );
  expect(named.length).toBeGreaterThan(0);
  for (const area of named) expect(exampleLabel(area)).not.toBe("Industry example");
  const lumen = named.find((a) => a.industryExample?.includes("Lumen"));
  expect(lumen && exampleLabel(lumen)).toBe("Example from another industry");
  expect(lumen?.industryExample).toContain("The case is from another industry, a telecom company");
  const klarna = named.find((a) => a.industryExample?.includes("Klarna"));
  expect(klarna?.industryExample).toContain(
    "The case is from another industry, a payments company",
  );
});

it("quotes the first sentence of the friction that says something, never a one-word label", () => {
  const { report } = documents({
    aiFriction:
      "Liability. As the licensed broker we wear the AMPS penalties if a classification is wrong.",
  });
  expect(report.brief!.position).toContain(
    "“As the licensed broker we wear the AMPS penalties if a classification is wrong”",
  );
  expect(report.brief!.position).not.toContain("“Liability”");
});
