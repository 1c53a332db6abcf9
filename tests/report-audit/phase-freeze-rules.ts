import { MONTHS } from "@/capabilities/report/builtin/text";
import { strings, type AuditedDocuments, type Violation } from "./rules";

/**
 * A phase dated over months the executive keeps free of anything new says how it keeps out of
 * them (issue 34): its own text names each of those months as one where nothing new starts
 * ("Nothing in this phase starts in July to September 2026", "start nothing new from May to
 * September", "no month of the pilots' phase, June to September 2026, is open to anything new").
 * A phase that overlaps a freeze and says nothing of it may be read as starting work inside it.
 */

const MONTH_NAME = MONTHS.join("|");
const monthIndex = (name: string) => MONTHS.indexOf(name as never);

const SPAN = `(${MONTH_NAME})(?: (\\d{4}))?(?: to (${MONTH_NAME})(?: (\\d{4}))?)?`;

/**
 * A span's months: plan months (year * 12 + month) when it gives a year ("July to September
 * 2026", "December 2026 to February 2027"), else months of the year (0: January).
 */
function spanMonths([, from, fromYear, to, toYear]: RegExpMatchArray): {
  dated: boolean;
  months: number[];
} {
  const year = Number(toYear ?? fromYear ?? 0);
  const last = year * 12 + monthIndex(to ?? from!);
  const first = fromYear
    ? Number(fromYear) * 12 + monthIndex(from!)
    : last - ((monthIndex(to ?? from!) - monthIndex(from!) + 12) % 12);
  const months = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return year ? { dated: true, months } : { dated: false, months: months.map((m) => m % 12) };
}

/** "Months 5–10, July to December 2026", "Weeks 1–8, December 2026 to January 2027": plan months. */
function datedMonths(duration: string): number[] {
  const span = new RegExp(`${SPAN}$`).exec(duration);
  return span ? spanMonths(span).months : [];
}

/** Words that keep months free of anything new, and the months they name after them. */
const KEPT_FREE = new RegExp(
  `\\b(?:start nothing new|nothing (?:new|in this phase) starts|no month of the pilots' phase,) (?:in |from |during |outside )?([^.;:]+)`,
  "gi",
);

/**
 * The months a phrase names: plan months where it gives a year ("July to September 2026",
 * "September 2027 or January to February 2028"), else months of every year ("May to September").
 */
function namedIn(phrase: string): { planMonths: Set<number>; yearly: Set<number> } {
  const planMonths = new Set<number>();
  const yearly = new Set<number>();
  for (const span of phrase.matchAll(new RegExp(SPAN, "g"))) {
    const { dated, months } = spanMonths(span);
    months.forEach((m) => (dated ? planMonths : yearly).add(m));
  }
  return { planMonths, yearly };
}

/** The phrase up to the clause after its first months: "summer, June to August", not what follows. */
function firstSpans(phrase: string): string {
  const first = new RegExp(SPAN).exec(phrase);
  if (!first) return "";
  const end = phrase.indexOf(", ", (first.index ?? 0) + first[0].length);
  return end < 0 ? phrase : phrase.slice(0, end);
}

/** The months of a phase's text keeps free of anything new. */
function keptFree(text: string): (planMonth: number) => boolean {
  const named = [...text.matchAll(KEPT_FREE)].map((m) => {
    const outside = /\boutside\s*$/.test(m[0].slice(0, m[0].length - m[1]!.length));
    return { outside, ...namedIn(firstSpans(m[1]!)) };
  });
  return (m) =>
    named.some(({ outside, planMonths, yearly }) =>
      outside ? !yearly.has(m % 12) : planMonths.has(m) || yearly.has(m % 12),
    );
}

interface DatedPhase {
  path: string;
  duration: string;
  text: string;
}

function phasesOf(docs: AuditedDocuments): DatedPhase[] {
  const roadmap = docs.roadmap.phases.map((p, i) => ({
    path: `roadmap.phases[${i}]`,
    duration: p.duration,
    text: strings(p)
      .map((s) => s.text)
      .join(" "),
  }));
  const report = (["phase1", "phase2", "phase3"] as const).map((key) => ({
    path: `report.roadmap.${key}`,
    duration: docs.reportData.roadmap[key].duration,
    text: strings(docs.reportData.roadmap[key])
      .map((s) => s.text)
      .join(" "),
  }));
  return [...roadmap, ...report];
}

const monthLabel = (m: number) => `${MONTHS[m % 12]} ${Math.floor(m / 12)}`;

/** Every phase dated over closed months whose text does not keep out of them. */
export function phaseFreezeRules(
  closed: ReadonlySet<number>,
  docs: AuditedDocuments,
  rule: string,
): Violation[] {
  if (!closed.size) return [];
  return phasesOf(docs).flatMap(({ path, duration, text }) => {
    const free = keptFree(text);
    const silent = datedMonths(duration).filter((m) => closed.has(m % 12) && !free(m));
    return silent.length
      ? [
          {
            rule,
            detail: `${path}: "${duration}" runs through ${silent.map(monthLabel).join(", ")}, when nothing new starts, and does not say how it keeps out of them`,
          },
        ]
      : [];
  });
}
