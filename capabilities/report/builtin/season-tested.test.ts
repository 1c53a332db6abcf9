import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r26 (issue 34): a pilot only its season can test runs in it. A dealer's parts pilot,
 * judged "through the next seeding or harvest", is readied in the winter and live before seeding,
 * never run and measured in the quiet months; a pilot on the calls a wildfire brings is read after
 * the wildfire season, never at 90 days, before the first alert.
 */

const reportOf = (answers: AssessmentInput) => generateReport(inputFor(answers)).markdownReport;

const dealer = makeAnswers({
  companyName: "Assiniboine Valley Equipment",
  companyIndustry: "retail",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Portage la Prairie, Manitoba",
  businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
  otherChallenge:
    "We sell and service combines and tractors from three branches. Nothing new goes live during seeding or harvest.",
  aiFriction: "",
  aiExperience: "",
});

const strata = makeAnswers({
  companyName: "Lakeshore Ridge Property Management",
  companyIndustry: "real-estate",
  companyEmployees: "11-50",
  headOfficeLocation: "other",
  customLocation: "Kelowna, British Columbia",
  otherChallenge:
    "Wildfire season, July to September, brings evacuation alerts and a flood of owner calls: last August our four managers took over 600 calls in two weeks.",
  aiFriction: "",
  aiExperience: "",
});

describe("a pilot only its season can test", () => {
  it("is live before the season it is judged in, not run in the quiet months", () => {
    const report = reportOf(dealer);
    expect(report).toMatch(/through the next seeding or harvest/);
    expect(report).toMatch(
      /ready it in the quiet months, [^.]*, and have it live before the season opens in April 2027, so that the season is its test/,
    );
    expect(report).not.toMatch(
      /run it in the quiet months[^.]*measured against the same months a year before/,
    );
  });

  it("is read after the season, not at 90 days", () => {
    const report = reportOf(strata);
    expect(report).toMatch(/its results are read in October 2026/);
    expect(report).toMatch(
      /Within 90 days: [^\n]*checks the pilot is running before the season opens[^\n]*in October 2026, after the season/,
    );
    expect(report).not.toMatch(
      /Within 90 days: [^\n]*reviews [^\n]*against the baseline, then decides/,
    );
  });
});
