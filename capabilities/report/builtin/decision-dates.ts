import { SEASON_FALL } from "@/capabilities/report/content/fall-event";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { quotation, sentencesOf } from "./theme-patterns";
import {
  ENGLISH_NUMBER_WORDS,
  NUMBER_WORDS as NUMBERS,
} from "@/capabilities/report/content/number-words";
import { MONTH_RANGE, monthOf } from "./months";
import { frenchBodyIn } from "./governing-body";
import { oncePer } from "./once";

/**
 * The decision calendar the executive wrote about, in English or French: when the budget is set,
 * when the body that approves spending meets, when a contract or collective agreement ends, and
 * how long a new vendor's review takes. A month named with any of these is a date to plan
 * around, never a busy season (`season-reading.ts`).
 */

export type DecisionKind = "budget" | "approval" | "expiry" | "departure";

export interface DecisionDate {
  kind: DecisionKind;
  /** The month (0 for January) and, when stated, the year. */
  month: number;
  year: number | null;
  /** The executive's sentence, quoted whole unless very long. */
  quote: string;
  /** approval (and a budget someone approves): who decides, in English ("the family council"). */
  body: string | null;
  /** expiry: what ends ("collective agreement", "PCLaw licence"); a union's agreement is flagged. */
  what: string | null;
  union: boolean;
  /** expiry: the words say it renews rather than ends. */
  renews?: true;
  /** The day of the month, when stated ("le 12 février 2027", "February 12"). */
  day?: number;
  /** budget: the month the budget is drafted in, when stated ("the packages we draft in January"). */
  drafted?: number;
  /**
   * departure: who leaves and how the executive put it ("Gord", "retires"); `when` is the season
   * they named instead of a month ("next summer"), which the plan keeps rather than invent one.
   */
  leaver?: {
    who: string;
    verb: string;
    when?: string;
    several?: true;
    yearOnly?: true;
    /** Dated by the end of the business's season ("after the 2027 season", « après la saison 2027 »). */
    afterSeason?: true;
  };
}

export interface LeadTime {
  /** The review's length in months, shortest and longest as stated ("four to six months"). */
  min: number;
  max: number;
  /** "third-party risk review", or "review" when the words name none in English. */
  what: string;
  quote: string;
}

const FIELDS = ["otherChallenge", "aiFriction", "aiExperience"] as const;

