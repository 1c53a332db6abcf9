import type { ReportData } from "@/model/documents/report-schemas";
import { ILLUSTRATIVE } from "@/capabilities/report/content/industries";

/**
 * How much of a set of reports is template: every sentence of each report's own prose,
 * grouped by section, and the share that appears word for word in two or more reports and in
 * all of them. Catalogue facts (a tool's name, description, use case, price and address) and citations
 * are left out, as headings and fixed footers are: they are meant to be the same everywhere.
 */

export type ReportSection =
  | "brief"
  | "summary"
  | "current state"
  | "readiness"
  | "landscape"
  | "tools"
  | "roadmap"
  | "benchmarks"
  | "risks"
  | "family"
  | "next steps";

const texts = (...values: (string | readonly string[] | undefined)[]): string[] =>
  values.flatMap((v) => (v === undefined ? [] : typeof v === "string" ? [v] : [...v]));

/** A benchmark text without the figures it quotes from its sources (citations, not prose). */
function withoutCitations(text: string, sources: ReportData["industryBenchmarks"]["sources"]) {
  return sources.reduce((rest, source) => rest.replace(source.label, ""), text);
}

/** The prose of a report, section by section. */
export function reportProse(report: ReportData): Record<ReportSection, string[]> {
  const phases = [report.roadmap.phase1, report.roadmap.phase2, report.roadmap.phase3];
  const family = report.familyStrategies;
  return {
    brief: report.brief
      ? texts(report.brief.position, report.brief.decisions, report.brief.notYet)
      : [],
    summary: [report.executiveSummary],
    "current state": texts(
      report.currentState.topDownVision,
      report.currentState.bottomUpCapabilities,
      report.currentState.keyChallenges,
    ),
    readiness: [report.readinessAssessment.analysis],
    // A published case is a citation; only a generic example is the report's own prose.
    landscape: report.solutionLandscape.flatMap((a) =>
      texts(
        a.description,
        a.industryExampleSource === ILLUSTRATIVE ? a.industryExample : undefined,
      ),
    ),
    tools: report.recommendedApplications.flatMap((t) =>
      texts(t.fit, t.businessCase, t.cost?.assumption),
    ),
    roadmap: phases.flatMap((p) =>
      texts(
        p.objectives,
        p.quickWins,
        p.implementations,
        p.scalingActions,
        p.decisionGate,
        (p.initiatives ?? []).flatMap((i) => texts(i.action, i.baseline, i.target, i.dependsOn)),
      ),
    ),
    benchmarks: texts(
      withoutCitations(report.industryBenchmarks.adoptionRate, report.industryBenchmarks.sources),
      report.industryBenchmarks.commonUseCases,
      report.industryBenchmarks.maturityLevel,
    ),
    risks: report.risks.flatMap((r) => texts(r.risk, r.mitigation, r.why)),
    family: family
      ? texts(
          family.preparednessAssessment,
          family.householdUsageAnalysis,
          // Titles are the cards' headings, left out like every heading.
          family.childSafetyRecommendations.map((r) => r.description),
          family.familyBestPractices.map((p) => p.description),
        )
      : [],
    "next steps": report.nextSteps,
  };
}

/** Sentences of at least three words, compared without case, spacing or final punctuation. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[“"'(*A-Z0-9])|\n+/)
    .map((s) =>
      s
        .replace(/[*_`]/g, "")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/[.!?…:;,]+$/, "")
        .toLowerCase(),
    )
    .filter((s) => s.split(" ").length >= 3);
}

export interface Sharing {
  sentences: number;
  /** Share (0-1) of all sentences that appear in two or more reports. */
  inTwoOrMore: number;
  /** Share (0-1) of all sentences that appear in every report. */
  inAll: number;
}

/** Sharing over all sections and per section, for reports given in the same order. */
export function sentenceSharing(reports: readonly ReportData[]): {
  overall: Sharing;
  bySection: Record<string, Sharing>;
  /** The sentences found in two or more reports, most shared first. */
  shared: { sentence: string; section: string; reports: number }[];
} {
  const prose = reports.map(reportProse);
  const seenIn = new Map<string, Set<number>>();
  const sectionOf = new Map<string, string>();
  const occurrences: { sentence: string; section: string }[] = [];
  prose.forEach((sections, index) => {
    for (const [section, parts] of Object.entries(sections)) {
      for (const sentence of parts.flatMap(sentencesOf)) {
        occurrences.push({ sentence, section });
        sectionOf.set(sentence, sectionOf.get(sentence) ?? section);
        const set = seenIn.get(sentence) ?? new Set<number>();
        set.add(index);
        seenIn.set(sentence, set);
      }
    }
  });
  const share = (list: typeof occurrences): Sharing => {
    const count = (min: number) => list.filter((o) => seenIn.get(o.sentence)!.size >= min).length;
    const n = list.length || 1;
    return {
      sentences: list.length,
      inTwoOrMore: count(2) / n,
      inAll: reports.length > 1 ? count(reports.length) / n : 0,
    };
  };
  const sections = [...new Set(occurrences.map((o) => o.section))];
  return {
    overall: share(occurrences),
    bySection: Object.fromEntries(
      sections.map((s) => [s, share(occurrences.filter((o) => o.section === s))]),
    ),
    shared: [...seenIn.entries()]
      .filter(([, set]) => set.size >= 2)
      .map(([sentence, set]) => ({
        sentence,
        section: sectionOf.get(sentence)!,
        reports: set.size,
      }))
      .sort((x, y) => y.reports - x.reports || x.sentence.localeCompare(y.sentence)),
  };
}
