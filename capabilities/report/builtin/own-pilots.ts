import { THEMES_BESIDE_FIRST_PILOT } from "./phase-timing";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { inOrBeside } from "./system-in-use";
import { themeSystem } from "./pilot-systems";
import { theOwner } from "./named-people";
import { conditionsFor, withConditions } from "./work-conditions";
import type { Context } from "./context";
import { departureIn } from "./decision-dates";
import { ownPilotName } from "./own-challenge";
import { planOf } from "./plan";
import type { RecognisedTheme } from "./recognised-theme";
import { capitalise, lowerFirst, sentence } from "./text";
import { firstPilotTimeframe } from "./closed-phase";
import { sameQuote } from "./repeated-quotes";

/**
 * The pilots on the executive's own written problems (`planOf(ctx).ownPilots`), in the words
 * each document uses: a recommendation on the roadmap, a use case of the pilot phase. Owner,
 * measure, baseline and target come from the theme that reads the problem, as a chosen
 * challenge's come from its measures.
 */

type Recommendation = RoadmapContent["recommendations"][number];

/**
 * What must be agreed before a theme's pilot starts (the union on the work it covers, consent
 * before recording), the pilot named by the executive's words: its title is no quotation.
 */
export function themeConditions(ctx: Context, theme: RecognisedTheme): string | undefined {
  const work = ownPilotUse(theme);
  const about = `${theme.title} ${theme.action}`;
  return withConditions(undefined, conditionsFor(work, theme.records === true, ctx, about));
}

/** The pilot's recommendation, timed with the first pilot (side by side) or queued for phase 3. */
export function ownPilotRecommendations(ctx: Context): Recommendation[] {
  const { ownPilots, phases, firstPilot, queued } = planOf(ctx);
  // Beside a first pilot in phase 1, the first own pilots start with it and the rest in phase 2,
  // where the report lists them (report-roadmap.ts).
  const beside = ownPilots.filter(
    (t) => !departureIn(t.quote, ctx.answers) && !queued.themes.includes(t),
  );
  return ownPilots.map((theme) => {
    const phase = departureIn(theme.quote, ctx.answers)
      ? 0
      : queued.themes.includes(theme)
        ? 2
        : firstPilot.phase === 0 && beside.indexOf(theme) >= THEMES_BESIDE_FIRST_PILOT
          ? 1
          : firstPilot.phase;
    // Beside the first pilot, in its month when the season closes the pilots' phase.
    const timeframe =
      phase === firstPilot.phase ? firstPilotTimeframe(ctx) : phases[phase].duration;
    const agreed = themeConditions(ctx, theme);
    const system = themeSystem(ctx, theme);
    const runs = system
      ? ` It runs ${sentence(inOrBeside(ctx, system, undefined, `${theme.title} ${theme.action}`))}`
      : "";
    return {
      title: theme.title,
      description: `Answers “${theme.quote}”. ${capitalise(theOwner(theme.owner))} owns it, measured by ${theme.measure}; target: ${lowerFirst(sentence(theme.pilot!.target))} First: ${lowerFirst(sentence(theme.pilot!.baseline))}${agreed ? ` ${sentence(agreed)}` : ""}${runs}`,
      // One priority for one piece of work, as a chosen challenge's: High while it runs, Medium queued.
      priority: queued.themes.includes(theme) ? "Medium" : "High",
      owner: theme.owner,
      timeframe,
    };
  });
}

/**
 * "the pilot on calling patients", for a list of use cases: named in plain words, the
 * executive's own quoted only where the pilot is introduced.
 */
export function ownPilotUse(theme: RecognisedTheme): string {
  return `the pilot on ${ownPilotName(theme)}`;
}

/** ' and “…cancelled slots”': the executive's words a chosen challenge's pilot also answers. */
export const alsoInYourWords = (ctx: Context, slug: string): string =>
  planOf(ctx)
    .ownInChallenges.filter((x) => x.slug === slug)
    .map((x) => x.theme.quote)
    // Two themes read in one sentence are one quotation, the longest said once.
    .sort((a, b) => b.length - a.length)
    .filter((q, i, all) => !all.slice(0, i).some((earlier) => sameQuote(earlier, q)))
    .map((q) => ` and “${q}”`)
    .join("");

/** Whether a theme is answered by a chosen challenge's pilot rather than a pilot of its own. */
export const isInChallengePilot = (ctx: Context, theme: RecognisedTheme): boolean =>
  planOf(ctx).ownInChallenges.some((x) => x.theme === theme);

/** Whether an initiative's theme is one of the pilots on the executive's own problems. */
export const isOwnPilot = (ctx: Context, theme: RecognisedTheme): boolean =>
  planOf(ctx).ownPilots.includes(theme);
