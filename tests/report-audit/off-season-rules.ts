import { OFF_SEASON_KINDS } from "@/capabilities/report/content/off-seasons";
import { PILOT_RUN_MONTHS } from "@/capabilities/report/builtin/off-season";
import { MONTHS } from "@/capabilities/report/builtin/text";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { AuditedDocuments, Violation } from "./rules";
import { STORY_RULES } from "./story-rules";
import { datedStarts } from "./timing-rules";

/**
 * A pilot runs while the work it measures happens (issue 34, round 19): for a business whose
 * whole work stops part of the year (school buses in July and August, a ski hill in summer, a
 * landscaper in winter), no dated start of the first pilot falls in those months, nor so close
 * before them that its run (`PILOT_RUN_MONTHS`) is cut off: a landscaper's pilot started in
 * October stops with the crews in December.
 */
export function offSeasonRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const { answers } = input;
  const words = [
    answers.companyName,
    answers.otherChallenge,
    answers.aiFriction,
    answers.aiExperience,
  ].join("\n");
  const stops = OFF_SEASON_KINDS.filter(
    (k) => !k.work && k.shows.test(words) && !k.unless?.test(words),
  ).flatMap((k) => [...Array(12).keys()].filter((m) => !k.runs.includes(m)));
  if (!stops.length) return [];
  return datedStarts(docs, input.createdAt)
    .filter(
      (s) =>
        s.firstPilot &&
        s.when.months.every((m) =>
          Array.from({ length: PILOT_RUN_MONTHS }, (_, i) => (m + i) % 12).some((month) =>
            stops.includes(month),
          ),
        ),
    )
    .map((s) => ({
      rule: STORY_RULES.offSeasonPilot,
      detail: `${s.path}: "${s.text}" starts the first pilot in ${s.when.months.map((m) => `${MONTHS[m % 12]} ${Math.floor(m / 12)}`).join(", ")}, when the work it measures stops before its run is over`,
    }));
}
