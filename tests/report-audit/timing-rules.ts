import { planStart } from "@/capabilities/report/builtin/calendar";
import { oncePerPair } from "@/capabilities/report/builtin/once";
import { MONTHS } from "@/capabilities/report/builtin/text";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";
import { phaseFreezeRules } from "./phase-freeze-rules";
import { timingSentencesIn } from "./timing-corpus";

/**
 * A plan that admits a timing rule keeps it (issue 34): no dated step that starts something new
 * (a pilot, a trial, a tool switched on) falls in a month the executive's words close (a busy
 * season with no time, the months outside a window for anything new, the busiest month), none
 * starts the first pilot before the union's notice has run, and what a leaver knows is captured
 * before they go. The rules are the ones the documents admit ("start nothing new in summer, June
 * to August"), and for the random assessments those their labelled sentences state
 * (timing-corpus.ts), whether the documents admit them or not.
 */

/** Plan months count from year 0: year * 12 + month. */
const MONTH_NAME = MONTHS.join("|");
const monthAt = (name: string, year: string) => Number(year) * 12 + MONTHS.indexOf(name as never);
const monthOfDate = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** The months of the year a phrase names: "June to August", "in April", "November and December". */
function monthsNamed(phrase: string): number[] {
  const span = new RegExp(`\\b(${MONTH_NAME})(?: \\d{4})? (?:to|and|through) (${MONTH_NAME})\\b`);
  const range = span.exec(phrase);
  if (range) {
    const [from, to] = [MONTHS.indexOf(range[1] as never), MONTHS.indexOf(range[2] as never)];
    const months = [from];
    for (let m = from; m !== to;) months.push((m = (m + 1) % 12));
    return months;
  }
  const one = new RegExp(`\\b(${MONTH_NAME})\\b`).exec(phrase);
  return one ? [MONTHS.indexOf(one[1] as never)] : [];
}

/** The months of the year the documents, or the executive's labelled words, close to anything new. */
export function closedMonths(input: GenerationInput, docs: AuditedDocuments): Set<number> {
  const closed = new Set<number>();
  for (const s of timingSentencesIn(freeText(input))) s.closed?.forEach((m) => closed.add(m));
  for (const { text } of everything(docs)) {
    for (const [, form, where, phrase] of text.matchAll(
      /\b(start nothing new|Nothing in this phase starts) (in|from|outside) ([^.;:]+)/g,
    )) {
      // A phase names its own spans first, before its comma: "December 2026 and May 2027, outside …".
      const named =
        form === "start nothing new"
          ? monthsNamed(phrase!)
          : phrase!.split(",")[0]!.split(" and ").flatMap(monthsNamed);
      const months =
        where === "outside" ? [...Array(12).keys()].filter((m) => !named.includes(m)) : named;
      months.forEach((m) => closed.add(m));
    }
  }
  return closed;
}

const freeText = (input: GenerationInput) => [
  input.answers.otherChallenge,
  input.answers.aiFriction,
  input.answers.aiExperience,
];

const everything = (docs: AuditedDocuments) => [
  ...strings(docs.roadmap, "roadmap"),
  ...strings(docs.reportData, "report"),
  ...strings(docs.followUp ?? {}, "followUp"),
];

/** A step's time, as the plan months it may fall in and the days from the report it ends by. */
interface When {
  months: number[];
  lastDay: number;
}

const DAYS_OF: Record<string, number> = {
  "this week": 7,
  "first week": 7,
  "within two weeks": 14,
  "first 2 weeks": 14,
};

