import {
  evidenceLine,
  familyParts,
  familySafetyHeading,
  isIllustrative,
  LEVERS_HEADING,
  leverGain,
  readinessOutOf100,
  shownImplementations,
} from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import { nameWithRole } from "./person-credentials";
import { sponsorRole } from "./roles";
import { budgetLine } from "./tool-budget";
import { formatDate, outOf100, parenthetical, possessive } from "./text";

/** The whole report as Markdown, in the order of the report page. */

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
const numbered = (items: readonly string[]) =>
  items.map((item, i) => `${i + 1}. ${item}`).join("\n");

type Phase = ReportData["roadmap"]["phase1"];

/**
 * The executive's own initiatives name them: "Amrit Gill (Owner)", "Sanjay Mehta (RN, Director
 * of Care)", never "**Owner:** Owner." nor "Sanjay Mehta RN (Director of Care)".
 */
const ownerOf = (ctx: Context, owner: string) =>
  owner === sponsorRole(ctx) ? nameWithRole(ctx, owner) : owner;

function phaseBlock(ctx: Context, number: number, phase: Phase): string {
  // Pilots with owners and measures are listed once, under "Owners and measures".
  const lists: [string, string[] | undefined][] = [
    ["Quick wins", phase.quickWins],
    ["Implementations", shownImplementations(phase)],
    ["Scaling actions", phase.scalingActions],
  ];
  const initiatives = (phase.initiatives ?? []).map(
    (i) =>
      `${i.action}. **Owner:** ${ownerOf(ctx, i.owner)}. **Baseline:** ${i.baseline}. **Target:** ${i.target}.${i.dependsOn ? ` **Depends on:** ${i.dependsOn}.` : ""}`,
  );
  return [
    `### Phase ${number}: ${phase.title} (${phase.duration})`,
    `**Objectives**\n\n${bullets(phase.objectives)}`,
    ...lists
      .filter(([, items]) => items?.length)
      .map(([label, items]) => `**${label}**\n\n${bullets(items!)}`),
    ...(initiatives.length ? [`**Owners and measures**\n\n${bullets(initiatives)}`] : []),
    ...(phase.decisionGate ? [`**Decision gate:** ${phase.decisionGate}`] : []),
  ].join("\n\n");
}

function briefBlock(report: ReportData): string[] {
  const brief = report.brief;
  if (!brief) return [];
  return [
    "## The Brief",
    `**Where you stand:** ${brief.position}`,
    `**Three decisions for this quarter**\n\n${numbered(brief.decisions)}`,
    `**Not yet**\n\n${bullets(brief.notYet)}`,
  ];
}

function familyBlock(report: ReportData): string[] {
  const card = report.familyScorecard;
  const strategies = report.familyStrategies;
  if (!card && !strategies) return [];
  const parts = ["## Personal and Family AI Readiness"];
  if (card) {
    parts.push(
      `**Family AI readiness: ${card.overallScore}/10 (${card.rating})**. ${card.summary}`,
      bullets(
        familyParts(card.noChildrenAtHome).map(
          ({ part, label, share }) =>
            `${label}: ${card.breakdown[part]}/10 (${share}% of the score)`,
        ),
      ),
    );
  }
  if (strategies) {
    parts.push(
      strategies.preparednessAssessment,
      strategies.householdUsageAnalysis,
      `### ${familySafetyHeading(card?.noChildrenAtHome)}`,
      bullets(
        strategies.childSafetyRecommendations.map(
          (r) => `**${r.title}** (${r.priority} priority): ${r.description}`,
        ),
      ),
      // The PDF's and the page's heading: a family without children has no age groups.
      "### Family best practices",
      bullets(
        strategies.familyBestPractices.map(
          (p) => `**${p.ageGroup}: ${p.title}.** ${p.description}`,
        ),
      ),
      "### Resources",
      bullets(
        strategies.recommendedResources.map((r) => `[${r.name}](${r.url}): ${r.description}`),
      ),
    );
  }
  return parts;
}

/** Whether any example the report shows is an illustrative one, not a named case. */
const illustrated = (report: ReportData): boolean =>
  report.solutionLandscape.some((area) => isIllustrative(area.industryExampleSource));

/** An area's example, labelled by what kind of evidence it is; nothing where it shows none. */
function exampleLine(area: ReportData["solutionLandscape"][number]): string {
  if (!area.industryExample || !area.industryExampleSource) return "";
  // A typical scenario is labelled as one, never printed as its own source.
  if (isIllustrative(area.industryExampleSource))
    return `\n\n*Example (illustrative):* ${area.industryExample}`;
  const label = area.vendorStudy
    ? "Study published by the tool's vendor"
    : area.crossIndustry
      ? "Cross-industry example (a study of work done in every sector)"
      : area.otherIndustry
        ? "Example from another industry"
        : area.largerCompany
          ? "Example from a far larger company (the idea transfers, not the figures)"
          : "Example";
  return `\n\n*${label}:* ${area.industryExample} *Source:* ${area.industryExampleSource}.`;
}

