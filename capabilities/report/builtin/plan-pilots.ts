import type { Context, SizeBand } from "./context";
import { departureIn } from "./decision-dates";
import { themesOf } from "./roles";
import { readsTheme, themeById } from "./themes";
import { isStressed, stressedFirst } from "./stressed-pain";
import { costliest, costliestFirst } from "./costliest-pain";
import type { RecognisedTheme } from "./recognised-theme";
import { applicationFor } from "./shared";
import { ownPilotName } from "./own-challenge";
import { problemKind } from "./problem-kinds";
import { lowerFirst } from "./text";
import type { Lead, Plan } from "./plan-types";
import { dataCleanUpFirst } from "./data-first";
import { statedCapacity } from "./stated-capacity";
import { sameWork } from "./same-work";

/**
 * The pilots of the plan: the executive's own written problems (alone or joined to a chosen
 * challenge's pilot), the one that leads, and those that wait for phase 3 past the size's cap.
 */

/** The other challenge's pilots, and those a chosen challenge with a recommendation already runs. */
export function ownPilotsOf(ctx: Context): Pick<Plan, "ownPilots" | "ownInChallenges"> {
  // The problem the executive puts the biggest sum on starts first (review r18), then the one
  // they stress most, whatever order they wrote them in.
  const own = costliestFirst(
    stressedFirst(
      themesOf(ctx).filter(
        (t) => t.field === "otherChallenge" && t.placement === "roadmap" && t.pilot,
      ),
    ),
  );
  // Every chosen challenge with a pilot (queueOf's three), so a problem the third's pilot does
  // joins it rather than running as a second pilot with another owner (review r18 class 6).
  const piloted = ctx.challenges.slice(0, 3).flatMap((c) => {
    const app = applicationFor(c, ctx);
    return app ? [{ slug: c.slug, application: app.application, label: c.text }] : [];
  });
  const joined = own.flatMap((theme) => {
    const kind = problemKind(theme.kind);
    const joins = kind?.ai ? kind.joins : themeById(theme.themeId)?.joins;
    const documents = namedDocuments(theme);
    // Documents the executive named ("the SGI and WCB progress reports") join only a pilot that
    // drafts them, never the visit notes they come "on top of".
    const doing = piloted.find((p) =>
      documents
        ? documents.test(p.application)
        : joins?.includes(p.slug) ||
          readsTheme(theme.themeId, p.application) ||
          sameWork(theme.quote, p.application, p.label),
    );
    // Words a pilot takes in feed the ticked challenge that names their work ("…write medical
    // records at home" beside "Reducing clinician administrative burden"), if one does.
    const pilot = doing && (piloted.find((p) => readsTheme(theme.themeId, p.label)) ?? doing);
    return pilot ? [{ slug: pilot.slug, theme, named: !!joins?.includes(pilot.slug) }] : [];
  });
  // One problem per challenge's pilot: a kind that names the challenge as its own work ("a
  // deadline you miss" for transaction paperwork) before one whose words only resemble it
  // (board minutes), which then runs as a pilot of its own (review r22).
  const ownInChallenges = joined
    .filter((x) => !joined.some((y) => y.slug === x.slug && y.named && !x.named))
    .map(({ slug, theme }) => ({ slug, theme }));
  return {
    ownPilots: own.filter((t) => !ownInChallenges.some((x) => x.theme === t)),
    ownInChallenges,
  };
}

/**
 * The documents a drafting problem is named by, when the executive timed them ("drafting the MPI
 * and WCB reports"): their noun, to find a pilot that drafts them.
 */
export function namedDocuments(theme: RecognisedTheme): RegExp | undefined {
  const drafting = problemKind("drafting");
  if (theme.kind !== "drafting" || !drafting?.ai || theme.name === drafting.pilotName) return;
  const noun = /(\p{L}+?)s?$/u.exec(theme.name ?? "")?.[1];
  return noun ? new RegExp(`\\b${noun}`, "iu") : undefined;
}

