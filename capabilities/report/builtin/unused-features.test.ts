import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsOf, documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review r22 (#34, class 3): "We bought Bullhorn two years ago and have never used its automation
 * features" left Bullhorn a quick-win question to its vendor while the pilots named "a tool to be
 * chosen in phase 1", and the brief approved a new prospecting tool. A system the company owns
 * and has not switched on is the first lever: the pilot on the work it covers switches on its
 * automation and measures it, the brief decides that first, and no tool of its kind is sold beside it.
 */

const agency = (answers: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "other",
    companyEmployees: "11-50",
    businessChallenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
    orgPosture: "exploring",
    orgAiElements: ["none_yet"],
    enterprisePlatforms: ["microsoft365"],
    aiFriction: "",
    companyName: "Harbour Temp Services",
    ...headOfficeAt("Halifax, Nova Scotia"),
    otherChallenge:
      "We are a staffing agency placing about 150 warehouse workers a week, and no-shows on early shifts cost us clients.",
    ...answers,
  });

describe("a system in place whose automation is unused", () => {
  const tempworks = agency({
    otherPlatforms: "TempWorks, QuickBooks Online",
    aiExperience: "We have had TempWorks for three years but nobody has turned on its automation.",
  });
  const text = documentsText(tempworks);
  const { report } = documentsOf(tempworks);

  it("is the brief's decision before anything new is bought", () => {
    expect(report.brief!.decisions.join(" ")).toMatch(
      /Switch on the automation features of TempWorks you already pay for and have not used \(you wrote “We have had TempWorks for three years but nobody has turned on its automation”\)/,
    );
  });

  it("runs the pilot on the work it covers, switched on and measured", () => {
    expect(text).toMatch(
      /in TempWorks, already paid for: first switch on the automation features you own and have not used/,
    );
    expect(text).not.toMatch(/a tool to be chosen in phase 1/);
  });

  it("leaves no workflow automation tool sold beside it", () => {
    expect(report.recommendedApplications.map((t) => t.category)).not.toContain(
      "Workflow automation",
    );
  });

  it("is read in French too", () => {
    const french = documentsOf(
      agency({
        otherPlatforms: "Bullhorn",
        aiExperience:
          "Nous avons Bullhorn depuis deux ans mais nous n'avons jamais utilisé ses fonctions d'automatisation.",
      }),
    ).report;
    expect(french.brief!.decisions.join(" ")).toMatch(
      /Switch on the automation features of Bullhorn you already pay for/,
    );
  });

  it("outside a staffing agency, is switched on and measured before anything new for its work", () => {
    const landscaper = documentsOf(
      makeAnswers({
        companyIndustry: "other",
        companyEmployees: "11-50",
        companyName: "Greenline Landscaping",
        businessChallenges: [
          "improving_operational_efficiency",
          "growing_revenue_in_a_competitive_market",
        ],
        otherPlatforms: "Jobber",
        aiExperience: "We pay for Jobber but have never used its AI features.",
        aiFriction: "",
        otherChallenge: "Quoting new jobs takes our estimator two evenings a week.",
      }),
    ).report;
    expect(landscaper.brief!.decisions.join(" ")).toMatch(
      /Switch on the AI features of Jobber you already pay for and have not used/,
    );
  });
});

describe("a system never used is not one in place", () => {
  it("takes no system from “we have never used Procore”", () => {
    const builder = documentsText(
      makeAnswers({
        companyIndustry: "real-estate",
        companyName: "Ridgeview Homes",
        otherChallenge: "We build 40 homes a year and our schedules slip.",
        aiExperience: "We have never used Procore or any construction software.",
        otherPlatforms: "",
      }),
    );
    expect(builder).not.toMatch(/Switch on the|Procore AI|in or beside Procore/);
  });
});
