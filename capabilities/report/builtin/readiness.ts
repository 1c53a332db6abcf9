import { maturityStage, readinessOutOf100 } from "@/model/documents/format";
import { orgElementOptions, type OrgElement, type Posture } from "@/model/assessment/options";
import type { Pace } from "@/capabilities/report/content/phases";
import type { ReadinessPillar, ReadinessPillarKey, ReadinessResult } from "@/model/scoring";
import { joinWords, lowerFirst, outOf100, parenthetical } from "./text";

/**
 * Readiness as the documents present it. The six scoring pillars split evenly (50 points
 * each) into two views:
 *   top-down (leadership): leadership confidence, strategic outlook, governance & investment;
 *   bottom-up (capability): hands-on tool use, culture & adoption in practice, data & platform
 *   foundation (version 1 of the model: culture & posture, adoption footprint).
 * Each view is shown on a 0-10 scale, so their average is the overall score / 10.
 */
export const TOP_DOWN_PILLARS: readonly ReadinessPillarKey[] = [
  "confidence",
  "outlook",
  "governance",
];
export const BOTTOM_UP_PILLARS: readonly ReadinessPillarKey[] = ["toolUse", "culture", "footprint"];

// The stage a score names is the badge's word too: one vocabulary, kept in the model.
export { maturityStage };
export type { MaturityStage } from "@/model/documents/format";

/** "Developing adopter, exploring organization". */
export function maturityProfile(score: number, postureLabel: string): string {
  return `${maturityStage(score)} adopter, ${lowerFirst(postureLabel)} organization`;
}

const PACE_LEVEL: Record<Posture, number> = {
  fearful: 0,
  curious: 0,
  exploring: 1,
  activating: 2,
  championing: 2,
};
const PACES: readonly Pace[] = ["measured", "standard", "accelerated"];
const GOVERNANCE: readonly OrgElement[] = [
  "ai_policy",
  "dedicated_budget",
  "dept_pilots",
  "steering_committee",
];

/**
 * How fast the roadmap moves: the posture sets the pace; strong governance (three of policy,
 * budget, pilots, committee) speeds up a curious or exploring organization by one step, and no
 * governance at all slows an exploring, activating or championing one by one step.
 */
export function derivePace(posture: Posture, elements: readonly OrgElement[]): Pace {
  const governance = GOVERNANCE.filter((e) => elements.includes(e)).length;
  let level = PACE_LEVEL[posture] ?? 0;
  if (governance >= 3 && posture !== "fearful") level += 1;
  if (governance === 0 && level > 0) level -= 1;
  return PACES[Math.max(0, Math.min(2, level))];
}

const pillarsOf = (readiness: ReadinessResult, keys: readonly ReadinessPillarKey[]) =>
  readiness.pillars.filter((p) => keys.includes(p.key));

/** Points over maximum of some pillars, on a 0-10 scale with one decimal. */
export function viewScore(readiness: ReadinessResult, keys: readonly ReadinessPillarKey[]): number {
  const pillars = pillarsOf(readiness, keys);
  const max = pillars.reduce((sum, p) => sum + p.max, 0);
  if (!max) return 0;
  const points = pillars.reduce((sum, p) => sum + p.points, 0);
  return Math.round((points / max) * 100) / 10;
}

const share = (p: ReadinessPillar) => (p.max ? p.points / p.max : 0);
const pillarLine = (p: ReadinessPillar) => `${p.label} ${p.points}/${p.max}`;

/** How far apart (0-10) the two views may be and still read as level. */
export const LEVEL_GAP = 0.5;

/**
 * What leadership structure still lacks, of policy, budget and sponsorship (a steering group or
 * champions), ticked or stated in the free text: a sentence says structure lags only for these.
 */
function structureGaps(elements: readonly string[]): string[] {
  const gaps: string[] = [];
  if (!elements.includes("ai_policy")) gaps.push("policy");
  if (!elements.includes("dedicated_budget")) gaps.push("budget");
  if (!elements.includes("steering_committee") && !elements.includes("internal_champions"))
    gaps.push("sponsorship");
  return gaps;
}

