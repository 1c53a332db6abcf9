import type { AssessmentInput } from "@/model/assessment/schemas";
import {
  DECISION_WORDS,
  MONTH_RANGE,
  MONTH_WORD,
  monthOf,
  monthRangeIn,
  monthsFromTo,
  STRONG_VOLUME,
} from "./months";
import { peakMonthIn } from "./peak-month";
import { roomWindowIn, WEATHER_STOPS_FIELD_WORK } from "./room-window";
import { MONTHS } from "./text";
import { clausesOf, quotation, sentencesOf } from "./theme-patterns";
import { SEASON_FALL } from "@/capabilities/report/content/fall-event";
import { SEASONS } from "@/capabilities/report/content/seasons";
import { oncePer } from "./once";
import { operatingSeasonOf, type OperatingSeason } from "./operating-season";

/**
 * The busy season the executive wrote about, read for what each month is about: "Nobody has time
 * between April and October" is the season; "We hire 30 seasonal techs every November ... before
 * the mountain opens" is the preparation for a ski season that runs from December to April;
 * "slow in January" is the opposite of a season. Without months, a season is read only from
 * words that name one (tax season, harvest, skiing, tourists), else nothing is said.
 */

const ONE_MONTH = new RegExp(
  `\\b(?:in|every|each|en|chaque|during|durant)\\s+(${MONTH_WORD})\\b`,
  "iu",
);

/** Words of a busy period without months: the season is named as the executive wrote it. */
const PEAK = /\b(?:busy|peak|high|rush)\s+season\b|\bhaute saison\b|\bpériode de pointe\b/iu;

/** The executive's words say people have no time in the season, so the pilot keeps out of it. */
const NO_TIME =
  /\b(?:no(?:body|one)? (?:has )?time|no time|zero time|too busy|can't spare|cannot spare|all hands|pas le temps|personne n['’]a le temps|débord\p{L}*)\b/iu;

/** "then", "during the season", "at that time", "à ce moment-là": when the months named are. */
const THEN = String.raw`(?:then|during|from|between|over|until|till|through|at that time|in (?:the|that|this|our) (?:[\p{L}-]+ )?(?:season|period|time|months?|stretch)|à ce moment-là|à cette période|pendant|durant|en (?:haute )?saison|entre|de|d['’]|du)`;

/**
 * Words that keep anything new out of the months they name ("nothing new goes in then", "no new
 * projects then", "nothing changes then", "a change freeze", "rien de nouveau n'entre", "aucun
 * nouveau projet ne démarre", "rien ne change", "aucun changement"): the season leaves no time, as
 * it does when nobody has time. "Nothing new to report", "no change in sales since March" and
 * "we freeze the dough" keep nothing out.
 */
export const NOTHING_NEW = new RegExp(
  [
    String.raw`\bnothing new (?:goes|go|gets|can go|can start|starts|happens|comes)\b`,
    String.raw`\bnothing new (?:${THEN})(?!\p{L})`,
    String.raw`\bno new (?:projects?|tools?|systems?|software)\b(?! (?:to|planned|yet)\b)`,
    String.raw`\b(?:nothing (?:changes|moves|gets changed)|(?:we )?change nothing|we (?:don['’]t|do not) change anything|no changes?)(?: (?:${THEN})(?!\p{L})|\s*(?:[.!;:,)]|$))`,
    String.raw`\b(?:change|code|project|systems?|IT) freeze\b|\bfreeze (?:on )?(?:all |any )?(?:changes?|new\b|projects?)|\bfreeze (?:everything|changes)\b`,
    String.raw`(?<!\p{L})rien de nouveau(?! (?:à signaler|depuis|sous le soleil))(?!\p{L})`,
    String.raw`(?<!\p{L})aucun(?:e)? nouve(?:au|l|lle)x? (?:projets?|outils?|systèmes?|logiciels?)`,
    String.raw`(?<!\p{L})(?:rien ne (?:change|bouge)|on ne change rien|aucun changement|pas de changements?)(?: (?:${THEN})(?!\p{L})|\s*(?:[.!;:,)]|$))`,
    String.raw`(?<!\p{L})gel (?:des|de tout|de toute) (?:changements?|projets?|nouveautés?)`,
    // « je refuse de lancer quoi que ce soit pendant l'embauche des finissants, en mai et juin » (review r29).
    String.raw`\b(?:refuse|won['’]t|will not|do not|don['’]t) (?:to )?(?:launch|start|roll out) anything\b`,
    String.raw`(?<!\p{L})(?:refuse|refusons) de (?:lancer|démarrer|commencer|déployer) (?:quoi que ce soit|rien|du nouveau)(?!\p{L})`,
    // "we pack seven days a week then and nobody touches the packhouse systems" (review r29).
    String.raw`\b(?:nobody|no one|no-one) (?:touches|changes|may touch|can touch)\b(?! (?:base|it)\b)`,
    String.raw`(?<!\p{L})personne ne touche(?!\p{L})`,
    // « un gel informatique du 1er mai au 15 octobre : pas de nouveau système » (review r28).
    String.raw`(?<!\p{L})(?:gel (?:informatique|des systèmes|TI|technologique)|pas de nouve(?:au|l|lle)x? (?:systèmes?|outils?|logiciels?|projets?))(?!\p{L})`,
  ].join("|"),
  "iu",
);

