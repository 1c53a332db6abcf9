import { departmentOptions } from "@/model/assessment/options";
import {
  datedFor,
  isSectorFigure,
  oneEditionPerSource,
  publishedBenchmarks,
  workTrendIndex2024,
} from "@/capabilities/report/content/benchmarks";
import { benchmarkSectorOf } from "./benchmark-sector";
import { industryProfileOf } from "./industry-profile";
import { ruledOut } from "./allowed-applications";
import type { ReportData } from "@/model/documents/report-schemas";
import { has, type Context } from "./context";
import { joinWords, outOf100, possessive } from "./text";

/** What the context calls a company whose answers say nothing of its kind under "Other". */
const INDUSTRY_NOUN_OTHER = "an organization";

/**
 * The published figures measure different things (Statistics Canada: AI used to produce goods
 * or deliver services; the global surveys: any use in one function, mostly large firms), so
 * the report says which of them the company would count in.
 */
function measuresSentence(ctx: Context): string {
  const running = ctx.ownTools[0];
  const statCan =
    ctx.adoption.organisation === "embedded"
      ? "would count"
      : running
        ? `may already count, through ${running.name}, which does part of the work it delivers`
        : "would not count yet, as AI does not yet produce its goods or deliver its services";
  const anyUse =
    ctx.adoption.organisation === "none"
      ? ctx.adoption.personal
        ? `would count only through ${possessive(ctx.name)} own use, as no function uses AI yet`
        : "would not count either, as no function uses AI yet"
      : `would count, since ${ctx.adoption.organisation === "individual" ? "individuals already use AI at work" : "AI is in sanctioned use"}`;
  return `These figures measure different things: in Statistics Canada's narrow measure ${ctx.company} ${statCan}; in the global surveys' measure of any use in one business function it ${anyUse}.`;
}

export function industryBenchmarks(ctx: Context): ReportData["industryBenchmarks"] {
  const profile = industryProfileOf(ctx);
  const reportYear = ctx.input.createdAt.getUTCFullYear();
  const chosen = oneEditionPerSource([
    ...publishedBenchmarks(benchmarkSectorOf(ctx)),
    ...(has(ctx, "ai_policy") ? [] : [workTrendIndex2024]),
  ]);
  const published = chosen.map((s) => datedFor(s, reportYear));
  // Figures of every business say so, so none is read as the sector's own (review class 12).
  const noun =
    ctx.companyNoun === INDUSTRY_NOUN_OTHER ? "" : `, none of them specific to ${ctx.companyNoun}`;
  const crossIndustry = chosen.some(isSectorFigure)
    ? []
    : [`The published figures that follow are cross-industry${noun}.`];
  const stats = ctx.input.industryStats;
  const sources: ReportData["industryBenchmarks"]["sources"] = [];
  const rate: string[] = [];
  let comparison = "";
  if (stats) {
    const label = `${Math.round(stats.adoptionRate)}% of the ${stats.sampleSize} other ${ctx.industryLabel} organizations that have taken this assessment report sanctioned AI work (pilots, a budget, a policy or a steering committee); their average readiness score is ${outOf100(stats.averageScore)}.`;
    sources.push({ kind: "submissions", sampleSize: stats.sampleSize, label });
    rate.push(label);
    const diff = ctx.score - stats.averageScore;
    comparison =
      Math.abs(diff) < 5
        ? ` At ${outOf100(ctx.score)}, ${ctx.company} is level with its peers in this assessment.`
        : ` At ${outOf100(ctx.score)}, ${ctx.company} is ${diff > 0 ? "ahead of" : "behind"} the peer average of ${outOf100(stats.averageScore)}.`;
  }
  sources.push(...published);
  rate.push(...crossIndustry, ...published.map((s) => s.label), measuresSentence(ctx));
  // What peers do, less what the executive ruled out (cameras, AI feedback on students' work).
  const commonUseCases = profile.commonUseCases.filter(
    (application) => !ruledOut({ application }, ctx.constraints),
  );
  if (stats?.topDepartments.length) {
    const names = stats.topDepartments
      .flatMap((d) => departmentOptions.filter((o) => o.value === d).map((o) => o.label))
      .slice(0, 3);
    if (names.length)
      commonUseCases.push(`Most active departments among assessed peers: ${joinWords(names)}`);
  }
  return {
    adoptionRate: rate.join(" "),
    commonUseCases,
    maturityLevel: `${profile.typicalMaturity} ${ctx.company} is at the ${ctx.stage.toLowerCase()} stage (${outOf100(ctx.score)}).${comparison}`,
    sources,
  };
}
