import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { durationCorpus, durationViolations } from "@/tests/report-audit/duration-rules";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { inEnglish } from "./english-figures";
import { ownFigures } from "./own-figures";
import { statedMeasure } from "./stated-figures";

/**
 * A duration that is the nature of the work (brewing, curing, transit, a notice, a season) is
 * never a baseline or a target (issue 34): only one stated as a problem of the work ("quotes take
 * three weeks", "it takes us 3 days to close the month") may be measured.
 */

const natural = durationCorpus.filter((d) => d.natural);
const problems = durationCorpus.filter((d) => !d.natural);

describe("a duration in the executive's words", () => {
  it.each(natural.map((d) => [d.text, d.figure] as const))(
    "is the nature of the work, no figure to cut: %s",
    (text) => {
      expect(statedMeasure(text, text)).toBeNull();
      expect(ownFigures(text)).toEqual([]);
    },
  );

  it.each(problems.map((d) => [d.text, d.figure] as const))(
    "is a problem's figure to measure from: %s",
    (text, figure) => {
      // Restated in the report's English: "trois jours" is "three days" outside the quotation.
      expect(statedMeasure(text, text)?.target).toMatch(
        new RegExp(`^${inEnglish(figure)} down to`, "i"),
      );
      expect(ownFigures(text)).toEqual([figure]);
    },
  );

  it("keeps a problem's figure beside a natural duration in the same sentence", () => {
    const text = "Fermentation takes two weeks but we lose three days waiting on lab results.";
    expect(statedMeasure(text, text)?.target).toMatch(/^Three days down to/);
    expect(ownFigures(text)).toEqual(["three days"]);
  });
});

const brewery = (otherChallenge: string, french = false): AssessmentInput =>
  makeAnswers({
    companyName: french ? "Brasserie des Cantons" : "Fernie Ridge Brewing",
    companyIndustry: "manufacturing",
    companyEmployees: "11-50",
    orgPosture: "exploring",
    otherChallenge,
    aiFriction: undefined,
    aiExperience: undefined,
  });

describe("the documents of a brewery that says how long a batch takes", () => {
  it.each([
    [
      "A batch takes three weeks from brew day to packaging, and our brewers log every tank reading on paper.",
      false,
    ],
    [
      "Un brassin prend trois semaines du brassage à l'embouteillage, et nos brasseurs notent chaque lecture de cuve sur papier.",
      true,
    ],
  ])("measure the paper forms, never the batch: %s", (text, french) => {
    const input = auditInput({ answers: brewery(text, french) });
    const docs = generateDocuments(input);
    expect(durationViolations(input, docs)).toEqual([]);
    const said = JSON.stringify(docs);
    expect(said).not.toMatch(/(?:three weeks|trois semaines) down to/i);
    expect(said).toContain("re-typing paper forms");
  });

  it("never scopes the time transit takes as a problem of its own", () => {
    const input = auditInput({
      answers: makeAnswers({
        companyIndustry: "other",
        otherChallenge:
          "Dispatch is done on whiteboards and phone calls. Transit to the coast is five days.",
        aiFriction: undefined,
      }),
    });
    const { reportData } = generateDocuments(input);
    expect(reportData.currentState.keyChallenges.join(" ")).not.toContain("five days");
  });

  it("measures a duration stated as a problem, and the audit tells the two apart", () => {
    const input = auditInput({ answers: brewery("Quotes take three weeks.") });
    const docs = generateDocuments(input);
    expect(JSON.stringify(docs)).toMatch(/three weeks down to at most 12 working days/i);
    // The same figure, were it the batch's, is flagged wherever it is measured.
    const batch = "A batch takes three weeks from brew day to packaging.";
    const relabelled = { ...input, answers: { ...input.answers, aiFriction: batch } };
    expect(durationViolations(relabelled, docs).length).toBeGreaterThan(0);
  });
});
