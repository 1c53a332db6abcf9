import { firstOpenMonth, monthOfYear, phaseMonths, roomToRun, spanLabel } from "./calendar";
import { closedMonthsOf, type BusySeason } from "./season-reading";
import { joinWords } from "./text";

/**
 * A phase whose dated months fall in the months the executive keeps free of anything new (a busy
 * season that leaves no time, the months outside a window for anything new, the busiest month)
 * says how it keeps out of them: nothing in it starts then, nor in a lone open month just before
 * them, and what it starts, it starts in its open months or, when it has none with a month to run,
 * in the first open month after it.
 */

/** Runs of consecutive plan months, each as its span: "July to September 2026". */
function spans(months: readonly number[]): string[] {
  const runs: number[][] = [];
  for (const m of months) {
    const run = runs.at(-1);
    if (run && run.at(-1) === m - 1) run.push(m);
    else runs.push([m]);
  }
  return runs.map((run) => spanLabel(run[0]!, run.at(-1)!));
}

/** What the closed months are to the executive, as the plan reads the words of the one season that closes them. */
function closedAs(closing: readonly BusySeason[]): string {
  // "skis" in one answer and "raquettes de neige" in another name one ski season, not two.
  const seasons = closing.filter((s, i) => closing.findIndex((o) => o.during === s.during) === i);
  const [season, other] = seasons;
  if (season && !other) {
    if (season.off) return `when ${season.off}`;
    if (season.held) return `which you keep free of new projects (you wrote “${season.quote}”)`;
    if (season.window)
      return `outside ${season.window.label}, the months you keep for anything new`;
    return season.peak ? "your busiest month" : "in your busy season";
  }
  // Only the executive's own words keep months free; busy seasons and months merely close them.
  const said = seasons.some((s) => s.noTime && !s.off)
    ? "in the months you keep free of anything new"
    : "in your busy seasons";
  const off = seasons.find((s) => s.off);
  return off ? `${said} or ${closedAs([off])}` : said;
}

/** The phase's sentence on the months it keeps free of anything new, or null when it has none. */
export function phaseFreeze(
  seasons: readonly BusySeason[],
  duration: string,
  start: number,
): string | null {
  const closes = (season: BusySeason, m: number) => closedMonthsOf(season).includes(monthOfYear(m));
  const isOpen = (m: number) => !seasons.some((s) => closes(s, m));
  const { first, last } = phaseMonths(duration, start);
  const months = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const frozen = months.filter((m) => !isOpen(m));
  if (!frozen.length) return null;
  // A lone open month before a freeze is no time to run anything new either.
  const open = months.filter(roomToRun(isOpen));
  // A month the executive offers for something new is never "the month before" the season: it is
  // the window's last month, too short to run anything in before the window closes.
  const offered = (m: number) =>
    seasons.some((s) => s.window?.months.includes(monthOfYear(m)) ?? false);
  const lastOfWindow = months.filter((m) => isOpen(m) && !open.includes(m) && offered(m));
  const lone = months.filter((m) => isOpen(m) && !open.includes(m) && !offered(m));
  const resume = firstOpenMonth(last + 1, last + 12, isOpen);
  const starts = open.length
    ? `what it starts, it starts in ${spans(open).join(" or ")}`
    : `what it starts waits until ${spanLabel(resume, resume)}`;
  const closing = seasons.filter((s) => frozen.some((m) => closes(s, m)));
  // After two seasons or two spans, "the month before it" points at neither: the month is named.
  const one = spans(frozen).length === 1 && new Set(closing.map((s) => s.during)).size === 1;
  const monthBefore = (m: number) =>
    `${spanLabel(m, m)} (the month before ${spanLabel(m + 1, m + 1)})`;
  const windowEnd = lastOfWindow.length
    ? `, nor in ${joinWords(spans(lastOfWindow))}, the last month of your window, too short to run anything in before it closes`
    : "";
  const before = !lone.length
    ? ""
    : one
      ? `, nor in ${joinWords(spans(lone))}, the month${lone.length > 1 ? "s" : ""} before it`
      : `, nor in ${joinWords(lone.map(monthBefore))}`;
  // The plan opening in closed months: this week's steps and the quick wins are preparation, said so.
  const preparation =
    frozen[0] === start && !closing.some((s) => s.held)
      ? ", but the preparation the quick wins and next steps ask for (owners, measures and baselines, never a pilot)"
      : "";
  return `Nothing in this phase starts in ${joinWords(spans(frozen))}, ${closedAs(closing)}${windowEnd}${before}${preparation}: ${starts}.`;
}
