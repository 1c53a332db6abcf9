import { scoreBadgeLabel } from "@/model/documents/format";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * Labels the reader checks against each other (issue 34, round 18, review class 9):
 * - a pilot listed under a phase ("PHASE 2 Store- and day-level demand forecasting") whose
 *   timeframe is in another phase's months ("Timeframe: Month 12", phase 3's), and a phase's gate
 *   that scales its pilots ("scale each pilot once it has met its target") when every pilot it
 *   lists starts after it;
 * - the score's badge ("60/100 Developing") beside a stage the text names for the same score
 *   ("at the scaling stage", "a scaling profile").
 */

/** "Month 12", "Months 5–10, April to September 2027": the plan's months, first and last. */
function planMonths(text: string): { first: number; last: number } | null {
  const found = /\bMonths? (\d+)(?:\s*[–-]\s*(\d+))?/.exec(text);
  if (!found) return null;
  const first = Number(found[1]);
  return { first, last: found[2] ? Number(found[2]) : first };
}

const PHASES = ["phase1", "phase2", "phase3"] as const;
/** A gate that scales the phase's own pilots at its end. */
const SCALES_HERE = /\bscale each pilot\b/i;

function phaseLabels(docs: AuditedDocuments): Violation[] {
  const roadmap = docs.reportData.roadmap;
  if (!roadmap) return [];
  return PHASES.flatMap((key, i) => {
    const phase = roadmap[key];
    const months = planMonths(docs.roadmap.phases[i]?.duration ?? phase.duration);
    if (!months) return [];
    const timed = (phase.initiatives ?? []).flatMap((initiative) => {
      const rec = docs.roadmap.recommendations.find((r) =>
        initiative.action.toLowerCase().startsWith(r.title.toLowerCase()),
      );
      const when = rec && planMonths(rec.timeframe);
      return rec && when ? [{ title: rec.title, timeframe: rec.timeframe, when }] : [];
    });
    const outside = timed.filter((t) => t.when.first < months.first || t.when.first > months.last);
    const labelled = outside.map((t) => ({
      rule: STORY_RULES.phaseLabel,
      detail: `report.roadmap.${key}: "${t.title}" is listed in phase ${i + 1} (months ${months.first}–${months.last}) but timed "${t.timeframe}"`,
    }));
    const allAfter = timed.length > 0 && timed.every((t) => t.when.first > months.last);
    const gate = phase.decisionGate ?? "";
    const scales =
      allAfter && SCALES_HERE.test(gate)
        ? [
            {
              rule: STORY_RULES.phaseLabel,
              detail: `report.roadmap.${key}.decisionGate: "${gate.slice(0, 120)}…" scales pilots that all start after phase ${i + 1}`,
            },
          ]
        : [];
    return [...labelled, ...scales];
  });
}

/** "at the scaling stage", "a developing profile", "Scaling adopter": the stage the text names. */
const STAGE_WORDS =
  /\b(nascent|emerging|developing|scaling|leading)(?: (?:stage|profile)\b| adopter\b)/gi;

function bandStage(docs: AuditedDocuments): Violation[] {
  const band = scoreBadgeLabel(docs.roadmap.readinessScore).toLowerCase();
  const texts = [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")];
  return texts.flatMap(({ path, text }) =>
    [...text.matchAll(STAGE_WORDS)]
      .filter((m) => m[1]!.toLowerCase() !== band)
      .map((m) => ({
        rule: STORY_RULES.bandStage,
        detail: `${path}: "${m[0]}" beside a badge that reads "${scoreBadgeLabel(docs.roadmap.readinessScore)}"`,
      })),
  );
}

/** Both disagreements of labels, for the one-story audit. */
export function labelRules(docs: AuditedDocuments): Violation[] {
  return [...phaseLabels(docs), ...bandStage(docs)];
}
