/**
 * The patterns that find the people the executive names in their own words (builtin/named-people.ts):
 * a role and a name in either order, a relative and the work they do, someone who left or leaves,
 * someone with no room for more.
 */

/** A pattern's words in either case, where a name beside them must keep its capital. */
const anyCase = (pattern: string) =>
  pattern.replace(/\\p\{\w+\}|\\.|\[[^\]]*\]|(\p{L})/gu, (all, letter?: string) =>
    letter && letter.toLowerCase() !== letter.toUpperCase()
      ? `[${letter.toLowerCase()}${letter.toUpperCase()}]`
      : all,
  );

/** A rank that ends a role's name, in English or French. */
const RANK = anyCase(
  String.raw`(?:manager|director|lead|controller|comptroller|bursar|supervisor|coordinator|planner|dispatcher|bookkeeper|accountant|administrator|officer|superintendent|foreman|estimator|buyer|technician|scheduler|(?:chief|head|lead|senior)\s+pilot|brewer|brewmaster|winemaker|chef(?:\s+(?:du|des|de la|de l['’])\s*\p{L}+(?:\s+(?:à la|à l['’]|aux?)\s*\p{L}+)?)?|baker|person|guy|cfo|coo|cto|cio|cmo|chro|contrôleu(?:r|se)|comptable|répartit(?:eur|rice)(?: en chef)?|(?:directeur|directrice|gérante?|responsable|coordonnat(?:eur|rice))(?: de la protection des renseignements personnels| informatique|\s+(?:des?|du|de la|aux)\s+\p{L}+|\s+de\s+l['’]\p{L}+|\s+(?:marketing|RH|TI|logistique|commercial(?:e)?|financi(?:er|ère)|technique|production|ventes|achats))?|technicien(?:ne)?(?: informatique)?|adjointe? administrative?|conseill(?:er|ère)(?: pédagogique|\s+en\s+\p{L}+(?:\s+\p{L}+)?)?|estimat(?:eur|rice)|achet(?:eur|euse)|superviseure?|contremaître)(?![\p{L}'’-])`,
);
/** A role: up to two words of its work before the rank ("chief dispatcher", "IT manager"). */
const ROLE = String.raw`((?:(?!${anyCase("(?:and|or|et|ou|is|est|a|the|la|le|our|notre)")}\s)[\p{L}&-]+\s+){0,2}?${RANK})`;
const DETERMINER = anyCase(String.raw`(?:our|my|the|notre|mon|ma|la|le)`);
const ONLY = anyCase(String.raw`(?:(?:only|seule?)\s+)?`);
const IS = anyCase(String.raw`(?:is|est)\s+(?:also\s+|aussi\s+)?`);
/**
 * A first name: capitalised, and none of the words that start a sentence. Bounded by letters, never
 * by `\b`, which stops at an accent ("Martin Gagné" read as "Martin Gagn").
 */
const NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+)`;
/** A first name, or a first name and a surname ("Wen Li", "Nathalie Gagnon"), beside a role. */
const FULL_NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)`;
export const NOT_NAMES = new Set(
  "Our My The We I It In On At For And But Since Notre Mon Ma Nous Le La Les Il Elle On Ça Cela Ce Qui Tout Rien Depuis Et Mais Un Une A An This That They He She IT".split(
    " ",
  ),
);
const RELATION = anyCase(
  String.raw`(husband|wife|partner|son|daughter|brother|sister|father|mother|dad|mom|cousin|nephew|niece|mari|femme|conjointe?|fils|fille|frère|sœur|soeur|père|mère|neveu|nièce)`,
);
const MY = anyCase(String.raw`(?:my|our|mon|ma|notre)`);
const DOES = anyCase(
  String.raw`(?:runs|handles|does|manages|owns|looks after|takes care of|is in charge of|is responsible for|s'occupe de|s’occupe de|gère|fait|prépare|est responsable de)`,
);

interface Pattern {
  re: RegExp;
  name?: number;
  role?: number;
  /** A second role of the same person ("est aussi la responsable de la protection ..."). */
  also?: number;
  does?: number;
  relation?: number;
  /** "IT is one manager": the role is IT's. */
  it?: true;
  /** A first name alone before what it does: it may be a product's ("Square runs our payments"). */
  bare?: true;
  /** The work done, said before the person ("quotes are done by Tanya", "estimating takes Brent two days"). */
  work?: number;
  /** The people they lead, in the plural ("Priya's team of 3 estimators": "leads the estimators"). */
  leads?: number;
}