/**
 * Words that make months a busy period rather than a date ("move it to ezyVet next spring"): the
 * work piles up, nearly all of it falls then, or it comes back every year. "Seasonal" alone says
 * nothing of when the work falls: "the seasonal staff handbook, drafted in March" is no season.
 */
const BUSY = new RegExp(
  String.raw`\b(?:busy|busiest|peak|rush|flat out|swamped|make or break|stretched (?:thin(?:nest)?|to the limit)|(?:most|badly) stretched|(?:go|goes|went|jump|jumps|grow|grows) from (?:about |around )?\d[\d,]* [^.;]{0,40}?to \d+|run off our feet|pile|piles|piling|double|doubles|triple|overtime|slammed|crunch|surge|spike|backlog|accumul\w*|most of|almost all|nearly all|all of|(?:our|the|this|each|every|per) season|(?:every|each) (?:spring|summer|${SEASON_FALL}|autumn|winter|year)|presque tout|la plupart|surcharg\w*|achaland\w*|(?:la|notre|en|pleine|haute) saison|chaque (?:printemps|été|automne|hiver|année))\b`,
  "iu",
);

/**
 * The months the business runs or sells in, stated beside a range of months: "Season runs April
 * to October", "Roofing season up here is May to October", "we roof May to October", "60% of our
 * sales come from mid-April to June", "on fait 60 % du chiffre d'affaires entre la mi-avril et la
 * fin juin". Without a range they date nothing ("the seasonal staff handbook" is no season).
 */
const RUNS_IN =
  /(?<!\p{L})(?:season|saison)(?!\p{L})|\bwe(?:['’]re| are)?\s+(?:only\s+)?(?:open|operate|roof|build|pave|paint|install|landscape|mow|plant|fish|guide|sell|ship|tour|host|camp|sail|pour|frame|excavate|deliver|work)\b|(?<!\p{L})(?:on|nous)\s+(?:est ouverts?|sommes ouverts|travaill\p{L}*|opér\p{L}*|install\p{L}*|construi\p{L}*|vend\p{L}*)(?!\p{L})|\b\d{1,3}\s?%\s+(?:of\s+)?(?:our\s+|the\s+)?(?:annual\s+|yearly\s+|year['’]s\s+|\d{4}\s+)?(?:sales|revenue|business|volume|orders|bookings|work|income|turnover|guests|customers|clients|leads)\b|(?<!\p{L})\d{1,3}\s?%\s+(?:du|de notre|de nos|des|de la|de l['’])\s*(?:chiffre d['’]affaires|ventes|revenus|commandes|réservations|volume|activité|clients|clientèle|visiteurs)(?!\p{L})/iu;

/** "notre période de pointe", "nos mois les plus occupés", "la saison la plus achalandée". */
const BUSY_FRENCH =
  /(?<!\p{L})(?:(?:période|heures?) de pointe|(?:période|mois|saison|semaines?)s? (?:la |le |les )?plus (?:occupée?s?|chargée?s?|achalandée?s?))(?!\p{L})/iu;

/**
 * A window the executive keeps for anything new ("anything new has to happen between November and
 * March", "tout nouveau projet doit se faire entre novembre et mars"): the months outside it are
 * as busy as a season that leaves no time.
 */
