import { needsCameras } from "./camera-ban";
import { isCosted } from "./costed-problem";
import { type ChosenChallenge, type Context } from "./context";
import { conditionsFor, withConditions } from "./work-conditions";
import { stated } from "./constraint-fit";
import { pilotDataIn } from "./pilot-systems";
import type { RecognisedTheme } from "./recognised-theme";
import { planOf } from "./plan";
import { challengeOwner } from "./pilot-owners";
import { applicationFor } from "./shared";
import { ownToolFor } from "./own-tools";
import { forTeamSize } from "./small-team-baselines";
import { joinWords } from "./text";
import { oncePerPair } from "./once";
import { operatingSeasonOf, seasonalWork, inSeasonTerms } from "./operating-season";

/** Words that fit inside a sentence: a long application title is named as "this pilot" (review r17). */
const SHORT_NAME_WORDS = 6;
const inSentenceName = (application: string): string =>
  application.split(/\s+/).length > SHORT_NAME_WORDS ? "this pilot" : application;

/** A dependency's `{system}` as the systems that hold that data, never the whole list named. */
const inHolder = (
  ctx: Context,
  challenge: ChosenChallenge,
  dependsOn: string | undefined,
): string | undefined =>
  dependsOn?.replace(
    "{system}",
    joinWords(pilotDataIn(ctx, challenge, dependsOn)) || "your system of record",
  );

/**
 * What the executive's own problem adds to the measure of the chosen challenge's pilot it joins:
 * the figures they gave or the money they put on it, or its kind's measure (a scam is counted in
 * cases caught and missed).
 */
function joinedMeasure(joined: { theme: RecognisedTheme } | undefined) {
  const theme = joined?.theme;
  // A sum of money on the problem ("spoiled produce returns cost us $60k") is its measure, first.
  const costed = !!theme && !theme.stated && !theme.kind && isCosted(theme.quote);
  if (!theme?.pilot || !(theme.stated || theme.kind || costed)) return undefined;
  return {
    measure: theme.measure,
    leads: theme.stated?.unit !== undefined || costed,
    ...theme.pilot,
  };
}

/** What a measure counts that another may count too: a backlog, a rate or a share is said once. */
const COUNTED = /\b(?:backlog|rate|share)\b/i;

/**
 * One measure after another, less what the first already counts: "the backlog in working days
 * …, with drafting hours per plan", never the backlog (or a share) twice.
 */
function besides(own: string, metric: string): string | undefined {
  if (own.toLowerCase() === metric.toLowerCase()) return undefined;
  const counted = own.match(COUNTED)?.[0].toLowerCase();
  if (!counted) return metric;
  const parts = metric.split(/,\s*(?:and\s+)?|\s+and\s+(?=the\b)/);
  const kept = parts.filter((part) => !part.toLowerCase().includes(counted));
  return kept.length ? joinWords(kept) : undefined;
}

/** A baseline of the season's work taken from last season's records, where the business idles part of the year. */
function inSeason(ctx: Context, challenge: ChosenChallenge, baseline: string): string {
  const app = applicationFor(challenge, ctx);
  const seasonal =
    operatingSeasonOf(ctx.answers) &&
    app &&
    seasonalWork(`${app.application} ${challenge.text}`, app.department);
  return seasonal ? inSeasonTerms(baseline) : baseline;
}

/**
 * The owner, measure and first dependency of the pilot on a challenge; measured by the figures
 * the executive gave, or by their problem's kind, when the pilot also answers the problem they wrote.
 */
export const pilotPlan = oncePerPair((ctx: Context, challenge: ChosenChallenge) => {
  const app = applicationFor(challenge, ctx);
  const measure = challenge.measure;
  const needs = inHolder(
    ctx,
    challenge,
    (stated(ctx.constraints, "no-recording") && measure?.dependsOnUnrecorded) ||
      (app && !needsCameras(app) && measure?.dependsOnUnseen) ||
      (stated(ctx.constraints, "no-cameras") && measure?.dependsOnUnrecorded) ||
      measure?.dependsOn,
  );
  const conditionArgs = (a: NonNullable<typeof app>) =>
    [
      inSentenceName(a.application),
      a.records === true,
      ctx,
      `${a.application} ${challenge.text}`,
    ] as const;
  const own = joinedMeasure(planOf(ctx).ownInChallenges.find((x) => x.slug === challenge.slug));
  // An AI tool in place that the company already checked starts from that check (review r24).
  const checked = app && ownToolFor(ctx.ownTools, app);
  const audit = checked?.audit
    ? {
        baseline: `Your own check of ${checked.name} as you gave it (“${checked.audit}”), repeated each month on a sample of the same size, with the time the work takes`,
        target: `Each monthly check no worse than yours, and less time on the work, before ${checked.name} is extended to more people; where a check finds it worse, it goes no further`,
      }
    : undefined;
  return {
    app,
    owner: challengeOwner(ctx, challenge),
    // A backlog or a fallen rate is the problem's own measure: the challenge's follows it.
    metric:
      measure && own
        ? own.leads
          ? [own.measure, besides(own.measure, measure.metric)].filter(Boolean).join(", with ")
          : [measure.metric, besides(measure.metric, own.measure)].filter(Boolean).join(", with ")
        : (own?.measure ?? measure?.metric ?? "the time the work takes today"),
    baseline: inSeason(
      ctx,
      challenge,
      forTeamSize(
        ctx,
        audit?.baseline ??
          own?.baseline ??
          measure?.baseline ??
          "Measure the work for four weeks before the pilot starts",
      ),
    ),
    target:
      audit?.target ??
      own?.target ??
      measure?.target ??
      "A measurable improvement by the decision date",
    dependsOn: withConditions(needs, app ? conditionsFor(...conditionArgs(app)) : []),
    /** What must be in place before it starts, without the rules it is designed to. */
    startsOnce: withConditions(needs, app ? conditionsFor(...conditionArgs(app), false) : []),
  };
});
