import { MONTHS } from "@/capabilities/report/builtin/text";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { AuditedDocuments, Violation } from "./rules";
import { STORY_RULES } from "./story-rules";
import { datedStarts } from "./timing-rules";

/**
 * A baseline is measured before the pilot it judges starts (issue 34, round 19): a phase gate that
 * asks for "a recorded baseline before it runs" is dated at its phase's last month, so that month
 * must not come after the first pilot's dated start ("Within 60 days", "In month 2").
 */

const MONTH_NAME = MONTHS.join("|");
const ASKS_BASELINE = /\bbaseline before it (?:runs|starts)\b/i;

/** The last plan month a phase's dated duration names: "Months 1–3, December 2026 to February 2027". */
function lastMonthOf(duration: string): number | null {
  const dated = [...duration.matchAll(new RegExp(`\\b(${MONTH_NAME}) (\\d{4})\\b`, "g"))].at(-1);
  return dated ? Number(dated[2]) * 12 + MONTHS.indexOf(dated[1] as never) : null;
}

const monthLabel = (m: number) => `${MONTHS[m % 12]} ${Math.floor(m / 12)}`;

/** Every gate that asks for the first pilot's baseline once that pilot has already started. */
export function baselineRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const starts = datedStarts(docs, input.createdAt).filter((s) => s.firstPilot);
  if (!starts.length) return [];
  const startsBy = Math.max(...starts.map((s) => Math.max(...s.when.months)));
  return docs.roadmap.phases.flatMap((phase, i) => {
    const gateAt = lastMonthOf(phase.duration);
    if (!ASKS_BASELINE.test(phase.decisionGate ?? "") || gateAt === null || gateAt <= startsBy)
      return [];
    return [
      {
        rule: STORY_RULES.baselineAfterPilot,
        detail: `roadmap.phases[${i}].decisionGate asks for the baseline at the end of ${monthLabel(gateAt)}, after the first pilot starts (by ${monthLabel(startsBy)})`,
      },
    ];
  });
}
