import { SEASONS } from "@/capabilities/report/content/seasons";
import { monthRangeIn } from "./months";
import { MONTHS } from "./text";

/**
 * The months the executive offers for something new, in words other than a rule: the quiet months
 * ("our quiet months are November to March", "things are slower from January to March"), the
 * season when new things can be tried ("we can only try new things in winter"), a calmer season
 * ("l'été est plus calme", "c'est en hiver qu'on a du temps"). The first pilot starts inside them
 * and the rest of the year is the season it is measured in (`season-reading.ts`).
 */

/**
 * Quiet, calmer, the slow months: said of months or a season, never of days ("slow days") nor of
 * a task ("quoting is slow").
 */
const QUIET =
  /\b(?:quiet(?:er|est)?|calm(?:er)?)\b(?! (?:days?|nights?|weeks?|mornings?|afternoons?)\b)|\bslow(?:er|est)? (?:months?|seasons?|periods?|time|stretch)\b|\b(?:slows|slow) down\b|(?<!\p{L})(?:plus calmes?|calmes?|tranquilles?|creux|creuse|moins occupée?s?)(?!\p{L})/iu;

/**
 * Room for something new: "try new things", "have time", « essayer », « du temps », and the
 * window itself ("our only window to change anything", "November to February is our window",
 * "the only time we can change anything", « notre seule fenêtre », « le seul moment où »).
 */
const ROOM =
  /\b(?:only|our) window\b(?! (?:cleaning|installer|replacement)\b)|\bonly time (?:we|to|when|anything)\b|(?<!\p{L})(?:(?:seule|notre) fenêtre|seul moment)(?!\p{L})|\b(?:try|trying|test|testing|introduce|learn|start)\w* (?:new|something new|anything new|out new)\b|\bnew things\b|\b(?:have|has|there['’]s|there is) (?:the |more |some )?(?:time|room)\b|\broom for\b|(?<!\p{L})(?:essayer|tester|du temps|le temps de|nouveautés?|nouvelles choses)(?!\p{L})/iu;

/** Words that make the months the busy ones after all: these are read as a season elsewhere. */
const NOT_ROOM =
  /\b(?:no(?:body|one)? (?:has )?time|no time|too busy|off-?season|closed|shut)\b|(?<!\p{L})(?:pas le temps|personne n['’]a le temps|fermés?)(?!\p{L})/iu;

export interface RoomWindow {
  /** Its months (0 for January), in order. */
  months: readonly number[];
  /** "November to March", "winter, December to February". */
  label: string;
}

/** The window for something new one clause offers, or null. */
export function roomWindowIn(clause: string): RoomWindow | null {
  if (!(QUIET.test(clause) || ROOM.test(clause)) || NOT_ROOM.test(clause)) return null;
  const range = monthRangeIn(clause);
  if (range)
    return {
      months: range.months,
      label: `${MONTHS[range.months[0]!]} to ${MONTHS[range.months.at(-1)!]}`,
    };
  const named = SEASONS.find((s) => !s.peak && s.months.length > 1 && s.pattern.test(clause));
  return named ? { months: named.months, label: named.label } : null;
}
