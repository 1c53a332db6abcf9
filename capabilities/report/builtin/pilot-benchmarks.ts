import { benchmarksMeasuring } from "@/capabilities/report/content/metric-benchmarks";
import { datedFor } from "@/capabilities/report/content/benchmarks";
import type { PublishedSource } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { pilotChallenges, planOf } from "./plan";
import { pilotPlan } from "./pilot-plan";

/** What the roadmap's pilots measure: each piloted challenge's metric, then each own problem's. */
function pilotMetrics(ctx: Context): string[] {
  const challenges = pilotChallenges(ctx)
    .map((c) => pilotPlan(ctx, c))
    .filter((plan) => plan.app)
    .map((plan) => plan.metric);
  const own = planOf(ctx).ownPilots.map((theme) => theme.measure);
  return planOf(ctx).lead?.theme && !planOf(ctx).lead?.challenge
    ? [...own, ...challenges]
    : [...challenges, ...own];
}

/**
 * What the benchmarks section leads with: a published source that measures what the company's
 * pilots measure (a software team's lead time for changes), or, where none does, the plain
 * statement that the company's own baseline is the benchmark. Adoption figures say how many
 * businesses use AI; they judge no pilot.
 */
export function pilotBenchmarks(ctx: Context): { sentence: string; sources: PublishedSource[] } {
  const reportYear = ctx.input.createdAt.getUTCFullYear();
  const metrics = [...new Set(pilotMetrics(ctx))];
  const measured = metrics.flatMap((metric) =>
    benchmarksMeasuring(metric).map((source) => datedFor(source, reportYear)),
  );
  const sources = [...new Map(measured.map((s) => [s.name, s])).values()];
  const unmeasured = metrics.filter((metric) => !benchmarksMeasuring(metric).length);
  const some = unmeasured.length < metrics.length;
  const forWhom = some || ctx.companyNoun === "an organization" ? "" : ` for ${ctx.companyNoun}`;
  const what = `what ${some ? "the other" : "your"} ${unmeasured.length === 1 ? "pilot measures" : "pilots measure"}`;
  const absence = unmeasured.length
    ? `No published benchmark we can cite measures ${what}${forWhom} (${unmeasured.map((m) => `“${m}”`).join("; ")}): the baseline ${ctx.company} records before each pilot starts is the benchmark that pilot is judged against.`
    : "";
  if (!metrics.length) return { sentence: "", sources: [] };
  return {
    sentence: [...sources.map((s) => s.label), absence].filter(Boolean).join(" "),
    sources,
  };
}
