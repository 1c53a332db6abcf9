import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { findTool } from "@/capabilities/report/content/tools";
import { occupiedBy } from "./held-systems";
import { recommendTools } from "./documents";

/**
 * Review r17 class 5: tools by need and system, not by category word. An industry system that
 * schedules the work is the company's scheduler; a bookings calendar is no staff schedule; a
 * drawing-review tool needs drawings in the answers; receipt capture needs accounting software
 * it feeds.
 */

const base = (shape: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "51-200",
    orgPosture: "exploring",
    orgAiElements: ["none_yet"],
    aiToolsUsed: ["none"],
    aiExperience: undefined,
    aiFriction: undefined,
    otherChallenge: undefined,
    otherPlatforms: undefined,
    enterprisePlatforms: ["microsoft365"],
    ...shape,
  });

const tools = (a: AssessmentInput) => recommendTools(auditInput({ answers: a })).map((t) => t.name);

const SCHEDULERS = ["Deputy", "7shifts"];

describe("an industry system that schedules the work rules out a second scheduler", () => {
  const shiftWork = (industry: "retail" | "food-services", otherPlatforms?: string) =>
    base({
      companyIndustry: industry,
      businessChallenges: [
        industry === "retail"
          ? "scheduling_staff_to_match_store_traffic"
          : "staffing_shifts_and_reducing_turnover",
      ],
      aiDepartments: ["hr", "operations"],
      otherChallenge: "Shift gaps and overtime on weekends wear our staff out.",
      ...(otherPlatforms ? { otherPlatforms } : {}),
    });

  it.each(["retail", "food-services"] as const)(
    "proposes a shift scheduler to a %s company where no system schedules the staff",
    (industry) => {
      expect(tools(shiftWork(industry)).some((name) => SCHEDULERS.includes(name))).toBe(true);
    },
  );

  it.each([
    ["retail", "Dayforce (time and attendance), Lightspeed"],
    ["retail", "UKG Ready (workforce management), Shopify"],
    ["food-services", "CaterZen (orders and event scheduling), Sage 50"],
    ["food-services", "Traiteur Plus (commandes et répartition du personnel), Acomba"],
  ] as const)("none beside it: %s, %s", (industry, otherPlatforms) => {
    const named = tools(shiftWork(industry, otherPlatforms));
    for (const scheduler of SCHEDULERS) expect(named).not.toContain(scheduler);
  });

  it.each([
    ["AlayaCare, Ceridian Dayforce (payroll)", "AlayaCare"],
    ["HomeVisit Pro (visit scheduling, EVV, client notes)", "HomeVisit Pro"],
  ])("a home-care system schedules the visits: %s", (otherPlatforms, system) => {
    const agency = base({ companyIndustry: "healthcare", otherPlatforms });
    expect(occupiedBy(findTool("Deputy")!, agency)?.name).toBe(system);
  });
});

describe("a bookings calendar is no staff schedule", () => {
  it.each([
    "Bookings live on a paper calendar at the front desk and in an Excel sheet.",
    "Les réservations sont notées dans un calendrier papier et un fichier Excel.",
  ])("%s", (aiFriction) => {
    const named = tools(
      base({
        companyIndustry: "travel-hospitality-tourism",
        companyEmployees: "1-10",
        businessChallenges: ["handling_guest_enquiries_around_the_clock"],
        aiDepartments: ["hr", "customer_service"],
        aiFriction,
        enterprisePlatforms: ["none"],
      }),
    );
    for (const scheduler of SCHEDULERS) expect(named).not.toContain(scheduler);
  });
});

describe("a drawing-review tool needs drawings in the answers", () => {
  const firm = (otherChallenge: string) =>
    base({
      companyIndustry: "consulting",
      businessChallenges: [],
      aiDepartments: ["operations"],
      otherChallenge,
    });

  it.each([
    "Our P.Eng. signs every groundwater report, and report writing takes weeks.",
    "Nos ingénieurs (ing.) signent chaque rapport d'évaluation environnementale.",
  ])("none for a firm that writes reports: %s", (otherChallenge) => {
    expect(tools(firm(otherChallenge))).not.toContain("Bluebeam");
  });
});

describe("receipt capture needs the accounting software it feeds", () => {
  const office = (shape: Partial<AssessmentInput>) =>
    base({
      companyIndustry: "other",
      companyEmployees: "11-50",
      businessChallenges: [],
      aiDepartments: ["finance"],
      enterprisePlatforms: ["none"],
      ...shape,
    });

  it.each([
    "Invoices go out late and we chase parents for payment.",
    "Les factures partent en retard et nous relançons les parents pour le paiement.",
  ])("%s", (otherChallenge) => {
    expect(tools(office({ otherChallenge }))).not.toContain("Dext");
    expect(tools(office({ otherChallenge, enterprisePlatforms: ["quickbooks"] }))).toContain(
      "Dext",
    );
  });
});
