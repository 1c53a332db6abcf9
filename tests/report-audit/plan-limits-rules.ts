import type { Context } from "@/capabilities/report/builtin/context";
import { statedCapacity } from "@/capabilities/report/builtin/stated-capacity";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * One plan within the limits it states (#34, round 16): a challenge the plan holds back ("no
 * pilot in this plan") justifies no tool, quick win or phase item; a company that runs one pilot
 * at a time is never told of several at once.
 */

/** What the documents tell the executive to do, with the tools' cards. */
const adviceOf = (docs: AuditedDocuments) => [
  ...strings(docs.reportData.recommendedApplications, "report.recommendedApplications"),
  ...strings(docs.reportData.roadmap, "report.roadmap"),
  ...strings(docs.roadmap.recommendations, "roadmap.recommendations"),
  ...strings(docs.roadmap.quickWins, "roadmap.quickWins"),
  ...strings(docs.roadmap.phases, "roadmap.phases"),
];

/** The challenges the report says have no pilot: "Managing cash flow: no pilot in this plan, …". */
export function heldBackChallenges(docs: AuditedDocuments): string[] {
  return docs.reportData.currentState.keyChallenges
    .filter((line) => /\bno pilot in this plan\b/.test(line) && !line.startsWith("In your words"))
    .map((line) => line.split(": ")[0]!.trim());
}

/** A tool, quick win or phase item justified by a challenge the plan says has no pilot. */
export function heldBackRules(docs: AuditedDocuments): Violation[] {
  const held = heldBackChallenges(docs);
  if (!held.length) return [];
  return adviceOf(docs).flatMap(({ path, text }) =>
    held
      .filter((challenge) => text.includes(`“${challenge}”`))
      .map((challenge) => ({
        rule: STORY_RULES.heldBack,
        detail: `${path}: “${challenge}” has no pilot in this plan, yet: ${text.slice(0, 160)}`,
      })),
  );
}

/** Several pieces of work at once, in parallel, side by side, in English or French. */
const AT_ONCE =
  /\b(?:several|multiple|two|three|four|many|all)\b[^.;]{0,40}\b(?:pilots|use cases|projects|initiatives)\b[^.;]{0,30}\b(?:at once|at the same time|in parallel|side by side|simultaneously)\b|\b(?:pilots|use cases|projects|initiatives)\b[^.;]{0,30}\b(?:run|running|started|start|launched)\b[^.;]{0,20}\b(?:at once|at the same time|in parallel|side by side|simultaneously)\b|\b(?:plusieurs|deux|trois)\b[^.;]{0,40}\b(?:projets|pilotes|cas d['’]usage)\b[^.;]{0,30}(?:à la fois|en même temps|en parallèle|simultanément)/i;

/** Next use cases started in several departments, not said to go one at a time. */
const TOGETHER = /\bstart the next use cases in [^.;]*\band\b(?![^.;]*\bone at a time\b)[^.;]*/i;

/** Where the executive caps the company at one pilot at a time, several at once anywhere. */
export function capacityRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  if (statedCapacity(ctx.answers) !== 1) return [];
  return [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")].flatMap(
    ({ path, text }) => {
      const found = text.match(AT_ONCE) ?? text.match(TOGETHER);
      return found ? [{ rule: STORY_RULES.atOnce, detail: `${path}: ${found[0]}` }] : [];
    },
  );
}