const CHANGE_WINDOW = new RegExp(
  String.raw`\b(?:anything new|new (?:things|tools|projects|systems|software)|any (?:change|new \p{L}+)|changes?|projects?|tout (?:changement|nouveau(?: projet)?)|toute? nouveauté|tout ce qui est nouveau|(?:les )?projets?)\b[^.;]{0,40}?\b(?:has to|have to|must|can only|only|happen|happens|take place|go ahead|doit|doivent|seulement|uniquement|se font|se fait)\b[^.;]{0,30}?` +
    MONTH_RANGE.source,
  "iu",
);

/** Getting ready for the season: a month spent on this is its preparation, not the season. */
const PREPARING: readonly [RegExp, string][] = [
  [/\b(?:hire|hires|hiring|recruit\w*|tak(?:e|es|ing) on|embauch\w*)\b/iu, "hiring"],
  [/\b(?:train|trains|training|onboard\w*|form(?:er|ons|ation))\b/iu, "training"],
  [/\b(?:stock(?:s|ing)? up|order(?:s|ing)? (?:stock|inventory)|commandes?)\b/iu, "stocking up"],
  [/\b(?:get(?:ting)? ready|prepar\w*|se préparer)\b/iu, "getting ready"],
];
/** "Seniority decides recall every spring", « les mises à pied chaque automne »: a labour event, no busy season. */
const LABOUR_EVENT =
  /\b(?:recalls?|recalled|rehir\w*|call(?:ed)? back|lay(?:s|ing)? off|laid off|layoffs?|seniority)\b|(?<!\p{L})(?:rappels?|rappel\p{L}*|mises? à pied|ancienneté)(?!\p{L})/iu;
/** "before the mountain opens", "avant l'ouverture": the month named is before the season. */
const BEFORE_OPENING =
  /\bbefore (?:the|our) (?:[\w’'-]+ ){0,3}(?:opens?|starts?|begins?)\b|\bavant (?:l['’]ouverture|le début)\b/iu;

/**
 * Paperwork, filings and hiring: a season word tied to one of these ("the LMIAs we file every
 * summer", « les EIMT qu'on dépose chaque été ») dates that task, not the business's own season.
 */
const OTHER_TASK =
  /(?<!\p{L})(?:file|files|filed|filing|submit\w*|apply|applies|applied|applications?|paperwork|forms?|renew\w*|permits?|LMIAs?|EIMTs?|audits?|hire|hires|hiring|recruit\w*|dépos\p{L}*|demandes?|formulaires?|paperasse|renouvel\p{L}*|permis|embauch\p{L}*|recrut\p{L}*)(?!\p{L})/iu;

/** "every summer", "chaque été": a season word that says only when, not that work piles up. */
const EVERY_SEASON = new RegExp(
  String.raw`\b(?:every|each) (?:spring|summer|${SEASON_FALL}|autumn|winter|year)\b|(?<!\p{L})chaque (?:printemps|été|automne|hiver|année)(?!\p{L})`,
  "giu",
);

/** Slow, quiet or closed: months with these words beside them are the opposite of a season. */
const SLOW =
  /\b(?:slow\w*|quiet\w*|dead|closed|off-?season|calmes?|creux|tranquilles?|fermés?)\b/iu;

export interface Preparation {
  /** The month spent getting ready (0 for January). */
  month: number;
  /** "hiring and training", "stocking up". */
  what: string;
}

export interface BusySeason {
  /** The words that name it, as written (cut to a quotation when long). */
  quote: string;
  /** "from April to October", "in July", "in the ski season, December to April". */
  during: string;
  /** Its months (0 for January), or null when the words give none. */
  months: readonly number[] | null;
  /** Whether the season leaves no time for anything new (the pilot keeps out of it). */
  noTime: boolean;
  /** The month before the season spent getting ready for it, if the words name one. */
  preparation: Preparation | null;
  /** The busiest month, read from the work's volume: the first pilot starts outside it. */
  peak?: true;
  /** The months the executive keeps for anything new ("between November and March"), if stated. */
  window?: { months: readonly number[]; label: string };
  /** A season the province's rules set rather than the executive's words: what sets it, said in brackets. */
  known?: string;
  /** A season the library knows for the kind of business (`kind-seasons.ts`): its name and who is busiest. */
  named?: { name: string; why: string };
  /** Read from a season word tied to paperwork or hiring: outranked by months the words give. */
  task?: true;
  /** The months the piloted work stops, and what happens then ("school is out and no routes run"). */
  off?: string;
  /** A freeze over the plan's opening months only, until a point ahead (`held-opening.ts`). */
  held?: true;
  /** Two busy periods or more, said together ("from May to August and in December"). */
  several?: true;
}