/**
 * The executive's own problem with the biggest sum of money on it, joined to a challenge's pilot
 * or its own, when one states a sum: it leads the pilots (review r18 class 5). Work a leaving
 * person holds runs before the pilots and never leads them.
 */
function costliestOwn(
  ctx: Context,
  { ownPilots, ownInChallenges }: Pick<Plan, "ownPilots" | "ownInChallenges">,
): RecognisedTheme | undefined {
  return costliest(
    [...ownInChallenges.map((x) => x.theme), ...ownPilots].filter(
      (t) => !departureIn(t.quote, ctx.answers),
    ),
  );
}

export function leadOf(
  ctx: Context,
  { ownPilots, ownInChallenges }: Pick<Plan, "ownPilots" | "ownInChallenges">,
): Lead | null {
  const top = costliestOwn(ctx, { ownPilots, ownInChallenges });
  if (top) {
    const slug = ownInChallenges.find((x) => x.theme === top)?.slug;
    const challenge = slug ? ctx.challenges.find((c) => c.slug === slug) : undefined;
    return {
      ...(challenge ? { challenge } : {}),
      theme: top,
      words: top.quote,
      name: ownPilotName(top),
    };
  }
  const stressed = ownInChallenges.find((x) => isStressed(x.theme.quote));
  // Words that name a ticked challenge's own work lead before words another pilot takes in (a
  // role left empty joins the staffing pilot; after-hours records name the administrative burden).
  // Of two themes one sentence feeds, the one its words name first is its subject (review r25:
  // "35 minutes a day on insurance pre-determinations: … writing narratives" is claims work).
  const subjects = subjectFirst(ownInChallenges);
  const fed = (named: boolean) =>
    ctx.challenges.find((c) =>
      subjects.some((x) => x.slug === c.slug && (!named || readsTheme(x.theme.themeId, c.text))),
    );
  const joined = stressed
    ? ctx.challenges.find((c) => c.slug === stressed.slug)
    : (fed(true) ?? fed(false));
  // Work a leaving person holds runs before the pilots (queueOf): it never leads them.
  const theme =
    ownInChallenges.find((x) => x.slug === joined?.slug)?.theme ??
    ownPilots.find((t) => !departureIn(t.quote, ctx.answers));
  if (theme)
    return {
      ...(joined ? { challenge: joined } : {}),
      theme,
      words: theme.quote,
      name: ownPilotName(theme),
    };
  // A challenge whose technique runs already is extended, never the lead pilot; one the
  // executive's rule or their refusal leaves without a pilot never leads the pilots (review r20).
  const first =
    ctx.challenges.slice(0, 3).find((c) => !c.runningAs && applicationFor(c, ctx)) ??
    ctx.challenges.find((c) => !c.runningAs) ??
    ctx.challenges[0];
  return first ? { challenge: first, words: first.text, name: lowerFirst(first.text) } : null;
}

/** Where a theme's words first appear in its sentence; past the end when none does. */
const firstSaid = (theme: RecognisedTheme): number =>
  Math.min(
    ...theme.evidence.map((e) => {
      const at = theme.quote.toLowerCase().indexOf(e.toLowerCase());
      return at < 0 ? Infinity : at;
    }),
  );

/** The joined problems, those of one sentence ordered by where their theme's words come in it. */
function subjectFirst(joined: Plan["ownInChallenges"]): Plan["ownInChallenges"] {
  return joined.filter(
    (x) =>
      !joined.some(
        (y) =>
          y !== x && y.theme.quote === x.theme.quote && firstSaid(y.theme) < firstSaid(x.theme),
      ),
  );
}

/** Pilots a firm of this size can support at once: an eight-person farm's owner runs one. */
const AT_ONCE: Record<SizeBand, number> = { micro: 1, small: 2, mid: 3, large: 4, enterprise: 6 };

/**
 * Work on what the company already tried (content/themes-experience.ts): the answer to a try
 * that went wrong, the decision on a pilot already running, or what a paused pilot's restart needs.
 */
