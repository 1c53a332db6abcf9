import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review r22 (#34, class 1 and 2): a temporary staffing agency in Surrey that ticked "Consulting
 * & Professional Services" read as a consultancy (utilisation per consultant, McKinsey's Lilli,
 * the BCG consultants study, thought leadership), its same-day orders as internal hiring ("days
 * from posting to accepted offer"), its no-shows as a salon's cancelled slots ("booking system",
 * "waitlist"), and its "food processing" clients made it a food maker under the CFIA. A staffing
 * agency is a kind of its own, read from its words whatever option was ticked, with its licence
 * by province, WorkSafeBC for the workers it places and BC's Pay Transparency Act for its ads.
 */

const textOf = (answers: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      companyRevenue: "10m-50m",
      businessChallenges: [
        "improving_utilisation_and_billable_hours",
        "winning_new_clients_in_a_crowded_market",
      ],
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      enterprisePlatforms: ["microsoft365"],
      aiFriction: "",
      aiExperience: "",
      ...answers,
    }),
  );

describe("a temporary staffing agency entered under Consulting", () => {
  const abbotsford = textOf({
    companyName: "Valley Shift Workforce",
    executiveTitle: "General Manager",
    headOfficeLocation: "lower-mainland",
    otherChallenge:
      "We are a temp agency in Abbotsford placing about 250 warehouse, food processing and packing workers a week with 30 clients. Our recruiters spend every morning filling same-day orders by phone and no-shows cost us accounts.",
    aiExperience: "Two recruiters use ChatGPT to write job ads.",
  });

  it("is named a staffing agency, with a staffing agency's landscape and no consultancy's", () => {
    expect(abbotsford).toMatch(/Valley Shift Workforce, a temporary staffing agency/);
    expect(abbotsford).toMatch(/Shift confirmations and no-show follow-up/);
    expect(abbotsford).toMatch(/A ranked call list for each order/);
    expect(abbotsford).not.toMatch(
      /consultants?\b|Lilli|BCG|thought-leadership|billable utilization|firm knowledge|professional services firm/i,
    );
  });

  it("measures same-day orders and no-shows as an agency's, never a hire or a booking's gap", () => {
    expect(abbotsford).toMatch(/orders filled by the shift's start/);
    expect(abbotsford).toMatch(/no-show rate \(no-shows over shifts booked\)/);
    expect(abbotsford).not.toMatch(/days from posting to accepted offer|last six to ten hires/);
    expect(abbotsford).not.toMatch(/booking system|waitlist|cancelled slots/i);
  });

  it("makes no food because its workers go to food plants", () => {
    expect(abbotsford).not.toMatch(/Safe Food for Canadians|CFIA|allergen|a food processor/);
  });

  it("answers to its licence, WorkSafeBC and BC's Pay Transparency Act", () => {
    expect(abbotsford).toMatch(
      /BC's Employment Standards Act, under which the Employment Standards Branch licenses agencies/,
    );
    expect(abbotsford).toMatch(/four years the Act has required since its 2019 amendments/);
    expect(abbotsford).toMatch(/WorkSafeBC's Occupational Health and Safety Regulation/);
    expect(abbotsford).toMatch(/BC's Pay Transparency Act/);
  });
});

describe("a staffing agency elsewhere in Canada", () => {
  it("in Ontario, under Other, holds the temporary help agency licence of Part XVIII.1", () => {
    const mississauga = textOf({
      companyIndustry: "other",
      businessChallenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
      companyName: "Peel Industrial Staffing Inc.",
      ...headOfficeAt("Mississauga, Ontario"),
      otherChallenge:
        "We place about 400 temporary workers a week in warehouses and plants, and our job orders come in by phone the night before.",
    });
    expect(mississauga).toMatch(/a temporary staffing agency/);
    expect(mississauga).toMatch(
      /Part XVIII\.1 of Ontario's Employment Standards Act, 2000, under which a temporary help agency has needed a licence from the Director of Employment Standards since 1 January 2024/,
    );
    expect(mississauga).toMatch(/Ontario's Occupational Health and Safety Act/);
    expect(mississauga).not.toMatch(/Pay Transparency Act|WorkSafeBC/);
  });

  it("in Alberta, under Manufacturing, holds its employment agency business licence", () => {
    const calgary = textOf({
      companyIndustry: "manufacturing",
      businessChallenges: [
        "reducing_unplanned_equipment_downtime",
        "replacing_retiring_skilled_workers",
      ],
      companyName: "Bow River Labour Solutions",
      ...headOfficeAt("Calgary, Alberta"),
      otherChallenge:
        "We are a staffing agency supplying general labourers and forklift operators to 20 plants in Calgary.",
    });
    expect(calgary).toMatch(
      /Alberta's Consumer Protection Act and its Employment Agency Business Licensing Regulation/,
    );
  });

  it("in Quebec, in French, holds the CNESST's licence for placement agencies", () => {
    const laval = textOf({
      companyIndustry: "other",
      businessChallenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
      companyName: "Placement Rive-Nord",
      executiveTitle: "Président",
      ...headOfficeAt("Laval, Québec"),
      otherChallenge:
        "Nous sommes une agence de placement de personnel : nous plaçons environ 300 travailleurs par semaine dans des entrepôts et des usines de transformation alimentaire.",
    });
    expect(laval).toMatch(/a temporary staffing agency/);
    expect(laval).toMatch(/under which the CNESST licenses them/);
    expect(laval).not.toMatch(/Safe Food for Canadians|a food processor/);
  });
});

describe("a company that uses a staffing agency", () => {
  it("stays what it is: a food plant whose seasonal staff come from an agency is a food processor", () => {
    const plant = textOf({
      companyIndustry: "manufacturing",
      businessChallenges: [
        "improving_quality_control_and_reducing_defects",
        "forecasting_demand_and_optimising_inventory",
      ],
      companyName: "Chilliwack Berry Packers",
      otherChallenge:
        "We run a fruit processing plant and seasonal staff come from our staffing agency every July.",
    });
    expect(plant).not.toMatch(/a temporary staffing agency|Employment Standards Branch/);
    expect(plant).toMatch(/Safe Food for Canadians/);
  });
});
