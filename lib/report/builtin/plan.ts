import type { Department } from "@/lib/assessment/options";
import { delayedPilotPhases, phasePlans, type PhasePlan } from "@/lib/report/content/phases";
import { teamScoreNote } from "@/lib/report/team";
import { dataCleanUpFirst } from "./data-first";
import { departureIn } from "./decision-dates";
import { noticeBeforeFirstPilot } from "./constraint-fit";
import {
  datedDuration,
  likeForLike,
  peakDelay,
  phaseMonths,
  planStart,
  seasonTiming,
} from "./calendar";
import type { ChosenChallenge, Context, SizeBand } from "./context";
import { BOTTOM_UP_PILLARS, TOP_DOWN_PILLARS, viewScore } from "./readiness";
import { sectorWordsOf } from "./risks";
import { busySeasonOf, varyingDemandOf } from "./season-reading";
import { themesOf } from "./roles";
import { readsTheme, themeById, type RecognisedTheme } from "./themes";
import { applicationFor, departmentLabel } from "./shared";
import { ownPilotName } from "./own-challenge";
import { problemKind } from "./problem-kinds";
import { capitalise, lowerFirst } from "./text";

/**
 * The plan every document tells: the scores and why they are what they are, whether pilots run
 * already, the three phases and where phase 3 rolls out, when the first pilot starts, the levers
 * that raise the score (the summary's own) and what to leave alone for now. Sections read it
 * rather than working any of it out again, so the roadmap and the report cannot disagree.
 */

/** A change that raises the score, with the points it adds: the summary's "What would raise your score most". */
export interface Lever {
  action: string;
  points: number;
}

/** What the brief says to leave alone for now; `kind` lets the rest of the plan respect it. */
export type NotYetKind =
  "platforms" | "unprovenScaling" | "customModels" | "customerAnswers" | "volunteers" | "aiHire";

export interface NotYet {
  kind: NotYetKind;
  text: string;
}

export interface Plan {
  /** The two views and the overall, 0-10: the overall is always their average. */
  scores: { topDown: number; bottomUp: number; overall: number };
  /** Why the overall differs from the executive's own score, when the team's answers count. */
  scoreNote: string | null;
  /** Pilots run already (or AI is embedded): advice extends them, never starts them. */
  pilotsInPlace: boolean;
  phases: readonly [PhasePlan, PhasePlan, PhasePlan];
  /**
   * Phase 3 rolls a proven pilot out within the chosen departments where its kind of work is
   * done (vision inspection stays on the shop floor), or across the company, and starts the next
   * use cases in the chosen departments no pilot has reached yet (`rollout`).
   */
  piloted: string[];
  rollout: string[];
  /**
   * The phase the first pilot starts in (0: the first) and when, in the one phrase every
   * document uses: "within 60 days" or "in month 5" (the next step's "Within 60 days: ...").
   */
  firstPilot: { phase: 0 | 1; starts: string; when: string };
  levers: Lever[];
  notYet: NotYet[];
  /**
   * The pilots on the problems the executive wrote in their own words (the other challenge),
   * run beside the chosen challenges' and starting with the first of them: a theme that reads
   * the problem brings its owner, baseline and target; an unread one is put a number on first.
   */
  ownPilots: RecognisedTheme[];
  /**
   * The executive's own problems a chosen challenge's pilot already does (a First Nation's land
   * referrals, a dental group's cancelled slots), by that challenge: one pilot, quoting both.
   */
  ownInChallenges: { slug: string; theme: RecognisedTheme }[];
  /**
   * The pilot that starts first: the executive's own written problem's (the chosen challenge's
   * pilot that answers it, or its own), else the first chosen challenge's; `words` name it.
   */
  lead: Lead | null;
  /** How many pilots the company can run at once; the rest wait for phase 3. */
  atOnce: number;
  /** The pilots that wait for phase 3: chosen challenges' by slug, own problems' by theme. */
  queued: { slugs: string[]; themes: RecognisedTheme[] };
  /** Each phase's duration with its dates, counted from the month after the report. */
  dated: readonly [string, string, string];
  /**
   * How the first pilot is timed around the busy season the executive wrote about, and measured
   * like with like when the answers say the trade varies; null when they say neither.
   */
  seasonTiming: string | null;
  /** What to record in a season (or its preparation) under way or weeks away: phase 1's, or null. */
  seasonNow: string | null;
  /** When a seasonal first pilot's results are read ("May 2028"), if after its phase ends. */
  seasonResults: string | null;
}

