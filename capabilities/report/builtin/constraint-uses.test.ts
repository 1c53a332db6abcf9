import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { findTool } from "@/capabilities/report/content/tools";
import type { ReportData } from "@/model/documents/report-schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";

/**
 * Rules on where material goes and what AI does bind the tools and pilots, not a caveat beside
 * them (issue 34, review 6): files kept on the firm's own server drop the cloud recorder and
 * practice system, a clients' ban on unapproved clouds drops the cloud vision platform and keeps
 * the inspection on site, AI images that never show the product change the listing work, and
 * a red line on AI in credit decisions drops the credit model. Without the statement, each is
 * recommended.
 */

function report(base: Partial<AssessmentInput>, aiFriction?: string): ReportData {
  return generateReport(auditInput({ answers: makeAnswers({ ...base, aiFriction }) })).reportData;
}
const tools = (r: ReportData) => r.recommendedApplications.map((t) => t.name);
const pilots = (r: ReportData) =>
  [r.roadmap.phase1, r.roadmap.phase2]
    .flatMap((p) => p.initiatives ?? [])
    .map((i) => i.action)
    .join(" | ");
/** The report's own words: the executive's quoted words and the benchmarks left out. */
const prose = (r: ReportData) =>
  JSON.stringify({ ...r, industryBenchmarks: null }).replace(/“[^”]*”/g, "");
const records = (name: string) => findTool(name)?.records === true;

describe("files kept on the firm's own server", () => {
  const lawOffice: Partial<AssessmentInput> = {
    companyIndustry: "consulting",
    companyName: "Birch & Alder Law",
    executiveTitle: "Managing Lawyer",
    companyEmployees: "1-10",
    companyRevenue: "1m-10m",
    businessChallenges: [
      "capturing_and_reusing_firm_knowledge",
      "producing_proposals_and_reports_faster",
    ],
    aiDepartments: ["operations"],
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: "PCLaw",
    // A recorder is for meetings: without the rule, one is recommended (tool-subjects.test.ts).
    otherChallenge: "Writing up notes after every client meeting takes each lawyer hours a week.",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
  };
  const cabinet: Partial<AssessmentInput> = {
    companyIndustry: "consulting",
    companyName: "Cabinet Tremblay CPA",
    executiveTitle: "Associée",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    headOfficeLocation: "other",
    customLocation: "Québec, QC",
    businessChallenges: [
      "capturing_and_reusing_firm_knowledge",
      "improving_utilisation_and_billable_hours",
    ],
    // A recorder is for meetings: without this, none fits the firm's work (tool-subjects.test.ts).
    otherChallenge:
      "Les associées passent des heures à rédiger les notes de leurs rencontres avec les clients.",
    aiDepartments: ["finance"],
    enterprisePlatforms: ["microsoft365"],
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
  };

  it.each([
    [
      lawOffice,
      "Client files never leave our own server in the office, and nothing goes to an American cloud.",
    ],
    [cabinet, "Les dossiers de nos clients restent sur nos serveurs au bureau."],
  ])(
    "drops every cloud tool that would record or hold them, rather than caveat it",
    (base, statement) => {
      const without = report(base);
      const kept = report(base, statement);
      expect(tools(without).some(records)).toBe(true);
      expect(tools(kept).some(records)).toBe(false);
      expect(prose(kept)).not.toMatch(/Otter\.ai|Fireflies|Karbon|Clio/);
      for (const name of tools(kept))
        expect(findTool(name)?.category).not.toMatch(/practice management|Meeting/);
    },
  );
});

describe("clients who ban clouds they have not approved", () => {
  const labels = (more: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "manufacturing",
    executiveTitle: "President",
    companyEmployees: "51-200",
    businessChallenges: [
      "improving_quality_control_and_reducing_defects",
      "replacing_retiring_skilled_workers",
    ],
    aiDepartments: ["operations"],
    enterprisePlatforms: ["microsoft365"],
    ...more,
  });

  it.each([
    [
      labels({ companyName: "Lakeshore Label Co." }),
      "Our pharma customers forbid their artwork going through any cloud service they have not approved.",
    ],
    [
      labels({
        companyName: "Étiquettes Boréal",
        headOfficeLocation: "other",
        customLocation: "Laval, QC",
      }),
      "Nos clients interdisent que leurs fichiers passent par un service infonuagique qu'ils n'ont pas approuvé.",
    ],
  ])(
    "drops the cloud vision platform and keeps the inspection's images on site",
    (base, statement) => {
      const without = report(base);
      const kept = report(base, statement);
      expect(tools(without)).toContain("LandingLens");
      expect(tools(kept)).not.toContain("LandingLens");
      expect(pilots(kept)).toMatch(
        /Computer-vision inspection on the line, on a system that keeps every image on site/,
      );
      expect(kept.risks.map((r) => r.risk).join(" ")).toMatch(/keep off unapproved clouds/);
    },
  );
});

describe("AI images that never show what is sold", () => {
  const agency = (more: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "real-estate",
    executiveTitle: "Owner",
    companyEmployees: "11-50",
    companyBusinessModel: "b2c",
    businessChallenges: ["generating_and_qualifying_quality_leads"],
    aiDepartments: ["marketing", "sales"],
    ...more,
  });

  it.each([
    [
      agency({ companyName: "Ridgeback Realty" }),
      "We use AI images for mood boards, but never to show a house we are selling.",
      "a house",
    ],
    [
      agency({
        companyName: "Habitations Bellerive",
        executiveTitle: "Courtière immobilière",
        headOfficeLocation: "other",
        customLocation: "Laval, QC",
      }),
      "Aucune image générée par IA de nos maisons: les acheteurs doivent voir ce qu'on construit.",
      "any of your homes",
    ],
  ])(
    "turn AI listings and virtual tours into real-photo listings, and limit the image tool",
    (base, statement, subject) => {
      const without = report(base);
      const kept = report(base, statement);
      expect(prose(without)).toMatch(/virtual tours/);
      expect(prose(kept)).not.toMatch(/virtual tours/);
      const canva = kept.recommendedApplications.find((t) => t.name === "Canva Magic Studio");
      expect(canva?.useCase).toContain(`no image it generates shows ${subject}`);
    },
  );
});

describe("a red line on AI in credit decisions", () => {
  const lender = (more: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "financial-services",
    executiveTitle: "CEO",
    businessChallenges: ["improving_credit_and_risk_decisions"],
    aiDepartments: ["finance"],
    ...more,
  });

  it.each([
    [
      lender({
        companyName: "Prairie Gate Credit Union",
        headOfficeLocation: "other",
        customLocation: "Regina, SK",
        companyEmployees: "201-500",
      }),
      "Our board bars AI in credit decisions unless every decision can be explained to the member.",
    ],
    [
      lender({
        companyName: "Caisse du Littoral",
        headOfficeLocation: "other",
        customLocation: "Rimouski, QC",
      }),
      "Le conseil n'autorise pas l'IA dans l'octroi de crédit.",
    ],
  ])("drops the credit model and its faster decisions", (base, statement) => {
    const without = report(base);
    const kept = report(base, statement);
    expect(pilots(without)).toMatch(/machine-learning credit models/);
    expect(pilots(kept)).not.toMatch(/credit models/);
    expect(tools(kept)).not.toContain("Zest AI");
  });
});
