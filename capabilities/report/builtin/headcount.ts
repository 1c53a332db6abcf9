import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { oneLine } from "./theme-patterns";
import { listedHeadcount } from "./staff-list";
import { NUMBER, numberOf } from "./number-words";

/**
 * A headcount the executive wrote in their own words ("We are eleven people at harvest", "our
 * 900 engineers", "nous sommes 25 employés"), in English or French, so costs are sized to it
 * rather than to the middle of the employee band. Only a number of staff counts: forty land
 * referrals, 300 members or 300 patients are no headcount, nor is a pilot "with 300 staff".
 */

export const STAFF =
  "(?:people|persons|staff|staff members|employees|team members|workers|engineers|technicians|" +
  "personnes|employés|employées|salariés|ingénieurs|travailleurs|membres du personnel)";
const QUALIFIER = "(?:full-time |permanent |year-round |à temps plein |permanents )?";
const ABOUT = "(?:about |around |roughly |some |over |nearly |almost |environ |près de |plus de )?";

/** "we are 11 people", "our 40 staff", "team of twelve", "nous sommes 25 employés". */
const EDGE = "(?![\\p{L}\\p{N}])";
const SAID = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:we are|we're|we have|we employ|there are|team of|staff of|our|nous sommes|nous avons|nous employons|équipe de|nos)\\s+${ABOUT}(${NUMBER})\\s+${QUALIFIER}${STAFF}${EDGE}`,
  "iu",
);
/**
 * A bare number that can only be the whole company: "All 15 of us", "we are 15.", "a team of 15,",
 * "nous sommes 15". "Two of us use ChatGPT" is no headcount, nor "we are 15 minutes away".
 */
const BARE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:all|the|tous les|toutes les)\\s+${ABOUT}(${NUMBER})\\s+(?:of us|d'entre nous)|(?:we are|we're|team of|nous sommes|équipe de)\\s+${ABOUT}(${NUMBER})(?=\\s*(?:[.,;:!?)]|$|in all|in total|au total|en tout)))`,
  "iu",
);
/**
 * "We closed 142 homes with 38 staff", "With 310 staff across 14 branches", "45 people work
 * here": staff the company works with, unless the same sentence is about a pilot, licences or training ("piloting
 * Copilot with 300 staff").
 */
const WITH = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:with|employing)\\s+${ABOUT}(${NUMBER})\\s+${QUALIFIER}${STAFF}${EDGE}|(${NUMBER})\\s+${QUALIFIER}${STAFF}\\s+work(?:s)?\\s+(?:here|for us|with us|at (?:the|our)\\b|in the (?:company|business|firm)))`,
  "iu",
);
const NOT_COMPANY =
  /\b(?:pilot\w*|trial\w*|test\w*|licen[cs]\w*|seats?|roll\w* out|rolled|gave|give|giving|train\w*|deploy\w*|shared|tried|piloté\w*|formé\w*)\b/iu;
/**
 * "There are five of us", "headcount of 38", "22 of us in all", "Seven of us, about $950,000 a year",
 * "un effectif de 40": the whole company, however
 * said; "if there are five of us on shift" is a condition, not the company.
 */
