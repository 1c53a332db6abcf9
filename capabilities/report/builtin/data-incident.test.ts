import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { dataIncidentIn } from "./data-incident";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (r8b review): personal data that already went into an AI tool is said as what
 * happened, never as a risk still to come ("Once staff … follow your lead").
 */

const markdown = (industry: string, aiExperience: string) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: industry as AssessmentInput["companyIndustry"],
        companyEmployees: "11-50",
        businessChallenges: challenges(industry, 0),
        orgPosture: "curious",
        orgAiElements: ["none_yet"],
        aiToolsUsed: ["chatgpt"],
        aiExperience,
        aiFriction: undefined,
        otherChallenge: undefined,
      }),
    ),
  ).markdownReport;

describe("personal data already put into an AI tool", () => {
  it.each([
    [
      "real-estate",
      "Last spring a leasing agent pasted tenant applications with personal information into ChatGPT, and we only found out at the audit.",
    ],
    [
      "manufacturing",
      "An estimator uploaded a customer's confidential drawings to a free AI tool last year before anyone noticed.",
    ],
    [
      "healthcare",
      "Notre adjointe a essayé ChatGPT pour les lettres, mais on a arrêté quand on a vu qu'elle y collait des renseignements personnels de patients.",
    ],
  ])("is said as what happened (%s)", (industry, aiExperience) => {
    const report = markdown(industry, aiExperience);
    expect(report).toContain(
      `It has happened at Northwind Logistics before (you wrote “${aiExperience.replace(/\.$/, "")}”)`,
    );
    expect(report).not.toContain("follow your lead");
  });

  it.each([
    "I use ChatGPT at home, always with no client or patient names in it.",
    "Nothing goes into free AI tools: not client names, not policy numbers.",
    "I watched a demo but it needed our full client file uploaded to a US server.",
    "Nous ne mettons jamais de renseignements personnels dans ChatGPT.",
  ])("is not read from %j", (sentence) => {
    expect(dataIncidentIn(sentence)).toBeNull();
  });
});