/** "team of 3", "two", "son équipe de 4": how many people someone leads, before what they are. */
const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)`;

/** Two people of one role, counted: "two dispatchers", « deux serristes » (the role singular). */
const PAIR_ROLE = String.raw`(?<![\p{L}\p{N}])(?:2|two|deux)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+?)s(?![\p{L}'’-])`;

/** What someone does, up to the clause's end or the next "and" (where someone else may start). */
const CLAUSE = String.raw`(?:(?!\s(?:and|et|but|mais)\s)[^,.;:])+`;
/** The work said before its doer: up to six words of one clause. */
const WORK = String.raw`(?:[\p{L}&'’-]+\s+){0,8}[\p{L}&'’-]+`;
/** A sentence's subject, lists and all: "Estimating re-roofs for the district, the health authority and the mills". */
const SUBJECT = String.raw`^[^.;:!?]{1,200}?`;
/** Work that is a whole area, said before the one person who is it: "Marketing is Sophie". */
const AREA_WORK = anyCase(
  String.raw`(?<![\p{L}'’-])(?:marketing|sales|HR|human resources|finance|accounting|bookkeeping|the books|dispatch|purchasing|estimating|quoting|reception|customer service|le marketing|les ventes|la comptabilité|les achats|la répartition|les soumissions)`,
);
const PASSIVE = anyCase(String.raw`(?:is|are|gets?|get|sont|est)`);
const DONE_BY = anyCase(
  String.raw`(?:done|handled|run|managed|prepared|written|sent|booked|quoted|drafted|faite?s?|gérée?s?|préparée?s?|rédigée?s?|envoyée?s?)\s+(?:by|par)`,
);

const ALSO = String.raw`(?:,?\s+${IS}${DETERMINER}\s+${ROLE})?`;
export const PATTERNS: readonly Pattern[] = [
  // "Our CFO, Priya, tried"; "Notre contrôleuse, Sylvie, a essayé"; "our only maintenance planner, Gord,"
  {
    re: new RegExp(
      String.raw`\b${DETERMINER}\s+${ONLY}${ROLE},\s+${FULL_NAME}(?![\p{L}'’-])${ALSO}`,
      "gu",
    ),
    role: 1,
    name: 2,
    also: 3,
  },
  // "Sylvie, notre contrôleuse, est aussi la responsable de ..."; "Daniel Okafor, our operations manager,"
  {
    re: new RegExp(String.raw`(?<![\p{L}'’-])${FULL_NAME},\s+${DETERMINER}\s+${ROLE}${ALSO}`, "gu"),
    name: 1,
    role: 2,
    also: 3,
  },
  // "Nathalie Gagnon, directrice des opérations, fait ...": a full name, its title after it.
  {
    re: new RegExp(String.raw`\b(\p{Lu}[\p{Ll}'’-]+\s\p{Lu}[\p{Ll}'’-]+),\s+${ROLE},`, "gu"),
    name: 1,
    role: 2,
  },
  // "My husband Raj is the practice manager"; "Sylvie est notre contrôleuse"
  {
    re: new RegExp(String.raw`(?<![\p{L}'’-])${NAME}\s+${IS}${DETERMINER}\s+${ROLE}`, "gu"),
    name: 1,
    role: 2,
  },
  // "Kayla (office manager)", "Martin Veilleux (directeur de production)"
  {
    re: new RegExp(String.raw`(?<![\p{L}'’-])${FULL_NAME}\s+\(\s*${ROLE}\s*\)`, "gu"),
    name: 1,
    role: 2,
  },
  // "our controller Sylvie", "my office manager Dana"
  {
    re: new RegExp(String.raw`\b${DETERMINER}\s+${ROLE}\s+${NAME}(?![\p{L}'’-])`, "gu"),
    role: 1,
    name: 2,
  },
  // "My brother Curtis, the service manager, …": a relative named with a role of their own.
  {
    re: new RegExp(
      String.raw`\b${MY}\s+${RELATION}\s+${NAME},\s+${DETERMINER}\s+${ROLE}(?![\p{L}'’-])`,
      "gu",
    ),
    relation: 1,
    name: 2,
    role: 3,
  },
  // "My daughter Simran runs our Instagram"
  {
    re: new RegExp(String.raw`\b${MY}\s+${RELATION}\s+${NAME}\s+(${DOES}\s+[^,.;:]+)`, "gu"),
    relation: 1,
    name: 2,
    does: 3,
  },
  // "my daughter runs marketing"
  {
    re: new RegExp(String.raw`\b${MY}\s+${RELATION}\s+(${DOES}\s+[^,.;:]+)`, "gu"),
    relation: 1,
    does: 2,
  },
  // "the controller is our privacy officer"; "our IT manager", "the chief dispatcher"
  { re: new RegExp(String.raw`\b${DETERMINER}\s+${ONLY}${ROLE}${ALSO}`, "gu"), role: 1, also: 2 },
  // "Our IT is one manager", "IT is one person plus a contractor"
  // "IT is one person, Sam": Sam, who is IT
  {
    re: /\bIT\s+is\s+(?:just\s+)?one\s+(manager|person|guy)\b(?:,\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}[\p{Ll}'’-]+)?)(?![\p{L}'’-]))?/gu,
    role: 1,
    name: 2,
    it: true,
  },
  // "Marisol runs ops", "Kevin Osei runs scheduling", "Nadia gère les réservations": a name and
  // the work it does (named-people.ts keeps it only when the name is no product and the work
  // shows an area or a kind of work a pilot may answer).
  {
    re: new RegExp(String.raw`(?<![\p{L}'’-])${FULL_NAME}\s+(${DOES}\s+${CLAUSE})`, "gu"),
    name: 1,
    does: 2,
    bare: true,
  },
  // "Banquet bookings are all done by Tanya", "les soumissions sont préparées par Sophie"
  {
    re: new RegExp(
      String.raw`(${WORK})\s+${PASSIVE}\s+(?:all\s+|mostly\s+|still\s+|only\s+|toutes?\s+|tous\s+|encore\s+)?${DONE_BY}\s+${NAME}(?![\p{L}'’-])`,
      "gu",
    ),
    work: 1,
    name: 2,
    bare: true,
  },
  // "Estimating re-roofs takes Brent two full days", "it saved Jas a day of cleanup"
  {
    re: new RegExp(
      String.raw`(${SUBJECT})\s+(?:takes|took|costs|cost)\s+${NAME}\s+(?:about\s+|around\s+|roughly\s+|up to\s+)?(?:\d+|an?|one|two|three|four|five|half a|several)\s+(?:full\s+)?(?:hours?|days?|weeks?|evenings?|afternoons?)\b`,
      "gu",
    ),
    work: 1,
    name: 2,
    bare: true,
  },
  // "Maria in HR spends", "Priya in sales uses", "Luc aux achats passe", "Julie à la comptabilité saisit":
  // a name and an area only before what the person does ("Growth in sales was flat" names no one)
  {
    re: new RegExp(
      String.raw`(?<![\p{L}'’-])${NAME}\s+(?:in|from|on|at|aux|à la|au|en)\s+(?:our\s+|the\s+)?(${AREA_WORK}|${anyCase("(?:accounts|payroll|operations|IT|dispatch|purchasing|maintenance|shipping|logistics|ventes|achats|RH|comptabilité|paie|opérations|expédition|entretien)")})(?![\p{L}'’-])(?=\s+(?:already\s+|also\s+|still\s+|déjà\s+|aussi\s+)?(?:spends|uses|used|does|handles|runs|manages|takes|keeps|prepares|works|writes|sends|books|answers|tried|tests|re-?keys|enters|types|builds|checks|fait|utilise|gère|passe|prépare|s['’]occupe|teste|saisit|tape)\b)`,
      "gu",
    ),
    name: 1,
    role: 2,
    bare: true,
  },
  // "two dispatchers (Wendell and Rita)", « deux techniciens (Marc et Jodi) »: each of the two
  // by the role they share, its plural's s dropped.
  {
    re: new RegExp(
      String.raw`${PAIR_ROLE}\s+\(\s*${NAME}\s+(?:and|et)\s+\p{Lu}[\p{Ll}'’-]+\s*\)`,
      "gu",
    ),
    role: 1,
    name: 2,
  },
  {
    re: new RegExp(
      String.raw`${PAIR_ROLE}\s+\(\s*\p{Lu}[\p{Ll}'’-]+\s+(?:and|et)\s+${NAME}\s*\)`,
      "gu",
    ),
    role: 1,
    name: 2,
  },
  // "Priya's team of 3 estimators", "Priya and her two dispatchers", "Sophie et ses 3 estimatrices"
  {
    re: new RegExp(
      String.raw`(?<![\p{L}'’-])${NAME}(?:['’]s\s+(?:team|crew|group)\s+of|\s+(?:and|et)\s+(?:her|his|their|ses|son équipe de|son équipe d['’]|sa équipe de)(?:\s+team\s+of)?)\s+${COUNT}\s+([\p{L}-]+s)(?![\p{L}'’-])`,
      "gu",
    ),
    name: 1,
    leads: 2,
    bare: true,
  },
  // "Marketing is Sophie", "the books are just Dana"
  {
    re: new RegExp(
      String.raw`(${AREA_WORK})\s+(?:is|are|c'est|ce sont)\s+(?:just\s+|only\s+|all\s+|seulement\s+)?${NAME}(?![\p{L}'’-])(?!\s+(?:and|et|or|ou)\b)`,
      "gu",
    ),
    work: 1,
    name: 2,
    bare: true,
  },
];

