import { beforeAll, describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengesFor } from "@/model/assessment/challenges";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r18 (class 9): a report for an executive who writes in French reads as one report, in
 * the product's language, with the executive's own words quoted: no French title glued to an
 * English article ("the Directrice générale confirms…"), no French fragment outside a quotation
 * or a proper name (nor a French unit in a figure restated: "5 hours a week", never "a semaine"),
 * and no broken elision (« de le », « à le », « de AI ») anywhere.
 */

const clinique = makeAnswers({
  executiveName: "Geneviève Lapointe",
  executiveTitle: "Directrice générale",
  companyName: "Clinique dentaire des Cantons",
  companyIndustry: "healthcare",
  businessChallenges: challengesFor("healthcare")
    .slice(0, 2)
    .map((c) => c.value),
  companyEmployees: "11-50",
  headOfficeLocation: "other",
  customLocation: "Sherbrooke, Québec",
  otherChallenge:
    "Nos hygiénistes perdent environ 5 heures par semaine à rappeler les patients pour confirmer leurs rendez-vous. Septembre est notre mois le plus occupé, avec la rentrée.",
  aiExperience:
    "Notre coordonnatrice, Annie, utilise ChatGPT pour rédiger les rappels. Je m'en sers pour résumer les articles de l'Ordre.",
  aiFriction:
    "Les dossiers des patients ne doivent jamais sortir du Québec. Le budget est adopté en juin par les associés.",
  otherPlatforms: "Progident, Outlook",
  householdAiUseOther: "Mon fils Mathis (12 ans) fait ses devoirs avec ChatGPT.",
});

const transporteur = makeAnswers({
  executiveName: "Réjean Lévesque",
  executiveTitle: "Président",
  companyName: "Transports Lévesque",
  companyIndustry: "other",
  businessChallenges: challengesFor("other")
    .slice(0, 2)
    .map((c) => c.value),
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Trois-Rivières, QC",
  otherChallenge:
    "Notre répartitrice, Chantal, passe 3 heures par jour à bâtir les routes de nos 45 camions. La pénurie de chauffeurs nous coûte environ 250 000 $ par année.",
  aiExperience: "Notre contrôleur Pierre a testé Copilot pour les factures des clients.",
  aiFriction:
    "Le syndicat doit être consulté avant tout changement aux tâches des chauffeurs. Tout se fait en français.",
  otherPlatforms: "Acomba",
  householdAiUseOther: "Ma conjointe Louise demande à Gemini des idées de repas.",
});

/** What the generator writes, with the executive's words, names and the company's name taken out. */
function generatorWords(text: string, answers: AssessmentInput): string {
  return text
    .replace(/“[^”]*”|«[^»]*»|‘[^’]*’/g, " ")
    .replace(/\([^()]*\)/g, " ")
    .replaceAll(answers.companyName, " ")
    .replaceAll(answers.executiveTitle, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(
      /(?:Ordre|Office|Commission|Autorité|Régie|Tribunal|Ministère|Charte|Collège)\s+(?:\p{Ll}+\s+)?(?:d['’]|de |des |du )[^,.;:\n"]*/gu,
      " ",
    );
}

const FRENCH_FRAGMENT =
  /(?<!\p{L})(?:de la|de l['’]|du|des|pour|avec|les|sont|nous|notre|nos|une|aux|votre|vos|par|heures?|jours?|semaines?|mois|année)(?!\p{L})/giu;
const BROKEN_ELISION = /(?<!\p{L})(?:de le|à le|de les|à les|de AI|de IA|que AI)(?!\p{L})/iu;
const FRENCH_TITLE_AFTER_THE =
  /\bthe (?:Présidente?|Directr\p{L}*|Directeur\p{L}*|Associée?|Propriétaire|Gérante?)(?!\p{L})/u;

describe.each([
  ["a Sherbrooke dental clinic", clinique, "General Manager"],
  ["a Trois-Rivières carrier", transporteur, "President"],
] as const)("the whole report for %s, written in French", (_, answers, role) => {
  let text = "";
  beforeAll(() => {
    const input = inputFor(answers);
    text = [generateReport(input).markdownReport, JSON.stringify(generateRoadmap(input))].join(
      "\n",
    );
  });

  it("names the executive's role in English where it assigns work", () => {
    expect(text).not.toMatch(FRENCH_TITLE_AFTER_THE);
    expect(text).toContain(`the ${role}`);
    // The title as written stays where it is the executive's own.
    expect(text).toContain(`${answers.executiveName}, ${answers.executiveTitle}`);
  });

  it("writes no French fragment of its own outside a quotation or a proper name", () => {
    const fragments = [...generatorWords(text, answers).matchAll(FRENCH_FRAGMENT)].map((m) =>
      m.input.slice(Math.max(0, m.index - 40), m.index + 40),
    );
    expect(fragments).toEqual([]);
  });

  it("has no broken elision anywhere", () => {
    expect(text).not.toMatch(BROKEN_ELISION);
  });
});
