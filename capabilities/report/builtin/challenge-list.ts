import type { Context } from "./context";
import { planOf } from "./plan";
import { problemKind } from "./problem-kinds";
import { themesOf } from "./roles";
import { joinPhrases, lowerFirst } from "./text";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Words a quotation's opening may hold before it is cut, and the longest clause kept whole. */
const OPENING_WORDS = 12;
const WHOLE_CLAUSE_WORDS = 25;
/** The words up to the last word that opens a clause of its own. */
const CLAUSE_OPENER =
  /^(.+)\s+(?:because|since|so that|while|whereas|although|but|parce que|puisque|car|mais|alors que|tandis que)\s/iu;

/**
 * A scoped problem named by its opening words, “Our recall backlog is about 1,100 patients…”,
 * never "a problem you described": cut at a clause's end ("Snow decides our year…"), never
 * mid-phrase ("we opened on December…"), unless one clause runs on past any reading.
 */
function openingWords(quote: string): string {
  const text = quote.replace(/[“”]/g, "").trim();
  const clauses = text.split(/(?<=[,;:])\s+/);
  // Its first clause when that says enough: "Forty percent of our clients are new each year".
  let kept = clauses[0]!;
  for (const next of clauses.slice(1)) {
    if (wordCount(kept) >= 5 || wordCount(`${kept} ${next}`) > OPENING_WORDS) break;
    kept = `${kept} ${next}`;
  }
  // A long clause ends before the clause it opens: "…restent à moitié vides" before "parce que".
  const joint = CLAUSE_OPENER.exec(
    kept
      .split(/\s+/)
      .slice(0, OPENING_WORDS + 1)
      .join(" "),
  );
  if (wordCount(kept) > OPENING_WORDS && joint && wordCount(joint[1]!) >= 5) kept = joint[1]!;
  const words = kept.split(/\s+/);
  if (words.length > WHOLE_CLAUSE_WORDS) kept = words.slice(0, 10).join(" ");
  const opening = kept
    .replace(/\s*[.,;:!?…]+$/u, "")
    .replace(
      /(?:\s+(?:by|of|to|for|with|from|the|a|an|and|or|in|on|at|because|that|which|who|de|du|des|la|le|les|et|à|au|en|par|pour|parce|que|qui))+$/iu,
      "",
    );
  return `“${opening}${kept.length < text.length ? "…" : ""}”`;
}

/**
 * A scoped problem's label: the executive's sentence when it is short enough to quote whole, else
 * one in the report's words, never a quotation cut at its opening ("“L'an dernier…”"): by the
 * figure the executive gave, whole ("the cost you put at “$2.3 million a year”"), or as the
 * problem described in their own words.
 */
function scopedLabel(theme: { quote: string; figures?: readonly string[] }): string {
  const whole = openingWords(theme.quote);
  if (!whole.endsWith("…”")) return `${whole}, measured first`;
  const figures = theme.figures ?? [];
  const money = figures.find((f) => f.includes("$"));
  if (money) return `the cost you put at “${money}”, measured first`;
  if (figures[0]) return `the problem you put at “${figures[0]}”, measured first`;
  return "the problem you described in your own words, measured first";
}

/** The executive's challenges in one phrase, with the problems they described in their own words. */
export function challengeList(ctx: Context): string {
  const texts = ctx.challenges.map((c) => lowerFirst(c.text));
  // The executive's problems by the names the report gives them, a scoped one by its figure, measured first;
  // one a chosen challenge's pilot answers is that challenge.
  if (ctx.otherChallenge) {
    const joined = planOf(ctx).ownInChallenges.map((x) => x.theme);
    const named = themesOf(ctx).flatMap((t) =>
      t.field === "otherChallenge" && !joined.includes(t)
        ? t.scoping
          ? scopedLabel(t)
          : (problemKind(t.kind)?.name ?? t.name ?? [])
        : [],
    );
    if (named.length) texts.push(...new Set(named));
    else if (!joined.length) texts.push("the problem you described in your own words");
  }
  return joinPhrases(texts);
}