export const onWhatWasTried = (theme: RecognisedTheme): boolean =>
  /\bbefore the first pilot\b|\bpilot already running\b|\bpaused pilot\b|\btrial you already ran\b/i.test(
    theme.title,
  );

/**
 * Work that runs in phase 1 before any pilot and takes no pilot's place: a leaver's, the
 * clean-up put first, or work on what was already tried: the answer to a try that went wrong is
 * the check the pilot on that work starts with, and a pilot already running is decided on first,
 * never an afterthought queued behind the new ones.
 */
export const runsBeforePilots = (ctx: Context, theme: RecognisedTheme): boolean =>
  departureIn(theme.quote, ctx.answers) !== undefined ||
  onWhatWasTried(theme) ||
  (dataCleanUpFirst(ctx.answers) !== null && /\bclean/i.test(theme.title));

/**
 * The executive's other written work with a target of its own (turning the AI use they described
 * into evidence, removing an obstacle): listed beside the pilots, it takes a place among them.
 */
function besidePilots(
  ctx: Context,
  { ownPilots, ownInChallenges }: Pick<Plan, "ownPilots" | "ownInChallenges">,
): RecognisedTheme[] {
  return themesOf(ctx).filter(
    (t) =>
      t.placement === "roadmap" &&
      t.pilot &&
      !ownPilots.includes(t) &&
      !ownInChallenges.some((x) => x.theme === t) &&
      !runsBeforePilots(ctx, t),
  );
}

/**
 * The pilots in the order they start, past the cap: the executive's own written problem first
 * (the chosen challenge's pilot that answers it, or its own), then the chosen challenges'.
 */
export function queueOf(
  ctx: Context,
  { ownPilots, ownInChallenges }: Pick<Plan, "ownPilots" | "ownInChallenges">,
): Pick<Plan, "atOnce" | "queued"> {
  // The executive's own word on what the company can run at once is the cap when it is lower.
  const atOnce = Math.min(AT_ONCE[ctx.sizeBand], statedCapacity(ctx.answers) ?? Infinity);
  const slugs = ctx.challenges
    .slice(0, 3)
    .filter((c) => applicationFor(c, ctx))
    .map((c) => c.slug);
  const top = costliestOwn(ctx, { ownPilots, ownInChallenges });
  const topSlug = ownInChallenges.find((x) => x.theme === top)?.slug;
  // The challenge's pilot that answers the costliest problem runs first among those answering.
  const answering = slugs
    .filter((s) => ownInChallenges.some((x) => x.slug === s))
    .sort((a, b) => Number(b === topSlug) - Number(a === topSlug));
  const rest = slugs.filter((s) => !answering.includes(s));
  // An own pilot on the costliest problem leads even where another answers a challenge.
  const topOwn = top && ownPilots.includes(top) ? top : undefined;
  const leads = answering.length && !topOwn ? 0 : 1;
  // Work a leaving person holds is never queued past their departure: it runs in phase 1, before
  // the pilots' phase, and takes none of its slots. The lead (leadOf) keeps its place.
  const beforeLeaving = ownPilots.filter((t) => departureIn(t.quote, ctx.answers));
  const [lead] = leads ? ownPilots : [];
  const own = [...(lead ? [lead] : []), ...ownPilots.filter((t) => t !== lead)].filter(
    (t) => !beforeLeaving.includes(t),
  );
  const order = [
    ...(topOwn ? own.slice(0, leads) : []),
    ...answering,
    ...(topOwn ? [] : own.slice(0, leads)),
    ...rest,
    ...own.slice(leads),
    ...besidePilots(ctx, { ownPilots, ownInChallenges }),
  ];
  const later = order.slice(atOnce);
  return {
    atOnce,
    queued: {
      slugs: later.filter((x): x is string => typeof x === "string"),
      themes: later.filter((x): x is RecognisedTheme => typeof x !== "string"),
    },
  };
}
