import { SEASONS } from "@/capabilities/report/content/seasons";
import { monthRangesIn } from "./months";
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

/**
 * Weather that stops the outdoor work while the office keeps going ("Frost and snow shut field
 * work from December to April", "the ground freezes from November to March so we draft then",
 * « le gel arrête les travaux de terrain »): those months are the quiet office season, with room
 * for a pilot on the office work, never a busy season nor a business closed.
 */
export const WEATHER_STOPS_FIELD_WORK =
  /\b(?:frost|snow|ice|cold|freeze-up|weather|winter)\b[^.;]{0,30}?\b(?:shuts?|shut down|stops?|halts?|ends?|closes?)\b[^.;]{0,20}?\b(?:field|outdoor|outside|site|survey(?:ing)?|construction)\s*work\b|\bground (?:freezes|is frozen|froze)\b|\bno (?:field|outdoor|site) work\b|(?<!\p{L})(?:le gel|la neige|l['’]hiver)[^.;]{0,30}?(?:arrête|interrompt|ferme|bloque)\p{L}* (?:les |nos )?travaux (?:de terrain|extérieurs|sur le terrain)/iu;

export interface RoomWindow {
  /** Its months (0 for January), in order. */
  months: readonly number[];
  /** "November to March", "winter, December to February". */
  label: string;
}

/** The window for something new one clause offers, or null. */
export function roomWindowIn(clause: string): RoomWindow | null {
  const weather = WEATHER_STOPS_FIELD_WORK.test(clause);
  if (!weather && (!(QUIET.test(clause) || ROOM.test(clause)) || NOT_ROOM.test(clause)))
    return null;
  // The range beside the quiet or room words, never a busy one earlier in the sentence (review r28:
  // "sales land between late June and Labour Day, then January to March is dead quiet").
  const at = (QUIET.exec(clause) ?? ROOM.exec(clause))?.index ?? 0;
  const range = monthRangesIn(clause).sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
  if (range)
    return {
      months: range.months,
      label: `${MONTHS[range.months[0]!]} to ${MONTHS[range.months.at(-1)!]}`,
    };
  const named = SEASONS.find((s) => !s.peak && s.months.length > 1 && s.pattern.test(clause));
  return named ? { months: named.months, label: named.label } : null;
}