/** When a step's words put it: "Within 60 days", "In month 5", "First 2 weeks", "in April 2027". */
export function whenOf(words: string, createdAt: Date): When | null {
  const start = planStart(createdAt);
  const day = (n: number) => new Date(createdAt.getTime() + n * 86_400_000);
  const spanOfDays = (n: number): When => {
    const months = new Set<number>();
    for (let d = 0; d < n; d++) months.add(monthOfDate(day(d)));
    return { months: [...months], lastDay: n };
  };
  const w = words.toLowerCase();
  if (DAYS_OF[w]) return spanOfDays(DAYS_OF[w]!);
  const days = /^(?:within|first) (\d+) days$/.exec(w);
  if (days) return spanOfDays(Number(days[1]));
  const planned = /^(?:in )?(week|month) (\d+)$/.exec(w);
  if (planned) {
    const n = Number(planned[2]);
    const at = start + (planned[1] === "week" ? Math.floor((n - 1) / 4.35) : n - 1);
    return { months: [at], lastDay: daysTo(at + 1, createdAt) };
  }
  const dated = new RegExp(`^(?:in |by )?(${MONTH_NAME}) (\\d{4})$`, "i").exec(words);
  if (dated) {
    const at = monthAt(dated[1]!, dated[2]!);
    return { months: [at], lastDay: daysTo(at + 1, createdAt) };
  }
  return null;
}

/** Days from the report to the first of a plan month. */
const daysTo = (month: number, createdAt: Date) =>
  Math.round((Date.UTC(Math.floor(month / 12), month % 12, 1) - createdAt.getTime()) / 86_400_000);

/** Steps that start something new: a pilot, a trial, a tool switched or turned on, a launch. */
const STARTS_NEW =
  /^(?:start (?:the |a )?(?:[\w-]+ )?pilot|trial|switch on|turn on|launch|roll out)\b/i;

interface DatedStart {
  path: string;
  text: string;
  when: When;
  /** It starts the first pilot (the union's notice is counted to it). */
  firstPilot: boolean;
}

/** Every dated start of something new the documents state, with when it may fall. */
export const datedStarts = (docs: AuditedDocuments, createdAt: Date): DatedStart[] =>
  startsOf(docs, createdAt.getTime());

/** Read by most timing rules: once per document and date. */
const startsOf = oncePerPair((docs: AuditedDocuments, time: number): DatedStart[] => {
  const createdAt = new Date(time);
  const found: DatedStart[] = [];
  const add = (path: string, text: string, words: string, firstPilot: boolean) => {
    const when = whenOf(words, createdAt);
    if (when) found.push({ path, text, when, firstPilot });
  };
  docs.reportData.nextSteps.forEach((step, i) => {
    const [, words, what] = /^([^:]+): (.+)$/.exec(step) ?? [];
    if (words && what && STARTS_NEW.test(what))
      add(`report.nextSteps[${i}]`, step, words, /^start the pilot\b/.test(what));
  });
  docs.roadmap.quickWins.forEach((w, i) => {
    if (STARTS_NEW.test(w.title)) add(`roadmap.quickWins[${i}]`, w.title, w.timeframe, false);
  });
  const said = new RegExp(
    `\\bfirst pilot starts (within \\d+ days|in (?:week|month) \\d+|(?:before|after) it, in (?:${MONTH_NAME}) \\d{4})|\\bstart the first pilot in ((?:${MONTH_NAME}) \\d{4})|\\(the pilot starts in ((?:${MONTH_NAME}) \\d{4})\\)`,
    "g",
  );
  for (const { path, text } of everything(docs)) {
    // Most strings name no pilot start: a literal search skips them before the long pattern.
    if (!text.includes("first pilot") && !text.includes("pilot starts")) continue;
    for (const m of text.matchAll(said)) {
      const words = (m[1] ?? m[2] ?? m[3])!.replace(/^(?:before|after) it, /, "");
      add(path, m[0], words, true);
    }
  }
  return found;
});

const monthLabel = (m: number) => `${MONTHS[m % 12]} ${Math.floor(m / 12)}`;