export interface Lead {
  challenge?: ChosenChallenge;
  theme?: RecognisedTheme;
  /** The words that name it, the executive's own where they wrote the problem: quoted once. */
  words: string;
  /** Its plain name, never a quotation: "writing study reports and grant applications". */
  name: string;
}

/** The departments the pilots on the first three challenges run in. */
export const pilotedDepartments = (ctx: Context): Department[] =>
  ctx.challenges.slice(0, 3).flatMap((c) => applicationFor(c, ctx)?.department ?? []);

/**
 * Where the next use cases start: the departments the executive expects most from that no pilot
 * has reached yet; none when the pilots reach them all. Never a department the executive did not
 * choose.
 */
function rolloutOf(ctx: Context): string[] {
  const piloted = pilotedDepartments(ctx);
  return ctx.focusDepartments
    .filter((d) => d !== "executive" && !piloted.includes(d))
    .slice(0, 3)
    .map(departmentLabel);
}

/**
 * The departments the executive chose that the pilots run in: where proven pilots roll out, as
 * their kind of work is done there (never a department named only by a challenge's pilot).
 */
const pilotedFocus = (ctx: Context): string[] => {
  const piloted = pilotedDepartments(ctx);
  return ctx.focusDepartments
    .filter((d) => d !== "executive" && piloted.includes(d))
    .map(departmentLabel);
};

/** "Months 5–10" → "month 5", "Weeks 1–8" → "week 1": when a phase begins. */
const firstOf = (duration: string) =>
  duration.replace(
    /^(\w+?)s? (\d+).*$/,
    (_, unit: string, n: string) => `${unit.toLowerCase()} ${n}`,
  );

/** Foundation first at a measured pace: the first pilot starts in phase 2, else in phase 1. */
/** A union's notice period longer than this moves the first pilot out of the first 60 days. */
const NOTICE_WITHIN_PHASE_ONE = 45;

function firstPilotOf(ctx: Context, phases: Plan["phases"]): Plan["firstPilot"] {
  const notice = noticeBeforeFirstPilot(ctx);
  const phase =
    ctx.pace === "measured" ||
    notice > NOTICE_WITHIN_PHASE_ONE ||
    dataCleanUpFirst(ctx.answers) !== null
      ? 1
      : 0;
  // A phase that opens in the executive's busiest month starts its pilot the month after.
  const start = planStart(ctx.input.createdAt);
  const delay = Math.max(
    peakDelay(busySeasonOf(ctx.answers), phases[1].duration, start),
    // Notice given this month has run by the first of the month its length in months later.
    notice ? start + Math.ceil(notice / 30) - phaseMonths(phases[1].duration, start).first : 0,
  );
  const opens = firstOf(phases[phase].duration).replace(/\d+$/, (n) => String(Number(n) + delay));
  const starts = phase === 0 ? "within 60 days" : `in ${opens}`;
  return { phase, starts, when: capitalise(starts) };
}

function notYetOf(ctx: Context, lead: Lead | null): NotYet[] {
  const list: NotYet[] = [];
  const org = ctx.adoption.organisation;
  const pilot = lead ? `the pilot on ${lead.name}` : "the first pilot";
  if (org === "none" || org === "individual")
    list.push({
      kind: "platforms",
      text: `No enterprise AI platform, custom model or specialist hire before ${pilot} has shown results.`,
    });
  // Pilots running: the decision ahead is which of them scale (new tools are still recommended).
  if (org === "pilots")
    list.push({
      kind: "unprovenScaling",
      text: "No pilot scaled beyond its group before it has met its target against a recorded baseline.",
    });
  if (org === "embedded")
    list.push({
      kind: "customModels",
      text: "No custom-built models where the AI in the systems you already run does the job.",
    });
  const reviewer = ctx.constraints.find((c) => c.id === "professional-review")?.reviewer;
  if (reviewer)
    list.push({
      kind: "customerAnswers",
      text: `No AI answering ${sectorWordsOf(ctx).audience} directly, now or later: AI drafts, and ${reviewer} reviews every answer before it reaches them, as you require.`,
    });
  // An AI that already answers them is measured, not held back (a ski hill's chat agent).
  else if (
    ctx.focusDepartments.includes("customer_service") &&
    org !== "embedded" &&
    !ctx.ownTools.some((t) => t.work === "answering")
  )
    list.push({
      kind: "customerAnswers",
      text: `No AI answering ${sectorWordsOf(ctx).audience} directly until its answers have been checked in-house for a month.`,
    });
  if (ctx.answers.orgPosture === "fearful" || ctx.answers.orgPosture === "curious")
    list.push({
      kind: "volunteers",
      text: "No one required to use AI yet: volunteers go first.",
    });
  if (ctx.sizeBand === "micro")
    list.push({
      kind: "aiHire",
      text: "No AI hire: at this size a named lead with two hours a week is enough.",
    });
  return list.slice(0, 3);
}