const FIELDS = ["otherChallenge", "aiFriction", "aiExperience"] as const;

/** Whether a slow word stands within a few words of the words: "slow in January", "January is dead". */
function nearSlow(clause: string, at: number, words: string): boolean {
  return (
    SLOW.test(clause.slice(Math.max(0, at - 25), at + words.length + 25)) ||
    lowEnd(clause, at, words)
  );
}

/**
 * The low end of a jump ("go from about 140 work orders a week in January to 420 in peak",
 * review r26): the month named with the smaller figure is the quiet one.
 */
function lowEnd(clause: string, at: number, words: string): boolean {
  const before = clause.slice(Math.max(0, at - 80), at);
  const after = clause.slice(at + words.length, at + words.length + 30);
  return (
    /\bfrom (?:about |around |roughly |some )?\d[\d,.]*\b(?:(?!\bto\b)[^.;])*$/iu.test(before) &&
    /^\s*to (?:about |around |roughly )?\d/iu.test(after)
  );
}

/** The month a clause spends getting ready for the season ("We hire ... every November"), or null. */
function preparationIn(clause: string): Preparation | null {
  const what = PREPARING.filter(([pattern]) => pattern.test(clause)).map(([, name]) => name);
  const one = clause.match(ONE_MONTH);
  const month = one ? monthOf(one[1]) : null;
  if (month === null || (!what.length && !BEFORE_OPENING.test(clause))) return null;
  const named = what.length ? what : ["getting ready"];
  return { month, what: named.length > 1 ? `${named[0]} and ${named[1]}` : named[0] };
}

/** A busy season one clause names, bounded by the window for anything new it states, or null. */
function seasonIn(clause: string): BusySeason | null {
  const window = clause.match(CHANGE_WINDOW);
  const from = window && monthOf(window[1]!);
  const to = window && monthOf(window[2]!);
  if (window && from !== null && to !== null && from !== to) {
    const open = monthsFromTo(from, to);
    const closed = [...Array(12).keys()].filter((m) => !open.includes(m));
    const label = `${MONTHS[from]} to ${MONTHS[to]}`;
    const season = busySeasonIn(clause.slice(0, window.index)) ?? {
      quote: quotation(clause.trim().replace(/[.!?;]+$/, ""), window[0], 200),
      during: `outside ${label}`,
      months: closed,
      preparation: null,
    };
    const months = [...new Set([...(season.months ?? []), ...closed])].sort((a, b) => a - b);
    return {
      ...season,
      quote: quotation(clause.trim().replace(/[.!?;]+$/, ""), window[0], 200),
      months,
      noTime: true,
      window: { months: open, label },
    };
  }
  return busySeasonIn(clause) ?? roomSeasonIn(clause);
}

/**
 * The months outside a window the executive offers for something new ("our quiet months are
 * November to March", "we can only try new things in winter", "l'été est plus calme"): a season
 * the work runs through, so the pilots start in the window and are only measured outside it.
 */
function roomSeasonIn(clause: string): BusySeason | null {
  const room = roomWindowIn(clause);
  if (!room) return null;
  const months = [...Array(12).keys()].filter((m) => !room.months.includes(m));
  return {
    quote: quotation(clause.trim().replace(/[.!?;]+$/, ""), clause.trim(), 200),
    during: `outside ${room.label}`,
    months,
    noTime: false,
    preparation: null,
    window: { months: room.months, label: room.label },
  };
}

