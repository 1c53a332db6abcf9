import { departmentOptions } from "@/model/assessment/options";
import {
  datedFor,
  isSectorFigure,
  oneEditionPerSource,
  publishedBenchmarks,
  workTrendIndex2024,
} from "@/capabilities/report/content/benchmarks";
import { benchmarkSectorOf } from "./benchmark-sector";
import { pilotBenchmarks } from "./pilot-benchmarks";
import { industryProfileOf } from "./industry-profile";
import { ruledOut } from "./allowed-applications";
import type { ReportData } from "@/model/documents/report-schemas";
import { has, type Context } from "./context";
import { joinWords, outOf100 } from "./text";
import { peerGroupTooSmall, printablePeerStats } from "@/capabilities/report/peer-figures";

/** What the context calls a company whose answers say nothing of its kind under "Other". */
const INDUSTRY_NOUN_OTHER = "an organization";

/**
 * Where the company already counts in Statistics Canada's narrow measure (AI used to produce
 * its goods or deliver its services), the report says so; a company that does not yet count is
 * told nothing every other report would also say.
 */
function measuresSentence(ctx: Context): string[] {
  const running = ctx.ownTools[0];
  if (ctx.adoption.organisation === "embedded")
    return [`In Statistics Canada's narrow measure, ${ctx.company} would count.`];
  if (running)
    return [
      `In Statistics Canada's narrow measure, ${ctx.company} may already count, through ${running.name}, which does part of the work it delivers.`,
    ];
  return [];
}

/**
 * Staff bringing their own AI tools is this company's story only where its people use AI on
 * their own and no policy governs it: then the survey that measured it is quoted.
 */
const ownToolsFigure = (ctx: Context) =>
  !has(ctx, "ai_policy") &&
  (ctx.adoption.organisation === "individual" || ctx.adoption.said !== null);

export function industryBenchmarks(ctx: Context): ReportData["industryBenchmarks"] {
  const profile = industryProfileOf(ctx);
  const reportYear = ctx.input.createdAt.getUTCFullYear();
  const chosen = oneEditionPerSource([
    ...publishedBenchmarks(benchmarkSectorOf(ctx)),
    ...(ownToolsFigure(ctx) ? [workTrendIndex2024] : []),
  ]);
  const published = chosen.map((s) => datedFor(s, reportYear));
  // Figures of every business say so, so none is read as the sector's own (review class 12).
  const noun =
    ctx.companyNoun === INDUSTRY_NOUN_OTHER ? "" : `, none of them specific to ${ctx.companyNoun}`;
  // "In this section": the page shows the figures above this text, the PDF beside it (review r21).
  const crossIndustry =
    !published.length || chosen.some(isSectorFigure)
      ? []
      : [`The published figures in this section are cross-industry${noun}.`];
  const stats = printablePeerStats(ctx.input.industryStats);
  const fewPeers = ctx.input.industryStats;
  const pilots = pilotBenchmarks(ctx);
  // Sources measuring the pilots' own metrics lead; adoption figures follow.
  const sources: ReportData["industryBenchmarks"]["sources"] = [...pilots.sources];
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
  if (peerGroupTooSmall(fewPeers))
    rate.push(
      `Only ${fewPeers.sampleSize} other ${ctx.industryLabel} organizations have taken this assessment so far, too few for their answers to be compared as a statistic; the published figures are the benchmark.`,
    );
  sources.push(...published);
  rate.push(...crossIndustry, ...published.map((s) => s.label), ...measuresSentence(ctx));
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
    pilotMeasures: pilots.sentence,
    adoptionRate: rate.join(" "),
    commonUseCases,
    maturityLevel: `${profile.typicalMaturity} ${ctx.company} is at the ${ctx.stage.toLowerCase()} stage (${outOf100(ctx.score)}).${comparison}`,
    sources,
  };
}