/** Words of five letters or more that name no work. */
const NOT_WORK =
  /^(?:their|there|these|those|about|which|where|every|other|would|could|takes?|always|still)$/iu;
const workWords = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}-]{5,}/gu) ?? []).filter((w) => !NOT_WORK.test(w)));

/**
 * A problem no theme reads that names the work of a chosen challenge's pilot in two of its words
 * ("patient reminders and follow-up messages" beside "…reminders and follow-up messages").
 */
const sameWork = (theme: RecognisedTheme, application: string): boolean => {
  if (theme.themeId !== "own-words") return false;
  const pilot = workWords(application);
  return [...workWords(theme.quote)].filter((w) => pilot.has(w)).length >= 2;
};

/** The other challenge's pilots, and those a chosen challenge with a recommendation already runs. */
function ownPilotsOf(ctx: Context): Pick<Plan, "ownPilots" | "ownInChallenges"> {
  const own = themesOf(ctx).filter(
    (t) => t.field === "otherChallenge" && t.placement === "roadmap" && t.pilot,
  );
  const piloted = ctx.challenges.slice(0, 2).flatMap((c) => {
    const app = applicationFor(c, ctx);
    return app ? [{ slug: c.slug, application: app.application }] : [];
  });
  const ownInChallenges = own.flatMap((theme) => {
    const kind = problemKind(theme.kind);
    const joins = kind?.ai ? kind.joins : themeById(theme.themeId)?.joins;
    const pilot = piloted.find(
      (p) =>
        joins?.includes(p.slug) ||
        readsTheme(theme.themeId, p.application) ||
        sameWork(theme, p.application),
    );
    return pilot ? [{ slug: pilot.slug, theme }] : [];
  });
  return {
    ownPilots: own.filter((t) => !ownInChallenges.some((x) => x.theme === t)),
    ownInChallenges,
  };
}

function leadOf(
  ctx: Context,
  { ownPilots, ownInChallenges }: Pick<Plan, "ownPilots" | "ownInChallenges">,
): Lead | null {
  const joined = ctx.challenges.find((c) => ownInChallenges.some((x) => x.slug === c.slug));
  const theme = ownInChallenges.find((x) => x.slug === joined?.slug)?.theme ?? ownPilots[0];
  if (theme)
    return {
      ...(joined ? { challenge: joined } : {}),
      theme,
      words: theme.quote,
      name: ownPilotName(theme),
    };
  const first = ctx.challenges[0];
  return first ? { challenge: first, words: first.text, name: lowerFirst(first.text) } : null;
}

/** Pilots a firm of this size can support at once: an eight-person farm's owner runs one. */
const AT_ONCE: Record<SizeBand, number> = { micro: 1, small: 2, mid: 3, large: 4, enterprise: 6 };

/**
 * The pilots in the order they start, past the cap: the executive's own written problem first
 * (the chosen challenge's pilot that answers it, or its own), then the chosen challenges'.
 */
