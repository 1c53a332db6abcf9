import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Department } from "@/model/assessment/options";
import { monthRangeIn, monthsFromTo } from "./months";
import { MONTHS } from "./text";
import { quotation, sentencesOf } from "./theme-patterns";
import { oncePer } from "./once";
import { problemKind } from "./problem-kinds";
import type { RecognisedTheme } from "./recognised-theme";
import { WEATHER_STOPS_FIELD_WORK } from "./room-window";

/**
 * The season a business runs in, stated with the rest of the year idle (review r22): "We process
 * snow crab and shrimp from April to August and the plant is nearly idle the rest of the year",
 * "we only operate from May to October", "we only run in summer", « nous transformons le homard
 * d'avril à août; l'usine est fermée le reste de l'année », « seulement l'été ». The work its
 * pilots measure happens only in those months: a pilot on it runs and is measured in season, its
 * baseline comes from last season's records, and the idle months are for preparing it. Office
 * work (filings, books, sales) goes on all year and is held to no season.
 */

export interface OperatingSeason {
  /** The sentence that states it, as a quotation. */
  quote: string;
  /** The months the work runs (0 for January), in order from the season's first. */
  months: readonly number[];
  /** The months the work stops, in order from the first after the season. */
  idle: readonly number[];
  /** "from April to August". */
  during: string;
  /** What happens in the idle months, said after "when": "the plant is nearly idle". */
  off: string;
}

