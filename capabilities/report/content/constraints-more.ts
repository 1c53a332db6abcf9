/**
 * More ways an executive states a constraint, in English and French (issue 34, review 6): a
 * spending threshold someone signs above, a meeting new money waits for, a vendor review's
 * lead time, a language the tools must work in, the products AI images never show, and the
 * wordings of the older kinds (consent, red lines, US hosting, clients' cloud bans) the first
 * lists missed. Keywords follow the recogniser's conventions (content/types.ts `Signal`); the
 * sentence-level patterns are plain regular expressions read by builtin/stated-rules.ts.
 */

/** People whose agreement a consent rule asks for ("the family's OK", "l'accord du client"). */
const PEOPLE =
  "(famil(y|ies)|client|clients|customer|customers|patient|patients|member|members|parent|parents|student|students|resident|residents|tenant|tenants|guest|guests|donor|donors|person|people|employee|employees|staff member)";
const AGREEMENT = "(ok|okay|permission|go ahead|blessing|say so|agreement|approval|sign off)";

/** Consent in other words: "Nothing goes in without the family's OK", "sans l'accord du client". */
export const MORE_CONSENT: readonly string[] = [
  `without (the |their |our |a |an |each |every )?${PEOPLE}('s|s'|')? ${AGREEMENT}`,
  `only with (the |their |our |a |an |each |every )?${PEOPLE}('s|s'|')? ${AGREEMENT}`,
  `sans (l'accord|la permission|l'autorisation|le feu vert|l'approbation) (de la famille|des familles|du client|de la cliente|des clients|du patient|de la patiente|des patients|des membres|du membre|des parents|des résidents|des locataires)`,
];

/** A red line on AI in a decision: "won't allow AI in credit adjudication", "bars AI from hiring decisions". */
const DECISIONS =
  "(credit|lending|loan|loans|hiring|admissions?|grading|claims?|underwriting|adjudication|approvals?|decisions?)";
export const MORE_RED_LINES: readonly string[] = [
  `(won't|will not|doesn't|does not|don't|do not|never|not|refuses? to) (allow|permit|let|accept) (any )?(ai|a.i.|artificial intelligence|machine learning) (in|into|for|near|to make) (\\w+ ){0,2}${DECISIONS}`,
  `(bars?|barred|bans?|banned|forbids?|forbidden|prohibits?|prohibited|rules? out) (any |the use of )?(ai|a.i.|artificial intelligence|machine learning) (in|from|for) (\\w+ ){0,2}${DECISIONS}`,
  `no (ai|a.i.|artificial intelligence|machine learning) (in|for|near) (\\w+ ){0,2}${DECISIONS}`,
  `(interdit|refuse|n'autorise pas|n'accepte pas|exclut) (l'ia|l'intelligence artificielle|tout outil d'ia) (dans|pour) (l'octroi|les décisions|la décision|l'évaluation|l'embauche|l'admission|l'approbation)`,
  `pas d'(ia|intelligence artificielle) dans (l'octroi|les décisions|la décision|l'évaluation|l'embauche|l'admission)`,
  // "Our dispatchers refuse to follow load plans a computer makes" (review r25): the people who
  // plan keep planning; a plan from AI is never put to them.
  `(refuses?|won't|will not|don't|do not|never) (to )?(follow|use|accept|trust|work from) (\\w+ ){0,3}(plans?|schedules?|routes?|rosters?) (that )?(a |the |any )?(computer|software|system|ai|algorithm|program)s? (makes?|made|produces?|produced|generates?|generated|builds?|built|draws? up)`,
  `(refuses?|won't|will not|don't|do not|never) (to )?(follow|use|accept|trust|work from) (\\w+ ){0,2}(computer|software|system|ai|algorithm) ((made|generated|built|produced) )?(\\w+ ){0,2}(plans?|schedules?|routes?|rosters?)`,
];

