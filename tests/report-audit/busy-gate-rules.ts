import { MONTHS } from "@/capabilities/report/builtin/text";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * A decision gate is a meeting (issue 34, round 19): none is dated in the months the documents
 * say are the busy season ("Nothing in this phase starts in March to April 2027, in your busy
 * season"), unless it says the month it is decided in instead ("…, decided in February 2027,
 * before your busy season").
 */

const MONTH_NAME = MONTHS.join("|");

/** "March to April 2027", "August 2027": the months of the year a span names. */
function monthsOfSpan(span: string): number[] {
  const named = [...span.matchAll(new RegExp(`\\b(${MONTH_NAME})\\b`, "g"))].map((m) =>
    MONTHS.indexOf(m[1] as never),
  );
  if (named.length < 2) return named;
  const months = [named[0]!];
  for (let m = named[0]!; m !== named.at(-1);) months.push((m = (m + 1) % 12));
  return months;
}

/** The months of the year the documents call the busy season. */
function busyMonths(docs: AuditedDocuments): Set<number> {
  const busy = new Set<number>();
  for (const { text } of [
    ...strings(docs.roadmap, "roadmap"),
    ...strings(docs.reportData, "report"),
  ])
    for (const [, spans] of text.matchAll(
      /Nothing in this phase starts in ([^:]+?), (?:in your busy seasons?|your busiest month)\b/g,
    ))
      spans!
        .split(/ and |, /)
        .flatMap(monthsOfSpan)
        .forEach((m) => busy.add(m));
  return busy;
}

export function busyGateRules(docs: AuditedDocuments): Violation[] {
  const busy = busyMonths(docs);
  if (!busy.size) return [];
  return docs.roadmap.phases.flatMap((phase, i) => {
    const last = [...phase.duration.matchAll(new RegExp(`\\b(${MONTH_NAME})\\b`, "g"))].at(-1);
    if (!last || /^End of [^:]*\bdecided in\b/.test(phase.decisionGate ?? "")) return [];
    const month = MONTHS.indexOf(last[1] as never);
    return busy.has(month)
      ? [
          {
            rule: STORY_RULES.gateInBusySeason,
            detail: `roadmap.phases[${i}].decisionGate falls in ${last[1]}, in the busy season`,
          },
        ]
      : [];
  });
}
