import { neutralAreas } from "@/capabilities/report/content/neutral-areas";
import type { SolutionArea } from "@/capabilities/report/content/types";
import { isIllustrative } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import { NUMBER, numberOf } from "./number-words";

/**
 * Which published case a solution area may show beside the report (issue 34, review classes
 * 8 and 12): none older than five years before the report's date (a 2013 estimate about
 * Amazon, a 2015 routing case), and a study of work done everywhere (a call centre's
 * assistant, a writing experiment) labelled cross-industry wherever it appears, so it is never
 * read as the sector's own evidence. An area whose case is too old keeps its description and
 * shows no example: the report says less rather than quoting stale figures.
 */

/** How many years before the report's a case may have been reported. */
export const CASE_MAX_AGE_YEARS = 5;

const YEAR = /\b(19[5-9]\d|20\d\d)\b/g;

/**
 * The year a case was last reported: the latest year its source gives (a case and the paper it
 * rests on: the newer), else its text's; null for an illustrative example, which has no date.
 */
export function caseYear(area: Pick<SolutionArea, "industryExample" | "industryExampleSource">) {
  if (/^Illustrative example\b/.test(area.industryExampleSource)) return null;
  const years = (text: string) => [...text.matchAll(YEAR)].map((m) => Number(m[1]));
  const found = years(area.industryExampleSource);
  const all = found.length ? found : years(area.industryExample);
  return all.length ? Math.max(...all) : null;
}

/** Whether the case is recent enough to show in a report made in `reportYear`. */
export const caseIsCurrent = (
  area: Pick<SolutionArea, "industryExample" | "industryExampleSource">,
  reportYear: number,
): boolean => {
  const year = caseYear(area);
  return year === null || year >= reportYear - CASE_MAX_AGE_YEARS;
};

/** Publishers of AI tools whose studies of their own products a landscape quotes. */
const VENDOR_SOURCE =
  /^(?:Microsoft|Google|Salesforce|OpenAI|Anthropic|GitHub|Intuit|HubSpot|Zendesk|Adobe|ServiceNow|Workday|SAP)\b/;

/**
 * A study a tool's vendor published about its own product ("Microsoft reported … early Copilot
 * users"), labelled as such, not as a company's case (review r22); a customer's case the vendor
 * tells ("Lumen …") is that company's.
 */
export const isVendorStudy = (
  area: Pick<SolutionArea, "industryExample" | "industryExampleSource">,
): boolean => {
  const vendor = VENDOR_SOURCE.exec(area.industryExampleSource)?.[0];
  return vendor !== undefined && area.industryExample.startsWith(vendor);
};

const CROSS_INDUSTRY_SOURCES = new Set(neutralAreas.map((a) => a.industryExampleSource));

/** A study of work done in every sector (the neutral areas' cases), wherever a landscape quotes it. */
export const isCrossIndustryCase = (area: Pick<SolutionArea, "industryExampleSource">): boolean =>
  CROSS_INDUSTRY_SOURCES.has(area.industryExampleSource);

type ShownArea = ReportData["solutionLandscape"][number];

/**
 * A study of work done in every sector shown only where nothing of the company's industry is
 * (review r20): none beside a named case of its own industry, and at most one in a report, so
 * the same writing and support studies do not close every report's landscape.
 */
export function crossIndustryOnlyWhereNeeded(areas: readonly ShownArea[]): ShownArea[] {
  const ownCase = areas.some(
    (a) => a.industryExample && !a.crossIndustry && !isIllustrative(a.industryExampleSource),
  );
  let shown = ownCase;
  return areas.map((area) => {
    if (!area.crossIndustry) return area;
    if (!shown) {
      shown = true;
      return area;
    }
    return { title: area.title, description: area.description, priority: area.priority };
  });
}

/**
 * An illustrative example that states its company's size ("A six-person bakery", "a 120-person
 * advisory firm") shown only to a company of about that size (review r10 class 7): no six-person
 * bakery for a chain of 51 to 200, no 120-person firm for one of 11 to 50. Within half the band's
 * floor and twice its ceiling it fits; an example that states no size fits any.
 */
const SIZED_CASE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${NUMBER})-(?:person|people|staff|employee)\\b`,
  "iu",
);

const bandOf = (employees: string): readonly [number, number] | null => {
  const over = /^over-(\d+)$/.exec(employees);
  if (over) return [Number(over[1]) + 1, Number.POSITIVE_INFINITY];
  const range = /^(\d+)-(\d+)$/.exec(employees);
  return range ? [Number(range[1]), Number(range[2])] : null;
};

export function exampleFitsSize(example: string, employees: string): boolean {
  const sized = SIZED_CASE.exec(example);
  const count = sized && numberOf(sized[1]!);
  const band = bandOf(employees);
  if (!count || !band) return true;
  return count >= band[0] / 2 && count <= band[1] * 2;
}