/** Data kept out of a US cloud in a plain negation: "not in a US cloud", "pas dans un nuage américain". */
export const MORE_NO_US: readonly string[] = [
  "(not|never) (in|on|into) (an? |the )?(us|u.s.|american) (clouds?|servers?|data cent(er|re)s?)",
  "(pas|jamais) (dans|sur) (un |le |des )?(nuage|cloud|serveurs?) (américains?|aux états-unis)",
  "nothing (goes|is stored|is kept|is hosted|is put) (to|in|on|into) (an? |the )?(us|u.s.|american) (clouds?|servers?|data cent(er|re)s?)",
  "(rien|aucun dossier|aucune donnée) (ne |n')?(va|est|passe) (\\w+ )?(dans|sur|vers) (un |le |des )?(nuage|cloud|serveurs?) (américains?|aux états-unis)",
];

const MATERIAL =
  "((art )?files?|artwork|art|designs?|drawings?|data|documents?|records?|images?|plans?|specs|fichiers?( d'art)?|dossiers?|dessins?|données|documents?|maquettes?|œuvres?)";

/**
 * The systems a rule keeps material in ("Donors' information never leaves Tessitura"): a box
 * office or donor system, or the company's own CRM or database named generally.
 */
const OWN_SYSTEM =
  "(?:our|the|notre) (?:own )?(?:crm|donor database|donor system|box office system|database|base de données)";
export const HOLDING_SYSTEM = `(tessitura|spektrix|audience ?view|(?:blackbaud )?raiser'?s edge(?: nxt)?|donor ?perfect|salesforce|${OWN_SYSTEM})`;
/** Where the rule's words are read, a system's name is blanked: its place is a run of spaces. */
const SYSTEM_SLOT = `(${OWN_SYSTEM}|\\s{4,})`;
const KEPT_MATERIAL =
  "(data|records?|information|info|details|files?|histor(?:y|ies)|x-rays?|radiographs?|images?|scans?|charts?|photos?|notes|données|renseignements|dossiers?|radiographies?)";
/** Material kept in a named system, never taken out of it (review r23: an orchestra's donors). */
export const MORE_IN_SYSTEM: readonly string[] = [
  `${KEPT_MATERIAL}( [^\\s]+){0,4} (never|must never|must not|cannot|can't|may not|won't|will not|does not|doesn't|do not|don't|should never|shall never|is never|are never) (leaves?|go outside|be taken out of|be exported from|be copied out of|taken out of|exported from|copied out of) ${SYSTEM_SLOT}`,
  `${KEPT_MATERIAL}( [^\\s]+){0,4} (stays?|remains?|must stay|must remain|is kept|are kept) (only )?in ${SYSTEM_SLOT}( only)?`,
  `${KEPT_MATERIAL}( [^\\s]+){0,6} (ne |n')(quitte|quittent|sort|sortent) jamais (de |d')?${SYSTEM_SLOT}`,
  `${KEPT_MATERIAL}( [^\\s]+){0,6} (restent|reste|demeurent|demeure) (uniquement |seulement )?dans ${SYSTEM_SLOT}`,
];

/** Material kept on the firm's own servers, in French: "Les dossiers de nos clients restent sur nos serveurs". */
export const MORE_ON_SITE: readonly string[] = [
  `${MATERIAL}( [^\\s]+){0,8} (restent|rester|demeurent|demeurer|sont gardée?s?|sont conservée?s?) (sur|dans) (nos |notre |nos propres )(serveurs?|ordinateurs|réseau|locaux)`,
];
const CLOUD =
  "(an? |any |the |our |a single )?((cloud|online|third.party|outside|external|hosted) )?(services?|tools?|platforms?|providers?|apps?|software|vendors?)( in the cloud)?";
/**
 * Clients who forbid their material going through a cloud service they have not approved:
 * "our pharma clients forbid their art files going through any cloud service they haven't
 * approved", "nos clients interdisent que leurs fichiers passent par un service infonuagique".
 */
