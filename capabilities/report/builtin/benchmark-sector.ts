import { industrySectors, type StatCanSector } from "@/capabilities/report/content/benchmarks";
import { kindsAmong, professionDefinition } from "@/capabilities/report/content/professions";
import type { Context } from "./context";
import { governingOf } from "./professions";

/**
 * The Statistics Canada sector whose figure the benchmarks quote for this company: the kind of
 * business the answers show where its sector is known (a land surveyor's professional services
 * under any option; none for a golf course, whose arts and recreation figure is not reported),
 * else its option's usual business's, unless the option's figure is not every kind's (a tour
 * operator under Travel houses no one).
 */
export function benchmarkSectorOf(
  ctx: Pick<Context, "industry" | "professions" | "profile">,
): StatCanSector | null {
  const [kind] = kindsAmong(governingOf(ctx));
  const sector = kind && professionDefinition(kind).sector;
  if (sector) return sector === "none" ? null : sector;
  if (ctx.profile?.neutral?.sectorFigure === false) return null;
  return industrySectors[ctx.industry] ?? null;
}