const WHOLE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<!\\b(?:if|when|whenever|once|unless|si|quand)\\s)(?:(?:there are|we are|we're|il y a)\\s+${ABOUT}(${NUMBER})\\s+(?:of us|d'entre nous)|(?:headcount (?:of|is)|a staff of|un effectif de|notre effectif est de)\\s+${ABOUT}(${NUMBER})|(?<=^|[.;:,]\\s{0,2})${ABOUT}(${NUMBER})\\s+of us(?:\\s+(?:work here|in all|in total|altogether|all told|at the company|in the company|au total)|(?=\\s*(?:[.;]|$|,\\s*(?:about|around|roughly|with|and|plus|\\$|\\d)))))${EDGE}`,
  "iu",
);
/**
 * Staff counted beside the company's sites (review r10 class 10): "We have nine shops and 120
 * staff", "120 staff across three plants", "40 lawyers in two offices", "nous avons neuf
 * boutiques et 120 personnes". The sites name the whole company; "12 staff use ChatGPT" does not.
 */
const SITES =
  "(?:shops?|stores?|locations?|sites?|plants?|branches|offices?|clinics?|restaurants?|boutiques?|magasins?|succursales?|usines?|bureaux|cliniques?|établissements?)";
const PROFESSIONALS =
  "(?:lawyers|accountants|CPAs|teachers|dentists|physicians|doctors|nurses|avocats|avocates|comptables|enseignants|enseignantes|dentistes|médecins)";
/**
 * Staff named by their profession, listed as the company: "310 PSWs and nurses", « 280
 * préposées et infirmières ». Never a trade some staff share ("40 drivers" may be a few of many).
 */
const ROLE_NOUNS = `(?:${PROFESSIONALS}|PSWs|personal support workers|caregivers|care aides|préposé(?:e)?s|infirmières|infirmiers)`;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)";
/** A season a count holds for: "year-round", "at peak", "May-November", « en saison ». */
const SEASON = `(?:year-round|à l['’]année|at (?:the )?peak|(?:in|at|during) (?:peak season|high season|the season|season|summer|winter|harvest)|en (?:haute )?saison|en (?:été|hiver|pointe)|${MONTH}\\s*(?:[-–]|to|à)\\s*${MONTH})`;
const BESIDE_SITES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:we have|we run|we operate|nous avons|nous exploitons|on a)\\s+(?:${NUMBER})\\s+${SITES}\\s+(?:and|with|et|avec)\\s+${ABOUT}(${NUMBER})\\s+${QUALIFIER}(?:${STAFF.slice(3, -1)}|${PROFESSIONALS})|${ABOUT}(${NUMBER})\\s+${QUALIFIER}(?:${STAFF.slice(3, -1)}|${PROFESSIONALS})\\s+(?:across|in|at|over|between|dans|répartis (?:dans|entre)|sur)\\s+(?:our\\s+|nos\\s+)?(?:${NUMBER})\\s+${SITES})${EDGE}`,
  "iu",
);
/** "Our 40 lawyers", "nos 30 enseignants": the professionals the firm is made of, as its size. */
const OUR_PROFESSIONALS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:our|nos)\\s+${ABOUT}(${NUMBER})\\s+${PROFESSIONALS}${EDGE}`,
  "iu",
);

/** "…five of us plus me", "12 employees and myself": the executive counts too. */
const PLUS_ME =
  /^\s*,?\s*(?:plus|and|besides|not counting|excluding|apart from|\+)\s+(?:me|myself|moi|moi-même)\b/iu;

/** "We are a 38-person antibody discovery company", "a forty-person firm": the size as an adjective. */
const FIRM =
  "(?:company|firm|business|organi[sz]ation|lab|laboratory|practice|shop|agency|studio|clinic|contractor|operation|manufacturer|plant|school|college|co-op|cooperative|society|charity)";
const SIZED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:we are|we're|as) (?:a|an) (${NUMBER})[-\\s](?:person|people|employee|staff|strong)(?: (?:[\\p{L}-]+ ){0,3}${FIRM})?|(?:a|an|our) (${NUMBER})[-\\s](?:person|people|employee|staff) (?:[\\p{L}-]+ ){0,3}${FIRM}|our (${NUMBER})[-\\s](?:person|people|employee|staff) team)${EDGE}`,
  "iu",
);
/**
 * "…out of Tofino with six vessels: 45 staff year-round and about 120 in summer", "a brewery in
 * Nelson, 22 staff, about 2,400 hectolitres a year": staff as one item of a list describing the
 * company, after a comma or colon and closed by one (or by "year-round", "and").
 */
const LISTED = new RegExp(
  `(?<=[,:;–—]\\s{0,2})${ABOUT}(${NUMBER})\\s+${QUALIFIER}(?:${STAFF}|${ROLE_NOUNS}(?:\\s+(?:and|et)\\s+${ROLE_NOUNS})?)(?:\\s+${SEASON})?(?=\\s*(?:[,.;:)]|and\\b|et\\b|$))`,
  "iu",
);
/**
 * The season's count beside the year-round one: "45 staff year-round, 260 at peak", "90 in
 * winter and 260 in summer", « 40 employés à l'année, 120 en saison ». A company of 201-500 is
 * sized from the count its band holds (review r14 class 3: never "an assumed 320" beside
 * "260 people May-November").
 */
