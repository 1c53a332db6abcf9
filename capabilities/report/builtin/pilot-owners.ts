import type { ChosenChallenge, Context } from "./context";
import { isPersonLabel } from "./named-people";
import { isToAppoint, toAppoint } from "./owner-to-appoint";
import { personDoingWork } from "./person-for-work";
import { teamDoingWork } from "./team-for-work";
import { pilotChallenges, planOf } from "./plan";
import { pilotOwner, sponsorRole } from "./roles";
import { applicationFor } from "./shared";
import { oncePer } from "./once";

/**
 * Who owns each pilot, the plan seen whole (round 12): the person the executive's own words
 * name for the problem a pilot also answers ("the drafting backlog" beside "our CAD lead
 * Marco"), and no executive left owning every pilot of a firm with managers. Beyond a firm of
 * ten, the executive owns one pilot; the others are owned in their area by someone they name.
 */

/** A named person, not a role's title nor someone still to be named. */
const isNamed = (owner: string): boolean => isPersonLabel(owner) && !isToAppoint(owner);

/** The owner before the plan is seen whole: the joined problem's named person, else the challenge's. */
function ownerOf(ctx: Context, challenge: ChosenChallenge): string {
  const joined = planOf(ctx).ownInChallenges.find((x) => x.slug === challenge.slug)?.theme;
  if (joined && isNamed(joined.owner)) return joined.owner;
  const app = applicationFor(challenge, ctx);
  // Someone named doing this very work ("our controller, Martin, tried Copilot for the forecasts").
  const doer = personDoingWork(
    ctx.answers,
    ctx.people,
    `${challenge.text} ${app?.application ?? ""}`,
  );
  if (doer && !CLINICAL.test(app?.application ?? "")) return doer;
  // A team the executive names for this work ("our AML team") owns it through its lead.
  const team = teamDoingWork(ctx.answers, `${challenge.text} ${app?.application ?? ""}`);
  if (team) return team;
  return pilotOwner(ctx, app, challenge.measure);
}

/** Clinical work stays with the clinician, whoever else is named. */
const CLINICAL = /\b(?:clinical|clinicians?|charting|visit notes|diagnos\w*|treatment plans?)\b/i;

/**
 * In a firm of ten, a second pilot the executive would own goes to someone named in its area, or
 * to the one who runs the daily work (a technician, an operations lead), never to the executive
 * again when others are named.
 */
function spread(ctx: Context, challenge: ChosenChallenge): string | undefined {
  const app = applicationFor(challenge, ctx);
  if (!app || app.department === "executive" || CLINICAL.test(app.application)) return undefined;
  const inArea = ctx.people.find((p) => p.areas.includes(app.department) && isNamed(p.label));
  if (inArea) return inArea.label;
  if (app.department === "hr") return undefined;
  return ctx.people.find((p) => p.areas.includes("operations") && isNamed(p.label))?.label;
}

/** Credit and lending decisions are a credit committee's, never a finance role's. */
const LENDING = /\b(?:credit|loans?|lending|underwrit\w*|adjudicat\w*)\b/i;

/** Someone the executive appoints for a pilot's area: "a person you appoint in finance". */
function appointed(ctx: Context, challenge: ChosenChallenge): string | undefined {
  const app = applicationFor(challenge, ctx);
  if (!app || app.department === "executive") return undefined;
  // Someone the answers name in that area owns it before anyone is appointed.
  const inArea = ctx.people.find((p) => p.areas.includes(app.department) && isNamed(p.label));
  if (inArea && !CLINICAL.test(app.application)) return inArea.label;
  if (app.department === "finance" && LENDING.test(`${app.application} ${challenge.text}`))
    return toAppoint(undefined);
  return toAppoint(app.department);
}

const ownersOf = oncePer((ctx: Context): Map<ChosenChallenge, string> => {
  const found = new Map<ChosenChallenge, string>();
  const sponsor = sponsorRole(ctx);
  // The executive's own problems they own come first: the plan leads with them.
  let sponsorTaken = planOf(ctx).ownPilots.some((t) => t.owner === sponsor);
  for (const challenge of pilotChallenges(ctx, ctx.challenges.length)) {
    const owner = ownerOf(ctx, challenge);
    if (owner !== sponsor) found.set(challenge, owner);
    else if (ctx.sizeBand === "micro") {
      found.set(challenge, (sponsorTaken && spread(ctx, challenge)) || owner);
      sponsorTaken = true;
    } else if (!sponsorTaken) {
      sponsorTaken = true;
      found.set(challenge, owner);
    } else found.set(challenge, appointed(ctx, challenge) ?? owner);
  }
  return found;
});

/** Who owns the pilot on a chosen challenge. */
export const challengeOwner = (ctx: Context, challenge: ChosenChallenge): string =>
  ownersOf(ctx).get(challenge) ?? ownerOf(ctx, challenge);
