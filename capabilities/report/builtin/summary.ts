import { labelOf, orgElementOptions } from "@/model/assessment/options";
import type { ReportData } from "@/model/documents/report-schemas";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import type { Context } from "./context";
import { adoptionSentence, focusSentence } from "./evidence";
import { planOf } from "./plan";
import { toolsSentence } from "./shared";
import { challengeList } from "./challenge-list";
import { joinPhrases, joinWords, lowerFirst, outOf100, possessive } from "./text";

import { PERCEPTION } from "@/capabilities/report/content/perception-words";
import { printablePeerStats } from "@/capabilities/report/peer-figures";

type QuickWin = RoadmapContent["quickWins"][number];

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

function profileSentence(ctx: Context): string {
  const where = ctx.location ? `, headquartered ${ctx.location}` : "";
  return `${ctx.name} is ${ctx.title} at ${ctx.legalName}, ${ctx.companyNoun} with ${lowerFirst(ctx.employeesLabel)} employees and annual revenue of ${lowerFirst(ctx.revenueLabel)}${where}.`;
}

function readinessSentence(ctx: Context): string {
  const stage = ctx.stage.toLowerCase();
  const posture = lowerFirst(ctx.postureLabel);
  const described = ctx.postureDescription
    ? ` (${lowerFirst(ctx.postureDescription.replace(/\.$/, ""))})`
    : "";
  // The leadership team's answers may move the overall (capabilities/report/team.ts): say so where it is quoted.
  const own = ctx.input.readiness.score;
  const counted =
    own === ctx.score
      ? ""
      : ` with the leadership team's answers counted (${outOf100(own)} on ${possessive(ctx.name)} own)`;
  return `${ctx.company} scores ${outOf100(ctx.score)} on AI readiness${counted}: ${article(stage)} ${stage} profile in ${article(posture)} ${posture} organization${described}.`;
}

const PACE_REASON: Record<Context["pace"], string> = {
  measured: "foundation first, with trust, policy and skills before tools",
  standard: "with governance and the first pilots side by side",
  accelerated: "for several use cases at once",
};

/** Why this company gets its pace: its posture and the governance it has. */
function paceBecause(ctx: Context): string {
  // Named, not counted: a count of six beside the fewer gaps the report names reads as a sum
  // that does not add up.
  const held = ctx.elements
    .filter((e) => e !== "none_yet")
    .map((e) => lowerFirst(labelOf(orgElementOptions, e)));
  const governance = held.length ? `${joinWords(held)} in place` : "no AI governance in place yet";
  return `${possessive(ctx.company)} posture is ${lowerFirst(ctx.postureLabel)}, with ${governance}`;
}

/** The roadmap's pace, why, and when the first pilot starts. */
function paceSentence(ctx: Context): string {
  return `Because ${paceBecause(ctx)}, the roadmap is paced ${PACE_REASON[ctx.pace]}: the first pilot starts ${planOf(ctx).firstPilot.starts}.`;
}

/** "The first moves: a, then b": quick-win titles may hold an "and" of their own. */
/** A title that is no action ("One source of truth for…") is no move to name. */
const NOT_AN_ACTION = /^(?:a|an|the|one|two|three|fifteen|\d+)\b/i;

function movesSentence(quickWins: QuickWin[]): string {
  const moves = quickWins
    .filter((w) => !NOT_AN_ACTION.test(w.title))
    .slice(0, 2)
    .map((w) => lowerFirst(w.title));
  if (moves.length < 2) return moves.length ? `The first move: ${moves[0]}.` : "";
  return `The first moves: ${moves.join(", then ")}.`;
}

/** The roadmap's executive summary: who, where they stand, what they face, and the first moves. */
export function executiveSummary(ctx: Context, quickWins: QuickWin[]): string {
  return [
    profileSentence(ctx),
    readinessSentence(ctx),
    // "personal", not "their own": no pronoun is guessed for the executive.
    `${ctx.name} rates personal AI confidence at ${ctx.confidence}/10, ${toolsSentence(ctx)} and ${PERCEPTION[ctx.answers.aiPerception]}.`,
    `The priority challenges are ${challengeList(ctx) || "not yet defined"}. ${adoptionSentence(ctx)} ${focusSentence(ctx)}`.trim(),
    `${paceSentence(ctx)} ${movesSentence(quickWins)}`.trim(),
  ].join(" ");
}

function highestValueSentence(
  ctx: Context,
  landscape: ReportData["solutionLandscape"],
  start: string,
): string {
  const top = landscape
    .filter((area) => area.priority === "High")
    .slice(0, 2)
    .map((a) => lowerFirst(a.title));
  const areas = top.length ? top : [lowerFirst(landscape[0].title)];
  // A profession the answers show is named ("a dental group"), else the industry's noun.
  const whom =
    ctx.industry === "other" && ctx.companyNoun === ctx.industryNoun
      ? ctx.company
      : `${ctx.company}, ${ctx.companyNoun}`;
  const areasClause =
    areas.length === 1
      ? `the area worth most is ${areas[0]}`
      : `the areas worth most are ${joinPhrases(areas)}`;
  return `For ${whom}, ${areasClause}. ${start}`;
}

function peersSentence(ctx: Context): string {
  const stats = printablePeerStats(ctx.input.industryStats);
  return stats
    ? `Among ${stats.sampleSize} other ${ctx.industryLabel} organizations assessed, the average readiness score is ${outOf100(stats.averageScore)}.`
    : "";
}

/** The report's summary adds the solution landscape and the peer comparison. */
export function reportSummary(
  ctx: Context,
  quickWins: QuickWin[],
  landscape: ReportData["solutionLandscape"],
  start: string,
): string {
  return [
    executiveSummary(ctx, quickWins),
    highestValueSentence(ctx, landscape, start),
    peersSentence(ctx),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The report's summary as four or five takeaways an executive can scan: where they stand (and
 * against peers), what they face, where the value is, and the pace with the first moves.
 */
export function reportTakeaways(
  ctx: Context,
  quickWins: QuickWin[],
  landscape: ReportData["solutionLandscape"],
  start: string,
): string[] {
  return [
    readinessSentence(ctx),
    peersSentence(ctx),
    `The priority challenges are ${challengeList(ctx) || "not yet defined"}. ${adoptionSentence(ctx)}`.trim(),
    highestValueSentence(ctx, landscape, start),
    `${paceSentence(ctx)} ${movesSentence(quickWins)}`.trim(),
  ].filter(Boolean);
}
