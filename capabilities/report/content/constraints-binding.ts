/**
 * Bans, caps and approvals a reviewer found broken (issue 34, round 10), in English and French:
 * a yearly or one-off budget ceiling however it is said, a ban on cameras, AI kept from grading
 * students' work, and anything new waiting for a board's approval. Keywords follow the
 * recogniser's conventions (content/types.ts `Signal`).
 */

/** An amount that names its currency: "$15k", "C$15,000", "15 000 $", "15,000 dollars". */
const MONEY =
  "~?\\s?(?:(?:ca?\\$|cad\\s?|\\$)\\s?\\d+(?:[,.\\s]\\d{3}){0,3}k?|\\d+(?:[,.\\s]\\d{3}){0,3}(?:k|\\s?000)?\\s?(?:\\$|dollars|cad))";
/** A year the ceiling holds for: "this year", "per year", "cette année", "par an". */
const A_YEAR =
  "(this|next|per|a|each|every|cette|par|chaque|l') (year|fiscal year|année|an|exercice)";

/** A ceiling on spending stated for a year or in total, whatever the words. */
export const MORE_CAPS: readonly string[] = [
  // "un budget maximal de 15 000 $", "a maximum budget of $15,000", "an AI budget capped at $15k"
  `(budget|plafond|enveloppe) (maximal|maximale|maximum|max|total|totale|global|globale)( annuel| annuelle)?( pour l'ia)? (de |of |is |est de |:\\s?)?${MONEY}`,
  `(maximum|max|total|hard|firm|strict) (ai )?budget (of |is |:\\s?)?${MONEY}`,
  `budget (capped|limited) (at|to) ${MONEY}`,
  // "We need to stay under $20,000 this year", "pas plus de 15 000 $ cette année"
  `(under|below|no more than|not more than|at most|less than|pas plus de|moins de|au plus|au maximum|maximum de|max) ${MONEY} (\\w+ ){0,3}${A_YEAR}`,
  // "Max $100 a month", "pas plus de 50 $ par mois": a monthly ceiling needs no word of spending.
  `(max|maximum|at most|no more than|pas plus de|maximum de|au plus) ${MONEY} (a|per|each|par) (month|mois)`,
  // "Budget : 40 000 $ cette année", "AI budget: $5,000"
  `budget\\s?:${MONEY}`,
  // "We can spend $15k this year on AI", "on peut investir 15 000 $ cette année"
  `(can|could|are able to|is able to|pouvons|peut|pourrons|pourrions) (only )?(spend|afford|invest|dépenser|investir|mettre) (about |around |up to |at most |environ |jusqu'à |au plus )?${MONEY} ${A_YEAR}`,
];

/** Caps that need a word of spending beside them: "a hard cap of $15,000" on AI, not a credit limit. */
export const CAP_WORDS: readonly string[] = [
  `(hard |firm |strict )?(cap|ceiling|limit|plafond|limite) (of|at|de|à) ${MONEY}`,
];
export const CAP_CONTEXT: readonly string[] = [
  "budget*",
  "spend*",
  "ai",
  "tools?",
  "software",
  "subscriptions?",
  "dépens*",
  "outils?",
  "logiciels?",
  "ia",
];

/** Cameras refused outright: "no cameras on the line", "pas de caméras dans l'usine". */
export const CAMERA_BANS: readonly string[] = [
  "no cameras?",
  "no video (cameras?|monitoring|surveillance)",
  "camera-free",
  "pas de caméras?",
  "aucune caméra",
  "sans caméras?",
  "pas de vidéosurveillance",
];
/** Camera words that are a ban only beside a refusal: "we will not put cameras on the floor". */
export const CAMERA_WORDS: readonly string[] = [
  "cameras?",
  "caméras?",
  "video (monitoring|surveillance)",
  "vidéosurveillance",
  "computer vision",
  "vision systems?",
];
/** "No cameras yet": a wish, not a ban. */
export const CAMERA_NOT_BANNED: readonly string[] = [
  "no cameras? yet",
  "pas encore de caméras?",
  "aucune caméra pour l'instant",
];

/** AI kept from grading students' work: "no AI grading of student work", "aucune correction par l'IA". */
export const GRADING_RED_LINES: readonly string[] = [
  "no (ai|a\\.i\\.|artificial intelligence|machine) (grading|marking|scoring|assessment|evaluation) (of )?(student|students'?|pupils'?|learners'?)?",
  "no (ai|a\\.i\\.) (graded|marked) (student )?(work|assignments?|tests?|exams?|essays?)",
  "(never|not|won't|will not|don't|do not) (use )?(ai|a\\.i\\.) (to )?(grade|mark|score|assess|evaluate)",
  "(never|not) (be )?(graded|marked|scored|assessed) by (ai|a\\.i\\.|a machine|an algorithm)",
  "(aucune|pas de) (correction|notation|évaluation) ([^\\s]+ ){0,4}par (l'ia|une ia|l'intelligence artificielle)",
  "(never|not|don't|do not|won't) (grade|mark) (\\w+ ){0,2}with (ai|a\\.i\\.)",
  "(l'ia|une ia|l'intelligence artificielle) (ne )?(corrige|corrigera|note|notera|évalue|évaluera) (jamais|pas)",
  "(jamais|pas) (de |d')?(correction|notation) (\\w+ ){0,3}(par |avec )(l'ia|une ia)",
];