export function renderMarkdown(ctx: Context, report: ReportData): string {
  const { currentState, readinessAssessment: readiness, industryBenchmarks: benchmarks } = report;
  // Two figures from one publication list it once.
  const sources = [
    ...new Set(
      benchmarks.sources.map((s) =>
        s.kind === "submissions"
          ? `Assessments completed by ${s.sampleSize} other ${ctx.industryLabel} organizations on this platform`
          : `${s.name} (${s.year}): ${s.url}`,
      ),
    ),
  ];
  const sections = [
    `# AI Readiness Report: ${ctx.legalName}`,
    `Prepared for ${ctx.name}${ctx.credentials ? `, ${ctx.credentials}` : ""}, ${ctx.title} · ${formatDate(ctx.input.createdAt)} · Industry: ${report.sector ?? ctx.industryLabel} · Overall score: ${outOf100(ctx.score)}`,
    ...briefBlock(report),
    "## Executive Summary",
    report.executiveSummary,
    "## Current State Assessment",
    `### Top-down vision\n\n${currentState.topDownVision}`,
    `### Bottom-up capabilities\n\n${currentState.bottomUpCapabilities}`,
    `### Key challenges\n\n${bullets(currentState.keyChallenges)}`,
    "## AI Readiness Assessment",
    bullets([
      `Top-down (leadership confidence, strategic outlook, governance and investment): ${readinessOutOf100(readiness.topDownScore)}`,
      `Bottom-up (hands-on tool use, culture and adoption in practice, data and platform foundation): ${readinessOutOf100(readiness.bottomUpScore)}`,
      `Overall: ${readinessOutOf100(readiness.overallScore)}`,
    ]),
    readiness.analysis,
    ...(readiness.levers?.length
      ? [
          `**${LEVERS_HEADING}**\n\n${bullets(readiness.levers.map((l) => `${l.action}: ${leverGain(l.points)}`))}`,
        ]
      : []),
    "## AI Solution Landscape and Applications",
    ...report.solutionLandscape.map(
      (area) =>
        `### ${area.title} (${area.priority} priority)\n\n${area.description}${exampleLine(area)}`,
    ),
    "## Recommended AI Applications",
    ...report.recommendedApplications.map((tool, i) =>
      [
        `### ${i + 1}. ${tool.name} (${tool.category}, ${tool.priority} priority)`,
        tool.description,
        `**Use case:** ${tool.useCase}`,
        ...(tool.fit
          ? [
              `**Why it fits:** ${[tool.fit, evidenceLine(tool.evidence)].filter(Boolean).join(" ")}`,
            ]
          : []),
        ...(tool.cost
          ? [`**Estimated cost:** ${tool.cost.summary} ${parenthetical(tool.cost.assumption)}`]
          : []),
        ...(tool.businessCase ? [`**Business case:** ${tool.businessCase}`] : []),
        `**Pricing:** ${tool.pricing} · **Website:** ${tool.url}`,
      ].join("\n\n"),
    ),
    ...[budgetLine(report.recommendedApplications, ctx)].filter((l): l is string => l !== null),
    "## Implementation Roadmap",
    phaseBlock(ctx, 1, report.roadmap.phase1),
    phaseBlock(ctx, 2, report.roadmap.phase2),
    phaseBlock(ctx, 3, report.roadmap.phase3),
    "## Industry Benchmarks",
    ...(benchmarks.pilotMeasures
      ? [`**What your pilots are measured against:** ${benchmarks.pilotMeasures}`]
      : []),
    `**Adoption:** ${benchmarks.adoptionRate}`,
    `**Common use cases**\n\n${bullets(benchmarks.commonUseCases)}`,
    `**Maturity:** ${benchmarks.maturityLevel}`,
    `**Sources**\n\n${bullets(sources)}`,
    "## Risks and Mitigation Strategies",
    ...report.risks.map(
      (r) =>
        `### ${r.risk}\n\n${r.why ? `**Why it applies:** ${r.why} ` : ""}**Impact:** ${r.impact}. **Mitigation:** ${r.mitigation}`,
    ),
    ...familyBlock(report),
    "## Immediate Next Steps",
    numbered(report.nextSteps),
    "---",
    `*Prepared from ${possessive(ctx.name)} assessment answers. Published figures are quoted from the sources listed${illustrated(report) ? '; examples marked "illustrative" are typical scenarios, not named cases' : ""}.*`,
  ];
  return `${sections.join("\n\n")}\n`;
}
