import type { Context } from "./context";
import { applicationFor } from "./shared";
import { lowerFirst } from "./text";

/**
 * Work tied to a season (hiring for it, pricing before it, taking its bookings) is done before it
 * opens: a seasonal-hiring pilot that starts once the season's hiring is over has nothing to help.
 * Read from the chosen challenge and its pilot's words, in English and French.
 */
const TIED =
  /\bseason\w*|\bshoulder\b|\bhir(?:e|es|ing)\b|\brecruit\w*|\bbookings?\b|\breservations?\b|\bpric(?:e|es|ing)\b|(?<!\p{L})(?:saison\p{L}*|embauch\p{L}*|recrut\p{L}*|réservations?|prix)(?!\p{L})/iu;

/**
 * The pilots on the first three challenges whose work is tied to the season, by their pilot's
 * name; those queued for later (`queued`, by slug) start after a running pilot, not before it.
 */
export function seasonTiedPilots(ctx: Context, queued: readonly string[] = []): string[] {
  return ctx.challenges.slice(0, 3).flatMap((c) => {
    if (queued.includes(c.slug)) return [];
    const app = applicationFor(c, ctx);
    return app && (TIED.test(c.text) || TIED.test(app.application))
      ? [lowerFirst(app.application)]
      : [];
  });
}

const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`;

/**
 * "Work tied to the season is ready before it opens in April 2027, …: A; and B.", or "" when there
 * is none. The pieces of work are set apart by semicolons: each may hold commas of its own.
 */
export function seasonTiedSentence(
  ctx: Context,
  opens: string,
  queued: readonly string[] = [],
): string {
  const tied = seasonTiedPilots(ctx, queued);
  return tied.length
    ? ` Work tied to the season is ready before it opens in ${opens}, not started once it is under way: ${listed(tied)}.`
    : "";
}