const SEASONAL = new RegExp(
  `(?<![\\p{L}\\p{N}])${NUMBER}\\s+${QUALIFIER}(?:${STAFF}|${ROLE_NOUNS})[^.;]{0,40}?(?:,|;|and|et)\\s+${ABOUT}(${NUMBER})\\s+(?:${STAFF}\\s+)?${SEASON}${EDGE}`,
  "iu",
);
/**
 * A headcount that varies with the season, as a range: "180 to 420 people depending on the
 * season", "between 40 and 65 staff", « de 180 à 420 personnes ». The larger count is the one
 * to equip and schedule; a range of visitors, guests or calls a day is no headcount.
 */
const DIGITS = "\\d{1,3}(?:[, \\u00a0]\\d{3})+|\\d+";
const RANGED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:between|from|entre|de)\\s+)?(${DIGITS})\\s*(?:to|and|-|–|à|et)\\s*(${DIGITS})\\s+${QUALIFIER}${STAFF}${EDGE}(?!\\s+(?:a|per|each|every|par|chaque)\\s+(?:day|week|month|year|night|jour|semaine|mois|an|année|soir)\\b)`,
  "iu",
);
/**
 * What makes a range the whole company rather than some of its people ("2 to 3 people answer the
 * phones"): the season it varies with, or the company counting itself ("we are", "with").
 */
const VARIES =
  /\b(?:depending on the season|by season|with the season|in season|at (?:the )?peak|peak season|seasonal|year-round|over the year|through the year)\b|(?<!\p{L})(?:selon la saison|en saison|en haute saison|saisonni\p{L}*|à l['’]année)(?!\p{L})/iu;
const COUNTS_ITSELF =
  /(?:we are|we're|we have|we employ|employing|with|staff of|team of|nous sommes|nous avons|on est|on a|avec|nous employons)\s+(?:between\s+|from\s+|entre\s+|de\s+)?$/iu;
/** Words that make a range of people someone other than staff: customers, guests, callers. */
const NOT_STAFF =
  /\b(?:customers?|clients?|guests?|visitors?|patients?|members?|students?|passengers?|callers?|attendees?|tourists?|touristes?|visiteurs?|élèves?|membres?)\b/iu;

/** "120 employees", "35 salariés": words that mean headcount wherever they stand. */
const EMPLOYEES = new RegExp(
  `(?<![\\p{L}\\d])(${NUMBER})\\s+${QUALIFIER}(?:employees|employés|employées|salariés)${EDGE}`,
  "iu",
);

export interface StatedHeadcount {
  count: number;
  /** The executive's words, as written: "eleven people". */
  words: string;
}

/** Whether a sentence states a headcount ("We are eleven people at harvest"). */
export const statesHeadcount = (text: string): boolean =>
  SAID.test(text) || EMPLOYEES.test(text) || BARE.test(text) || SIZED.test(text);

/** Staff "with" the company or listed in its description, in a sentence not about a pilot. */
function withStaff(text: string): RegExpExecArray | null {
  const match = WITH.exec(text) ?? LISTED.exec(text);
  if (!match) return null;
  // The number is the first group either way ("with 38 staff", "45 people work here").
  match[1] ??= match[2]!;
  const sentenceStart = Math.max(0, text.slice(0, match.index).search(/[^.!?;]*$/));
  return NOT_COMPANY.test(text.slice(sentenceStart, match.index)) ? null : match;
}

/** Staff counted beside the sites, or the firm's professionals, in a sentence not about a pilot. */
function besideSites(text: string): RegExpExecArray | null {
  const match = BESIDE_SITES.exec(text) ?? OUR_PROFESSIONALS.exec(text);
  if (!match) return null;
  match[1] ??= match[2]!;
  const sentence = text.slice(Math.max(0, text.slice(0, match.index).search(/[^.!?;]*$/)));
  return NOT_COMPANY.test(sentence.split(/[.!?;]/)[0]!) ? null : match;
}

/** The larger count of a stated range of staff, in a sentence about the company's own people. */
function rangedStaff(text: string): StatedHeadcount | null {
  const match = RANGED.exec(text);
  if (!match) return null;
  const sentenceStart = Math.max(0, text.slice(0, match.index).search(/[^.!?;]*$/));
  const sentence = text.slice(sentenceStart).split(/[.!?;]/)[0]!;
  const counts = [numberOf(match[1]!), numberOf(match[2]!)];
  const [low, high] = counts;
  if (NOT_COMPANY.test(sentence) || NOT_STAFF.test(sentence) || !low || !high || high <= low)
    return null;
  if (!VARIES.test(sentence) && !COUNTS_ITSELF.test(text.slice(sentenceStart, match.index)))
    return null;
  return { count: high, words: match[0].replace(/^(?:between|from|entre|de)\s+/iu, "") };
}

/** A count the words give, one more when they add the executive ("five of us plus me"). */
function counted(text: string, match: RegExpExecArray, number: string, words: string) {
  const count = numberOf(number);
  if (!count) return null;
  const after = text.slice(match.index + match[0].length);
  const plus = PLUS_ME.exec(after);
  return plus ? { count: count + 1, words: `${words}${plus[0]}` } : { count, words };
}

/** The first headcount the free-text answers state, or null. */
export function statedHeadcount(answers: AssessmentInput): StatedHeadcount | null {
  for (const field of THEME_FIELDS) {
    const text = oneLine(answers[field] ?? "", 10_000);
    const match = SAID.exec(text) ?? EMPLOYEES.exec(text) ?? withStaff(text) ?? besideSites(text);
    if (match && numberOf(match[1]!)) {
      const start = match[0].indexOf(match[1]!);
      return counted(text, match, match[1]!, match[0].slice(start));
    }
    const whole = WHOLE.exec(text);
    const number = whole && (whole[1] ?? whole[2] ?? whole[3])!;
    if (whole && numberOf(number!)) {
      const start = whole[0].indexOf(number!);
      return counted(text, whole, number!, whole[1] ? whole[0].slice(start) : whole[0]);
    }
    const sized = SIZED.exec(text);
    const size = sized && numberOf((sized[1] ?? sized[2] ?? sized[3])!);
    if (sized && size)
      return { count: size, words: sized[0].replace(/^(?:we are|we're|as) /i, "") };
    // A bare number is quoted with the words around it: "All 15 of us", "we are 15".
    const bare = BARE.exec(text);
    if (bare && numberOf((bare[1] ?? bare[2])!))
      return counted(text, bare, (bare[1] ?? bare[2])!, bare[0]);
    const ranged = rangedStaff(text);
    if (ranged) return ranged;
  }
  return null;
}

/** The bounds of each employee band, to trust a stated headcount only inside its band. */
const BANDS: Record<string, readonly [number, number]> = {
  "1-10": [1, 10],
  "11-50": [11, 50],
  "51-200": [51, 200],
  "201-500": [201, 500],
  "501-1000": [501, 1000],
  "1001-5000": [1001, 5000],
  "over-5000": [5001, Number.POSITIVE_INFINITY],
};

/** The fewest and most staff the answers allow: the stated headcount, else the band's bounds. */
export function headcountRange(answers: AssessmentInput): { min: number; max: number } | null {
  const stated = headcountInBand(answers);
  if (stated) return { min: stated.count, max: stated.count };
  const band = BANDS[answers.companyEmployees];
  return band ? { min: band[0], max: band[1] } : null;
}

/** The season's count the free-text answers state beside a year-round one, or null. */
function seasonalHeadcount(answers: AssessmentInput): StatedHeadcount | null {
  for (const field of THEME_FIELDS) {
    const match = SEASONAL.exec(oneLine(answers[field] ?? "", 10_000));
    const count = match && numberOf(match[1]!);
    if (match && count) return { count, words: match[0].slice(match[0].lastIndexOf(match[1]!)) };
  }
  return null;
}

/**
 * The stated headcount when it lies in the band the executive chose, or the season's count
 * beside it when that one does ("45 staff year-round, 260 at peak" in 201-500), or the people
 * listed ("Staff: me, a relief pharmacist, two technicians…": staff-list.ts), else null.
 */
export function headcountInBand(answers: AssessmentInput): StatedHeadcount | null {
  const band = BANDS[answers.companyEmployees];
  if (!band) return null;
  const inBand = (h: StatedHeadcount | null) =>
    h && h.count >= band[0] && h.count <= band[1] ? h : null;
  return (
    inBand(statedHeadcount(answers)) ??
    inBand(listedHeadcount(answers)) ??
    inBand(seasonalHeadcount(answers))
  );
}
