import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";
import { sectorOfAnswers } from "./sector";

/**
 * Schools, clinics and stores named as the places a company works for are its customers, never
 * what it is (issue 34, round 18): a cleaning contractor that cleans schools and stores is no
 * school and no retailer but a cleaning contractor (round 21), and an IT provider for clinics
 * keeps its own kind.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Operations Director",
  companyEmployees: "201-500",
  companyIndustry: "other",
  businessChallenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const cleaner: Partial<AssessmentInput> = {
  ...quiet,
  companyName: "Northgate Facility Services Ltd.",
  ...headOfficeAt("Saskatoon, Saskatchewan"),
  otherChallenge:
    "We clean 40 schools for the school division, six medical clinics and twelve stores downtown; our night crews turn over every few months and supervisors spend Mondays rebuilding the schedule.",
  aiFriction:
    "Crews who work in occupied schools and clinics must be background-checked, and we keep the checks on paper.",
};

const FOREIGN =
  /a school or college|a retailer\b|a clinic\b|Ambient clinical documentation|Traffic-based workforce scheduling/;

describe("a company that names schools, clinics and stores as its customers", () => {
  let prose: string;
  let itProse: string;
  beforeAll(() => {
    prose = proseOf(cleaner);
    itProse = proseOf({
      ...quiet,
      executiveTitle: "President",
      companyName: "Bayview Tech Partners Inc.",
      ...headOfficeAt("Halifax, Nova Scotia"),
      otherChallenge:
        "We are a managed IT services provider: we support 30 medical clinics, 12 private schools and a chain of stores, and our technicians spend hours on tickets that repeat.",
      aiFriction: "",
    });
  });

  it("a cleaning contractor keeps the words of its own work, and its industry on both pages", () => {
    expect(prose.match(new RegExp(`.{0,60}(?:${FOREIGN.source}).{0,30}`, "g"))).toBeNull();
    expect(sectorOfAnswers(makeAnswers(cleaner))).toBe("Commercial cleaning contractor");
  });

  it("an IT provider for clinics, schools and stores stays an IT provider", () => {
    expect(itProse).toMatch(
      /a managed IT services provider|an IT services provider|a managed service provider/,
    );
    expect(itProse.match(new RegExp(`.{0,60}(?:${FOREIGN.source}).{0,30}`, "g"))).toBeNull();
  });
});
