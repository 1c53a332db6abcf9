import { MONTHS } from "@/capabilities/report/builtin/text";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * One plan, one set of dates (issue 34, round 19): a phase's gate is decided once its work has
 * run ("End of months 1–4, decided in December 2026" was month 1), its pilots run inside it ("the
 * pilots run April to December 2027" in a phase ending in September), a busy season lasts a year
 * at most ("March 2026 to March 2028"), and nothing is decided or read after the plan ends ("read
 * its results in May 2029" in a plan ending in May 2028).
 */

const MONTH = MONTHS.join("|");

/** Months since year 0 of "April 2027". */
const monthIndex = (month: string, year: string) =>
  Number(year) * 12 + MONTHS.indexOf(month as never);

/** The first and last month of a phase's duration ("Months 5–10, April to September 2027"). */
function spanOf(duration: string): [number, number] | null {
  const dated = [...duration.matchAll(new RegExp(`\\b(${MONTH})(?: (\\d{4}))?\\b`, "g"))];
  const last = dated.at(-1);
  if (!last?.[2]) return null;
  const end = monthIndex(last[1]!, last[2]);
  const first = dated[0]!;
  const startYear = first[2] ?? last[2];
  let start = monthIndex(first[1]!, startYear);
  if (start > end) start -= 12;
  return [start, end];
}

export function planDateRules(docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const phases = docs.roadmap.phases;
  const spans = phases.map((p) => spanOf(p.duration));
  phases.forEach((phase, i) => {
    const span = spans[i];
    if (!span) return;
    const run = phase.description.match(
      new RegExp(`\\bpilots? runs? (${MONTH})(?: (\\d{4}))? to (${MONTH}) (\\d{4})`),
    );
    if (run && monthIndex(run[3]!, run[4]!) > span[1])
      found.push({
        rule: STORY_RULES.pilotPastPhase,
        detail: `roadmap.phases[${i}]: "${run[0]}" in a phase of ${phase.duration}`,
      });
  });
  for (const { path, text } of [
    ...strings(docs.roadmap, "roadmap"),
    ...strings(docs.reportData, "report"),
  ])
    for (const season of text.matchAll(
      new RegExp(`\\bseasons? \\((${MONTH}) (\\d{4}) to (${MONTH}) (\\d{4})\\)`, "g"),
    ))
      if (monthIndex(season[3]!, season[4]!) - monthIndex(season[1]!, season[2]!) >= 12)
        found.push({ rule: STORY_RULES.seasonOverYear, detail: `${path}: "${season[0]}"` });
  return found;
}

/**
 * A decision or a reading of results dated after the plan's last phase (round 20: a seasonal
 * pilot started before its season had its results read when the season closed, after the plan).
 */
export function pastPlanEndRules(docs: AuditedDocuments): Violation[] {
  const end = docs.roadmap.phases.map((p) => spanOf(p.duration)).at(-1)?.[1];
  if (end === undefined) return [];
  return [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")].flatMap(
    ({ path, text }) =>
      [
        ...text.matchAll(
          new RegExp(
            `\\b(?:decided|results (?:are )?read|read (?:its|their) results) in (${MONTH}) (\\d{4})(, once)?`,
            "g",
          ),
        ),
      ]
        // The last gate, kept out of a busy season that holds the plan's last month, meets the
        // month it is over: the plan's close, not a date past it.
        .filter((act) => monthIndex(act[1]!, act[2]!) > end + (act[3] ? 1 : 0))
        .map((act) => ({ rule: STORY_RULES.pastPlanEnd, detail: `${path}: "${act[0]}"` })),
  );
}

/** A gate decided in its phase's first month or before, when nothing in the phase has run. */
export function gateDateRules(docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  docs.roadmap.phases.forEach((phase, i) => {
    const span = spanOf(phase.duration);
    if (!span) return;
    const decided = phase.decisionGate?.match(new RegExp(`\\bdecided in (${MONTH}) (\\d{4})`));
    if (decided && monthIndex(decided[1]!, decided[2]!) <= span[0] && span[1] > span[0])
      found.push({
        rule: STORY_RULES.gateBeforePhase,
        detail: `roadmap.phases[${i}]: "${decided[0]}" in a phase of ${phase.duration}`,
      });
  });
  return found;
}