function busySeasonIn(clause: string): BusySeason | null {
  const nothingNew = NOTHING_NEW.test(clause);
  const noTime = NO_TIME.test(clause) || nothingNew;
  // A season's sentence is quoted whole unless very long: its months and its reason go together.
  const quote = (part: string) => quotation(clause.trim().replace(/[.!?;]+$/, ""), part, 200);
  // A month beside a budget, a board or a contract is a decision date, not a season.
  // A freeze beside a budget word is still a freeze ("nothing new goes live between September and
  // December (budget season, adopted by mid-November)", review r28).
  const decision =
    DECISION_WORDS.test(clause) &&
    !STRONG_VOLUME.test(clause) &&
    !(noTime && monthRangeIn(clause) !== null);
  const busiest = decision ? null : peakMonthIn(clause);
  if (busiest)
    return {
      quote: quote(busiest.words),
      during: `in ${MONTHS[busiest.month]}`,
      months: [busiest.month],
      noTime,
      preparation: null,
      peak: true,
    };
  // Weather that stops the field work gives the office its quiet season (`roomSeasonIn`).
  if (WEATHER_STOPS_FIELD_WORK.test(clause)) return null;
  // A freeze during the hiring ("je refuse de lancer quoi que ce soit pendant l'embauche des
  // finissants, en mai et juin", review r29) keeps its months: no preparation for a season.
  const preparation = decision || nothingNew ? null : preparationIn(clause);
  const named = namedSeasonIn(clause, noTime || preparation !== null);
  if (decision && !named?.peak) return null;
  const range = decision ? null : monthRangeIn(clause);
  // "we hire 20 new guides every spring": the season's preparation, which dates no season; nor
  // does "Seniority decides recall every spring", a labour event.
  if (
    named &&
    !named.peak &&
    !range &&
    !noTime &&
    (PREPARING.some(([p]) => p.test(clause)) || LABOUR_EVENT.test(clause))
  )
    return null;
  const busy =
    BUSY.test(clause) || BUSY_FRENCH.test(clause) || (range !== null && RUNS_IN.test(clause));
  if (!noTime && !preparation && !busy && !named?.peak) return null;
  const reading = { noTime, preparation };
  if (range && range.months[0] !== preparation?.month && !nearSlow(clause, range.at, range.words))
    return {
      quote: quote(range.words),
      during: `from ${MONTHS[range.months[0]!]} to ${MONTHS[range.months.at(-1)!]}`,
      months: range.months,
      ...reading,
    };
  const one = preparation || decision ? null : clause.match(ONE_MONTH);
  const month = one ? monthOf(one[1]) : null;
  if (one && month !== null && !nearSlow(clause, one.index ?? 0, one[0]))
    return { quote: quote(one[0]), during: `in ${MONTHS[month]}`, months: [month], ...reading };
  // "July is cherry harvest", "the cherry harvest (July)": the month the words give, not the usual ones.
  const given = named && !preparation && !decision ? clause.match(NAMES_MONTH) : null;
  const givenMonth = given && given[0] !== "may" ? monthOf(given[0]) : null;
  if (given && givenMonth !== null && !nearSlow(clause, given.index ?? 0, given[0]))
    return {
      quote: quote(given[0]),
      during: `in ${MONTHS[givenMonth]}`,
      months: [givenMonth],
      ...reading,
    };
  const season = named && clause.match(named.pattern);
  if (named && season && !nearSlow(clause, season.index ?? 0, season[0])) {
    const ownBusy = BUSY.test(clause.replace(EVERY_SEASON, "")) || BUSY_FRENCH.test(clause);
    const task = !noTime && !named.peak && !ownBusy && OTHER_TASK.test(clause);
    // "nothing new goes live during seeding or harvest": every season the clause names by name.
    const all = [
      named,
      ...SEASONS.filter((o) => o !== named && !o.thing && o.pattern.test(clause)),
    ];
    return {
      quote: quote(season[0]),
      during: `in ${all.map((o) => o.label).join(" and ")}`,
      months: [...new Set(all.flatMap((o) => o.months))].sort((a, b) => a - b),
      ...reading,
      ...(task && { task: true as const }),
    };
  }
  const peak = clause.match(PEAK);
  if (peak)
    return {
      quote: quote(peak[0]),
      during: `in your ${peak[0].toLowerCase()}`,
      months: null,
      ...reading,
    };
  // Getting ready "before the park opens" with nothing to date the season: it follows the month.
  const opening = preparation && clause.match(BEFORE_OPENING);
  return preparation && opening
    ? {
        quote: quote(opening[0]),
        during: `after the ${preparation.what} in ${MONTHS[preparation.month]}`,
        months: null,
        ...reading,
      }
    : null;
}

