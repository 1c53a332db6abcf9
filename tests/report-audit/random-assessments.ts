import { challengesFor } from "@/model/assessment/challenges";
import { exclusiveValues, optionsByField, type OptionField } from "@/model/assessment/options";
import { assessmentInputSchema, type AssessmentInput } from "@/model/assessment/schemas";
import type { GenerationInput, GenerationTeam } from "@/capabilities/report/generation-input";
import { computeAlignment } from "@/capabilities/team/alignment";
import { memberFunctionOptions, seniorityOptions } from "@/capabilities/team/options";
import { teamAnswersSchema } from "@/capabilities/team/schemas";
import { freeTextCorpus } from "./free-text-corpus";
import { timingCorpus } from "./timing-corpus";
import { rangeSentences } from "./timing-ranges";
import { auditInput } from "./audit-input";

/**
 * Random valid assessments for property tests over the generator (the report linter, one story
 * everywhere): every choice drawn from its option list, challenges from the industry's, free
 * text from the hand-labelled corpus, names that end in "s" or carry an apostrophe. Seeded, so a
 * failure names the seed that reproduces it.
 */

/** mulberry32: a small, fast, seedable generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PEOPLE = [
  ["Dana Reyes", "CEO"],
  ["Chris Evans", "Owner"],
  ["Marie-Ève Côté", "Présidente"],
  ["James O'Brien", "Managing Partner"],
  ["Priya Singh", "COO"],
  ["Tom Haas", "General Manager"],
  ["Aiyana Jules", "Executive Director"],
  ["Wei Zhang", "CFO"],
] as const;
const COMPANIES = [
  "Northwind Logistics",
  "Harbour Homes",
  "Tim's Tools",
  "Reyes & Sons",
  "Les Entreprises Gagnon",
  "Coast Mountain Dental",
  "Okanagan Cellars",
  "Fraser Valley Credit Union",
  "Sparks Engineering",
  "Kw'umut Lelum Foundation",
  "Thompson Civil Ltd.",
  "Pacific Rim Foods Inc.",
] as const;
const PLACES = ["Calgary, Alberta", "Toronto", "Montréal, QC", "Seattle, WA", "London, UK", ""];

/** Draws from option lists and the free-text corpus with one seeded generator. */
function drawer(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const valuesOf = (field: OptionField): string[] =>
    (optionsByField[field] as readonly { value: string }[]).map((o) => o.value);
  const one = (field: OptionField): string => pick(valuesOf(field));
  const some = (field: OptionField, max = 4): string[] => {
    const values = valuesOf(field);
    const exclusive = values.filter((v) => (exclusiveValues as readonly string[]).includes(v));
    if (exclusive.length && random() < 0.15) return [pick(exclusive)];
    const open = values.filter((v) => !exclusive.includes(v));
    const count = 1 + Math.floor(random() * Math.min(max, open.length));
    return [...open].sort(() => random() - 0.5).slice(0, count);
  };
  const text = (field: string) => {
    if (random() < 0.3) return undefined;
    const pool = freeTextCorpus.filter((a) => a.field === field);
    return pick(pool).text;
  };
  return { pick, one, some, text };
}

