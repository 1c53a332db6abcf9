import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { fitsCompany } from "./tool-fit";

/**
 * Round 12 (issue 34): tools fit the systems and the people the answers name, not the challenge
 * label or the size band. A scheduler in place rules out another; the people named for the work
 * are its seats; a coding assistant needs developers; a tool built on a platform needs that
 * platform; crews on paper timesheets are no HR system's seats; a tee sheet's vendor is asked
 * first about its pricing, by name; storage hardware has no vendor to ask about AI.
 */

const reportOf = (answers: AssessmentInput) => generateReport(inputFor(answers)).markdownReport;
const fits = (tool: string, answers: AssessmentInput) =>
  fitsCompany(findTool(tool)!, buildContext(inputFor(answers)));

const hardware = (words: Partial<AssessmentInput>) =>
  makeAnswers({
    companyName: "Okanagan Home & Garden",
    executiveTitle: "Owner",
    companyIndustry: "retail",
    companyEmployees: "51-200",
    businessChallenges: [
      "scheduling_staff_to_match_store_traffic",
      "competing_with_large_online_marketplaces",
    ],
    aiDepartments: ["operations", "marketing"],
    enterprisePlatforms: ["microsoft365"],
    aiFriction: "Spring is chaos in all four stores.",
    ...words,
  });

describe("a scheduler in place, named anywhere in the answers", () => {
  it.each([
    ["the systems answer", { otherPlatforms: "Lightspeed, When I Work" }],
    [
      "the friction answer",
      { aiFriction: "We build the store rosters in Planday every Thursday." },
    ],
    ["French words", { aiExperience: "Les horaires sont faits dans Agendrix." }],
  ])("rules out a new scheduler when it is in %s", (_, words) => {
    expect(fits("Deputy", hardware(words))).toBe(false);
    expect(reportOf(hardware(words))).not.toMatch(/Approve Deputy|### \d\. Deputy/);
  });

  it("leaves a scheduler to a company that names none", () =>
    expect(fits("Deputy", hardware({}))).toBe(true));
});

describe("seats counted from the people named, not the band", () => {
  it("sizes a marketing tool to Anika when marketing is Anika", () => {
    const report = reportOf(hardware({ aiFriction: "Marketing is Anika, and spring is chaos." }));
    expect(report).not.toMatch(/\d+ marketing staff/);
    expect(report).toMatch(/used by Anika, who handles marketing|Anika, who handles marketing at/);
  });
});

describe("tools built for work or platforms the answers do not show", () => {
  const agency = (aiExperience: string, platforms: AssessmentInput["enterprisePlatforms"]) =>
    makeAnswers({
      companyName: "Harbour Credit Recoveries",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: [
        "modernising_legacy_core_systems",
        "improving_credit_and_risk_decisions",
      ],
      aiExperience,
      enterprisePlatforms: platforms,
      otherPlatforms: "Debtmaster on a server in the office",
    });

  it("sells no coding assistant to a firm with an IT contractor and vendor software", () => {
    const answers = agency("Our IT contractor built a scoring model in Excel.", ["microsoft365"]);
    expect(fits("GitHub Copilot", answers)).toBe(false);
    expect(reportOf(answers)).not.toContain("GitHub Copilot");
  });

  it("keeps it for a firm whose developers the answers show", () =>
    expect(
      fits(
        "GitHub Copilot",
        agency("Our two developers maintain the client portal.", ["microsoft365"]),
      ),
    ).toBe(true));

  it("sells no Power Automate to a firm that runs no Microsoft 365", () => {
    expect(fits("Microsoft Power Automate", agency("None yet.", ["none"]))).toBe(false);
    expect(fits("Microsoft Power Automate", agency("None yet.", ["microsoft365"]))).toBe(true);
  });
});

describe("a Kamloops roofing contractor whose crews fill in paper timesheets", () => {
  const roofer = (aiFriction: string) =>
    makeAnswers({
      companyName: "Thompson Roofing & Cladding",
      executiveTitle: "Owner",
      companyIndustry: "other",
      companyEmployees: "51-200",
      businessChallenges: ["attracting_and_retaining_talent", "improving_operational_efficiency"],
      aiDepartments: ["operations", "hr"],
      enterprisePlatforms: ["none"],
      otherPlatforms: "Sage 50, Excel",
      aiFriction,
    });

  it("is sold no HR system priced for every crew member", () => {
    const answers = roofer("Our crews still hand in paper timesheets every Friday.");
    expect(fits("BambooHR", answers)).toBe(false);
    expect(reportOf(answers)).not.toMatch(/BambooHR|all 100 staff/);
  });

  it("is sold no Power Automate across a Microsoft 365 it does not run", () =>
    expect(reportOf(roofer("Our crews still hand in paper timesheets."))).not.toContain(
      "Power Automate",
    ));

  it("leaves an HR system to an office whose time is kept in software", () =>
    expect(fits("BambooHR", roofer("Our crews clock in on their phones."))).toBe(true));
});

describe("a Penticton golf club whose tee sheet is foreUP", () => {
  const report = reportOf(
    makeAnswers({
      companyName: "Skaha Hills Golf Club",
      executiveTitle: "General Manager",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "51-200",
      businessChallenges: [
        "optimising_pricing_and_occupancy",
        "recovering_from_seasonal_demand_swings",
      ],
      otherPlatforms: "foreUP, Lightspeed Restaurant",
      aiFriction: "Members hate change.",
    }),
  );

  it("asks foreUP about its dynamic tee-time pricing before choosing a pricing tool", () => {
    expect(report).toMatch(/foreUP[^.]*dynamic tee-time pricing/);
  });
});

describe("storage hardware is no vendor to ask about AI", () => {
  it.each(["Civil 3D, Synology NAS", "Civil 3D, a QNAP NAS", "Civil 3D, serveur de fichiers"])(
    "asks only the software vendors of %j",
    (otherPlatforms) => {
      const report = reportOf(
        makeAnswers({
          companyName: "Fraser Valley Geomatics",
          companyIndustry: "consulting",
          companyEmployees: "11-50",
          otherPlatforms,
        }),
      );
      expect(report).not.toMatch(/vendors of [^.]*(?:NAS|serveur)/);
    },
  );
});
