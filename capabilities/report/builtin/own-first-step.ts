import { departmentOptions, valuesOf, type Department } from "@/model/assessment/options";
import type { Context } from "./context";
import { areasOf, doerIn, personForWorkIn, theOwner, type Area } from "./named-people";
import { materialKeptFromWork } from "./confidential-subject";
import { measureCycleIn } from "./measure-cycle";
import { sparseRateIn } from "./occurrence-rate";
import { quotedFigures } from "./own-figures";
import type { RecognisedTheme } from "./recognised-theme";
import { ownerRole, sponsorRole } from "./roles";
import { systemInUse } from "./system-in-use";

/**
 * The first concrete step on a problem the executive wrote that no theme or kind reads, from what
 * they wrote: who logs it (the person the words name doing it, else the owner of the area its
 * words name), what to count (their own figures when they gave some), and what to try against
 * that count. Never "to be scoped with you".
 */

const NUMBER_WORDS: Record<number, string> = { 2: "two", 3: "three", 4: "four" };

const DEPARTMENTS: readonly Area[] = valuesOf(departmentOptions);

/** Who handles the problem, as the words show: a named doer, else its area's owner, else whoever handles it. */
function whoHandles(ctx: Context, words: string): string {
  const doer = doerIn(ctx.answers, ctx.people, words) ?? personForWorkIn(ctx.people, words);
  if (doer) return doer;
  const area = areasOf(words).find((a) => DEPARTMENTS.includes(a) && a !== "executive");
  const owner = area && ownerRole(ctx, area as Department);
  return owner && owner !== sponsorRole(ctx) ? theOwner(owner) : "whoever handles it";
}

/**
 * A standing state rather than something that happens ("Our small newsroom cannot cover every
 * town", "we must keep careful records for each placement"): nothing to log each time it
 * happens, so its cost is written down instead (review r22).
 */
const STANDING =
  /\b(?:can['’]?t|cannot|can not|unable to|must|need to|needs? (?:a|an|to)|requires?|is required|expects?|lacks?|not enough|too few|ne (?:peut|peuvent|pouvons)|doi(?:t|vent|vons)|manque)\b/iu;
const HAPPENS =
  /\b(?:(?:every|each)\s+(?:time|day|week|fortnight|month|morning|night|shift|season|quarter)|whenever|when|times|crack\w*|break\w*|fail\w*|late|errors?|mistakes?|complain\w*|calls?|pile\w* up|chaque (?:fois|jour|semaine|mois)|tous les (?:jours|mois)|quand|fois)\b/iu;
const standing = (quote: string): boolean => STANDING.test(quote) && !HAPPENS.test(quote);

/** A problem named in a few words with no work in them ("Customer retention"): nothing to log yet. */
const namesOnly = (quote: string): boolean => quote.trim().split(/\s+/).length <= 3;

/**
 * The first step, as a clause that ends its sentence: "the first step is to have the Dispatch
 * Manager log each time it happens for two weeks, …", or, when the words name the problem and
 * nothing of it, the one question to answer first.
 */
export function ownFirstStep(ctx: Context, theme: RecognisedTheme): string {
  if (!theme.figures?.length && namesOnly(theme.quote))
    return `one question comes first: what does “${theme.quote}” cost ${ctx.company} today, in hours, money or customers?`;
  const who = whoHandles(ctx, theme.quote);
  // A system in place that covers the work is tried first, by the feature to ask for (review r18).
  const system = systemInUse(ctx, theme.quote);
  // Work that holds what a rule keeps from every AI tool is tried without it (review r26).
  const kept = materialKeptFromWork(theme.quote, ctx.constraints);
  const tryWith = system?.feature
    ? `try ${system.feature} in ${system.name}, which you already run,`
    : kept
      ? `try one step of it with AI on blank templates and wording only, none of the ${kept} entering it,`
      : "try one step of it with AI";
  const ask = system?.feature ? " (ask its vendor whether your plan includes that feature)" : "";
  // Work that comes once a cycle is judged over a full cycle, never after 30 days of none of it.
  const cycle = measureCycleIn(theme.quote);
  if (cycle)
    return theme.figures?.length
      ? `the first step is to have ${who} take your figures (${quotedFigures(theme.figures, theme.quote)}) as the baseline, then ${tryWith} through the next full ${cycle}, judged only once that ${cycle} is done${ask}.`
      : `the first step is to have ${who} write down, from the last ${cycle}'s records, each time it came up, with the hours it took and what it cost, then ${tryWith} through the next full ${cycle}, judged only once that ${cycle} is done${ask}.`;
  // Something that comes every fortnight or month is counted long enough to see it a few times.
  const rate = theme.figures?.length ? null : sparseRateIn(theme.quote);
  if (rate)
    return `the first step is to have ${who} log each time it happens over the next ${NUMBER_WORDS[rate.months]} months, since it comes ${rate.rate}, with the hours it takes and what it costs, then ${tryWith} over the ${NUMBER_WORDS[rate.months]} months after, judged against that log${ask}.`;
  if (theme.figures?.length)
    return `the first step is to have ${who} take your figures (${quotedFigures(theme.figures, theme.quote)}) as the baseline, then ${tryWith} against them for 30 days${ask}.`;
  return standing(theme.quote)
    ? `the first step is to have ${who} write down within two weeks what it costs ${ctx.company} today in hours, money or customers and what a good result would be, then ${tryWith} where it costs most, judged against those figures for 30 days${ask}.`
    : `the first step is to have ${who} log each time it happens for two weeks, with the hours it takes and what it costs, then ${tryWith} against that log for 30 days${ask}.`;
}