/**
 * The season a clause names: by its name ("tax season", "the ski hill"), or by a thing of the
 * trade ("skis", "tourists", "Christmas") only when the words also say the work peaks then or
 * is readied for it ("we train ski instructors every November before the lifts turn"), so
 * "We fly float and ski planes", "we bought the snowmobiles last winter" and "my daughter showed
 * me ChatGPT at Christmas" name no season.
 */
/** Stock, sales, rentals or lessons of the thing: the business trades in it ("18 % du stock de skis"). */
const TRADED =
  /\b(?:stock|inventory|sales|sold|unsold|rentals?|lessons?)\b|(?<!\p{L})(?:invendu\p{L}*|ventes?|locations?)(?!\p{L})/iu;

function namedSeasonIn(clause: string, peaking: boolean): (typeof SEASONS)[number] | undefined {
  const named = SEASONS.find((s) => s.pattern.test(clause));
  const peaks =
    peaking ||
    BUSY.test(clause.replace(EVERY_SEASON, "")) ||
    BUSY_FRENCH.test(clause) ||
    STRONG_VOLUME.test(clause) ||
    (RUNS_IN.test(clause) && monthRangeIn(clause) !== null) ||
    TRADED.test(clause);
  return named?.thing && !peaks ? undefined : named;
}

/**
 * A clause's seasons: the one it names first, and months named after it for heavy work that piles
 * up then ("Field season is May to October, so reports pile up from November to February"): the
 * writing backlog is busy too, not the quiet time between two seasons.
 */
function seasonsInClause(clause: string): BusySeason[] {
  // A freeze with its own months joined to another clause ("Any new tool needs sign-off …, and
  // nothing new goes live between February 1 and May 15", "The owner wants payback …, and from
  // June to August nobody has time") is read, and quoted, alone (review r27).
  const parts = clausesOf(clause);
  const frozen =
    parts.length > 1
      ? parts.find((p) => (NO_TIME.test(p) || NOTHING_NEW.test(p)) && monthRangeIn(p))
      : undefined;
  const own = frozen?.replace(/^[^,]*,\s+(?:and|but)\s+/iu, "").trim();
  const alone = own ? seasonIn(own) : null;
  // The freeze's own clause may name a second period ("… or during the spring freshet from April
  // to mid-May", review r28): read on below, as any clause.
  const [text, first] = alone && own ? [own, alone] : [clause, seasonIn(clause)];
  const range = first?.months && monthRangeIn(text);
  if (!first || !range) return first ? [first] : [];
  const rest = text.slice(range.at + range.words.length);
  const later = laterPeriodIn(rest);
  // Heavy work named after the season, or a second period the same busy words join to the first
  // ("Busiest: October to December … and June to August when tourists …", "Peak season is August
  // to October, and then the lobster season in spring"): every period stated is busy.
  const heavy =
    later &&
    (BUSY.test(rest) ||
      BUSY_FRENCH.test(rest) ||
      (!first.window &&
        (first.noTime || BUSY.test(text) || BUSY_FRENCH.test(text)) &&
        AND_THEN.test(rest)));
  if (!later || !heavy || nearSlow(rest, later.at, later.words)) return [first];
  if (later.months.some((m) => first.months!.includes(m))) return [first];
  return [
    first,
    {
      ...first,
      quote: first.quote,
      during: later.during,
      months: later.months,
      preparation: null,
      peak: undefined,
      window: undefined,
    },
  ];
}

/** "and", "then", "also", « et », « puis »: a second period joined to the first. */
const AND_THEN =
  /\b(?:and|then|also|plus|as well as|or during|or in)\b|(?<!\p{L})(?:et|puis|aussi|ainsi que|ou pendant|ou durant)(?!\p{L})/iu;

/**
 * A period named after a first one: a range of months, one month ("the Christmas rush in
 * December"), or a season by name ("the lobster season in spring"), with where it is written.
 */
