import {
  caseIsCurrent,
  crossIndustryOnlyWhereNeeded,
  exampleFitsSize,
  isCrossIndustryCase,
  isVendorStudy,
} from "./example-fit";
import { industryProfileOf } from "./industry-profile";
import { ENTERPRISE_CASE } from "@/capabilities/report/content/enterprise-cases";
import type { Priority, SolutionArea } from "@/capabilities/report/content/types";
import type { ReportData } from "@/model/documents/report-schemas";
import { ruledOut } from "./allowed-applications";
import { servesPeopleInGrief } from "./customer-answering";
import { type ChosenChallenge, type Context } from "./context";
import { applicationFor } from "./shared";
import { clinicShown } from "./settings-shown";
import { hasSeveralSites, isMultiSiteArea } from "./sites";
import { makesDecisionRuledOut } from "./red-lines";
import { planOf } from "./plan";
import { neutralAreas } from "@/capabilities/report/content/neutral-areas";
import { areaInPlace } from "./practices-in-place";
import { customerAnsweringDropped } from "./tried-and-dropped";
import { areaOutsideModel } from "./business-model";
import { isVisionInspection, qualityProblemShown } from "./vision-inspection";
import { floorWithoutDevices } from "./floor-devices";
import { buyerRejectionsOf, foodSafetyArea } from "./buyer-rejections";

/** The industry's solution areas, those answering a chosen challenge first and marked High. */
export function solutionLandscape(ctx: Context): ReportData["solutionLandscape"] {
  const profile = industryProfileOf(ctx);
  const chosen = ctx.challenges.map((c) => c.slug);
  const rank = (slugs: readonly string[]) => {
    const positions = slugs.map((s) => chosen.indexOf(s)).filter((i) => i >= 0);
    return positions.length ? Math.min(...positions) : Number.POSITIVE_INFINITY;
  };
  const answered = new Set<string>();
  // An area whose AI the executive ruled out (recording people, AI answering customers, a
  // decision they keep for a person) is left out.
  const small = underTwoHundred(ctx);
  const severalSites = hasSeveralSites(ctx);
  const clinic = clinicShown(ctx);
  const quality = qualityProblemShown(ctx);
  // A firm under 200 staff reads the areas its challenges raise, filled up to three with those
  // whose case is nearest its scale, and as few far larger companies' cases as three areas allow.
  const larger = (area: SolutionArea) => small && ENTERPRISE_CASE.test(area.industryExample);
  // Where buyers reject lots over the product's quality, grading answers it before the recall trace.
  const rejected = buyerRejectionsOf(ctx.answers) !== null;
  const traced = (area: SolutionArea) => rejected && foodSafetyArea(area.title);
  const eligible = (landscape: readonly SolutionArea[]) =>
    landscape
      .map((area, index) => ({ area, index, rank: rank(area.challenges) }))
      .filter(({ area }) => !ruledOut(area, ctx.constraints))
      // No AI answers people in grief (customer-answering.ts), nor customers after a chatbot
      // was switched off or turned down (tried-and-dropped.ts).
      .filter(
        ({ area }) =>
          !(
            area.answersCustomers &&
            (servesPeopleInGrief(ctx.answers) || customerAnsweringDropped(ctx.answers))
          ),
      )
      .filter(
        ({ area }) =>
          !makesDecisionRuledOut(
            { application: `${area.title}. ${area.description} ${area.industryExample}` },
            ctx.constraints,
          ),
      )
      .filter(({ area }) => severalSites || !isMultiSiteArea(area.challenges))
      .filter(({ area }) => clinic || !area.clinicOnly)
      .filter(({ area }) => !areaOutsideModel(area, ctx.answers))
      // Camera inspection only where the answers show a quality problem, never by default.
      .filter(({ area }) => quality || !isVisionInspection(area))
      // A technique the company runs already is extended, never presented as new.
      .filter(({ area }) => !areaInPlace(area.title, ctx.answers))
      .sort(
        (x, y) =>
          x.rank - y.rank ||
          Number(larger(x.area)) - Number(larger(y.area)) ||
          Number(traced(x.area)) - Number(traced(y.area)) ||
          x.index - y.index,
      );
  const own = eligible(profile.landscape);
  // Where the answers rule out all but one or two of the sector's areas, any business's fill the three.
  const titles = new Set(own.map(({ area }) => area.title));
  const areas =
    own.length >= 3
      ? own
      : [...own, ...eligible(neutralAreas.filter((a) => !titles.has(a.title)))].slice(0, 3);
  const listed = small
    ? areas.filter(({ rank }, i) => Number.isFinite(rank) || i < 3).slice(0, 6)
    : areas.slice(0, 6);
  // After the first far larger company's case, another is left out while three areas remain.
  const firstLarger = listed.findIndex(({ area }) => larger(area));
  let spare = listed.length - 3;
  const shown = listed.filter(({ area }, i) => {
    if (!larger(area) || i === firstLarger || spare <= 0) return true;
    spare--;
    return false;
  });
  const landscape = shown.map(({ area, rank }) => {
    const matched = Number.isFinite(rank) ? areaPilotChallenge(area, ctx) : undefined;
    // The priority the roadmap gives the challenge's pilot: High while it runs, Medium queued.
    const waits = matched && planOf(ctx).queued.slugs.includes(matched.slug);
    const priority: Priority =
      matched && !waits ? "High" : area.priority === "Low" && !matched ? "Low" : "Medium";
    // Several areas may answer one challenge: the first says so, the others name themselves.
    const earlier = matched ? answered.has(matched.text) : false;
    if (matched) answered.add(matched.text);
    // Nothing on a screen at the line where the floor has no network or devices staff can use.
    const described =
      area.offFloor && floorWithoutDevices(ctx.constraints) ? area.offFloor : area.description;
    return {
      title: area.title,
      description: matched
        ? `${described} ${
            earlier
              ? `${area.title} is another way for ${ctx.company} to answer “${matched.text}”.`
              : `For ${ctx.company}, this answers “${matched.text}”.`
          }`
        : described,
      priority,
      ...exampleOf(area, ctx),
    };
  });
  return crossIndustryOnlyWhereNeeded(landscape);
}

