import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeMeasures } from "@/capabilities/report/content/challenge-measures";
import { systemFunctions } from "@/capabilities/report/content/system-functions";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { heldSystems, holdersOf, vendorsToAsk } from "./held-systems";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: the systems the executive named, each by what it does. The report says data lives
 * only in the systems whose function keeps it (fraud cases in the fraud-alert system, credit
 * decisions in the loan system, lead sources in the CRM), never in the whole list pasted; and
 * paper or a public body's filing portal is never a vendor to ask about AI.
 */

const quiet = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({ aiExperience: "", aiFriction: "", otherChallenge: "", ...overrides });
const reportOf = (answers: AssessmentInput) => generateReport(inputFor(answers)).reportData;
const dependencies = (answers: AssessmentInput) => {
  const { roadmap } = reportOf(answers);
  return [roadmap.phase1, roadmap.phase2, roadmap.phase3]
    .flatMap((p) => p.initiatives ?? [])
    .map((i) => `${i.action} | ${i.dependsOn ?? ""}`)
    .join("\n");
};
const objectives = (answers: AssessmentInput) => reportOf(answers).roadmap.phase2.objectives ?? [];

describe("what each named system does", () => {
  it.each([
    [
      "PracticePro for trust accounting and time, the land title e-filing portal, and a paper diary for court dates",
      ["PracticePro"],
    ],
    ["Dentrix, paper charts for patients seen before 2015", ["Dentrix"]],
    [
      "Registre foncier for filings, Maestro for estimating, un cahier papier for the shop",
      ["Maestro"],
    ],
    ["A paper binder and a whiteboard in the office", []],
    ["Croptracker, ADP, WhatsApp groups for the crews", ["Croptracker", "ADP"]],
    ["Acomba, Lightspeed et les textos aux livreurs", ["Acomba", "Lightspeed"]],
    // Non-triggers: every product a vendor sells is asked about.
    ["Jobber and QuickBooks Online", ["Jobber", "QuickBooks Online"]],
    ["Hyphen BuildPro (scheduling and POs), CompanyCam", ["Hyphen BuildPro", "CompanyCam"]],
  ])("asks the vendors of %j: %j", (otherPlatforms, vendors) => {
    expect(vendorsToAsk(quiet({ otherPlatforms }))).toEqual(vendors);
  });

  it("names an unnamed system in the executive's words and a host after a function's capital", () => {
    const held = heldSystems(
      quiet({
        otherPlatforms:
          "Core banking hosted by Celero, a separate loan origination system for farm lending, Five9 contact centre",
        enterprisePlatforms: ["microsoft365"],
      }),
    ).map((s) => [s.name, s.functions.map((f) => f.id)]);
    expect(held).toEqual([
      ["Celero", ["core-banking"]],
      ["the separate loan origination system", ["lending"]],
      ["Five9", ["contact-centre"]],
      ["Microsoft 365", ["office"]],
    ]);
  });

  it("reads the product where the work is said first (review r23: « Facturation » as a product)", () => {
    const names = (otherPlatforms: string) =>
      heldSystems(makeAnswers({ otherPlatforms, enterprisePlatforms: ["none"] })).map(
        (s) => s.name,
      );
    expect(
      names(
        "Facturation et gestion des abonnés dans Azotel; supervision du réseau avec Zabbix; billets de service dans Zendesk",
      ),
    ).toEqual(["Azotel", "Zabbix", "Zendesk"]);
    expect(names("Billing in Azotel, tickets in Zendesk")).toEqual(["Azotel", "Zendesk"]);
  });

  it("asks no vendor at all when the answer names only paper", () => {
    const text = JSON.stringify(
      generateRoadmap(
        inputFor(
          quiet({
            companyIndustry: "other",
            enterprisePlatforms: ["none"],
            otherPlatforms: "A paper binder for bookings and a wall calendar",
          }),
        ),
      ),
    );
    expect(text).not.toMatch(/Ask the vendors? of/);
    expect(text).not.toMatch(/paper binder[^"]*which AI features/);
  });

  it("tells a law firm to ask the vendors of its software only, never of its paper diary", () => {
    const text = JSON.stringify(
      generateRoadmap(
        inputFor(
          quiet({
            companyName: "Ridgeline Law",
            companyIndustry: "consulting",
            companyEmployees: "1-10",
            otherPlatforms:
              "PracticePro for trust accounting and time, the land title e-filing portal, and a paper diary for court dates",
          }),
        ),
      ),
    );
    expect(text).toContain("Ask the vendor of PracticePro which AI features");
    expect(text).not.toMatch(/paper diary[^"]*which AI features|e-filing portal[^"]*which AI/);
  });
});

describe("where the pilots' data lives", () => {
  const creditUnion = quiet({
    companyName: "Prairie Hollow Credit Union",
    companyIndustry: "financial-services",
    companyEmployees: "201-500",
    companyRevenue: "100m-500m",
    businessChallenges: [
      "detecting_fraud_and_financial_crime_earlier",
      "improving_credit_and_risk_decisions",
    ],
    orgPosture: "activating",
    orgAiElements: ["ai_policy", "dept_pilots", "dedicated_budget"],
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms:
      "Temenos core banking, FraudShield for AML and fraud alerts, a loan origination system for business lending, Five9 contact centre",
  });
  const brokerage = quiet({
    companyName: "Westshore Realty",
    companyIndustry: "real-estate",
    companyEmployees: "11-50",
    businessChallenges: ["generating_and_qualifying_quality_leads"],
    enterprisePlatforms: ["hubspot", "microsoft365"],
    otherPlatforms: "PhotoSnap for listing photos, Bluebeam, Lone Wolf for transactions",
  });
  const dealer = (enterprisePlatforms: AssessmentInput["enterprisePlatforms"]) =>
    quiet({
      companyName: "Valley Monuments Ltd.",
      companyIndustry: "other",
      companyEmployees: "11-50",
      businessChallenges: ["managing_costs_and_protecting_margins"],
      enterprisePlatforms,
      otherPlatforms: "SiteCraft for the website, Gmail",
    });

  it("puts a credit union's fraud cases in its fraud system and its credit decisions in its loan system", () => {
    const text = dependencies(creditUnion);
    expect(text).toMatch(/fraud and legitimate cases labelled with their outcome in FraudShield\b/);
    expect(text).toMatch(
      /credit decisions with repayment outcomes in the loan origination system\b/,
    );
    expect(text).not.toMatch(/in [^|]*Five9|in [^|]*Temenos[^|]*FraudShield/);
    expect(objectives(creditUnion)).toContain(
      "Connect the pilots to the data in FraudShield and the loan origination system",
    );
  });

  it("tracks a brokerage's lead sources in its CRM, not in its photo or drawing tools", () => {
    const text = dependencies(brokerage);
    expect(text).toMatch(/lead sources tracked in HubSpot\b/);
    expect(text).not.toMatch(/PhotoSnap|Bluebeam|Lone Wolf/);
    expect(objectives(brokerage)).toContain("Connect the pilots to the data in HubSpot");
  });

  it("allocates a dealer's costs in its accounts, never in its website or e-mail", () => {
    expect(dependencies(dealer(["quickbooks"]))).toMatch(
      /Costs allocated by line of business in QuickBooks\b/,
    );
    const none = dependencies(dealer(["none"]));
    expect(none).not.toMatch(/SiteCraft|Gmail/);
    expect(none).toMatch(/Costs allocated by line of business in your system of record/);
    expect(objectives(dealer(["none"])).join("\n")).not.toMatch(/SiteCraft|Gmail/);
  });

  it("knows who holds the data of every dependency that names a system", () => {
    for (const measure of Object.values(challengeMeasures))
      if (measure.dependsOn?.includes("{system}")) {
        const clause =
          measure.dependsOn.split(/,\s+(?:and|with)\s+|;\s+/).find((c) => c.includes("{system}")) ??
          "";
        expect([clause, systemFunctions.some((f) => f.holds?.test(clause))]).toEqual([
          clause,
          true,
        ]);
      }
    expect(holdersOf("Costs allocated by line of business in {system}", dealer(["none"]))).toEqual(
      [],
    );
  });
});

describe("numbers in the systems answer (review r24)", () => {
  it("never makes EDI message numbers a vendor to ask", () => {
    const answers = quiet({
      otherPlatforms:
        "Revenova TMS on Salesforce; Highway for carrier vetting; SPS Commerce for EDI 204, 990 and 214",
    });
    const names = heldSystems(answers).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Revenova TMS", "Highway", "SPS Commerce"]));
    expect(names).not.toContain("990");
    expect(names).not.toContain("214");
    expect(vendorsToAsk(answers).join(" ")).not.toMatch(/\b(?:990|214)\b/);
  });

  it("never makes the word AI a vendor to ask (review r25)", () => {
    const answers = quiet({
      otherPlatforms:
        "Dentrix Ascend (practice management, charting, imaging), ITRANS/CDAnet claims, AI after-hours phone answering service, Weave patient texting",
    });
    expect(heldSystems(answers).map((s) => s.name)).not.toContain("AI");
    expect(vendorsToAsk(answers).join(" ")).not.toMatch(/\bAI\b/);
  });
});

describe("the systems a sentence names (review r26)", () => {
  it("reads products, never a kind of system, a kind of work or a whole sentence", () => {
    const held = heldSystems(
      makeAnswers({
        enterprisePlatforms: [],
        otherPlatforms:
          "IntelliDealer is our DMS for parts, service work orders and whole-goods inventory. Warranty claims and parts orders go through the manufacturer's dealer portal, and the GL runs on Sage 300.",
      }),
    ).map((s) => s.name);
    expect(held).toEqual(["IntelliDealer", "the manufacturer's dealer portal", "Sage 300"]);
  });
});