/**
 * The work a person named in a role also does, said right after: "Notre directrice des
 * opérations, Nadia, gère les réservations", "our controller Julie, who handles the books".
 */
export const DOES_AFTER = new RegExp(
  String.raw`^\s*,?\s*(?:(?:who|qui)\s+)?(${DOES}\s+${CLAUSE})`,
  "u",
);

/**
 * What every pattern needs somewhere in the sentence: a rank, a relative or "IT is". Most
 * sentences have none, and this one search spares them the patterns' backtracking.
 */
export const MAY_NAME_SOMEONE = new RegExp(
  String.raw`${RANK}|${RELATION}|\bIT\s+is\b|\p{Lu}\p{Ll}+\s+(?:in|from|on|at|aux|à la|au|en)\s|\p{Lu}\p{Ll}+(?:['’]s\s+(?:team|crew|group)|\s+(?:and|et)\s+(?:her|his|their|ses|son))\s|\p{Lu}\p{Ll}+\s+${DOES}|${DONE_BY}\s+\p{Lu}|(?:takes|took|costs|cost)\s+\p{Lu}\p{Ll}|(?:is|are|c'est|ce sont)\s+(?:just\s+|only\s+|all\s+|seulement\s+)?\p{Lu}\p{Ll}|\(\s*\p{Lu}\p{Ll}+\s+(?:and|et)\s+\p{Lu}`,
  "u",
);

