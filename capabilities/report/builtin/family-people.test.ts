import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers, type FamilyAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * The family section speaks of this family (#34): who uses AI for what, named as the words name
 * them, with the advice for that use; the school stage the words show instead of three age bands;
 * and a count of uses that lists each one, ticked or told in the family's words.
 */

const dental: Partial<AssessmentInput> = {
  companyName: "Lakehead Dental Group",
  companyIndustry: "healthcare",
  headOfficeLocation: "other",
  customLocation: "Thunder Bay, ON",
};
const quincaillerie: Partial<AssessmentInput> = {
  companyName: "Quincaillerie Gagnon",
  companyIndustry: "retail",
  headOfficeLocation: "other",
  customLocation: "Rimouski, QC",
};

function familyOf(company: Partial<AssessmentInput>, household: FamilyAnswers): string {
  const { markdownReport } = generateReport(inputFor(makeAnswers({ ...company, ...household })));
  const start = markdownReport.search(/^## Personal and Family/m);
  expect(start).toBeGreaterThan(-1);
  return markdownReport.slice(start, markdownReport.indexOf("\n## ", start + 1));
}

const summaryOf = (section: string) => /\*\*Family AI readiness:[^\n]*/.exec(section)![0];

describe("who in the family uses AI for what", () => {
  it.each([
    [
      dental,
      "My wife Priya uses Gemini to keep track of my father's prescriptions since his surgery, and I use it to plan our camping trips.",
      [
        /Priya uses Gemini to keep track of your father's medications: keep his name, health card number and diagnoses out of the chatbot, and check every dose and every change with his pharmacist or doctor/,
        /You use Gemini to “plan our camping trips”: confirm bookings/,
      ],
    ],
    [
      dental,
      "Our daughter Maeve plays soccer and we use ChatGPT to build her workouts; my husband Tom used it to compare our mortgage renewal offers.",
      [
        /You use ChatGPT to build Maeve's training plans: have her coach look over each plan/,
        /Tom used ChatGPT to “compare our mortgage renewal offers”: give it the rates and terms, never account numbers/,
      ],
    ],
    [
      quincaillerie,
      "Ma conjointe Julie s'en sert pour traduire les lettres de la banque de mes parents; moi, pour préparer nos déclarations de revenus.",
      [
        /Julie uses AI to translate your parents' letters from the bank: leave account and card numbers/,
        /You use AI to prepare the tax documents: keep SINs, account numbers and the slips themselves out of the chatbot/,
      ],
    ],
    [
      quincaillerie,
      "Mon mari Éric l'utilise pour planifier les repas et l'horaire de ringuette de notre fille Rosalie.",
      [
        /Éric uses AI to plan meals/,
        /Éric uses AI to plan Rosalie's schedule: check each date and time against the official one/,
      ],
    ],
  ])("names the person and advises the use: “%s”", (company, words, advice) => {
    const section = familyOf(company, {
      preparednessLevel: "somewhat",
      householdAiUse: ["other"],
      householdAiUseOther: words,
      childAiConcerns: ["shortcuts"],
      rulesForChildren: "informal",
    });
    for (const line of advice) expect(section).toMatch(line);
  });

  it("names no one the words do not name", () => {
    const section = familyOf(dental, {
      householdAiUse: ["travel", "other"],
      householdAiUseOther: "Weather, timers and recipes on the kitchen speaker",
      childAiConcerns: ["content"],
      rulesForChildren: "enforced",
    });
    expect(section).not.toMatch(/\b(?:uses|use) (?:AI|ChatGPT|Gemini) to\b/);
  });
});

describe("the school stage the words show, with no age stated", () => {
  it.each([
    [dental, "Our two girls use it for homework in the evenings", "Your children of school age"],
    [dental, "My son asks it for help with grade 10 chemistry", "Your child in grade 10"],
    [
      quincaillerie,
      "Nos enfants s'en servent pour leurs travaux au secondaire",
      "Your children in secondary school",
    ],
    [
      quincaillerie,
      "Ma fille l'utilise pour ses devoirs de primaire",
      "Your child in primary school",
    ],
  ])("speaks to that stage: “%s”", (company, words, stage) => {
    const section = familyOf(company, {
      householdAiUse: ["education", "other"],
      householdAiUseOther: words,
      childAiConcerns: ["shortcuts", "thinking"],
      rulesForChildren: "informal",
    });
    expect(section).toContain(`**${stage}: `);
    expect(section).not.toMatch(/If your children are|Under 8|8 to 12|13 to 17/);
  });

  it("gives no age band when nothing shows an age (review r20)", () => {
    const section = familyOf(dental, {
      householdAiUse: ["entertainment"],
      childAiConcerns: ["content", "shortcuts", "self_esteem"],
      rulesForChildren: "informal",
    });
    expect(section).not.toMatch(/If your children are|Under 8|8 to 12|13 to 17/i);
    expect(section).toMatch(/\*\*Adults in the household: /);
  });
});

describe("the count of uses lists each one, ticked or told", () => {
  it.each([
    [
      dental,
      ["health", "travel", "other"],
      "My husband Raj uses ChatGPT for his renovation projects and to check my mother's medications",
      // Only the words as written are "in the family's own words" (r18), never a use's label.
      "AI helps with 3 household tasks (health and fitness, travel planning, and, in the family's own words, “his renovation projects and to check my mother's medications”)",
    ],
    [
      quincaillerie,
      ["education", "other"],
      "Mon conjoint s'en sert pour l'horaire de la maison et les recettes",
      "AI helps with 3 household tasks (education and homework, and, in the family's own words, “l'horaire de la maison et les recettes”)",
    ],
  ])("“%s”", (company, ticked, words, summary) => {
    const section = familyOf(company, {
      householdAiUse: ticked as FamilyAnswers["householdAiUse"],
      householdAiUseOther: words,
      childAiConcerns: ["no_children"],
      rulesForChildren: "no_rules",
    });
    expect(summaryOf(section)).toContain(summary);
  });
});