/** English month names are capitalised ("may" is a verb); French ones are not. A day may come before ("le 12 février") or after ("February 12,"). */
const MONTH_MENTION =
  /(?<![\p{L}])(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\.?(?![\p{L}])(?:\s+(\d{1,2})(?:st|nd|rd|th)?,?(?=\s+20\d{2}))?(?:\s+(20\d{2}))?/u;

const EXPIRES =
  /(?<!\p{L})(?:agreements?|contracts?|leases?|licen[cs]es?|subscriptions?|convention|contrats?|bail|entente)(?!\p{L})[^.;]*?(?<!\p{L})(?:expir\p{L}*|ends?|ending|runs? out|is up|renews?|renewal|échéance|se termine|prend fin|renouvel\p{L}*)(?!\p{L})/iu;
const UNION_AGREEMENT =
  /\b(?:collective agreement|union|unionised|unionized|convention collective|syndicats?(?!\s+(?:de|des)\s+copropri)|syndiqu\w*)\b/iu;
const BUDGET =
  /\b(?:budgets?|fiscal year|financial year|year[- ]end|exercice financier|fin d['’]exercice|capital (?:is|gets|budgets?|spending|requests?|plans?)|capital approvals?)\b/iu;
const BODY_WORDS =
  /(?<!\p{L})(?:boards?|councils?|committees?|partners|shareholders|agm|annual general meeting|comités?|assemblée|associés|actionnaires)(?!\p{L})/iu;
/** A body that decides; in French "conseil" only as a board or council, never advice. */
const namesBody = (clause: string) => BODY_WORDS.test(clause) || frenchBodyIn(clause) !== null;
const MEETS =
  /(?<!\p{L})(?:meets?|meeting|session|sits|approv\p{L}*|sign[- ]off|votes?|waits? for|goes? to|réunit|réunion|séance|approuv\p{L}*|vote)(?!\p{L})/iu;
/** Said of the past: "was approved in October" is behind the plan, not ahead of it. */
const PAST =
  /(?<!\p{L})(?:was|were|had been|got|already|last year|a été|ont été|avons|l['’]an dernier|l['’]année dernière)(?!\p{L})/iu;

/** Who decides, in English: "conseil familial" -> "the family council", "the board's" -> "the board". */
const BODIES: [RegExp, string][] = [
  [/\bconseil familial\b|\bfamily council\b/iu, "the family council"],
  [/\bcomité de direction\b/iu, "the management committee"],
  [/\bassemblée|\bagm\b|\bannual general meeting\b/iu, "the annual general meeting"],
  [/\bassociés|\bpartners\b/iu, "the partners"],
  [/\bactionnaires\b|\bshareholders\b/iu, "the shareholders"],
  [
    /\b(?:(family|advisory|executive|management|steering|finance|audit|risk|board risk|investment)\s+)?(board|council|committee)\b/iu,
    "",
  ],
  [/\bcomité/iu, "the committee"],
];

function bodyIn(clause: string): string | null {
  const french = frenchBodyIn(clause);
  if (french && !/\bconseil familial\b/iu.test(clause)) return french;
  for (const [pattern, name] of BODIES) {
    const found = clause.match(pattern);
    if (!found) continue;
    if (name) return name;
    return `the ${[found[1], found[2]].filter(Boolean).join(" ").toLowerCase()}`;
  }
  return null;
}

/** What ends, in English: "our PCLaw licence renews" -> "PCLaw licence"; French -> "contract". */
function endingIn(clause: string, union: boolean): string {
  if (union) return "collective agreement";
  const named = clause.match(
    /\b(?:our|the|its|my)\s+((?:[\p{Lu}\w][\p{L}\w&.-]*\s+){0,3}(?:agreement|contract|lease|licen[cs]e|subscription))\b/iu,
  )?.[1];
  return named ?? "contract";
}

const NUM = `(\\d{1,2}|${Object.keys(NUMBERS).join("|")})`;
const numberOf = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);
const REVIEW =
  "(?:review|assessment|approval|vetting|procurement|due diligence|onboarding|évaluation|approbation|examen|homologation)";
const LENGTH = `(?:about |around |roughly |up to |at least |environ |jusqu['’]à |au moins )?${NUM}(?:\\s*(?:to|-|–|or|à|ou)\\s*${NUM})?\\s*(months?|weeks?|mois|semaines?)`;
const LEAD = [
  // "a third-party risk review that takes four to six months"
  new RegExp(
    `((?:[\\p{L}-]+\\s+){0,3}${REVIEW})[^.;]{0,40}?\\b(?:takes?|lasts?|runs?|prend|prennent|dure|durent)\\s+${LENGTH}`,
    "iu",
  ),
  // "it takes 4 to 6 months to approve a new vendor"
  new RegExp(
    `()\\b(?:takes?|prend|faut)\\s+${LENGTH}\\s+(?:to|pour)\\s+(?:approve|vet|review|onboard|clear|approuver|évaluer|homologuer)`,
    "iu",
  ),
];
const VENDOR =
  /(?<!\p{L})(?:vendors?|suppliers?|providers?|third[- ]part\p{L}*|new (?:tools?|software|apps?)|fournisseurs?|prestataires?|tiers|nouveaux? (?:outils?|logiciels?))(?!\p{L})/iu;

/** A sentence's ";" parts, read alone, each quoted in its whole sentence when that fits. */
function clausesIn(sentence: string): { clause: string; quote: string }[] {
  const flat = sentence.trim().replace(/[.!?;]+$/, "");
  return sentence.split(/;\s*/).map((clause) => ({
    clause,
    quote: quotation(flat, clause.replace(/[.!?;]+$/, ""), 320),
  }));
}

/** Every sentence's ";" parts, read alone. */
const clausesOf = (answers: AssessmentInput): { clause: string; quote: string }[] =>
  FIELDS.flatMap((field) => sentencesOf(answers[field] ?? "").flatMap(clausesIn));

/** A verb that dates the decision: "gets set in January", "se réunit en février". */
const DATED_BY =
  /(?<!\p{L})(?:set|locked|approved|adopted|finali[sz]ed|voted|decided|meets?|sits|ends?|expires?|renews?|fixé|adopté|approuvé|voté|réunit|échéance|termine|fin)(?!\p{L})[^.;,]{0,12}$/iu;

/** "last January", "this past May": a month gone by. */
const LAST_BEFORE = /(?<!\p{L})(?:last|this past|past)\s+$/iu;

/** The month the decision is dated by: the one after its verb, else the first named. */
function monthMention(clause: string): RegExpMatchArray | null {
  // "we ran at 5.1% last January" (review r27) dates what happened, never the renewal beside it.
  const all = [...clause.matchAll(new RegExp(MONTH_MENTION.source, "gu"))].filter(
    (m) => !LAST_BEFORE.test(clause.slice(0, m.index)),
  );
  return all.find((m) => DATED_BY.test(clause.slice(0, m.index))) ?? all[0] ?? null;
}

/** The day stated with a month: "le 12 février", "the 12th of" (before), "February 12, 2027" (after). */
function dayOf(clause: string, found: RegExpMatchArray): number | null {
  const before = clause
    .slice(0, found.index)
    .match(/(?<!\d)(\d{1,2})(?:er|st|nd|rd|th)?\s+(?:of\s+)?$/u);
  const day = Number(found[2] ?? before?.[1] ?? 0);
  return day >= 1 && day <= 31 ? day : null;
}

/** A month the budget is drafted in: "the budget packages we draft in January", "préparé en janvier". */
const DRAFTED =
  /(?<!\p{L})(?:draft\w*|prepar\w*|put together|assembl\w*|rédig\w*|prépar\w*)(?!\p{L})[^.;]{0,40}?(?<!\p{L})(?:in|by|en|d['’]ici)\s+/iu;
function draftedIn(clause: string): number | null {
  for (const m of clause.matchAll(new RegExp(MONTH_MENTION.source, "gu"))) {
    const before = clause.slice(Math.max(0, m.index! - 60), m.index);
    if (new RegExp(`${DRAFTED.source}$`, "iu").test(before)) return monthOf(m[1]!);
  }
  return null;
}

/** A person who leaves on a stated month: "Gord, retires in June 2027", "notre contrôleuse part à la retraite en mars". */
const LEAVES =
  /(?<!\p{L})(retires|is retiring|will retire|retiring|leaves|is leaving|will leave|steps down|will step down|prend sa retraite|part à la retraite|partira à la retraite|quitte|quittera|retire|are retiring|leave|are leaving|step down|prennent leur retraite|partent à la retraite|partiront à la retraite|vont prendre leur retraite|quittent|quitteront)(?!\p{L})/iu;
/** The verbs of several people leaving: "Two of our fitters retire", "nos deux contremaîtres partent". */
const SEVERAL_LEAVE =
  /^(?:retire|are retiring|leave|are leaving|step down|prennent leur retraite|partent à la retraite|partiront à la retraite|vont prendre leur retraite|quittent|quitteront)$/iu;
/** A group named by its count and role: "Two of our fitters", "our three senior estimators", "nos deux contremaîtres". */
const GROUP =
  /(?:^|\s)(?:(\p{L}+)\s+(?:of\s+our|de\s+nos)|(both)(?:\s+of)?\s+our|(?:our|nos)\s+(\p{L}+))\s+((?:\p{Ll}+\s+){0,2}\p{Ll}+)$/iu;
const ENGLISH_COUNTS = Object.keys(ENGLISH_NUMBER_WORDS);

/** "two of your fitters", "your three senior estimators", "your two contremaîtres"; null when no count is said. */
function groupIn(before: string): string | null {
  const found = before.match(GROUP);
  if (!found) return null;
  const [, of, both, our, role] = found;
  const count = NUMBERS[(of ?? our ?? "").toLowerCase()];
  if (both) return `both your ${role}`;
  if (!count || count < 2) return null;
  const english = ENGLISH_COUNTS[count - 1]!;
  return of ? `${english} of your ${role}` : `your ${english} ${role}`;
}
/** What leaves with them: the work the plan must finish before they go. */
const KNOWLEDGE =
  /(?<!\p{L})(?:knowledge|know-how|knows|only|in (?:his|her|their) head|notebooks?|judge?ment|expertise|walks? out|capture|kept by|keeps|(?:after|with|of) \d+ years|savoir|savoir-faire|connaissances|expertise|jugement|seule?|sa tête|tenu par|après \d+ ans)(?!\p{L})/iu;
function leaverIn(clause: string, quote: string): DecisionDate["leaver"] | null {
  const verb = LEAVES.exec(clause);
  // A retirement takes a career's know-how with it; someone who only leaves must be said to hold some.
  if (!verb || !(KNOWLEDGE.test(quote) || /retir|retraite/iu.test(verb[1]!))) return null;
  const before = clause.slice(0, verb.index).trim().replace(/,$/, "");
  // The name just before the verb ("…planner, Gord, retires"), else "our controller" as "your controller".
  // "Dale Whitford, retires": the name as written, first and last.
  const name = before.match(/(?:^|[\s,])(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)$/u)?.[1];
  // "…who knows our quoting and retires" names work, not a role: a role never ends on a conjunction.
  // "Our Treasurer retires": a role written with its capital is a role still (review r24).
  const role = before
    .match(/(?:^|\s)(?:[Oo]ur|[Nn]otre|[Nn]os)\s+((?:\p{Ll}+\s+){0,2}\p{L}\p{Ll}+)$/u)?.[1]
    ?.replace(/^.*\s(?:and|or|but|et|ou|mais)$/u, "");
  // A capitalised first word is a name only when it is not a plural ("Students leave in June").
  const first = before === name;
  const isName =
    name &&
    !/^(?:Our|Notre|The|Le|La|Les|He|She|They|Il|Elle|Ils|We|Nous)$|^(?:Our|My|Notre|Mon|Ma)\s/u.test(
      name,
    ) &&
    !(first && /s$/.test(name));
  // "Our dispatcher Gurpreet has 30 years of routes in her head and retires": the sentence's subject.
  const subject = before.match(
    /^(?:[Oo]ur|[Mm]y|[Nn]otre|[Mm]on|[Mm]a)\s+(?:\p{Ll}+\s+){0,2}?\p{Ll}+,?\s+(\p{Lu}[\p{L}'’-]+)(?![\p{L}])/u,
  )?.[1];
  // "kept by Gord (maintenance lead, retiring in 2026)": the name before the bracket the verb is in.
  const bracketed = before.match(/(?:^|\s)(\p{Lu}[\p{L}'’-]+)\s*\([^)]*$/u)?.[1];
  const who =
    groupIn(before) ?? (isName ? name : role ? `your ${role}` : (subject ?? bracketed ?? null));
  if (
    !who ||
    /^(?:.* )?your (?:\p{L}+ )?(?:students|clients|customers|staff|employees|people)$/u.test(who)
  )
    return null;
  // In English, one tense: "is retiring", "prend sa retraite" -> "retires"; "quittera" -> "leaves".
  const said = verb[1]!.toLowerCase();
  const several = SEVERAL_LEAVE.test(said);
  const english = /retir|retraite/.test(said)
    ? "retire"
    : /step/.test(said)
      ? "step down"
      : "leave";
  if (several) return { who, verb: english, several: true };
  return { who, verb: english === "step down" ? "steps down" : `${english}s` };
}

/** A departure dated by a season: "retires next summer", "part à la retraite l'été prochain"; its first month. */
const SEASONS: [RegExp, number, string][] = [
  [/(?<!\p{L})(?:spring|printemps)(?!\p{L})/iu, 2, "spring"],
  [/(?<!\p{L})(?:summer|été)(?!\p{L})/iu, 5, "summer"],
  [new RegExp(String.raw`(?<!\p{L})(?:${SEASON_FALL}|autumn|automne)(?!\p{L})`, "iu"), 8, "fall"],
  [/(?<!\p{L})(?:winter|hiver)(?!\p{L})/iu, 11, "winter"],
];
const YEAR_END =
  /(?<!\p{L})(?:(?:the )?end of (?:the |this )?year|year[- ]end|fin de l['’]année)(?!\p{L})/iu;

/** The season a departure is dated by, in English as said: "next summer", "this fall". */
function seasonOf(clause: string): { month: number; when: string } | null {
  if (YEAR_END.test(clause)) return { month: 11, when: "at the end of the year" };
  const found = SEASONS.find(([season]) => season.test(clause));
  if (!found) return null;
  const which = /(?<!\p{L})(?:next|prochain\p{L}*)(?!\p{L})/iu.test(clause)
    ? "next"
    : /(?<!\p{L})(?:this|cet|ce)(?!\p{L})/iu.test(clause)
      ? "this"
      : "in the";
  return { month: found[1], when: `${which} ${found[2]}` };
}

/** A person's departure, dated by `month` (0 when only the year or a season's end dates it). */
const departure = (
  quote: string,
  month: number,
  year: number | null,
  leaver: NonNullable<DecisionDate["leaver"]>,
): DecisionDate => ({
  kind: "departure",
  month,
  year,
  quote,
  body: null,
  what: null,
  union: false,
  leaver,
});

function seasonalDeparture({
  clause,
  quote,
}: {
  clause: string;
  quote: string;
}): DecisionDate | null {
  const leaver = leaverIn(clause, quote);
  const season = seasonOf(clause);
  if (!leaver || !season || PAST.test(clause)) return null;
  return departure(quote, season.month, null, { ...leaver, when: season.when });
}

/** "by 2026", "d'ici 2027", "next year", "l'an prochain": a departure's year, as said in English. */
const YEAR_SAID =
  /(?<!\p{L})(?:(in|by|en|d['’]ici)\s+(20\d{2})(?!\d)|(next year|l['’]an prochain|l['’]année prochaine))/iu;

/**
 * A departure dated by its year alone ("retiring in 2026", "retire next year"): the plan keeps the
 * year, not a guessed month; "next year" is the next January from the plan's start.
 */
function yearDeparture({ clause, quote }: { clause: string; quote: string }): DecisionDate | null {
  const leaver = leaverIn(clause, quote);
  const said = clause.match(YEAR_SAID) ?? clause.match(/(?<!\d)()(20\d{2})(?!\d)/);
  if (!leaver || !said || PAST.test(clause)) return null;
  const [, by, year] = said;
  const when = year ? `${/^(?:by|d)/iu.test(by ?? "") ? "by" : "in"} ${year}` : "next year";
  return departure(quote, 0, year ? Number(year) : null, { ...leaver, when, yearOnly: true });
}

/**
 * "after the 2027 season", "at the end of next season", « après la saison 2027 », « à la fin de la
 * prochaine saison »: a departure the business's own season dates, its year when stated.
 */
const AFTER_SEASON =
  /(?<!\p{L})(?:after|at the end of|once)\s+(?:the\s+|our\s+|this\s+)?(next\s+)?(?:(20\d{2})\s+)?season(?:\s+(?:of\s+)?(20\d{2}))?(?!\p{L})|(?<!\p{L})(?:après|à la fin de)\s+(?:la\s+|notre\s+)?(prochaine\s+)?saison(?:\s+(?:de\s+)?(20\d{2}))?(?!\p{L})/iu;

function afterSeasonDeparture({
  clause,
  quote,
}: {
  clause: string;
  quote: string;
}): DecisionDate | null {
  const found = clause.match(AFTER_SEASON);
  const leaver = found && leaverIn(clause, quote);
  if (!found || !leaver || PAST.test(clause)) return null;
  const year = found[2] ?? found[3] ?? found[5];
  return departure(quote, 0, year ? Number(year) : null, {
    ...leaver,
    when: year ? `after the ${year} season` : "after next season",
    afterSeason: true,
  });
}

function dateIn({ clause, quote }: { clause: string; quote: string }): DecisionDate | null {
  const found = monthMention(clause);
  if (!found)
    return (
      afterSeasonDeparture({ clause, quote }) ??
      seasonalDeparture({ clause, quote }) ??
      yearDeparture({ clause, quote })
    );
  const month = found && monthOf(found[1]!);
  if (!found || month === null || PAST.test(clause)) return null;
  const year = found[3] ? Number(found[3]) : null;
  const day = dayOf(clause, found);
  const union = UNION_AGREEMENT.test(clause);
  const common = { month, year, quote, union: false, what: null, ...(day ? { day } : {}) };
  const leaver = leaverIn(clause, quote);
  if (leaver) return { ...common, kind: "departure", body: null, leaver };
  if (EXPIRES.test(clause))
    return {
      ...common,
      kind: "expiry",
      body: null,
      union,
      what: endingIn(clause, union),
      ...(/(?<!\p{L})(?:renews?|renewal|renouvel\p{L}*)(?!\p{L})/iu.test(clause)
        ? { renews: true as const }
        : {}),
    };
  // "off-season (Nov-Feb) cash flow is thin": months of a range are a season, never the budget's date.
  if (BUDGET.test(clause) && !inRange(clause, found)) {
    const drafted = draftedIn(clause);
    // "approve the budget in March, … packages we draft in January": dated by the meeting, due by the drafting.
    const dated = drafted !== null && drafted === month ? laterMonth(clause, found) : null;
    return {
      ...common,
      ...(dated ?? {}),
      kind: "budget",
      body: namesBody(clause) ? bodyIn(clause) : null,
      ...(drafted !== null && drafted !== (dated?.month ?? month) ? { drafted } : {}),
    };
  }
  if (namesBody(clause) && MEETS.test(clause))
    return { ...common, kind: "approval", body: bodyIn(clause) ?? "whoever approves spending" };
  return null;
}

/** Whether the month found is one end of a range of months ("Nov-Feb", "from April to June"). */
function inRange(clause: string, found: RegExpMatchArray): boolean {
  const range = clause.match(MONTH_RANGE);
  if (!range || range.index === undefined) return false;
  return found.index! >= range.index && found.index! < range.index + range[0].length;
}

/** The other month a clause names, when the first is the drafting month. */
function laterMonth(
  clause: string,
  first: RegExpMatchArray,
): { month: number; year: number | null } | null {
  const other = [...clause.matchAll(new RegExp(MONTH_MENTION.source, "gu"))].find(
    (m) => m.index !== first.index,
  );
  const month = other ? monthOf(other[1]!) : null;
  return other && month !== null ? { month, year: other[3] ? Number(other[3]) : null } : null;
}

/**
 * The dates the answers name for a budget, an approval body's meeting, a contract's end or a
 * person's departure. A clause whose month names no decision is read with the rest of its
 * sentence ("le conseil … se réunit une fois par trimestre; le prochain est le 12 février 2027").
 */
export const decisionDatesOf = oncePer((answers: AssessmentInput): DecisionDate[] =>
  FIELDS.flatMap((field) => decisionDatesIn(answers[field] ?? "")),
);

/** The decision dates of one answer's text, sentence by sentence (decisionDatesOf). */
export function decisionDatesIn(text: string): DecisionDate[] {
  return sentencesOf(text).flatMap((sentence) => {
    const reads = clausesIn(sentence);
    const dated = reads.flatMap((read) => dateIn(read) ?? []);
    if (dated.length || reads.length < 2) return dated;
    const whole = dateIn({ clause: sentence.replace(/;\s*/g, ", "), quote: reads[0]!.quote });
    return whole ? [whole] : [];
  });
}

/** The departure stated in the sentence an item quotes ("Gord, retires in June 2027 …"), if any. */
export function departureIn(quote: string, answers: AssessmentInput): DecisionDate | undefined {
  const start = quote.replace(/…$/, "").replace(/^…/, "").slice(0, 40);
  return decisionDatesOf(answers).find(
    (d) => d.kind === "departure" && d.leaver && d.quote.includes(start),
  );
}

/** How long a new vendor's review takes, from the words that say so; null when none do. */
export function vendorLeadTimeOf(answers: AssessmentInput): LeadTime | null {
  for (const { clause, quote } of clausesOf(answers)) {
    if (!VENDOR.test(clause)) continue;
    for (const pattern of LEAD) {
      const found = clause.match(pattern);
      if (!found) continue;
      const perMonth = /^(?:week|semaine)/i.test(found[4]!) ? 1 / 4.35 : 1;
      const min = Math.ceil(numberOf(found[2]!) * perMonth);
      const max = Math.ceil(numberOf(found[3] ?? found[2]!) * perMonth);
      // "must pass a security review" -> "security review": the words after the last article.
      const named = found[1]
        ?.trim()
        .toLowerCase()
        .replace(/^(?:.*\s)?(?:a|an|the|our|every|each|any|its|their)\s+/, "");
      const english =
        named && /review|assessment|approval|vetting|procurement|diligence/.test(named);
      return { min, max, what: english ? named : "review", quote };
    }
  }
  return null;
}
