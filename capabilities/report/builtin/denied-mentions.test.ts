import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { namedAuthorities } from "./named-authorities";
import { ownFigures } from "./own-figures";
import { firstMentionOf } from "./negation";

/**
 * Review r14 class 2: a sentence is evidence only for what it says. A word named to deny it
 * ("not a chatbot", « pas un robot conversationnel ») triggers no risk and raises no work; a
 * law named as someone's mistake or said not to apply is never cited as applying; a figure
 * the executive gave as a range is quoted whole.
 */

const answers = (more: Partial<AssessmentInput>) =>
  makeAnswers({
    companyName: "Bluewater Kayak Co.",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees: "11-50",
    businessChallenges: [],
    aiDepartments: ["operations"],
    otherChallenge: undefined,
    aiFriction: undefined,
    ...more,
  });
const reportOf = (more: Partial<AssessmentInput>) =>
  generateReport(auditInput({ answers: answers(more) }));

describe("a word named only to deny it", () => {
  it.each([
    ["en", "Our dive safety briefings have to come from our safety plan, not a chatbot."],
    ["en, never", "Guests get a person on the phone, never a chatbot."],
    ["fr", "Les consignes de sécurité viennent de notre plan, pas d'un chatbot."],
    ["fr, aucun", "Nous n'avons aucun chatbot et nos guides répondent eux-mêmes."],
  ])("triggers no customer-assistant risk (%s)", (_, aiFriction) => {
    const report = reportOf({ aiFriction });
    const why = report.reportData.risks.map((r) => r.why).join(" | ");
    expect(why).not.toMatch(/Your answers mention “chatbot”/);
  });

  it("still triggers it where the word is meant", () => {
    const report = reportOf({ aiFriction: "We are thinking of a chatbot for the booking page." });
    const why = report.reportData.risks.map((r) => r.why).join(" | ");
    expect(why).toMatch(/Your answers mention “chatbot”/);
  });

  it("raises no work on what it denies", () => {
    const md = reportOf({
      aiExperience:
        "Ines, our lead guide, tried it for the tide safety script and I told her to stop - that has to come from our safety plan, not a chatbot.",
      aiToolsUsed: ["chatgpt"],
    }).markdownReport;
    expect(md).not.toMatch(/Answer routine questions faster[^\n]*Ines/);
  });

  it.each([
    ["not a chatbot", "chatbot"],
    ["pas un chatbot", "chatbot"],
    ["aucun chatbot", "chatbot"],
    ["we want a chatbot", "chatbot"],
  ])("reads “%s”", (text, word) => {
    const found = firstMentionOf(text, /chatbot/i);
    expect(found).toBe(/want/.test(text) ? word : null);
  });
});

describe("a law named as someone's mistake or said not to apply", () => {
  const named = (more: Partial<AssessmentInput>) =>
    namedAuthorities(buildContext(auditInput({ answers: answers(more) }))).map((a) => a.name);
  it.each([
    [
      "en, which doesn't apply",
      "The vendor's template cited the Ontario Occupational Health and Safety Act, which doesn't even apply to us.",
      "Ontario Occupational Health and Safety Act",
    ],
    [
      "en, instead of",
      "Ravi uses ChatGPT for safety talks; one cited the Alberta OHS Code instead of the BC OHS Regulation.",
      "Alberta OHS Code",
    ],
    [
      "fr, ne s'applique pas",
      "Le gabarit du fournisseur citait le Code canadien du travail, qui ne s'applique pas à nous.",
      "Code canadien du travail",
    ],
  ])("is never cited as applying (%s)", (_, aiExperience, law) => {
    expect(named({ aiExperience })).not.toContain(law);
    const risks = reportOf({ aiExperience })
      .reportData.risks.map((r) => r.risk)
      .join(" | ");
    expect(risks).not.toContain(`falls under the ${law}`);
    expect(risks).not.toContain(`falls under ${law}`);
  });

  it("keeps the law said to apply", () => {
    expect(
      named({
        aiExperience:
          "Ravi uses ChatGPT for safety talks; one cited the Alberta OHS Code instead of the BC OHS Regulation.",
      }),
    ).toContain("BC OHS Regulation");
  });
});

describe("a figure given as a range", () => {
  it.each([
    [
      "Booking sites take 25-30% commission on roughly 40% of our trips.",
      ["25-30%", "roughly 40%"],
    ],
    ["Les plateformes prennent de 25 à 30 % de commission.", ["25 à 30 %"]],
    ["Card fees run 15% to 20% on most orders.", ["15% to 20%"]],
  ])("is quoted whole: “%s”", (text, figures) => {
    expect(ownFigures(text)).toEqual(figures);
  });

  it("is quoted whole in the report", () => {
    const md = reportOf({
      otherChallenge: "Booking sites take 25-30% commission on roughly 40% of our trips.",
    }).markdownReport;
    expect(md).not.toContain("“30%”");
    expect(md).toContain("“25-30%”");
  });
});
