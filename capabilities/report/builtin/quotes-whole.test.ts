import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { challenges } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { clausesOf, sentencesOf } from "./theme-patterns";

/**
 * Review r17 class 4: the executive's words are quoted whole. A full stop inside an abbreviation
 * (a designation, a company form, a title, "p. ex.") ends no sentence, a comma inside brackets or
 * before a name set off by commas ends no clause, so no quote stops at "a P.Eng" or opens on
 * "with OIQ) will not".
 */

describe("an abbreviation's full stop ends no sentence", () => {
  it.each([
    [
      "Each estimate takes a P.Eng. 12 hours to check. Winter is our slow season.",
      "Each estimate takes a P.Eng. 12 hours to check.",
    ],
    [
      "Our accountant at Birchwood Ltd. reviews every invoice by hand. It takes days.",
      "Our accountant at Birchwood Ltd. reviews every invoice by hand.",
    ],
    ["We log approx. 300 calls a week. Nobody reads them.", "We log approx. 300 calls a week."],
    [
      "Chaque dossier passe par M. Gagnon avant l'envoi. Il est seul.",
      "Chaque dossier passe par M. Gagnon avant l'envoi.",
    ],
    [
      "On ressaisit les factures, p. ex. celles des fournisseurs, à la main. Ça prend du temps.",
      "On ressaisit les factures, p. ex. celles des fournisseurs, à la main.",
    ],
  ])("%s", (text, first) => {
    expect(sentencesOf(text)[0]).toBe(first);
    expect(clausesOf(text).join(" | ")).not.toMatch(/(?:P\.Eng|Ltd|approx|M|ex)\.?$/m);
  });

  it.each([
    [
      "Underground work falls under O. Reg. 854. The JHSC must see every change.",
      ["Underground work falls under O. Reg. 854.", "The JHSC must see every change."],
    ],
    ["See s. 25 of the Act. Then we decide.", ["See s. 25 of the Act.", "Then we decide."]],
    [
      "We translate in Trados Studio, v. 14 and Phrase TMS.",
      ["We translate in Trados Studio, v. 14 and Phrase TMS."],
    ],
  ])("keeps a legal or version reference whole before its number: %j", (text, sentences) => {
    expect(sentencesOf(text)).toEqual(sentences);
  });

  it("still ends a sentence at a designation before a capital", () => {
    expect(sentencesOf("We hired a P.Eng. Two others left.")).toEqual([
      "We hired a P.Eng.",
      "Two others left.",
    ]);
  });
});

describe("a comma inside brackets or before a name in commas ends no clause", () => {
  it.each([
    [
      "Our signing staff (P.Eng. with the order, CPA with the institute) will not sign anything they cannot trace, so every draft must cite its sources.",
      "Our signing staff (P.Eng. with the order, CPA with the institute) will not sign anything they cannot trace",
    ],
    [
      "Notre directrice, Mme Hélène Roy, utilise ChatGPT pour rédiger les menus de la semaine et les courriels aux parents.",
      "Notre directrice, Mme Hélène Roy, utilise ChatGPT pour rédiger les menus de la semaine et les courriels aux parents.",
    ],
  ])("%s", (text, first) => {
    expect(clausesOf(text)[0]).toBe(first);
  });
});

const documents = (shape: Partial<AssessmentInput>) => {
  const i = auditInput({
    answers: makeAnswers({
      companyIndustry: "consulting",
      companyEmployees: "51-200",
      businessChallenges: challenges("consulting", 0, 1),
      orgPosture: "exploring",
      aiToolsUsed: ["chatgpt"],
      ...shape,
    }),
  });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

describe("the report quotes a designation whole", () => {
  it.each([
    {
      otherChallenge:
        "We write about 150 geotechnical reports a year. Each report takes a P.Eng. 16 to 22 hours to write.",
      aiFriction:
        "Our reviewers (P.Eng. with the order, P.Geo. with the association) will not seal anything they cannot trace, so any draft must cite the borehole logs.",
    },
    {
      otherChallenge:
        "Nous produisons environ 180 rapports d'inspection par année. Chaque rapport prend à un ing. 15 heures de rédaction.",
      aiFriction:
        "Nos signataires (ing. de l'Ordre, T.P. de l'association) ne signeront rien qu'ils ne peuvent retracer, donc toute ébauche doit citer les notes de terrain.",
    },
  ])("$otherChallenge", (shape) => {
    const all = documents(shape);
    expect(all).not.toMatch(/takes a P\.Eng”|P\.Eng\.? Two|prend à un ing”/);
    expect(all).not.toMatch(/“(?:P\.Geo|T\.P)\.? [^”]*\)/);
    expect(all).not.toMatch(/“[^”(]*\)[^”]*”/);
  });
});