/** The union's notice, as labelled or as the documents admit it ("… and no earlier"). */
function noticeRules(input: GenerationInput, docs: AuditedDocuments, starts: DatedStart[]) {
  const labelled = Math.max(0, ...timingSentencesIn(freeText(input)).map((s) => s.noticeDays ?? 0));
  const admitted = everything(docs)
    .flatMap(({ text }) => [
      ...text.matchAll(new RegExp(`\\bcan start in (${MONTH_NAME}) (\\d{4}) and no earlier`, "g")),
    ])
    .map((m) => daysTo(monthAt(m[1]!, m[2]!), input.createdAt));
  const notice = Math.max(labelled, ...admitted);
  if (!notice) return [];
  return starts
    .filter((s) => s.firstPilot && s.when.lastDay < notice)
    .map((s) => ({
      rule: STORY_RULES.timingRule,
      detail: `${s.path}: "${s.text}" starts the first pilot by day ${s.when.lastDay}, before the union's notice of ${notice} days has run`,
    }));
}

/** What a leaver knows is captured by a date before they go, wherever the documents date it. */
function departureRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const leaving = timingSentencesIn(freeText(input)).flatMap((s) =>
    s.leaves2027 === undefined ? [] : [2027 * 12 + s.leaves2027],
  );
  if (!leaving.length) return [];
  const leaves = Math.min(...leaving);
  const texts = everything(docs).filter(({ text }) => /\bcaptur/i.test(text));
  if (!texts.length)
    return [
      {
        rule: STORY_RULES.timingRule,
        detail: `no step captures what the leaver knows before ${monthLabel(leaves)}`,
      },
    ];
  return texts.flatMap(({ path, text }) =>
    [...text.matchAll(new RegExp(`\\bdone by (${MONTH_NAME}) (\\d{4})`, "g"))]
      .filter((m) => monthAt(m[1]!, m[2]!) >= leaves)
      .map((m) => ({
        rule: STORY_RULES.timingRule,
        detail: `${path}: "${m[0]}", the leaver goes in ${monthLabel(leaves)}`,
      })),
  );
}

/** Every dated step that breaks a timing rule the plan admits or the executive stated. */
export function timingRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const closed = closedMonths(input, docs);
  const starts = datedStarts(docs, input.createdAt);
  const inClosed = starts
    .filter((s) => s.when.months.some((m) => closed.has(m % 12)))
    .map((s) => ({
      rule: STORY_RULES.timingRule,
      detail: `${s.path}: "${s.text}" falls in ${s.when.months
        .filter((m) => closed.has(m % 12))
        .map(monthLabel)
        .join(", ")}, when nothing new starts`,
    }));
  return [
    ...inClosed,
    ...phaseFreezeRules(closed, docs, STORY_RULES.timingRule),
    ...noticeRules(input, docs, starts),
    ...departureRules(input, docs),
  ];
}

/**
 * When the documents say the first pilot starts, in days from the plan's start ("month 5" is
 * [120, 150), as pilot-rules.ts counts): the dated sentences above and the follow-up question's
 * "off your team within 90 days" or "in the first pilot, from month 5".
 */
export function firstPilotDates(
  docs: AuditedDocuments,
  createdAt: Date,
): { path: string; window: [number, number] }[] {
  const start = planStart(createdAt);
  const dated = datedStarts(docs, createdAt)
    .filter(
      (s) =>
        s.firstPilot &&
        !/^report\.nextSteps|first pilot starts (?:within|in (?:week|month))/.test(
          `${s.path} ${s.text}`,
        ),
    )
    .map((s) => {
      const at = Math.min(...s.when.months) - start;
      return {
        path: s.path,
        window: [at * 30, (Math.max(...s.when.months) - start + 1) * 30] as [number, number],
      };
    });
  const asked = strings(docs.followUp ?? {}, "followUp").flatMap(({ path, text }) => {
    const asked =
      /\boff your team (?:within (\d+) days|in the first pilot, from month (\d+))\b/.exec(text);
    if (!asked) return [];
    const month = Number(asked[2]);
    const window: [number, number] = asked[1]
      ? [0, Number(asked[1])]
      : [(month - 1) * 30, month * 30];
    return [{ path, window }];
  });
  return [...dated, ...asked];
}
