import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt } from "@/tests/helpers/test-personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16 class 3: an LMIA, temporary foreign workers, « EIMT » are labour-market filings with
 * ESDC under the Temporary Foreign Worker Program, named as such, with ESDC's employer
 * obligations and compliance inspections among the risks; never reworded as HR paperwork, hiring
 * forms or onboarding. For an immigration consultancy the LMIA is its clients' filing.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const a = makeAnswers({
    companyIndustry: "food-services",
    companyEmployees: "51-200",
    aiExperience: undefined,
    aiFriction: undefined,
    otherChallenge: undefined,
    ...headOfficeAt("Moncton, New Brunswick"),
    ...shape,
  });
  const i = auditInput({ answers: a });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (text: string) => text.replace(/“[^”]*”/g, "“”");

const GENERIC =
  /HR and admin paperwork|Draft the paperwork|hiring forms|HR paperwork|new (?:and seasonal )?staff up to speed/;

describe("LMIAs are filings with ESDC under the Temporary Foreign Worker Program", () => {
  it.each([
    [
      "a lobster processor's friction",
      {
        aiFriction:
          "The LMIAs we file every summer take our office manager weeks, and the temporary foreign workers paperwork is endless.",
      },
    ],
    [
      "a fish plant's own challenge",
      {
        companyIndustry: "other",
        otherChallenge:
          "Our LMIA applications for 40 temporary foreign workers take the office manager weeks of paperwork every year.",
      },
    ],
    [
      "a bakery, in French",
      {
        otherChallenge:
          "Nos demandes d'EIMT pour les travailleurs étrangers temporaires prennent des semaines de paperasse à la gestionnaire.",
      },
    ],
  ] as const)("%s", (_, shape) => {
    const text = documents(shape);
    expect(ownWords(text)).not.toMatch(GENERIC);
    expect(text).toContain(
      "LMIAs are labour-market filings with Employment and Social Development Canada (ESDC) under the Temporary Foreign Worker Program",
    );
    expect(text).toContain("ready for an ESDC compliance inspection");
    expect(text).toContain("the person who signs each LMIA application review every AI draft");
  });

  it("names the LMIA filings as the pilot where the challenge is about them", () => {
    const text = documents({
      companyIndustry: "other",
      otherChallenge:
        "Our LMIA applications for 40 temporary foreign workers take the office manager weeks every year.",
    });
    expect(text).toContain(
      "Take hours out of the LMIA and Temporary Foreign Worker Program filings",
    );
  });

  it("leaves an immigration consultancy's clients' LMIAs to its College", () => {
    const text = documents({
      companyIndustry: "consulting",
      executiveTitle: "Principal, RCIC",
      companyName: "Harbourline Pathways Inc.",
      ...headOfficeAt("Surrey, British Columbia"),
      otherChallenge:
        "IRCC changes the rules faster than we can update our checklists: the study permit cap and the LMIA pauses.",
    });
    expect(text).toContain("College of Immigration and Citizenship Consultants");
    expect(text).not.toContain("An AI-drafted LMIA application, job ad or offer from");
    expect(ownWords(text)).not.toMatch(GENERIC);
  });
});