/** Words of five letters or more, the work an area or a pilot names. */
const workWords = (text: string): Set<string> =>
  new Set(text.toLowerCase().match(/[\p{L}-]{5,}/gu) ?? []);

/**
 * The chosen challenge whose pilot this area is (review r19 class 2): of the challenges the area
 * answers, the one whose pilot runs rather than waits, then whose pilot's work the area names
 * most, then the first ticked.
 */
function areaPilotChallenge(area: SolutionArea, ctx: Context): ChosenChallenge | undefined {
  const { queued } = planOf(ctx);
  const words = workWords(`${area.title} ${area.description}`);
  const shared = (c: ChosenChallenge) =>
    [...workWords(applicationFor(c, ctx)?.application ?? "")].filter((w) => words.has(w)).length;
  return ctx.challenges
    .map((c, at) => ({ c, at }))
    .filter(({ c }) => area.challenges.includes(c.slug))
    .sort(
      (x, y) =>
        Number(queued.slugs.includes(x.c.slug)) - Number(queued.slugs.includes(y.c.slug)) ||
        shared(y.c) - shared(x.c) ||
        x.at - y.at,
    )[0]?.c;
}

/** The area's case as the report shows it: none when too old (example-fit.ts), labelled by kind. */
function exampleOf(area: SolutionArea, ctx: Context) {
  if (!caseIsCurrent(area, ctx.input.createdAt.getUTCFullYear())) return {};
  if (!exampleFitsSize(area.industryExample, ctx.answers.companyEmployees)) return {};
  // Another industry's case says so, and why it transfers (review r20).
  const from = area.caseFrom
    ? ` The case is from another industry, ${area.caseFrom.industry}; it transfers because ${area.caseFrom.transfers}.`
    : "";
  return {
    industryExample: `${area.industryExample}${from}`,
    industryExampleSource: area.industryExampleSource,
    ...(isVendorStudy(area) && { vendorStudy: true }),
    ...(isCrossIndustryCase(area)
      ? { crossIndustry: true }
      : {
          ...(area.caseFrom && { otherIndustry: true }),
          ...(largerCompany(area.industryExample, ctx) && { largerCompany: true }),
        }),
  };
}

const underTwoHundred = (ctx: Context) =>
  ctx.sizeBand === "micro" || ctx.sizeBand === "small" || ctx.sizeBand === "mid";

/** An enterprise's case set before a firm under 200 staff. */
const largerCompany = (example: string, ctx: Context): boolean =>
  underTwoHundred(ctx) && ENTERPRISE_CASE.test(example);
