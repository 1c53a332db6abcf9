import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./index";

/**
 * Review (#34): a translation bureau read its own trade as a need. "We turned away $180,000 of
 * translation work" got "Draft in every language you serve" and DeepL "for the languages you work
 * in". A bureau is a kind of its own: its limit is translator capacity, answered by machine
 * translation post-edited in the CAT tool it holds, measured in words per translator-day,
 * turnaround and work turned away; certified translations stay signed by a certified translator
 * of its province's body.
 */

const markdownOf = (answers: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: "consulting",
        companyEmployees: "11-50",
        businessChallenges: challenges("consulting", 1, 3),
        aiFriction: "",
        ...answers,
      }),
    ),
  ).markdownReport;

const TRADE_AS_NEED =
  /Draft in every language you serve|between the languages you work in|### \d+\. DeepL/;

describe("a translation bureau", () => {
  const bc = markdownOf({
    companyName: "Lionsgate Language Services Ltd.",
    executiveTitle: "Managing Director",
    otherChallenge:
      "We turned away $180,000 of translation work last year because we could not staff it.",
    aiExperience:
      "We are a translation bureau with 14 in-house translators and interpreters; some tried DeepL on their own.",
    otherPlatforms: "Trados Studio version 14 and Phrase TMS",
  });

  it("reads turned-away work as its capacity, measured from the money it gave", () => {
    expect(bc).toMatch(/Lionsgate Language Services Ltd\., a translation bureau/);
    expect(bc).toMatch(/the first pilot on translator capacity/);
    expect(bc).toContain("Start from the work you turned away (“$180,000”)");
    expect(bc).toMatch(/words per translator-day, turnaround and work turned away/);
    expect(bc).not.toMatch(/words per translator-day, turnaround and work turned away, with/);
    expect(bc).toMatch(/Senior Reviser/);
    expect(bc).not.toMatch(TRADE_AS_NEED);
  });

  it("extends the CAT tool it holds, with its version kept, rather than selling a new one", () => {
    expect(bc).toMatch(
      /in or beside Trados Studio version 14, already in use: first the machine translation Trados Studio connects to/,
    );
    expect(bc).toContain("Ask the vendors of Trados Studio version 14 and Phrase TMS");
    expect(bc).not.toMatch(/Trados Studio, 14|Trados Studio and 14/);
  });

  it("in BC answers to STIBC, certified translations signed and client text kept out of consumer tools", () => {
    expect(bc).toMatch(/Society of Translators and Interpreters of British Columbia \(STIBC\)/);
    expect(bc).toMatch(/certified translator .* read every certified translation/);
    expect(bc).toMatch(/never in consumer tools/);
    expect(bc).toMatch(/Canadian Translators, Terminologists and Interpreters Council \(CTTIC\)/);
  });

  it("in Quebec, in French, answers to the OTTIAQ", () => {
    const text = markdownOf({
      companyName: "Traductions Boréales inc.",
      ...headOfficeAt("Québec, Québec"),
      otherChallenge:
        "Notre cabinet de traduction a refusé 120 000 $ de contrats l'an dernier faute de traducteurs agréés disponibles.",
      otherPlatforms: "memoQ",
    });
    expect(text).toMatch(/a translation bureau/);
    expect(text).toMatch(
      /Ordre des traducteurs, terminologues et interprètes agréés du Québec \(OTTIAQ\)/,
    );
    expect(text).toMatch(/in or beside memoQ, already in use/);
    expect(text).not.toMatch(TRADE_AS_NEED);
  });

  it("in Ontario answers to ATIO", () => {
    const text = markdownOf({
      companyName: "Rideau Language Partners",
      companyIndustry: "other",
      businessChallenges: challenges("other", 1, 2),
      ...headOfficeAt("Ottawa, Ontario"),
      otherChallenge:
        "Our certified translators are booked three weeks out and we decline rush jobs every month.",
    });
    expect(text).toMatch(/Association of Translators and Interpreters of Ontario \(ATIO\)/);
    expect(text).not.toMatch(TRADE_AS_NEED);
  });
});

describe("a company that is no translation bureau", () => {
  it("still gets its translation need answered as before", () => {
    const text = markdownOf({
      companyName: "Harbourline Strategy Partners",
      otherChallenge:
        "Every proposal for our Montreal clients must be translated into French, which takes a week.",
    });
    expect(text).not.toMatch(/translation bureau|STIBC|translator capacity/);
    expect(text).toMatch(/Draft in every language you serve, reviewed by a fluent speaker/);
  });
});
