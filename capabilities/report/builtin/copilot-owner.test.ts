import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { copilotIsOwn } from "./copilot-owner";
import { generateReport } from "./documents";

/**
 * A tool the executive uses personally is theirs, never the team's (issue 34, class 11): the
 * tools question asks what the executive uses, so "Copilot" ticked with "I use Copilot in Outlook
 * myself" is the executive's own use, and only words about others make it the company's.
 */

const firm = (aiExperience: string | undefined) =>
  makeAnswers({
    executiveName: "Harpreet Sandhu",
    companyName: "Okanagan Ledger CPA",
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    enterprisePlatforms: ["microsoft365"],
    aiToolsUsed: ["chatgpt", "copilot"],
    aiExperience,
  });

describe("whose Copilot it is", () => {
  it.each([
    "I use Copilot in Outlook myself to summarise long threads.",
    "J'utilise Copilot moi-même pour résumer mes courriels.",
    undefined,
  ])("the executive's own, from %j", (words) => {
    const answers = firm(words);
    expect(copilotIsOwn(answers)).toBe(true);
    const fits = generateReport(inputFor(answers))
      .reportData.recommendedApplications.map((t) => t.fit)
      .join(" ");
    expect(fits).toContain("Harpreet Sandhu uses Microsoft Copilot personally");
    expect(fits).not.toContain("Okanagan Ledger CPA uses Microsoft Copilot");
  });

  it.each([
    "Our team uses Copilot to draft engagement letters.",
    "Nous utilisons Copilot dans Teams pour les comptes rendus.",
    "Staff use Copilot for meeting notes.",
  ])("the company's, from %j", (words) => {
    const answers = firm(words);
    expect(copilotIsOwn(answers)).toBe(false);
    const fits = generateReport(inputFor(answers))
      .reportData.recommendedApplications.map((t) => t.fit)
      .join(" ");
    expect(fits).not.toContain("uses Microsoft Copilot personally");
  });

  it("is nobody's when Copilot is not ticked", () => {
    expect(copilotIsOwn(makeAnswers({ aiToolsUsed: ["chatgpt"] }))).toBe(false);
  });
});