/** Who must approve anything new: the board, the council, the owners. */
const BOARD =
  "(the |our |its )?(board|board of directors|board of trustees|trustees|school board|governors|council|conseil d'administration|conseil|c\\.a\\.)";
/** Anything new, or any new project or tool; a new vendor is the vendor rule's ("any new vendor that touches our data"). */
const ANYTHING_NEW =
  "((anything|everything) new|(any|every|all) new (projects?|initiatives?|tools?|pilots?|changes?|programs?|programmes?|software|technology|technologies|ideas?|systems?|apps?))";
/** Anything new waits for that approval: "anything new needs board approval", "tout nouveau projet doit être approuvé par le conseil". */
export const NEW_WORK_APPROVAL: readonly string[] = [
  `${ANYTHING_NEW} (needs?|requires?|must (get|have|go to|go through|be approved by)|has to (go to|go through|be approved by)|goes to|go to) ${BOARD}('s)?( (approval|sign-off|ok|okay|vote))?`,
  `${ANYTHING_NEW} (needs?|requires?|must get|must have) (\\w+ )?(board|trustees'?|council|governors'?) (approval|sign-off|vote)`,
  `(nothing|no) new (\\w+ )?(starts?|happens?|goes ahead|is started|is launched|is introduced)( \\w+){0,3} without ${BOARD}('s)? (approval|sign-off|ok|okay|vote)`,
  `${BOARD} (must|has to|needs? to|will have to) (first )?(approve|sign off on|vote on) ${ANYTHING_NEW}`,
  `(tout|toute|chaque) (nouveau|nouvelle|nouvel) (projet|initiative|outil|logiciel|changement|chose)( \\w+)? (doit|devra) (être )?(approuvée?|autorisée?|validée?|passer) (par|devant|au) (le |notre )?(conseil d'administration|conseil|c\\.a\\.)`,
  `(rien|aucun projet) (de nouveau )?(ne )?(se fait|commence|démarre|ne se fait) sans (l'approbation|l'accord|l'aval|le feu vert) (du|de notre) (conseil d'administration|conseil|c\\.a\\.)`,
];

/**
 * A floor with no network or no devices staff can use there (review r22): "The plant floor has no
 * Wi-Fi", "the workers are on the line in gloves, with no computers", "no phones on the floor",
 * « pas de Wi-Fi dans l'usine », « aucun ordinateur sur le plancher ».
 */
export const FLOOR_DEVICE_LIMITS: readonly string[] = [
  "no wi-?fi",
  "no wireless",
  "no (network|internet|cell|cellular) (access |coverage |service |signal )?(on|in|at) the (plant |shop |production )?(floor|line|lines|plant|shop|mill|yard)",
  "no (computers?|tablets?|screens?|terminals?|devices?|pcs?)( (on|at|in) the (plant |shop |production )?(floor|line|lines|plant|shop|mill))?",
  "(phones?|cell ?phones?|devices?|tablets?) (are |is )?(not allowed|banned|forbidden|prohibited) (on|at|in) the (plant |shop |production )?(floor|line|lines|plant)",
  "no (phones?|cell ?phones?) (on|at|in) the (plant |shop |production )?(floor|line|lines|plant)",
  "pas de wi-?fi",
  "aucun wi-?fi",
  "sans wi-?fi",
  "pas de réseau (sur|dans|à) (le plancher|l'usine|la ligne|l'atelier)",
  "pas d'ordinateurs?",
  "aucun ordinateur",
  "sans ordinateurs?",
  "pas de (tablettes?|cellulaires?|téléphones?) (sur|dans|à) (le plancher|l'usine|la ligne|l'atelier)",
];
/** Gloves at the line are a limit only beside a word of screens or devices: "in gloves, with no computers". */
export const GLOVE_WORDS: readonly string[] = ["gloves?", "gants?"];
export const SCREEN_CONTEXT: readonly string[] = [
  "computers?",
  "tablets?",
  "screens?",
  "touchscreens?",
  "phones?",
  "devices?",
  "type",
  "typing",
  "ordinateurs?",
  "tablettes?",
  "écrans?",
  "cellulaires?",
];