export function randomAssessment(seed: number): AssessmentInput {
  const random = generator(seed);
  const { pick, one, some, text } = drawer(random);
  const [executiveName, executiveTitle] = pick(PEOPLE);
  const industry = one("companyIndustry");
  const headOffice = one("headOfficeLocation");
  const challenges = challengesFor(industry).map((c) => c.value);
  const answers = {
    executiveName,
    executiveTitle,
    executiveEmail: `exec-${seed}@example.com`,
    companyName: pick(COMPANIES),
    companyRevenue: one("companyRevenue"),
    companyEmployees: one("companyEmployees"),
    companyIndustry: industry,
    companyBusinessModel: one("companyBusinessModel"),
    companyMarkets: one("companyMarkets"),
    headOfficeLocation: headOffice,
    customLocation: headOffice === "other" ? pick(PLACES) || undefined : undefined,
    officeExpansion: some("officeExpansion", 2),
    businessChallenges: [...challenges]
      .sort(() => random() - 0.5)
      .slice(0, 1 + Math.floor(random() * 3)),
    otherChallenge: text("otherChallenge"),
    aiConfidence: 1 + Math.floor(random() * 10),
    aiToolsUsed: some("aiToolsUsed"),
    aiExperience: text("aiExperience"),
    aiPerception: one("aiPerception"),
    orgAiElements: some("orgAiElements"),
    orgPosture: one("orgPosture"),
    aiFriction: text("aiFriction"),
    aiDepartments: some("aiDepartments"),
    enterprisePlatforms: some("enterprisePlatforms", 3),
    otherPlatforms: text("otherPlatforms"),
    preparednessLevel: one("preparednessLevel"),
    householdAiUse: some("householdAiUse"),
    householdAiUseOther: random() < 0.2 ? "Homework help for our teenager" : undefined,
    childAiConcerns: some("childAiConcerns", 3),
    rulesForChildren: one("rulesForChildren"),
  };
  return assessmentInputSchema.parse(answers);
}

/** 3 to 9 leaders' valid answers, as the aggregates the documents read. */
export function randomLeaders(seed: number, answers: AssessmentInput): GenerationTeam {
  const random = generator(seed + 0x85ebca6b);
  const { pick, one, some, text } = drawer(random);
  const rows = Array.from({ length: 3 + Math.floor(random() * 7) }, () =>
    teamAnswersSchema.parse({
      aiConfidence: 1 + Math.floor(random() * 10),
      aiToolsUsed: some("aiToolsUsed"),
      aiPerception: one("aiPerception"),
      orgAiElements: some("orgAiElements"),
      orgPosture: one("orgPosture"),
      aiFriction: text("aiFriction"),
      aiDepartments: some("aiDepartments"),
      memberFunction: pick(memberFunctionOptions).value,
      seniority: pick(seniorityOptions).value,
    }),
  );
  return { responses: rows.length, minimum: 3, aggregates: computeAlignment(rows, answers, 3) };
}

/**
 * The leadership team of a random assessment: none asked (a third), fewer answers than the
 * minimum of 3 (a sixth), or 3 to 9 leaders' aggregates (half).
 */
export function randomTeam(seed: number, answers: AssessmentInput): GenerationTeam | null {
  const draw = generator(seed + 0x9e3779b9)();
  if (draw < 1 / 3) return null;
  if (draw < 1 / 2) return { responses: draw < 5 / 12 ? 1 : 2, minimum: 3, aggregates: null };
  return randomLeaders(seed, answers);
}

/**
 * Two in five random assessments state a timing rule after their own words, a third of them a
 * range of months closed to anything new written one of the ways executives write it
 * (timing-ranges.ts), the rest a sentence of the timing corpus (timing-corpus.ts), and are dated
 * in a month of 2026 drawn at random, so the rule falls at every distance from the report.
 */
function withTimingRule(seed: number, answers: AssessmentInput) {
  const random = generator(seed + 0x27d4eb2f);
  if (random() >= 0.4) return { answers, createdAt: null };
  const rules = random() < 1 / 3 ? rangeSentences : timingCorpus;
  const rule = rules[Math.floor(random() * rules.length)]!;
  const own = answers[rule.field];
  const createdAt = new Date(Date.UTC(2026, Math.floor(random() * 12), 2, 17));
  return {
    answers: {
      ...answers,
      [rule.field]: own ? `${own.replace(/[.!?\s]*$/, ".")} ${rule.text}` : rule.text,
    },
    createdAt,
  };
}

/** What the documents of a random assessment are written from, with its random team. */
export function randomInput(seed: number): GenerationInput {
  const answers = randomAssessment(seed);
  return { ...auditInput({ answers }), team: randomTeam(seed, answers) };
}

/** The same, for the two in five that state a timing rule (withTimingRule), dated as it draws. */
export function randomInputStatingTiming(seed: number): GenerationInput {
  const { answers, createdAt } = withTimingRule(seed, randomAssessment(seed));
  const input = auditInput({ answers });
  return { ...input, createdAt: createdAt ?? input.createdAt, team: randomTeam(seed, answers) };
}