/** Someone who left, is wanted, or is outside the company is no owner of its work. */
export const NOT_HERE =
  /\b(?:left|quit|former|ex-|used to|lost|no longer|need(?:s|ed)?|hire|hiring|looking for|recruit\w*|want|ancien\w*|embaucher|cherchons|recrut\w*)\b[^.,;]{0,30}$/iu;

/**
 * Someone who left, leaves on a stated date ("Gord, retires in June 2027": the plan's pilots are
 * measured after it; the calendar has them check the capture of what they know) or is still to
 * be hired is no owner of the company's work.
 */
export const GONE_AFTER =
  /^(?:[^.;]{0,30}\b(?:left|quit|is leaving|retired|est parti|a quitté)\b|[^.;]{0,30}(?<!\p{L})(?:retires|is retiring|will retire|retiring|leaves|is leaving|will leave|steps down|will step down|prend sa retraite|part à la retraite|partira à la retraite|quitte|quittera)\s+(?:in|at the end of|by|en|à la fin de|d['’]ici)\s|\s+(?:at|of|from|with|chez|de|du) (?:our|the|a|an|notre|nos|un|une|le|la) (?:suppliers?|vendors?|clients?|customers?|banks?|partners?|landlords?|fournisseurs?|clients?|banque))/iu;

/**
 * Someone the executive says has no room for more ("Karen (office manager) is already at
 * capacity", "Sylvie est débordée") is given no workstream: a pilot would land on top of the work
 * the answers say fills their time.
 */
export const AT_CAPACITY_AFTER =
  /^[\s,]*(?:(?:is|'s|are|est|sont|feels?|seems?|has been|a été)\s+(?:already\s+|déjà\s+|completely\s+|totally\s+|fully\s+)?(?:at (?:full )?capacity|stretched(?: thin)?|maxed out|overloaded|over-?stretched|débordée?s?|à (?:pleine )?capacité|surchargée?s?)|(?:already\s+)?(?:has|have) no (?:time|bandwidth|room)(?: left)?|n['’]a (?:pas|plus) le temps)(?!\p{L})/iu;

/**
 * Someone the answers say does not want the change ("Kevin does not want another program", "our
 * controller is against it", "Martin n'en veut pas") owns no pilot: the report has them won over,
 * not handed the work.
 */
export const UNWILLING_AFTER =
  /^[\s,]*(?:(?:does not|doesn['’]t|did not|didn['’]t|will not|won['’]t|would not|wouldn['’]t)\s+(?:want|like|use|touch|buy into)\b|(?:is|['’]s|are|was|has been|remains)\s+(?:still\s+|dead\s+|firmly\s+|strongly\s+|totally\s+|completely\s+|very\s+)?(?:against|opposed|resistant|unwilling|not interested|not on board|not convinced|sceptical|skeptical)\b|(?:refuses|refused|resists|resisted|pushes back|pushed back|hates|hated|objects)\b|n['’]en veut pas|ne veut (?:pas|rien)|refuse\b|(?:est|reste)\s+(?:contre|opposée?|réticente?|réfractaire)\b|s['’]y oppose)/iu;
