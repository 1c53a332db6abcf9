import { planStart, spanLabel } from "@/capabilities/report/builtin/calendar";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * One story of dates (issue 34, round 19): a plan that says its opening month starts nothing
 * ("Nothing in this phase starts in December 2026, which you keep free of new projects") times
 * no quick win or next step in days from the report ("First 30 days", "Within 30 days", "This
 * week"), which would fall in that month beside the months it names. Only a plan that says its
 * quick wins are preparation ("but the preparation the quick wins … ask for") may.
 */

const RELATIVE =
  /^(?:this week|first week|first \d+ (?:days|weeks)|within (?:\d+|two) (?:days|weeks))$/i;

export function openingRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const start = spanLabel(planStart(input.createdAt), planStart(input.createdAt));
  const closesOpening = [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")]
    .map((s) => s.text)
    .some(
      (text) =>
        text.includes(`Nothing in this phase starts in ${start}`) &&
        !/but the preparation the quick wins/.test(text),
    );
  if (!closesOpening) return [];
  const timed = [
    ...docs.roadmap.quickWins.map((w, i) => ({
      path: `roadmap.quickWins[${i}]`,
      when: w.timeframe,
    })),
    ...docs.reportData.nextSteps.map((step, i) => ({
      path: `report.nextSteps[${i}]`,
      when: /^([^:]+):/.exec(step)?.[1] ?? "",
    })),
  ];
  return timed
    .filter(({ when }) => RELATIVE.test(when.trim()))
    .map(({ path, when }) => ({
      rule: STORY_RULES.relativeInHeldOpening,
      detail: `${path}: "${when}" counts from the report, while the plan starts nothing in ${start}`,
    }));
}