function queueOf(
  ctx: Context,
  { ownPilots, ownInChallenges }: Pick<Plan, "ownPilots" | "ownInChallenges">,
): Pick<Plan, "atOnce" | "queued"> {
  const atOnce = AT_ONCE[ctx.sizeBand];
  const slugs = ctx.challenges
    .slice(0, 3)
    .filter((c) => applicationFor(c, ctx))
    .map((c) => c.slug);
  const answering = slugs.filter((s) => ownInChallenges.some((x) => x.slug === s));
  const rest = slugs.filter((s) => !answering.includes(s));
  const leads = answering.length ? 0 : 1;
  // Work a leaving person holds is never queued past their departure: it runs with the first pilots.
  const beforeLeaving = ownPilots.filter((t) => departureIn(t.quote, ctx.answers));
  const own = [...beforeLeaving, ...ownPilots.filter((t) => !beforeLeaving.includes(t))];
  const order = [...answering, ...own.slice(0, leads), ...rest, ...own.slice(leads)];
  const later = order.slice(atOnce).filter((x) => !beforeLeaving.includes(x as RecognisedTheme));
  return {
    atOnce,
    queued: {
      slugs: later.filter((x): x is string => typeof x === "string"),
      themes: later.filter((x): x is RecognisedTheme => typeof x !== "string"),
    },
  };
}

/** The pace's phases, the first two retitled when the first pilot only starts in the second. */
function phasesOf(ctx: Context): Plan["phases"] {
  const phases = phasePlans[ctx.pace];
  if (ctx.pace === "measured" || firstPilotOf(ctx, phases).phase === 0) return phases;
  const [first, second] = delayedPilotPhases;
  return [{ ...phases[0], ...first }, { ...phases[1], ...second }, phases[2]];
}

function buildPlan(ctx: Context): Plan {
  const phases = phasesOf(ctx);
  const own = ownPilotsOf(ctx);
  const lead = leadOf(ctx, own);
  return {
    scores: {
      topDown: viewScore(ctx.readiness, TOP_DOWN_PILLARS),
      bottomUp: viewScore(ctx.readiness, BOTTOM_UP_PILLARS),
      overall: ctx.score / 10,
    },
    scoreNote: teamScoreNote(ctx.input, ctx.name),
    pilotsInPlace:
      ctx.adoption.organisation === "pilots" || ctx.adoption.organisation === "embedded",
    phases,
    piloted: pilotedFocus(ctx),
    rollout: rolloutOf(ctx),
    firstPilot: firstPilotOf(ctx, phases),
    levers: ctx.input.readiness.improvements.map(({ action, gain }) => ({ action, points: gain })),
    notYet: notYetOf(ctx, lead),
    ...own,
    lead,
    ...queueOf(ctx, own),
    ...calendarOf(ctx, phases),
  };
}

function calendarOf(
  ctx: Context,
  phases: Plan["phases"],
): Pick<Plan, "dated" | "seasonTiming" | "seasonNow" | "seasonResults"> {
  const start = planStart(ctx.input.createdAt);
  const season = busySeasonOf(ctx.answers);
  const varying = varyingDemandOf(ctx.answers);
  const pilotPhase = phases[firstPilotOf(ctx, phases).phase].duration;
  const timing = season && seasonTiming(season, pilotPhase, start);
  return {
    dated: [
      datedDuration(phases[0].duration, start),
      datedDuration(phases[1].duration, start),
      datedDuration(phases[2].duration, start),
    ],
    seasonTiming: timing ? timing.pilot : varying && likeForLike(varying),
    seasonNow: timing ? timing.now || null : null,
    seasonResults: timing ? timing.resultsIn : null,
  };
}

const plans = new WeakMap<Context, Plan>();

/** The plan of one document's context, worked out once. */
export function planOf(ctx: Context): Plan {
  let plan = plans.get(ctx);
  if (!plan) plans.set(ctx, (plan = buildPlan(ctx)));
  return plan;
}

/** The first `count` chosen challenges, the one whose pilot answers the executive's words first. */
export function pilotChallenges(ctx: Context, count = 3): ChosenChallenge[] {
  const lead = planOf(ctx).lead?.challenge;
  const chosen = ctx.challenges.slice(0, count);
  return lead && chosen.includes(lead) ? [lead, ...chosen.filter((c) => c !== lead)] : chosen;
}

/** The brief names one of these as not to do yet. */
export const holdsBack = (ctx: Context, kind: NotYetKind): boolean =>
  planOf(ctx).notYet.some((n) => n.kind === kind);
