import type { Context } from "./context";
import { pilotChallenges, planOf } from "./plan";
import { problemKind } from "./problem-kinds";
import { themesOf } from "./roles";
import { scopedProblemName } from "./scoped-problem-name";
import { joinPhrases, lowerFirst } from "./text";

const COUNTS = ["", "", "two", "three", "four", "five"];

/**
 * The problems scoped with the executive, in one item in the report's words: never each by a
 * quotation cut at its opening (“Driver turnover is 62% a year and every…”) nor by its figure,
 * each "measured first" (review r18), which read as challenges of their own.
 */
function scopedLabel(count: number): string {
  return count === 1
    ? "the problem you described in your own words, to be measured before any pilot"
    : `the ${COUNTS[count] ?? count} problems you described in your own words, each to be measured before any pilot`;
}

/** The kind's name, unless the pilot was named from the executive's own words (timed work). */
function kindName(t: { kind?: string; name?: string }): string | undefined {
  const kind = problemKind(t.kind);
  return kind && (!("pilotName" in kind) || t.name === kind.pilotName) ? kind.name : undefined;
}

/**
 * The executive's challenges in one phrase, with the problems they described in their own words,
 * in the plan's order (review r20): the first pilot's first, then as the roadmap takes them, so
 * the priorities are the pilots the plan runs, never a list beside it.
 */
export function challengeList(ctx: Context): string {
  const texts: string[] = [];
  // The executive's problems by the names the report gives them, the scoped ones together;
  // one a chosen challenge's pilot answers is that challenge.
  if (ctx.otherChallenge) {
    const joined = planOf(ctx).ownInChallenges.map((x) => x.theme);
    const own = themesOf(ctx).filter((t) => t.field === "otherChallenge" && !joined.includes(t));
    const scoped = own.filter((t) => t.scoping);
    // One scoped problem short enough to quote whole is named by its own words.
    const quoted = scoped.length === 1 ? scopedProblemName(scoped[0]!) : undefined;
    const named = [
      ...own.flatMap((t) => (t.scoping ? [] : (kindName(t) ?? t.name ?? []))),
      ...(quoted
        ? [`${quoted}, to be measured before any pilot`]
        : scoped.length
          ? [scopedLabel(scoped.length)]
          : []),
    ];
    if (named.length) texts.push(...new Set(named));
    else if (!joined.length) texts.push("the problem you described in your own words");
  }
  const [first, ...rest] = pilotChallenges(ctx, ctx.challenges.length).map((c) =>
    lowerFirst(c.text),
  );
  // The executive's own problem leads where its pilot starts first (recommendations.ts).
  const lead = planOf(ctx).lead;
  const ownLeads = lead?.theme !== undefined && !lead.challenge;
  if (!first) return joinPhrases(texts);
  return joinPhrases(ownLeads ? [...texts, first, ...rest] : [first, ...texts, ...rest]);
}