export const CLIENT_CLOUD_BAN: readonly string[] = [
  `(forbid|forbids|prohibit|prohibits|ban|bans|bar|bars|do not allow|don't allow|won't allow|will not allow|do not permit|don't permit) (us from )?(putting |sending |uploading |running )?(their |our |any )?(\\w+ ){0,2}${MATERIAL} (\\w+ ){0,3}(going |passing |to go |to pass |being (sent|uploaded|put|processed|stored) )?(through|into|to|via|on|in) ${CLOUD}`,
  `(their |our )?(\\w+ ){0,2}${MATERIAL} (\\w+ ){0,3}(must not|may not|cannot|can't|never) (go|pass|be (sent|uploaded|put|processed|stored)) (through|into|to|via|on|in) ${CLOUD}`,
  `(interdisent|interdit|refusent|n'acceptent pas|ne permettent pas) (que |de faire passer |d'envoyer |de téléverser )?(leurs |nos )?${MATERIAL}( [^\\s]+){0,4} (passent|passe|aillent|soient (envoyés|téléversés|traités|hébergés)|)( par| dans| sur| vers) (un |une |des |le |la |aucun )?(service|services|outil|outils|plateforme|plateformes|nuage|fournisseur)( infonuagiques?| en ligne| externes?| infonuagique)?`,
];

/** A cloud rule's words: the clients ban an outside service ("cloud", "infonuagique"), so the material stays off it. */
export const CLOUD_RULE_WORDS = /\b(?:cloud|infonuagique\w*|nuage)\b/iu;

/** Whose approval a spending threshold names: "needs her signature", "doit être approuvé par le conseil familial". */
export const THRESHOLD_APPROVERS: readonly [RegExp, string][] = [
  [/\bfamily board\b/iu, "the family board"],
  [/\bfamily council\b|\bconseil (?:familial|de famille)\b/iu, "the family council"],
  [/\bboard risk committee\b/iu, "the board risk committee"],
  [/\b(?:board of directors|board|conseil d'administration)\b/iu, "the board"],
  [/\b(?:partners|associés)\b/iu, "the partners"],
  [/\b(?:shareholders|actionnaires)\b/iu, "the shareholders"],
  [/\bhead office\b|\bsiège social\b/iu, "head office"],
  [/\b(?:co-?owners?|copropriétaires?)\b/iu, "the co-owners"],
  [/\b(?:CFO|chief financial officer|directeur financier|directrice financière)\b/u, "the CFO"],
  [/\b(?:CEO|president|président\w*|PDG)\b/u, "the president"],
  [/\bcouncil\b|\bconseil\b/iu, "the council"],
];

/** A relative or partner named as the one who signs: "my mother is still majority shareholder". */
export const RELATIVES: readonly [RegExp, string, "her" | "his" | "their"][] = [
  [/\b(?:my|our) (?:mother|mom|mum)\b|\bma mère\b/iu, "your mother", "her"],
  [/\b(?:my|our) (?:father|dad)\b|\bmon père\b/iu, "your father", "his"],
  [/\b(?:my|our) wife\b|\bma femme\b|\bmon épouse\b/iu, "your wife", "her"],
  [/\b(?:my|our) husband\b|\bmon mari\b|\bmon époux\b/iu, "your husband", "his"],
  [
    /\b(?:my|our) (?:business )?partner\b|\bmon associée?\b|\bma associée\b/iu,
    "your partner",
    "their",
  ],
  [/\b(?:my|our) (?:brother)\b|\bmon frère\b/iu, "your brother", "his"],
  [/\b(?:my|our) (?:sister)\b|\bma sœur\b/iu, "your sister", "her"],
  [/\b(?:my|our) parents\b|\bmes parents\b/iu, "your parents", "their"],
];

/** Months, in English and French, for the meeting new money waits for. */
export const MONTHS: readonly [RegExp, string][] = [
  [/\b(?:january|janvier)\b/iu, "January"],
  [/\b(?:february|février)\b/iu, "February"],
  [/\b(?:march|mars)\b/iu, "March"],
  [/\b(?:april|avril)\b/iu, "April"],
  [/\b(?:may|mai)\b/u, "May"],
  [/\b(?:june|juin)\b/iu, "June"],
  [/\b(?:july|juillet)\b/iu, "July"],
  [/\b(?:august|août)\b/iu, "August"],
  [/\b(?:september|septembre)\b/iu, "September"],
  [/\b(?:october|octobre)\b/iu, "October"],
  [/\b(?:november|novembre)\b/iu, "November"],
  [/\b(?:december|décembre)\b/iu, "December"],
];