/** The gap between the two views, said from what the organization has actually tried. */
function gapSentence(
  readiness: ReadinessResult,
  company: string,
  organisationUsesAi: boolean,
  elements: readonly string[],
): string {
  const bottomScore = viewScore(readiness, BOTTOM_UP_PILLARS);
  const topScore = viewScore(readiness, TOP_DOWN_PILLARS);
  const gap = topScore - bottomScore;
  if (gap >= 1.5) {
    return organisationUsesAi
      ? `At ${company}, leadership intent is ahead of day-to-day practice: the priority is turning what people already try into approved, owned work.`
      : `At ${company}, leadership intent is ahead of day-to-day practice, where little has been tried yet: the priority is approved tools in people's hands and one owned pilot.`;
  }
  if (gap <= -1.5) {
    const gaps = structureGaps(elements);
    // With policy, budget and sponsorship in place, structure lags nothing: the scores say which view leads.
    if (!gaps.length)
      return `At ${company}, capability is ahead of leadership (${readinessOutOf100(bottomScore)} against ${readinessOutOf100(topScore)}), with policy, budget and sponsorship already in place.`;
    if (organisationUsesAi) {
      return `At ${company}, practice is ahead of structure: people already use AI faster than ${joinWords(gaps)} ${gaps.length === 1 ? "keeps" : "keep"} up.`;
    }
    // The bottom-up pillars that carry the view: at or above its (unrounded) average.
    const bottom = pillarsOf(readiness, BOTTOM_UP_PILLARS);
    const average =
      bottom.reduce((sum, p) => sum + p.points, 0) / bottom.reduce((sum, p) => sum + p.max, 0);
    const ahead = bottom.filter((p) => share(p) >= average - 1e-9).map((p) => lowerFirst(p.label));
    return `At ${company}, ${joinWords(ahead)} ${ahead.length === 1 ? "is" : "are"} ahead of leadership structure, though little has been tried across the organization yet: ${joinWords(gaps)} ${gaps.length === 1 ? "is" : "are"} what to build first.`;
  }
  // Level means within a few points; beyond that the reader sees which view leads.
  if (Math.abs(gap) <= LEVEL_GAP)
    return `At ${company}, leadership and capability are level, so both can advance together.`;
  const [ahead, behind] = gap > 0 ? ["leadership", "capability"] : ["capability", "leadership"];
  const [high, low] = gap > 0 ? [topScore, bottomScore] : [bottomScore, topScore];
  return `At ${company}, ${ahead} is a little ahead of ${behind} (${readinessOutOf100(high)} against ${readinessOutOf100(low)}), so both can advance together while ${behind} catches up.`;
}

/**
 * The governance pillar counts the elements ticked; governance the answers state in words (a
 * budget written beside "1 of 6 elements") is said beside it, so the count never reads as
 * contradicting "a dedicated AI budget in place" (review r12 class 9).
 */
function reasonsOf(pillar: ReadinessPillar, elements: readonly string[]): string[] {
  if (pillar.key !== "governance") return pillar.reasons;
  const reasons = pillar.reasons.join(" ").toLowerCase();
  const written = orgElementOptions
    .filter((o) => elements.includes(o.value) && o.value !== "none_yet")
    .map((o) => lowerFirst(o.label))
    .filter((label) => !reasons.includes(label.toLowerCase().replace(/^(?:a|an) /, "")));
  if (!written.length) return pillar.reasons;
  return [...pillar.reasons, `${joinWords(written)} also in place, by your own words`];
}

/**
 * The analysis paragraph: both views, strongest and weakest pillar, and what the gap between
 * them means, read from what the organization actually does (never from where the executive
 * expects AI to help). Advice is left to the roadmap and the levers beside it: no points are
 * quoted here.
 */
export function readinessAnalysis(
  readiness: ReadinessResult,
  company: string,
  organisationUsesAi: boolean,
  /** Why the overall differs from the executive's own score (capabilities/report/team.ts), if it does. */
  scoreNote: string | null = null,
  /** The governance in place, ticked or stated in the free text (`Context.elements`). */
  elements: readonly string[] = [],
): string {
  const top = pillarsOf(readiness, TOP_DOWN_PILLARS);
  const bottom = pillarsOf(readiness, BOTTOM_UP_PILLARS);
  const sorted = [...readiness.pillars].sort((x, y) => share(y) - share(x));
  const strongest = sorted[0];
  const weakest = sorted[sorted.length - 1];
  const topScore = viewScore(readiness, TOP_DOWN_PILLARS);
  const bottomScore = viewScore(readiness, BOTTOM_UP_PILLARS);
  const parts = [
    `${company} scores ${outOf100(readiness.score)} overall.`,
    ...(scoreNote ? [scoreNote] : []),
    `Top-down leadership readiness is ${readinessOutOf100(topScore)} (${joinWords(top.map(pillarLine))}); bottom-up capability is ${readinessOutOf100(bottomScore)} (${joinWords(bottom.map(pillarLine))}).`,
    gapSentence(readiness, company, organisationUsesAi, elements),
  ];
  if (strongest && weakest && share(strongest) > share(weakest)) {
    const why = (p: ReadinessPillar) => parenthetical(reasonsOf(p, elements).join("; "));
    parts.push(
      `The strongest pillar is ${lowerFirst(strongest.label)} ${why(strongest)}; the weakest is ${lowerFirst(weakest.label)} ${why(weakest)}.`,
    );
  }
  return parts.join(" ");
}