function laterPeriodIn(
  rest: string,
): { months: readonly number[]; during: string; words: string; at: number } | null {
  const range = monthRangeIn(rest);
  if (range)
    return {
      months: range.months,
      during: `from ${MONTHS[range.months[0]!]} to ${MONTHS[range.months.at(-1)!]}`,
      words: range.words,
      at: range.at,
    };
  const one = rest.match(ONE_MONTH);
  const month = one ? monthOf(one[1]) : null;
  if (one && month !== null)
    return { months: [month], during: `in ${MONTHS[month]}`, words: one[0], at: one.index ?? 0 };
  for (const named of SEASONS) {
    const found = rest.match(named.pattern);
    if (found)
      return {
        months: named.months,
        during: `in ${named.label}`,
        words: found[0],
        at: found.index ?? 0,
      };
  }
  return null;
}

/** "then", "at that time", "à ce moment-là": words that point back to months already named. */
const POINTS_BACK =
  /\b(?:then|at that time|during (?:it|that time|those months|that period))\b|(?<!\p{L})(?:à ce moment-là|à cette période|pendant ce temps|durant cette période|pendant cette période)(?!\p{L})/iu;

/** A month named anywhere in a clause (the modal "may" set aside by its caller). */
const NAMES_MONTH = new RegExp(`(?<!\\p{L})${MONTH_WORD}(?!\\p{L})`, "iu");

/**
 * A clause that keeps anything new out of months it does not name ("Our peak is October to
 * December. Nothing changes then.") is read with the clause before it, which names them.
 */
const withMonthsPointedBack = (clauses: readonly string[]): string[] =>
  clauses.reduce<string[]>((read, clause) => {
    const before = read.at(-1);
    const pointsBack =
      before !== undefined &&
      (NOTHING_NEW.test(clause) || NO_TIME.test(clause)) &&
      POINTS_BACK.test(clause) &&
      !NAMES_MONTH.test(clause.replace(/\bmay\b/g, ""));
    return pointsBack ? [...read.slice(0, -1), `${before}; ${clause}`] : [...read, clause];
  }, []);

/** The clauses of the free text, where the season is read. */
const clausesOfAnswers = (answers: AssessmentInput): string[] =>
  FIELDS.flatMap((field) =>
    withMonthsPointedBack(
      sentencesOf(answers[field] ?? "").flatMap((sentence) => sentence.split(/;\s*/)),
    ),
  );

/**
 * The months of the year a season keeps everything new out of: a season that leaves no time (or
 * the months outside a window for anything new), and the busiest month. Pilots neither start nor
 * run in them.
 */
export const frozenMonthsOf = (season: BusySeason | null): readonly number[] =>
  season?.months && (season.noTime || season.peak) ? season.months : [];

/**
 * A busy season the work runs through ("Season runs April to October", "60% of our sales come
 * from mid-April to June"): pilots run before it and are only measured in it.
 */
export const runsThrough = (season: BusySeason): boolean =>
  season.months !== null && frozenMonthsOf(season).length === 0;

/**
 * The months of the year a season closes to anything new starting: the frozen months, and every
 * month of a busy season, when no pilot starts and no rollout lands.
 */
export const closedMonthsOf = (season: BusySeason | null): readonly number[] =>
  season?.months ?? [];

/**
 * A busy season the season the business runs in already says, or contradicts (review r22): "we
 * only operate from May to October" is the season it works in, not one to keep pilots out of,
 * and months it idles in ("we lose our trained staff every winter") are no busy season.
 */
const saidByOperatingSeason = (s: BusySeason, op: OperatingSeason | null): boolean =>
  !!op &&
  !!s.months &&
  !s.noTime &&
  !s.window &&
  (s.months.every((m) => op.idle.includes(m)) ||
    (s.months.length === op.months.length && s.months.every((m) => op.months.includes(m))));

/** Every busy season the free text names, one a clause, in the order written. */
export const seasonsOf = oncePer((answers: AssessmentInput): readonly BusySeason[] => {
  const op = operatingSeasonOf(answers);
  const all = clausesOfAnswers(answers)
    .flatMap(seasonsInClause)
    .filter((s) => !saidByOperatingSeason(s, op));
  // Months stated for the business's own season outrank a season word tied to a filing.
  const own = all.some((s) => s.months && !s.task);
  // Months the executive offers for something new are no busy season to keep out of as well.
  const offered = all.flatMap((s) => (s.window && !s.noTime ? s.window.months : []));
  const kept = (s: BusySeason) =>
    !!s.window || s.noTime || !!s.peak || !s.months?.every((m) => offered.includes(m));
  return (own ? all.filter((s) => !s.task) : all).filter(kept);
});

