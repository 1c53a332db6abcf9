import type { Context } from "./context";
import { planOf } from "./plan";
import { problemKind } from "./problem-kinds";
import { themesOf } from "./roles";
import { joinPhrases, lowerFirst } from "./text";

/** A scoped problem named by its opening words, “Our recall backlog is about 1,100 patients…”, never "a problem you described". */
function openingWords(quote: string): string {
  const text = quote.replace(/[“”]/g, "").trim();
  // Its first clause when that says enough: "Forty percent of our clients are new each year".
  const first = text.split(/[;:]\s/)[0]!;
  const words = (first.split(/\s+/).length >= 5 ? first : text).split(/\s+/);
  const cut = words.length > 12;
  const kept = words
    .slice(0, cut ? 10 : words.length)
    .join(" ")
    .replace(/[.,;:!?…]+$/u, "")
    .replace(
      /(?:\s+(?:by|of|to|for|with|from|the|a|an|and|or|in|on|at|because|that|which|who|de|du|des|la|le|les|et|à|au|en|par|pour|parce|que|qui))+$/iu,
      "",
    );
  return `“${kept}${cut || first !== text ? "…" : ""}”`;
}

/** The executive's challenges in one phrase, with the problems they described in their own words. */
export function challengeList(ctx: Context): string {
  const texts = ctx.challenges.map((c) => lowerFirst(c.text));
  // The executive's problems by the names the report gives them, a scoped one by its opening words;
  // one a chosen challenge's pilot answers is that challenge.
  if (ctx.otherChallenge) {
    const joined = planOf(ctx).ownInChallenges.map((x) => x.theme);
    const named = themesOf(ctx).flatMap((t) =>
      t.field === "otherChallenge" && !joined.includes(t)
        ? t.scoping
          ? `${openingWords(t.quote)}, to be scoped with you`
          : (problemKind(t.kind)?.name ?? t.name ?? [])
        : [],
    );
    if (named.length) texts.push(...new Set(named));
    else if (!joined.length) texts.push("the problem you described in your own words");
  }
  return joinPhrases(texts);
}
