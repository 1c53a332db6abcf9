import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";
import { statedHeadcount } from "./headcount";

/**
 * The size the answers give wins over a guessed one (issue 34, review r10 class 10): staff
 * counted beside the company's sites ("nine shops and 120 staff", "120 staff across three
 * plants") or the professionals it is made of ("our 40 lawyers"), in English and French, size the
 * report; staff counted for a pilot, a tool or training never do.
 */

const said = (otherChallenge: string) =>
  statedHeadcount(makeAnswers({ otherChallenge, aiFriction: "", aiExperience: "" }));

describe("a headcount stated beside the sites or as the firm's professionals", () => {
  it.each([
    ["We have nine shops and 120 staff.", 120],
    ["About 120 staff across three plants keep us busy.", 120],
    ["Our 40 lawyers bill by the hour.", 40],
    ["Nous avons neuf boutiques et 120 personnes.", 120],
    ["Nos 30 enseignants corrigent le soir.", 30],
  ])("reads “%s”", (text, count) => {
    expect(said(text)?.count).toBe(count);
  });

  it.each([
    "12 staff use ChatGPT every day.",
    "We have nine shops and 120 staff trained on the till.",
    "We have three plants.",
    "Our 40 lawyers were trained on Copilot last spring.",
  ])("reads no headcount in “%s”", (text) => {
    expect(said(text)).toBeNull();
  });
});

const chain = (otherChallenge: string): AssessmentInput =>
  makeAnswers({
    companyName: "Boulangeries Tremblay",
    executiveTitle: "Présidente",
    companyIndustry: "food-services",
    companyEmployees: "51-200",
    companyRevenue: "10m-50m",
    companyBusinessModel: "b2c",
    headOfficeLocation: "other",
    customLocation: "Québec, QC",
    businessChallenges: challenges("food-services", 1, 0),
    otherChallenge,
    aiFriction: "",
    aiExperience: "",
    enterprisePlatforms: ["microsoft365"],
  });

it.each([
  ["English", "We have nine shops and 120 staff, and we bake too much on Mondays."],
  ["French", "Nous avons neuf boutiques et 120 personnes, et on produit trop le lundi."],
])("sizes the costs to the 120 staff stated, never an assumed 100 (%s)", (_language, words) => {
  const sized = generateReport(inputFor(chain(words))).markdownReport;
  expect(sized).toMatch(/\bof 120\b|\b120 staff\b/);
  expect(sized).not.toMatch(/\bof 100\b|assumed 100|an assumed/);
  const guessed = generateReport(inputFor(chain("We bake too much on Mondays."))).markdownReport;
  expect(guessed).toMatch(/\bof 100\b|assumed 100/);
});
