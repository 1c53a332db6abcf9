import type { ChosenChallenge, Context } from "./context";
import { pilotChallenges, planOf } from "./plan";
import { problemKind } from "./problem-kinds";
import { themesOf } from "./roles";
import { scopedProblemName } from "./scoped-problem-name";
import { applicationFor } from "./shared";
import { describesCompanyOnly } from "./company-clause";
import { joinPhrases, lowerFirst } from "./text";

const COUNTS = ["", "", "two", "three", "four", "five"];

/** A problem named as measured before any pilot (scopedLabel's). */
const MEASURED = /to be measured before any pilot$/;

/** Why the plan gives a chosen challenge no pilot, in the list's words; undefined when it does. */
function unpiloted(ctx: Context, c: ChosenChallenge): string | undefined {
  if (applicationFor(c, ctx)) return undefined;
  if (c.ruledOutBy) return "which the plan does not pilot, as you keep that work from AI";
  if (c.droppedBy) return "which the plan does not pilot again";
  if (c.runningAs?.trial) return `which the decision on ${c.runningAs.label} answers`;
  if (c.runningAs) return "which the plan extends from what runs already";
  return "which no pilot in this plan answers yet";
}

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

/** A problem AI cannot change (an input price, a tariff) is context, never a priority (review r21). */
const isContext = (t: { kind?: string }): boolean => problemKind(t.kind)?.ai === false;

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
    const written = themesOf(ctx).filter(
      (t) => t.field === "otherChallenge" && !joined.includes(t),
    );
    // A problem a chosen challenge's pilot measures is that challenge, listed once.
    const stated = written.filter((t) => t.answeredBy !== "challenge");
    const own = stated.filter((t) => !isContext(t));
    const scoped = own.filter((t) => t.scoping);
    // Scoped problems are named by their own words where each has a sentence or clause to quote.
    const quoted = scoped.map(scopedProblemName);
    const allQuoted = quoted.every(Boolean) ? joinPhrases(quoted as string[]) : undefined;
    const named = [
      ...own.flatMap((t) => {
        const name = t.scoping ? undefined : (kindName(t) ?? t.name);
        return name ? [`${name} (from what you wrote)`] : [];
      }),
      ...(!scoped.length
        ? []
        : allQuoted
          ? [`${allQuoted}, ${scoped.length > 1 ? "each " : ""}to be measured before any pilot`]
          : [scopedLabel(scoped.length)]),
    ];
    if (named.length) texts.push(...new Set(named));
    else if (
      !joined.length &&
      written.length === stated.length &&
      own.length === stated.length &&
      !describesCompanyOnly(ctx.otherChallenge)
    )
      texts.push("the problem you described in your own words");
  }
  // A challenge the plan gives no pilot comes after those it pilots, said as such (review r20).
  const chosen = pilotChallenges(ctx, ctx.challenges.length);
  const [first, ...rest] = chosen.filter((c) => !unpiloted(ctx, c)).map((c) => lowerFirst(c.text));
  const without = chosen.flatMap((c) => {
    const why = unpiloted(ctx, c);
    return why ? [`${lowerFirst(c.text)}, ${why}`] : [];
  });
  // The problems only measured before any pilot come last with them.
  const measured = texts.filter((t) => MEASURED.test(t));
  const named = texts.filter((t) => !MEASURED.test(t));
  // The executive's own problem leads where its pilot starts first (recommendations.ts).
  const lead = planOf(ctx).lead;
  const ownLeads = lead?.theme !== undefined && !lead.challenge;
  const piloted = !first
    ? named
    : ownLeads
      ? [...named, first, ...rest]
      : [first, ...named, ...rest];
  return joinPhrases([...piloted, ...without, ...measured]);
}
