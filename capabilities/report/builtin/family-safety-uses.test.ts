import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r18 (class 10): a family that asks a chatbot how thick the lake ice is got no word of
 * warning. Information someone's safety rests on (ice, avalanches, wildfire, the weather on the
 * water) is advised against the official source, whoever the words name, in English and French.
 */

const outfitter: Partial<AssessmentInput> = {
  companyName: "Kenora Bay Outfitters",
  companyIndustry: "travel-hospitality-tourism",
  headOfficeLocation: "other",
  customLocation: "Kenora, ON",
};
const architectes: Partial<AssessmentInput> = {
  companyName: "Atelier Lanaudière Architectes",
  companyIndustry: "consulting",
  headOfficeLocation: "other",
  customLocation: "Joliette, QC",
};

function familyOf(company: Partial<AssessmentInput>, words: string): string {
  const answers = makeAnswers({ ...company, householdAiUseOther: words });
  const { markdownReport } = generateReport(inputFor(answers));
  const start = markdownReport.search(/^## Personal and Family/m);
  return markdownReport.slice(start, markdownReport.indexOf("\n## ", start + 1));
}

const CHATBOT = /never rely on a chatbot's answer for it/;

describe("a safety-critical use gets the official source and a warning", () => {
  it.each([
    [
      "a named spouse and lake ice, in English",
      outfitter,
      "My husband Trevor asks ChatGPT whether the lake ice is thick enough for the snowmobile.",
      /Trevor uses ChatGPT to judge the ice[^.]*never rely on a chatbot's answer[^.]*local authority, club or outfitter that measures it/,
    ],
    [
      "nobody named and avalanches, in English",
      outfitter,
      "Avalanche conditions before a ski-touring weekend, checked with Claude.",
      /You use Claude to judge avalanche danger[^.]*Avalanche Canada's forecast/,
    ],
    [
      "a named partner and the marine forecast, in French",
      architectes,
      "Mon conjoint Étienne consulte ChatGPT pour la météo marine avant de sortir le voilier.",
      /Étienne uses ChatGPT to read the weather before going out on the water[^.]*Environment Canada's marine forecast/,
    ],
    [
      "nobody named and wildfires, in French",
      architectes,
      "On demande à Gemini où en sont les feux de forêt près du chalet.",
      /You use Gemini to follow wildfires, fire bans or evacuations[^.]*provincial wildfire service/,
    ],
    [
      "ice fishing, in French",
      architectes,
      "Ma fille Rosalie demande à ChatGPT si l'épaisseur de la glace est correcte pour la pêche blanche.",
      /Rosalie uses ChatGPT to judge the ice/,
    ],
  ])("%s", (_, company, words, advice) => {
    const section = familyOf(company, words);
    expect(section).toMatch(advice);
    expect(section).toMatch(CHATBOT);
  });

  it("says nothing of safety to a family whose uses are not safety-critical", () => {
    const section = familyOf(outfitter, "My wife Dana uses ChatGPT to plan our meals.");
    expect(section).not.toMatch(CHATBOT);
  });
});