/**
 * The busy season the plan is timed around: one that closes months to anything new before one
 * that does not ("nothing new from December to February" over "Tax season overwhelms the team"),
 * then the clause that names the most months, so "Nobody has time between April and October"
 * outranks "Cherry harvest in July". A preparation month read in one clause stays with the
 * season another names.
 */
export const busySeasonOf = (answers: AssessmentInput): BusySeason | null =>
  busiestOf(seasonsOf(answers));

/** The season the plan is timed around, of those read (`busySeasonOf`). */
export function busiestOf(all: readonly BusySeason[]): BusySeason | null {
  // An off-season is no busy season: the plan is only kept out of it.
  const found = all.filter((s) => !s.off);
  const rank = (s: BusySeason) => (frozenMonthsOf(s).length ? 100 : 0) + (s.months?.length ?? 0);
  const best = found.reduce<BusySeason | null>(
    (most, s) => (most && rank(most) >= rank(s) ? most : s),
    null,
  );
  const preparation = found.find((s) => s.preparation)?.preparation ?? null;
  if (!best) return null;
  // Every other busy period of the same kind counts too ("Busiest: October to December … and June
  // to August when tourists …"): the plan is timed around all of them, and says so.
  const alike = plainSeason(best)
    ? found.filter(
        (s) =>
          s !== best &&
          plainSeason(s) &&
          s.noTime === best.noTime &&
          s.months!.some((m) => !best.months!.includes(m)),
      )
    : [];
  const quotes = [...new Set([best, ...alike].map((s) => s.quote))];
  return {
    ...best,
    preparation: best.preparation ?? preparation,
    ...(alike.length && {
      during: [best, ...alike].map((s) => s.during).join(" and "),
      months: [...new Set([...best.months!, ...alike.flatMap((s) => s.months!)])],
      quote: quotes.join("” and “"),
      several: true as const,
    }),
  };
}

/** A season with months of its own, read from the executive's words as a period of work. */
const plainSeason = (s: BusySeason): boolean =>
  !!s.months && !s.peak && !s.window && !s.known && !s.task;

/**
 * Whether a sentence keeps months free of anything new in so many words ("Nothing new during
 * patio season, May to September", "Anything new has to happen between November and March"): a
 * rule the plan keeps. "Crews have no time for new tools in winter" says more: it is a problem.
 */
export const keepsMonthsFree = (sentence: string): boolean =>
  withMonthsPointedBack(sentence.split(/;\s*/)).some(
    (clause) =>
      (NOTHING_NEW.test(clause) || CHANGE_WINDOW.test(clause)) &&
      frozenMonthsOf(seasonIn(clause)).length > 0,
  );

/** Whether a sentence names a busy season with its months ("Shutdown season runs May to September"). */
export const namesBusySeason = (sentence: string): boolean =>
  seasonsInClause(sentence).some((s) => s.months !== null && !s.window && !s.off);

/** The months of the year every season the free text names closes to anything new, in order. */
export const closedMonthsIn = (answers: AssessmentInput): number[] =>
  closedMonthsAll(seasonsOf(answers));

/** The months of the year any of these seasons closes to anything new, in order. */
export const closedMonthsAll = (seasons: readonly BusySeason[]): number[] =>
  [...new Set(seasons.flatMap(closedMonthsOf))].sort((a, b) => a - b);

/** Demand that varies with the day or the season ("we throw out 15% on slow days"). */
const VARYING =
  /\b(?:slow|quiet|busy|dead) (?:days?|weeks?|months?|nights?|periods?|seasons?)\b|\boff-?season\b|\b(?:depends? on|with) the weather\b|\bjours? (?:creux|tranquilles|achalandés)\b|\bbasse saison\b/iu;

/**
 * The words that say the business's demand varies when no busy season is named, quoted: a pilot
 * is then measured against the same weeks last year, not the weeks before it.
 */
export function varyingDemandOf(answers: AssessmentInput): string | null {
  for (const clause of clausesOfAnswers(answers)) {
    const found = clause.match(VARYING);
    if (found) return quotation(clause.trim().replace(/[.!?;]+$/, ""), found[0]);
  }
  return null;
}
