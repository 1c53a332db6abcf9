import { SEASON_FALL } from "@/capabilities/report/content/fall-event";
import { KIND_SEASONS, type KindSeason } from "@/capabilities/report/content/kind-seasons";
import { SEASONS } from "@/capabilities/report/content/seasons";
import type { Context } from "./context";
import { governingOf } from "./professions";
import { freeText } from "./sector-words-of";
import { seasonsOf, type BusySeason } from "./season-reading";
import { MONTHS } from "./text";

/**
 * The busy seasons the library knows for the kind of business the answers show
 * (`content/kind-seasons.ts`), when the executive's words state none: the executive's own season,
 * any window or freeze they give, or a season they only name ("4 weeks behind in high summer"),
 * always wins.
 */

/** A season of the year by its plain name, "en plein été" included. */
const SEASON_NAME = new RegExp(
  String.raw`\b(?:spring|summers?|${SEASON_FALL}|autumn|winter)\b|(?<!\p{L})(?:printemps|été|automne|hiver)(?!\p{L})`,
  "iu",
);

/** Whether the words name a season of the year at all, busy or not. */
const namesSeason = (ctx: Context) => {
  const words = freeText(ctx);
  return SEASON_NAME.test(words) || SEASONS.some((s) => s.pattern.test(words));
};

function showsKind(ctx: Context, kind: KindSeason): boolean {
  const governing = governingOf(ctx);
  return (
    !!kind.nouns?.includes(ctx.companyNoun) ||
    !!kind.professions?.some((p) => governing.includes(p as (typeof governing)[number]))
  );
}

/** "from August to October", "in April". */
const during = (months: readonly number[]) =>
  months.length === 1
    ? `in ${MONTHS[months[0]!]}`
    : `from ${MONTHS[months[0]!]} to ${MONTHS[months.at(-1)!]}`;

export function kindSeasonsOf(ctx: Context): BusySeason[] {
  if (seasonsOf(ctx.answers).length || namesSeason(ctx)) return [];
  const kind = KIND_SEASONS.find((k) => showsKind(ctx, k));
  return (kind?.seasons ?? []).map(({ months, name }) => ({
    quote: name,
    during: during(months),
    months,
    noTime: false,
    preparation: null,
    known: `${name}, ${kind!.why}`,
    named: { name, why: kind!.why },
  }));
}
