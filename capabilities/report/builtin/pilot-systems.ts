import type { ChosenChallenge, Context } from "./context";
import { holdersOf, type HeldSystem } from "./held-systems";
import { planOf } from "./plan";
import type { RecognisedTheme } from "./recognised-theme";
import { applicationFor } from "./shared";
import { heldSystemNamedIn, namedSystem, runsIn, systemInUse } from "./system-in-use";

/** The system already in use that each pilot runs in or beside (system-in-use.ts). */

/** The system in use for a chosen challenge's pilot: its application's work and the challenge's. */
export function challengeSystem(ctx: Context, challenge: ChosenChallenge): HeldSystem | undefined {
  const app = applicationFor(challenge, ctx);
  return app ? systemInUse(ctx, `${app.application} ${challenge.text}`) : undefined;
}

/**
 * The system in use for the pilot on a problem in the executive's own words: for a costed problem,
 * the one its sentence names ("our trailers run Carrier Lynx telematics"); else the one whose
 * function covers the work.
 */
export const themeSystem = (ctx: Context, theme: RecognisedTheme): HeldSystem | undefined =>
  (theme.costed &&
    (heldSystemNamedIn(ctx, theme.quote) ?? (theme.system && namedSystem(ctx, theme.system)))) ||
  systemInUse(ctx, `${theme.title} ${theme.name ?? ""} ${theme.action}`);

/** The system in use for the pilot that starts first (the plan's lead). */
export function leadSystem(ctx: Context): HeldSystem | undefined {
  const lead = planOf(ctx).lead;
  if (!lead) return undefined;
  return (
    (lead.challenge && challengeSystem(ctx, lead.challenge)) ||
    (lead.theme && themeSystem(ctx, lead.theme)) ||
    undefined
  );
}

/** "filling cancelled slots in or beside Dentrix": the lead pilot, where it runs. */
export function leadPilotWhere(ctx: Context): string {
  const lead = planOf(ctx).lead;
  if (!lead) return "the first priority challenge";
  const system = leadSystem(ctx);
  return system ? `${lead.name} ${runsIn(ctx, system)}` : lead.name;
}

/**
 * The systems that hold a pilot's data: the one it runs in or beside first (a dealer's sales
 * history is in CDK Drive, where its forecasting pilot runs), then those whose function keeps
 * what the dependency names; never a system the pilot neither runs in nor draws on (review r19).
 */
export function pilotDataIn(
  ctx: Context,
  challenge: ChosenChallenge,
  dependsOn = challenge.measure?.dependsOn,
): string[] {
  if (!dependsOn) return [];
  const runsIn = challengeSystem(ctx, challenge)?.name;
  return [...new Set([...(runsIn ? [runsIn] : []), ...holdersOf(dependsOn, ctx.answers)])];
}