/** The work stops: idle, closed, shut down, « au ralenti », « fermée ». Never "slow" or "quiet", which still work. */
const IDLE =
  /(?<!\p{L})(?:(?:nearly |mostly |almost |largely |completely )?(?:idle|closed|shut(?: down)?|dormant|empty|dark|mothballed)|nothing (?:runs|happens|moves)|(?:au ralenti|fermée?s?|à l['’]arrêt|vides?|inactive?s?))(?!\p{L})/iu;
/** "the rest of the year", "otherwise", « le reste de l'année »: the months outside those named. */
const REST_OF_YEAR =
  /(?<!\p{L})(?:(?:for |during |over )?the rest of the year|(?:the )?other months|the remaining months|otherwise|out of season|(?:in|over|during) (?:the )?(?:off[- ]season|winter)|le reste de l['’]année|les autres mois|hors saison|(?:en|l['’])hiver)(?!\p{L})/iu;
/** "only", « seulement », right before the months or the season. */
const ONLY = /(?<!\p{L})(?:only|just|seulement|uniquement)(?!\p{L})/iu;
/** Work done in the months named: the business operates then. */
const OPERATES =
  /(?<!\p{L})(?:we(?:['’]re| are)?|the (?:plant|mill|shop|yard|camp|lodge|park|farm|cannery|factory|business)(?: is)?|it|nous|on|l['’]usine)\s+(?:\p{L}+\s+){0,2}?(?:process\p{L}*|operat\p{L}*|run\p{L}*|produc\p{L}*|pack\p{L}*|work\p{L}*|open\p{L}*|fish\p{L}*|can\p{L}*|harvest\p{L}*|transform\p{L}*|op[éè]r\p{L}*|travaill\p{L}*|ouv\p{L}*|produi\p{L}*|pêch\p{L}*|roul\p{L}*|tourn\p{L}*)(?!\p{L})/iu;
/** A budget, a board or a contract dates a decision, never a season. */
const DECISION =
  /(?<!\p{L})(?:budgets?|fiscal|board|council|contracts?|leases?|exercice|conseil|contrats?)(?!\p{L})/iu;

/** Seasons by name, for "only in summer", « seulement l'été ». */
const NAMED: readonly [RegExp, readonly number[]][] = [
  [/(?<!\p{L})(?:summers?|été)(?!\p{L})/iu, [5, 6, 7]],
  [/(?<!\p{L})(?:winters?|hiver)(?!\p{L})/iu, [11, 0, 1, 2]],
  [/(?<!\p{L})(?:spring|printemps)(?!\p{L})/iu, [3, 4, 5]],
  [/(?<!\p{L})(?:fall|autumn|automne)(?!\p{L})/iu, [8, 9, 10]],
];

const FIELDS = ["otherChallenge", "aiFriction", "aiExperience"] as const;

/** "from April to August", "in July". */
const spanOf = (months: readonly number[]) =>
  months.length === 1
    ? `in ${MONTHS[months[0]!]}`
    : `from ${MONTHS[months[0]!]} to ${MONTHS[months.at(-1)!]}`;

/** What the idle months are, in the executive's words when they say it in English: "the plant is nearly idle". */
function offOf(sentence: string): string {
  const said = sentence.match(
    /(?<!\p{L})(?:the|our)\s+(?:[\p{L}-]+\s+){0,2}?(?:is|are|sits?|stays?|goes)\s+(?:nearly |mostly |almost |largely |completely )?(?:idle|closed|shut(?: down)?|dormant|empty|dark)(?!\p{L})/iu,
  );
  return said ? said[0].replace(/^Our\b/, "our").replace(/^The\b/, "the") : "the work stops";
}

/** The working months one sentence states, with the rest of the year idle, or null. */
function seasonIn(sentence: string): OperatingSeason | null {
  // Weather that stops the field work leaves the office its quiet window (`room-window.ts`).
  if (DECISION.test(sentence) || WEATHER_STOPS_FIELD_WORK.test(sentence)) return null;
  const range = monthRangeIn(sentence);
  const quote = quotation(sentence.trim().replace(/[.!?;]+$/, ""), sentence, 220);
  const season = (months: readonly number[]): OperatingSeason => ({
    quote,
    months,
    // In order from the month after the season: "September to March".
    idle: monthsFromTo((months.at(-1)! + 1) % 12, (months[0]! + 11) % 12),
    during: spanOf(months),
    off: offOf(sentence),
  });
  if (range) {
    const before = sentence.slice(Math.max(0, range.at - 25), range.at);
    const near = sentence.slice(Math.max(0, range.at - 30), range.at + range.words.length + 10);
    // "we're closed from October to March": the range is the idle months, the rest the season.
    if (IDLE.test(near) && !OPERATES.test(near)) {
      const idle = range.months;
      const first = (idle.at(-1)! + 1) % 12;
      const working = monthsFromTo(first, (idle[0]! + 11) % 12);
      return working.length >= 2 ? season(working) : null;
    }
    const rest = IDLE.test(sentence) && REST_OF_YEAR.test(sentence);
    const only = ONLY.test(before) && OPERATES.test(sentence.slice(0, range.at + 1));
    return (rest || only) && range.months.length <= 10 ? season(range.months) : null;
  }
  // "We only run in summer", « on opère seulement l'été ».
  for (const [name, months] of NAMED) {
    const found = sentence.match(name);
    if (!found) continue;
    const before = sentence.slice(Math.max(0, (found.index ?? 0) - 20), found.index);
    if (ONLY.test(before) && OPERATES.test(sentence)) return season(months);
  }
  return null;
}

/** Whether a sentence states the season the business runs in, with the rest of the year idle. */
export const statesOperatingSeason = (sentence: string): boolean => seasonIn(sentence) !== null;

/** The operating season the free text states, from its first sentence that states one, or null. */
export const operatingSeasonOf = oncePer((answers: AssessmentInput): OperatingSeason | null => {
  for (const field of FIELDS)
    for (const sentence of sentencesOf(answers[field] ?? "")) {
      const found = seasonIn(sentence);
      if (found) return found;
    }
  return null;
});

/** Work done in the office, which goes on all year: filings, books, sales, hiring. */
const ALL_YEAR =
  /(?<!\p{L})(?:books?|bookkeep\p{L}*|invoic\p{L}*|payroll|accounting|month-end|leads?|outreach|marketing|sales|e-?mails?|quotes?|LMIAs?|EIMTs?|filings?|paperwork|applications?|permits?|hiring|recruit\p{L}*|job ads?|comptabilit\p{L}*|factur\p{L}*|paie|paperasse|demandes?|permis|embauch\p{L}*|recrut\p{L}*)(?!\p{L})/iu;
/** Departments whose work is the season's: the line, the product, the supply it runs on. */
const SEASON_DEPARTMENTS: readonly Department[] = ["operations", "product", "supply_chain"];

/**
 * Whether a pilot's work happens only in the operating season: work of the line, the product or
 * the supply (by its department, when given), never the office's filings, books or sales.
 */
export function seasonalWork(words: string, department?: Department): boolean {
  if (department) return SEASON_DEPARTMENTS.includes(department) && !ALL_YEAR.test(words);
  return !ALL_YEAR.test(words);
}

/** The department of the work an own problem's pilot does, where its kind says (LMIA filings are HR's). */
export const themeDepartment = (theme: RecognisedTheme | undefined): Department | undefined => {
  const kind = problemKind(theme?.kind);
  return kind?.ai ? kind.department : undefined;
};

/** Periods before now that fall in the idle months, and the season's words for them. */
const IDLE_PERIODS: readonly [RegExp, string][] = [
  [/\blast month['’]s\b/giu, "last season's"],
  [/\bthe last (?:\d+|twelve|eight|six|four) weeks['’]/giu, "last season's"],
  [/\blast quarter['’]s\b/giu, "last season's"],
  [/\blast year['’]s\b/giu, "last season's"],
  [/^For (?:two|four|the next two|the next four) weeks, /u, "In the first weeks of the season, "],
];

/**
 * A baseline of seasonal work read from last season's records, never from months the work did not
 * run: "Run a mock recall on last month's lot" becomes "on last season's lot", "the last 12
 * weeks'" becomes "last season's", and a log kept "for two weeks" is kept in the season's first weeks.
 */
export const inSeasonTerms = (baseline: string): string =>
  IDLE_PERIODS.reduce((text, [pattern, words]) => text.replace(pattern, words), baseline);
