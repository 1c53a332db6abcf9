import type { Context } from "@/capabilities/report/builtin/context";
import { caseIsCurrent } from "@/capabilities/report/builtin/example-fit";
import { industryProfileOf } from "@/capabilities/report/builtin/industry-profile";
import { usableTool } from "@/capabilities/report/builtin/shared";
import { allPublishedSources } from "@/capabilities/report/content/benchmarks";
import { ILLUSTRATIVE } from "@/capabilities/report/content/industries";
import { toolCatalogue } from "@/capabilities/report/content/tools";

/**
 * What the model may choose from: the whole tool catalogue with its fit data, and the list of
 * sources it may cite. Everything here is our own content, never the executive's text.
 */

/**
 * Every catalogue tool with whatever facts the catalogue holds (its fit data included), less
 * the matching keywords and the address, which are restored afterwards, plus whether it fits
 * this company (size band, the systems it needs or competes with, the organization's
 * maturity) and whether it starts within days.
 */
export function catalogueForPrompt(ctx: Context) {
  return toolCatalogue.map((tool) => {
    const { url: _url, keywords: _keywords, ...facts } = tool;
    void [_url, _keywords];
    return {
      ...facts,
      fitsThisCompany: usableTool(tool.name, ctx),
      startsWithinDays: tool.setup === "days",
    };
  });
}

/** The company's facts that decide which tools fit. */
export function companyFit(ctx: Context) {
  return {
    sizeBand: ctx.sizeBand,
    sizeBands: "micro 1-10 staff, small 11-50, mid 51-200, large 201-1,000, enterprise over 1,000",
    representativeHeadcount: ctx.staff,
    industry: ctx.industryLabel,
    platforms: ctx.platformLabels,
    systemsNamedInTheirOwnWords: ctx.systems.map((s) => `${s.name} (${s.category})`),
    constraints: ctx.constraints.map((c) => c.respect),
  };
}

/** The sources the model may cite, by exact name, with the examples of the company's industry. */
export function sourceList(ctx: Context) {
  return {
    publishedFigures: allPublishedSources.map(({ name, year, label }) => ({ name, year, label })),
    // No case older than five years before the report (example-fit.ts).
    industryExamples: industryProfileOf(ctx)
      .landscape.filter((area) => caseIsCurrent(area, ctx.input.createdAt.getUTCFullYear()))
      .map((area) => ({
        area: area.title,
        example: area.industryExample,
        source: area.industryExampleSource,
      })),
    genericScenario: ILLUSTRATIVE,
  };
}
