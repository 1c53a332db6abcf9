import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Facts the executive states are read as written: a size written as an adjective ("a 38-person
 * company") sizes the costs, a staff member who "uses it" uses the AI the answer names, and work
 * that "takes me every evening" is the executive's own, so they own its pilot.
 */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyName: "Larchwood Survey Works",
    companyIndustry: "other",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    executiveTitle: "Managing Director",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiToolsUsed: ["chatgpt"],
    aiFriction: "",
    otherChallenge: "",
    aiExperience: "",
    ...overrides,
  });
const documents = documentsText;

describe("a headcount written as an adjective", () => {
  it.each([
    "We are a 38-person survey company; our field reports take days to write.",
    "We're a thirty-eight person firm and our field reports take days to write.",
  ])("sizes the costs to the 38 of %j", (otherChallenge) => {
    const text = documents(firm({ otherChallenge }));
    expect(text).toMatch(/about 20% of 38\)/);
    expect(text).not.toMatch(/an assumed 23\b/);
  });

  // An unstated group is a number to confirm, never a share of an assumed total (review r18).
  it("still assumes a headcount without one, and reads none from a pilot group's size", () => {
    expect(documents(firm({ otherChallenge: "Our field reports take days to write." }))).toMatch(
      /assumed for a company of 11–50|a number to confirm: the answers do not count them/,
    );
    const pilot = documents(
      firm({ otherChallenge: "A 5-person pilot team will test drafting field reports." }),
    );
    expect(pilot).toMatch(/a number to confirm: the answers do not count them/);
    expect(pilot).not.toMatch(/of 5\)|a company of 5 staff/);
  });
});

describe("a staff member who uses the AI the answer names", () => {
  it.each([
    "I used ChatGPT to draft a few quotes and our office admin uses it to answer client emails.",
    "J'utilise ChatGPT pour les soumissions; notre adjointe l'utilise pour répondre aux courriels des clients.",
  ])("reads %j as staff using AI, not the executive alone", (aiExperience) => {
    const text = documents(firm({ aiExperience }));
    expect(text).toMatch(/has people using AI on their own/);
    expect(text).not.toMatch(/nobody at .* uses AI for work yet|own use, no AI is in use/);
  });

  it("still reads the executive's use alone as theirs", () => {
    const text = documents(firm({ aiExperience: "I used ChatGPT to draft a few quotes." }));
    expect(text).not.toMatch(/has people using AI on their own/);
  });
});

describe("work the executive does themselves", () => {
  it.each([
    "Quoting new survey jobs takes me every evening in spring.",
    "Writing up quotes for new survey jobs costs me three evenings a week.",
  ])("gives the pilot on %j to the executive", (otherChallenge) => {
    const text = documents(firm({ otherChallenge }));
    expect(text).toMatch(/the first pilot \(you wrote “[^”]+”\), owned by the Managing Director/);
    expect(text).toMatch(
      /Quote faster from your own past work: [^\n]*\*\*Owner:\*\* [^*]*\(Managing Director\)\./,
    );
    expect(text).not.toMatch(
      /Quote faster from your own past work: [^\n]*\*\*Owner:\*\* [^*]*sales/i,
    );
  });

  // Up to 50 staff a team's work with no role named is the executive's too (#34): above, its role's.
  it("gives the same work described without the executive to its role at 51-200 staff", () => {
    const text = documents(
      firm({
        companyEmployees: "51-200",
        otherChallenge: "Quoting new survey jobs takes our team every evening in spring.",
        aiFriction: "Our sales manager, Teresa, signs off every quote.",
      }),
    );
    expect(text).not.toMatch(
      /the first pilot \(you wrote “[^”]+”\), owned by the Managing Director/,
    );
    expect(text).toMatch(
      /the first pilot \(you wrote “[^”]+”\), owned by Teresa \(sales manager\)/,
    );
  });

  // With no head of sales shown below 501 staff (#34), the executive owns it and is asked who runs it.
  it("asks who would run the team's work day to day where the answers name nobody at 51-200 staff", () => {
    const answers = firm({
      companyEmployees: "51-200",
      otherChallenge: "Quoting new survey jobs takes our team every evening in spring.",
    });
    expect(documents(answers)).not.toMatch(/Head of Sales|Business Development Director/);
    const questions = JSON.stringify(generateFollowUpQuestions(inputFor(answers)));
    expect(questions).toMatch(/who on your team would run that pilot day to day/);
  });
});
