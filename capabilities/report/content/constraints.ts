import {
  CLIENT_CLOUD_BAN,
  CLOUD_RULE_WORDS,
  MORE_CONSENT,
  MORE_NO_US,
  MORE_IN_SYSTEM,
  MORE_ON_SITE,
  MORE_RED_LINES,
} from "./constraints-more";
import {
  CAMERA_BANS,
  CAMERA_NOT_BANNED,
  CAMERA_WORDS,
  CAP_CONTEXT,
  CAP_WORDS,
  FLOOR_DEVICE_LIMITS,
  GLOVE_WORDS,
  GRADING_RED_LINES,
  MORE_CAPS,
  NEW_WORK_APPROVAL,
  SCREEN_CONTEXT,
} from "./constraints-binding";
import { themes } from "./themes";
import type { Signal } from "./types";

/**
 * Constraints an executive states in their own words, in English or French: what every tool,
 * pilot and quick win of the report must respect, never advice to overcome. Read with the
 * themes' recogniser (capabilities/report/builtin/constraints.ts); what each one rules out is decided in
 * capabilities/report/builtin/constraint-fit.ts.
 */

export type ConstraintClass =
  | "residency"
  | "recording"
  | "consent"
  | "sovereignty"
  | "union"
  | "budget"
  | "never"
  | "confidential"
  | "ownership"
  | "approval"
  | "safety"
  | "review"
  | "language"
  | "duty"
  | "asset"
  | "design"
  | "premises";

export type ConstraintId =
  | "canada-only"
  | "no-us-hosting"
  | "no-recording"
  | "no-cameras"
  | "consent"
  | "ocap"
  | "union"
  | "no-budget"
  | "budget-cap"
  | "no-customer-ai"
  | "no-ai-decision"
  | "never-named"
  | "confidential"
  | "data-ownership"
  | "spending-approval"
  | "vendor-approval"
  | "new-work-approval"
  | "safety-signoff"
  | "professional-review"
  | "verified-answers"
  | "customer-terms"
  | "approval-threshold"
  | "language"
  | "no-ai-imagery"
  | "no-ai-bylines"
  | "red-line"
  | "duty"
  | "asset"
  | "channel"
  | "spoken-contact"
  | "payback"
  | "no-floor-devices";

export interface ConstraintSignal extends Signal {
  id: ConstraintId;
  class: ConstraintClass;
  /** What the report keeps to, for "What this report respects": "nothing hosted in the US". */
  respect: string;
  /** Themes that say the same thing, still raised from these words (the union theme from a union). */
  themes?: readonly string[];
  /** Narrower constraints this one already holds, dropped when both are read in the same clause. */
  covers?: readonly ConstraintId[];
}

/** Words that make a statement a refusal: "staff refuse", "we will never", "nous n'utiliserons jamais". */
export const REFUSAL_WORDS: readonly string[] = [
  "never",
  "won't",
  "wont",
  "will not",
  "refus*",
  "not allowed",
  "not permitted",
  "forbid*",
  "prohibit*",
  "banned",
  "under no circumstances",
  "must not",
  "mustn't",
  "cannot",
  "can't",
  "can not",
  "may not",
  "(don't|do not|doesn't|does not|didn't|did not) want",
  "not comfortable",
  "object to",
  "oppose*",
  "avoid",
  "no way",
  "jamais",
  "interdit*",
  "pas question",
  "hors de question",
  "(ne |n')(veu|voul|peu|pouv|doi|dev|utilis)\\w* pas",
  "s'opposent",
  "opposés?",
];

/** A worry about where data goes: "We worry about our data sitting on US servers", «on s'inquiète». */
const WORRY_WORDS: readonly string[] = [
  "worr(y|ies|ied|ying)",
  "concerns?",
  "concerned",
  "nervous",
  "uneasy",
  "uncomfortable",
  // \w stops at accented letters: the French endings are spelled out.
  "inqui(è|é|e)t(e|es|ent|er|ons|s|ude|udes)?",
  "préoccup(e|é|ée|és|ées|ent|er|ation|ations)",
  "crai(ns|nt|gnons|gnent|ndre)",
];

/** Where personal data is written about, for statements about where it may go. */
const DATA_WORDS = [
  "data",
  "information",
  "records",
  "files",
  "hosted",
  "stored",
  "servers?",
  "cloud",
  "données",
  "renseignements",
  "dossiers",
  "hébergé*",
];

/** "$5,000", "C$15,000", "CA$10k", "5 000 $": an amount, in dollars when it says which. */
const AMOUNT =
  "~?\\s?(?:ca?\\$|cad\\s?|\\$)?\\s?\\d+(?:[,.\\s]\\d{3}){0,3}(?:k|\\s?000)?\\s?(?:\\$|dollars|cad)?";
/** An amount that names its currency, so "a budget of 2026" is no amount. */
const MONEY =
  "~?\\s?(?:(?:ca?\\$|cad\\s?|\\$)\\s?\\d+(?:[,.\\s]\\d{3}){0,3}k?|\\d+(?:[,.\\s]\\d{3}){0,3}(?:k|\\s?000)?\\s?(?:\\$|dollars|cad))";
/** "under $5,000", "no more than 5 000 $", "max 5k": an amount with the word that caps it. */
const CAPPED = `(under|below|less than|no more than|at most|max|maximum|maximum of|up to|capped at|a cap of|a limit of|moins de|pas plus de|au plus|maximum de|plafond de) ${AMOUNT}`;
/** "cannot spend more than", "ne pouvons pas dépenser plus de": a refusal to spend beyond an amount. */
const NOT_BEYOND = `(cannot|can't|can not|won't|will not|not|never|pas|jamais) (spend|afford|pay|invest|dépenser|investir|payer) (more than|over|above|beyond|plus de|au-delà de) ${AMOUNT}`;

/** What a confidentiality rule is about: drawings, files, data... ("the plans", "nos dessins"). */
const MATERIAL =
  "(source code|code source|codebase|code|campaigns?|drawings?|plans?|blueprints?|designs?|files?|data|documents?|records?|information|info|details|specs|specifications|models?|dessins?|données|dossiers?|fichiers?|renseignements|informations|devis)";
/** Where confidential material must stay: the plant, the office, the firm's own computers. */
const PREMISES =
  "(the |our |its )?(plant|shop|shop floor|office|offices|building|premises|site|firm|practice|clinic|network|own servers?|own computers|control|custody|hands)";
const LOCAUX =
  "(de |du |des )?(l'usine|l'atelier|l'entreprise|l'organisme|l'organisation|l'édifice|l'immeuble|nos locaux|notre réseau|nos serveurs|nos ordinateurs|bureau|le bureau)";
/** A public, free, cloud or AI tool, where confidential material must never go. */
const OUTSIDE_TOOL =
  "(a |an |any |the |our |their )?((public|free|personal|consumer|online|outside|external|third-party|ai|cloud|generative ai)( \\w+)? (tools?|accounts?|services?|apps?|applications?|chatbots?|models?|platforms?|systems?|software|websites?|assistants?)|the cloud|chatgpt)";
const OUTIL_EXTERNE =
  "(un |une |aucun |aucune |des |les |le |la )?((outils?|services?|applications?|plateformes?|logiciels?|sites?|comptes?)( d'ia| d'intelligence artificielle| publics?| gratuits?| en ligne| infonuagiques?| externes?| personnels?)|nuage|chatgpt|l'ia|une ia|l'intelligence artificielle)";
const REFUSED =
  "(never|forbids?|forbidden|prohibits?|prohibited|not|cannot|can't|can not|must not|may not|won't|will not|mustn't|shouldn't|should not)";

/** What a red line says AI never does: decide, reject, grade, score ("make a credit decision"). */
const AI_AGENT = "(ai|a\\.i\\.|artificial intelligence|an? (algorithm|machine|bot|ai tool))";
const DECIDES =
  "decide|decides|make (a |an |any |the )?(final )?(\\w+ )?decisions?|reject|turn down|screen out|approve|deny|grade|mark|score|rank|hire|fire|admit|choose who";
const IA = "(l'ia|une ia|l'intelligence artificielle|un algorithme)";
const DECIDE_FR =
  "décid|rejet|refus|not|évalu|approuv|tranch|sélectionn|choisi|admet|embauch|congédi";

/** A professional whose review a rule requires: "a licensed broker", "un ingénieur". */
const LICENSED = "licensed|qualified|certified|registered|chartered|accredited";
const PROFESSIONALS =
  "brokers?|professionals?|engineers?|lawyers?|accountants?|cpas?|advis[eo]rs?|agents?|pharmacists?|nurses?|physicians?|doctors?|notar(y|ies)|planners?|architects?|adjusters?|underwriters?|paralegals?|counsel";
const PROFESSIONNELS =
  "courtiers?|courtières?|professionnel(le)?s?|ingénieur(e)?s?|avocat(e)?s?|comptables?|notaires?|conseiller|conseillère|conseillers|pharmacien(ne)?s?|infirmière|infirmier|médecins?|architectes?|expert(e)?s?";

/** Who approves spending, named in a rule that nothing is spent without their approval. */
export const APPROVERS =
  "board|board of directors|council|partners|shareholders|owners?|head office|members|conseil d'administration|conseil|associés|actionnaires|siège social";

/** Who approves new vendors: "our condo boards", "the board", "le conseil". */
const VENDOR_APPROVERS = `((the|our|their|each|every) )?(((condo|condominium|strata|co-op|client|building) )?(boards?|councils?|owners?|partners|head office|members|clients?)|chief risk officer|cro|chief information security officer|ciso|chief compliance officer|compliance officer|privacy officer)`;
const CONSEILS =
  "(le |notre |nos |les |chaque )?(conseils?|conseil d'administration|conseils d'administration|syndicats? de copropriété|associés|siège social|clients?)";

const themeWords = (id: string): Signal => {
  const { keywords, unless } = themes.find((t) => t.id === id)!;
  return { keywords, ...(unless ? { unless } : {}) };
};

export const constraintSignals: readonly ConstraintSignal[] = [
  {
    id: "ocap",
    class: "sovereignty",
    keywords: [
      "ocap",
      "traditional-use",
      "traditional knowledge",
      "cultural sites?",
      "sacred sites?",
      "indigenous data",
      "first nations? data",
      "(the )?nation's data",
      "band members?'? (data|information|records|files)",
      "usage traditionnel",
      "savoirs? traditionnels?",
      "sites? culturels?",
      "données autochtones",
      "données des premières nations",
    ],
    ambiguous: {
      words: ["data sovereignty", "sovereignty", "souveraineté des données", "souveraineté"],
      context: [
        "first nations?",
        "indigenous",
        "nation",
        "nation's",
        "band",
        "métis",
        "metis",
        "inuit",
        "autochtones?",
        "premières nations",
      ],
    },
    respect:
      "the Nation's data kept in its possession and under its control, as the First Nations principles of OCAP® require",
    themes: ["indigenous", "privacy"],
    covers: ["canada-only"],
  },
  {
    id: "canada-only",
    class: "residency",
    keywords: [
      "data residency",
      "résidence des données",
      "data sovereignty",
      "souveraineté des données",
      "(stay|stays|staying|remain|remains) in canada",
      "(must|has to|have to|needs? to|should) (be )?(kept|stored|hosted|stay|remain) in canada",
      "(kept|stored|hosted) in canada only",
      // "if a tool cannot keep data in Canada it is out"
      "(keep|keeps|keeping) ((the|our|all|their|client|customer|patient|member) ){0,2}(data|records|information|files) in canada",
      // "clients require data in Canada", "our contracts require all records in Canada"
      "(require|requires|required|requiring|demand|demands|insist on|insists on) ((the|our|their|all|its|client|customer|patient|member) ){0,2}(data|records|information|files) (to )?(be )?((kept|stored|hosted|held) )?in canada",
      "(garder|conserver|garde|conserve) (les |nos )?(données|dossiers|renseignements) au canada",
      "only in canada",
      "(never|not|cannot|can't|can not|must not|may not|won't|will not) leave canada",
      "on canadian soil",
      "canadian (servers?|hosting|data cent(er|re)s?|clouds?)",
      "(rester|restent|demeurer|demeurent|hébergée?s?|stockée?s?|conservée?s?) au canada",
      "(quitter|sortir du) canada",
      "quitter le canada",
    ],
    ambiguous: {
      words: ["outside (of )?canada", "out of canada", "hors du canada", "leaves? canada"],
      context: DATA_WORDS,
    },
    respect: "data kept in Canada",
    themes: ["privacy"],
    covers: ["no-us-hosting"],
  },
  {
    id: "no-us-hosting",
    class: "residency",
    keywords: [
      "no (u\\.s\\.|american) (clouds?|servers?|hosting|vendors?|services?|providers?|companies|tools?|software)",
      "no (us|u\\.s\\.) (clouds?|servers?|hosting)",
      "pas de (nuage|cloud|serveurs?|fournisseurs?|services?|hébergement) (américains?|aux états-unis)",
      ...MORE_NO_US,
    ],
    ambiguous: {
      words: [
        "hosted in the (us|u\\.s\\.|united states|states)",
        "(stored|kept|held|processed) in the (us|u\\.s\\.|united states)",
        "in an? (us|u\\.s\\.|american) cloud",
        "(us|u\\.s\\.) (clouds?|servers?|data cent(er|re)s?)",
        "(us|u\\.s\\.)-(based|hosted|owned)",
        "american (clouds?|servers?|hosting|vendors?|services?|providers?|companies|tools?|software|firms?|ai|a\\.i\\.|apps?|chatbots?|platforms?|models?)",
        "aux états-unis",
        "aux etats-unis",
        "(nuage|cloud|serveurs?|fournisseurs?|services?|entreprises?|outils?) américains?",
      ],
      // A worry about data on US servers binds the tools as a refusal does (issue 34, round 16).
      context: [...REFUSAL_WORDS, ...WORRY_WORDS],
    },
    respect: "nothing hosted in the US",
    themes: ["privacy"],
  },
  {
    id: "no-recording",
    class: "recording",
    keywords: [
      "no recordings?",
      "(not|never) (be )?recorded",
      "pas d'enregistrements?",
      "aucun enregistrement",
      "sans enregistrement",
    ],
    ambiguous: {
      words: [
        "recorded",
        "recordings?",
        "record (an? |the |any |our |their )?(\\w+ )?(calls?|meetings?|conferences?|appointments?|visits?|conversations?|sessions?|consultations?|patients|clients|families|interviews?|staff|employees|them|us)",
        "ambient (scribes?|listening|documentation)",
        "microphones?",
        "listening in",
        // \w stops at accented letters: the French endings are spelled out.
        "enregistr(er|ement|ements|é|ée|és|ées|e|es|ent|ons)",
        "filmed",
      ],
      context: [...REFUSAL_WORDS, "(not|never) consent*"],
    },
    respect: "nobody recorded",
  },
  {
    // "No cameras on the line": no vision work, no camera system, whatever it would watch.
    id: "no-cameras",
    class: "recording",
    keywords: CAMERA_BANS,
    ambiguous: { words: CAMERA_WORDS, context: REFUSAL_WORDS },
    unless: CAMERA_NOT_BANNED,
    respect: "no cameras: no tool or pilot that needs one",
  },
  {
    // "The plant floor has no Wi-Fi and the workers are on the line in gloves, with no computers":
    // nothing on a screen at the line; what the floor records is entered off it (allowed-applications.ts).
    id: "no-floor-devices",
    class: "premises",
    keywords: FLOOR_DEVICE_LIMITS,
    ambiguous: { words: GLOVE_WORDS, context: SCREEN_CONTEXT },
    respect: "no tablet, phone or screen at the line: what the floor records is entered off it",
  },
  {
    id: "consent",
    class: "consent",
    keywords: [
      "without (their |the |our |her |his )?(\\w+'? )?consent",
      "no consent",
      "(explicit|express|informed|written|prior) consent",
      "consent (first|beforehand|is required|is needed|required|needed)",
      "sans (leur |le |son )?consentement",
      "consentement (explicite|éclairé|écrit|préalable)",
      ...MORE_CONSENT,
    ],
    ambiguous: {
      words: ["consent*", "consentement"],
      context: [
        ...REFUSAL_WORDS,
        "require*",
        "need*",
        "must",
        "only",
        "ask*",
        "first",
        "before",
        "exig*",
        "obligatoire",
        "doivent",
        "besoin",
      ],
    },
    respect: "{consent}",
  },
  {
    id: "union",
    class: "union",
    ...themeWords("union"),
    respect: "{union}",
    themes: ["union"],
  },
  {
    id: "no-budget",
    class: "budget",
    keywords: [
      // "No budget problem", "no budget issues": the opposite of no budget.
      "no budget(?! (problems?|issues?|concerns?|constraints?|worries))",
      "zero budget",
      "no ai budget",
      "no money",
      "nothing to spend",
      "not a (cent|dollar|penny)",
      "no new (spending|spend|subscriptions?|licen[cs]es|software)",
      "(can't|cannot|can not) spend anything",
      "not funded",
      "no funding",
      "pas de budget",
      "aucun budget",
      "pas d'argent",
      "aucune dépense",
    ],
    respect: "no new subscriptions, only AI included in what you pay for or free",
    // No "Fund AI from what it saves" theme: its monthly ceiling on new subscriptions would
    // contradict the rule of none.
  },
  {
    id: "budget-cap",
    class: "budget",
    keywords: [
      `(budget|spend|afford|dépenser|budget de) ${CAPPED}`,
      // "No budget for new software this year beyond $25,000": a ceiling, not no budget.
      `(no|pas de|aucun) (budget|money|spending|argent)( *'?*){0,6} (beyond|over|above|more than|au-delà de|plus de) ${AMOUNT}`,
      NOT_BEYOND,
      // "We have a budget of C$10,000 for AI", "notre budget est de 15 000 $": the budget is the ceiling.
      `(budget|budget is|budget of|budget de|budget est de|budget annuel de) ${MONEY}`,
      // "Our budget for AI tools is $4,000 a year", « notre budget pour l'IA est de 4 000 $ par année »,
      // "Budget: about $20,000 for the first year", « Budget : environ 60 000 $ »: a few words may say
      // what the budget is for, and a hedge may come before its amount.
      `budget( [^\\s,;:.]+){0,4}(\\s?:| is| est| est de| s'élève à| sits at| comes to| is capped at| is limited to| est plafonnée? à| est limitée? à)( about| around| roughly| approximately| maybe| perhaps| probably| environ| d'environ| à peu près| autour de| près de)? ${MONEY}`,
      // "Our ceiling is $18,000", « notre plafond est de 18 000 $ » (review r29): the amount is the ceiling.
      `(ceiling|cap|limit|plafond) (is|will be|est de|sera de) ${MONEY}`,
      // « notre budget informatique est de 60 000 $ »: a budget named by what it covers.
      `budget (informatique|technologique|numérique|ti|des ti|de ti|logiciel) (est de|de) ${MONEY}`,
      // "We approved C$40,000 for AI", "nous avons réservé 20 000 $ pour l'IA": the AI budget is the ceiling.
      `(approved|allocated|set aside|earmarked|budgeted|committed|approuvé|alloué|réservé|prévu|accordé|débloqué) ${MONEY}( \\w+){0,2} (for|to|on|towards|pour|à|en) (ai|a\\.i\\.|artificial intelligence|l'ia|ia|l'intelligence artificielle|digital|technology|tech|automation|innovation|data|software|numérique|technologies?|automatisation)`,
      // "The board approved a C$250k budget", "a C$250K board-approved budget", « une enveloppe de 50 000 $ ».
      `(approved|allocated|set aside|earmarked|secured|approuvé|alloué|réservé|obtenu) (a |an |un |une )?${MONEY}( \\w+){0,2} (budget|envelope|enveloppe)`,
      `(a|an|our|the|un|une|notre) ${MONEY}( \\w+){0,2} (budget|envelope|enveloppe)`,
      // "The board gave us $250,000 to spend on technology", « le conseil nous a accordé 250 000 $ ».
      `(gave us|gives us|granted us|has given us|nous a (accordé|donné|alloué)) ${MONEY}`,
      // "we can spend about $500 a month on new tools", "a $100 a month cap", "on peut dépenser environ 300 $ par mois".
      `(can|could|able to|willing to|pouvons|peut|pourrions|pourrait) (spend|afford|dépenser|investir|mettre) (about |around |roughly |up to |environ |jusqu'à )?${MONEY} (a|per|each|every|par) (month|year|mois|an|année)`,
      `${MONEY} (a |per )?(month|monthly|year|yearly|annual|par mois|par an|mensuel) (cap|ceiling|limit|max|maximum|budget|plafond)`,
      // "We have $300 a month for software, no more", "on a 500 $ par mois pour les logiciels".
      `(have|has|got|there is|there's|on a|nous avons|avons|j'ai) (about |around |roughly |only |just |environ |seulement )?${MONEY} (a|per|each|every|par) (month|year|mois|an|année) (for|on|pour|en) (new )?(\\w+ )?(software|tools?|subscriptions?|licen[cs]es?|apps?|technology|tech|ai|logiciels?|outils?|abonnements?|licences?|technologies?|l'ia|ia)`,
      // "anything over $50 a month is a no", "nothing above $100 a month", "rien au-delà de 50 $ par mois".
      `(anything|any (tool|subscription|app|software)) (over|above|more than|beyond|costing more than) (about |around |roughly )?${MONEY} (a |per )?(month|year)( \\w+){0,3} (is a no|is out|is off the table|is too much|won't (happen|fly)|is not happening)`,
      `(nothing|no (tool|subscription|app|software)s?) (over|above|more than|beyond|costing more than) (about |around |roughly )?${MONEY} (a |per )?(month|year)`,
      `(rien|aucun (outil|abonnement|logiciel)|tout ce qui (coûte|dépasse)) (de plus de |à plus de |au-delà de |plus de |qui coûte plus de )?${MONEY} (par |l'|chaque )?(mois|an|année)( \\w+){0,3}( (c'est non|est exclu|est refusé|n'est pas possible|est hors de question))?`,
      ...MORE_CAPS,
    ],
    covers: ["no-budget"],
    ambiguous: [
      { words: CAP_WORDS, context: CAP_CONTEXT },
      {
        words: [CAPPED],
        context: [
          "budget*",
          "spend*",
          "afford*",
          "ai",
          "tools?",
          "software",
          "subscriptions?",
          "licen[cs]es?",
          "dépens*",
          "outils?",
          "logiciels?",
          "ia",
        ],
      },
    ],
    respect: "new spending kept within {amount} in total",
    themes: ["budget"],
  },
  {
    id: "confidential",
    class: "confidential",
    keywords: [
      `${MATERIAL}( [^\\s]+){0,5} ${REFUSED} (\\w+ )?(leave|go outside|be taken out of|be taken off|go off) ${PREMISES}`,
      `${MATERIAL}( [^\\s]+){0,5} (stays?|remains?|kept|stay) (on-site|on (the )?premises|in-house|inside ${PREMISES}|on our own (servers?|computers))`,
      // "under HIPA no personal health info leaves our control"
      `\\bno( [^\\s]+){0,3} ${MATERIAL} (ever )?(leaves|goes outside|is taken out of) ${PREMISES}`,
      // "We will never record a meeting or put what a family tells us into an AI tool."
      `${REFUSED} (\\w+ ){0,6}(go|goes|going|be put|put|putting|be entered|enter|entering|be pasted|paste|pasting|be uploaded|upload|uploading|be shared|share|sharing|be typed|type|typing|be fed|feed|feeding)( [^\\s]+){0,8} (into|in|to|with) ((or|and|nor) )?${OUTSIDE_TOOL}`,
      `${MATERIAL}( [^\\s]+){0,8} (jamais|pas) (sortir|quitter) ${LOCAUX}`,
      `${MATERIAL}( [^\\s]+){0,8} (restent|rester|demeurent|demeurer|gardée?s?|conservée?s?) (à l'interne|sur place|dans ${LOCAUX})`,
      `(ne |n')(mett|entr|saisi|copi|coll|téléver|vers|partag|transm|envo)\\w* (jamais|pas)( [^\\s]+){0,5} (dans|sur|vers|à) ${OUTIL_EXTERNE}`,
      // "le code source ne va jamais dans un outil d'IA externe"
      `${MATERIAL}( [^\\s]+){0,5} (ne |n')(va|vont|doit|doivent|devrait|devraient|peut|peuvent|entre|entrent) jamais( aller| être \\w+)? (dans|sur|vers|à) ((ou|ni) (dans |sur )?)?${OUTIL_EXTERNE}`,
      `(jamais|pas|aucun|aucune|interdit de|interdisent de|interdisant de|interdiction de) (mettre|entrer|saisir|copier|coller|téléverser|verser|partager|transmettre|envoyer)( [^\\s]+){0,5} (dans|sur|vers|à) ${OUTIL_EXTERNE}`,
      // « Aucune photo, aucun nom et aucune observation d'enfant ne doit entrer dans un outil d'IA » (review r26).
      `(aucun|aucune) ([^\\s]+ ){1,10}(ne |n')(doit|doivent|peut|peuvent|va|vont|entre|entrent|devrait|devraient)( jamais)?( entrer| aller| être (mis|mise|mises|saisie?s?|versée?s?|téléversée?s?|entrée?s?))? (dans|sur|vers) ${OUTIL_EXTERNE}`,
      // "No photo, name or observation of a child goes into an AI tool."
      `no ([^\\s]+ ){1,10}(goes|go|is entered|are entered|is put|are put|is uploaded|are uploaded|gets entered|get entered|may go|can go|is typed|are typed) (into|in|to) ${OUTSIDE_TOOL}`,
      ...CLIENT_CLOUD_BAN,
      ...MORE_ON_SITE,
      ...MORE_IN_SYSTEM,
    ],
    ambiguous: {
      words: [
        "confidential*",
        "confidentiel*",
        "privileged",
        "solicitor-client privilege",
        "secret professionnel",
        "trade secrets?",
        "secrets? industriels?",
      ],
      context: [
        ...REFUSAL_WORDS,
        "public",
        "cloud",
        "ai",
        "ia",
        "chatgpt",
        "outside",
        "leave",
        "sortir",
        "nuage",
        "tools?",
        "outils?",
      ],
    },
    respect: "{confidential}",
    themes: ["privacy"],
    // "forbid putting client data into AI tools without written consent": the client's consent
    // to their material going into a tool, not consent to being recorded.
    covers: ["no-customer-ai", "consent"],
  },
  {
    id: "data-ownership",
    class: "ownership",
    keywords: [
      "data ownership",
      "ownership of (the |their |our |its )?(\\w+ )?(data|information|records)",
      "(data|information|records) (must |should |will |has to |have to |needs? to )?(stays?|remains?) (theirs|ours|their own|our own|the property of)",
      "(data|information|records) (belongs?|belonging) to (the |our |its |their )?(members?|clients?|customers?|farmers?|growers?|producers?|patients?|owners?|students?|families|them|us)",
      "(members?|clients?|customers?|farmers?|growers?|producers?|patients?) own (their|the) (own )?(\\w+ )?(data|information|records)",
      "propriété des données",
      "(données|renseignements|informations) (\\w+ ){0,3}(appartiennent|restent la propriété|demeurent la propriété|restent à eux|demeurent à eux|leur appartiennent)",
    ],
    respect:
      "{owners}' data stays theirs: used only with their agreement, and never by a tool that claims rights to it",
    themes: ["privacy"],
  },
  {
    id: "spending-approval",
    class: "approval",
    keywords: [
      "(wants?|needs?|requires?|asks? for|expects?|demands?|must see|wants? to see|needs? to see) (\\w+ ){0,2}(proof|evidence|a business case|results) before (we|it|they|anyone|any) (\\w+ )?(spend|spends|spending|invest|invests|approve|approves|commit|buy|buys)",
      `(${APPROVERS}) (must|has to|have to|needs? to|will have to|wants? to|insists on) (first )?(approve|sign off on|vote on) (any|all|every|each|new|the) (\\w+ )?(spending|spend|purchases?|expenses?|investments?|software|tools?|subscriptions?|budgets?|costs?)`,
      `(${APPROVERS})('s|')? approval (before|for) (any|all|every|each|new) (\\w+ )?(spending|purchases?|expenses?|investments?|software|tools?|subscriptions?)`,
      `(any|all|every|each) (new )?(spending|purchases?|expenses?|investments?|tools?|software|subscriptions?) (must|has to|needs? to|have to) (be approved|go to|go through|be voted)( by| to| on by)? (the |our )?(${APPROVERS})`,
      "(exige|veut|demande|attend) (des |une )?(preuves?|résultats|analyses? de rentabilité) avant (de |d')(dépenser|investir|acheter|approuver)",
      `(le |notre )?(conseil d'administration|conseil|siège social|associés|actionnaires) (doit|doivent|veut|veulent) (approuver|autoriser) (toute|chaque|les|nos) (\\w+ )?(dépenses?|achats?|investissements?|outils?|logiciels?|abonnements?)`,
      "(toute|chaque) (nouvelle )?(dépense|achat|investissement) (doit|devra) être (approuvée?|autorisée?|votée?) par",
    ],
    respect: "spending put to {approver} as a proposal, with evidence, before anything is bought",
  },
  {
    id: "vendor-approval",
    class: "approval",
    keywords: [
      `(${VENDOR_APPROVERS}) (must|has to|have to|needs? to|will have to|insists? on|insist on) (first )?(approve|sign off on|sign off|vet|vote on) (any|all|every|each|new|the) (new )?(\\w+ )?(vendors?|suppliers?|providers?|third.part(y|ies)|ai|ai tools?)`,
      `(any|all|every|each) new (\\w+ )?(vendors?|suppliers?|providers?|ai tools?|ai systems?)( [^\\s]+){0,8} (must|has to|have to|needs? to) be (approved|vetted|signed off) by`,
      `(${CONSEILS}) (doit|doivent) (d'abord )?(approuver|autoriser|valider) (tout|toute|chaque|les|nos) (nouveaux? |nouvelles? )?(fournisseurs?|prestataires?)`,
      `(tout|chaque) nouveau (fournisseur|prestataire)( [^\\s]+){0,8} (doit|devra) être (approuvé|autorisé|validé) par`,
      // "every new vendor must pass a third-party risk review that takes four to six months"
      `(any|all|every|each) new (\\w+ )?(vendors?|suppliers?|providers?)( [^\\s]+){0,3} (must|has to|have to|needs? to) (pass|go through|undergo|clear|complete) (a |an |our |the )?(\\w+ ){0,3}(reviews?|assessments?|due diligence|vetting)`,
      `(vendor|third.party|supplier|procurement|security) (risk )?(reviews?|assessments?) (take|takes|last|lasts|run|runs) (\\w+ ){0,3}(weeks|months)`,
      `(tout|chaque) nouveau (fournisseur|prestataire)( [^\\s]+){0,3} (doit|devra) (passer|subir|faire l'objet d'|réussir)( [^\\s]+){0,4} (évaluation|examen|revue|vérification|analyse)`,
      // "tout outil doit passer par une évaluation des facteurs relatifs à la vie privée avant d'être utilisé"
      `(tout|chaque) (nouvel |nouveau )?(outil|logiciel|système|application)( [^\\s]+){0,3} (doit|devra) (passer|subir|réussir|faire l'objet)( [^\\s]+){0,4} (évaluation|examen|revue|vérification|analyse)`,
      `(tout|chaque) (nouvel |nouveau )?(outil|logiciel|système|application)( [^\\s]+){0,3} (doit|devra) faire l'objet d'une (évaluation|examen|revue|vérification|analyse)`,
      // "must sign off on any tool that touches incident reports", "has to approve anything that
      // touches payroll", "Any new tool needs sign-off from me and from our risk and IT partner",
      // "every new system needs a privacy impact assessment signed by our Privacy Officer" (r27).
      "(must|has to|have to|needs? to) (first )?(approve|sign off on|sign off|vet) (any|all|every|each|anything|new) ((new )?(\\w+ )?(tools?|software|systems?|vendors?|apps?) )?(that|which) (touch|touches|handle|handles|involve|involves|affect|affects|use|uses)",
      "(any|all|every|each) (new )?(\\w+ )?(tools?|software|systems?|apps?|vendors?) (needs?|requires?) (a |an )?(\\w+ ){0,3}(sign-?off|approval|impact assessment)",
      // "Any client-facing AI has to be signed off by Dr. Rao and by me" (review r28).
      "(any|all|every|each) (new )?(\\w+( \\w+)? )?(ai|a\\.i\\.|ai tools?)( [^\\s]+){0,3} (must|has to|have to|needs? to) be (signed off|approved|vetted) by",
      // "every tool must go through a privacy impact assessment before it is used"
      `(any|all|every|each) (new )?(\\w+ )?(tools?|software|systems?|apps?)( [^\\s]+){0,3} (must|has to|have to|needs? to) (pass|go through|undergo|clear|complete) (a |an |our |the )?(\\w+ ){0,3}(reviews?|assessments?)`,
    ],
    respect: "no new vendor that touches {data} before {approver} {approves} it",
  },
  {
    // "Anything new needs board approval": every pilot waits for the board, not only spending.
    id: "new-work-approval",
    class: "approval",
    keywords: NEW_WORK_APPROVAL,
    respect: "nothing new started before {approver} approves it",
    covers: ["spending-approval", "vendor-approval"],
  },
  {
    id: "safety-signoff",
    class: "safety",
    keywords: [
      "without (a |an |the )?competent (person|supervisor|worker|foreman|manager)('s)? (\\w+ )?(sign|signs|signing|signed|approv*|review*|check*)",
      "(signed off|approved|reviewed|checked|stamped) by (a |an |the )?competent (person|supervisor|foreman)",
    ],
    ambiguous: {
      words: [
        "without (a |an |the )?(qualified |licensed |certified |registered |professional |senior )?(supervisor|engineer|foreman|inspector|technician|professional|superintendent)('s)? (\\w+ )?(sign|signs|signing|signed|sign-off|approv*|review*|check*|stamp*)",
        "(must|has to|have to|needs? to|need to) be (signed( off)?|approved|reviewed|checked|stamped) by (a |an |the )?(qualified |licensed |certified |registered |professional )?(supervisor|engineer|foreman|inspector|technician|professional|superintendent)",
        "sans (la |l')?(signature|approbation|validation|vérification) (d'un|d'une|du|de la|de l') (superviseur|superviseure|contremaître|ingénieur|ingénieure|inspecteur|responsable|technicien)",
        "(doit|doivent) être (signée?s?|approuvée?s?|validée?s?|vérifiée?s?) par (un|une|le|la|l') (superviseur|superviseure|contremaître|ingénieur|ingénieure|inspecteur|responsable|technicien)",
      ],
      context: [
        "safety",
        "safe",
        "permits?",
        "permit-to-work",
        "lockout",
        "lock-out",
        "hazard*",
        "in the field",
        "field",
        "job site",
        "worksite",
        "ohs",
        "injur*",
        "sécurité",
        "permis de travail",
        "cadenassage",
        "chantier",
        "terrain",
        "danger*",
        "santé et sécurité",
      ],
    },
    respect: "no AI output used in safety-critical work until {signer} has checked and signed it",
    covers: ["professional-review"],
  },
  {
    id: "professional-review",
    class: "review",
    keywords: [
      `without (a |an |the )?((${LICENSED}) )?(${PROFESSIONALS})('s)? (\\w+ )?(review|reviews|reviewing|reviewed|checking|approval|approving|sign-off|signing off|sign off)`,
      `(a |an |the )?(${LICENSED}) (${PROFESSIONALS}) (must|has to|needs? to|shall|always) (first )?(review|check|approve|sign off on|sign)`,
      `(must|has to|have to|needs? to|need to) be (reviewed|checked|approved|signed off) by (a |an |the )?((${LICENSED}) )?(${PROFESSIONALS})`,
      `sans (la |l')?(révision|validation|vérification|approbation|relecture) (d'un|d'une|du|de la|de l') (${PROFESSIONNELS})`,
      `(doit|doivent) être (révisée?s?|validée?s?|vérifiée?s?|approuvée?s?|relue?s?) par (un|une|le|la|l') (${PROFESSIONNELS})`,
    ],
    respect: "AI drafts only: {reviewer} reviews everything before it reaches a client",
  },
  {
    id: "no-customer-ai",
    class: "never",
    keywords: [
      "(nothing|no ai|no tool) (can|may|will|should) (answer|reply to|respond to) (our )?(owners|residents|customers|clients|patients|guests|members|tenants) without (a |an )?(human|person)",
    ],
    ambiguous: {
      words: [
        "chatbots?",
        "chat bots?",
        "bots?",
        "virtual agents?",
        "robots? conversationnels?",
        "agents? virtuels?",
        "(talk|talking|speak|speaking|answer|answering|reply|replying|respond|responding) (directly )?to (our )?(customers|clients|patients|guests|members|tenants|students|parents)",
        "(répondre|parler) (directement )?(à|a|aux) (nos )?(clients|patients|membres|locataires|élèves|parents)",
      ],
      context: REFUSAL_WORDS,
    },
    respect: "no AI answering your customers directly",
  },
  {
    // A gate, not yet a refusal: "win back trust before trying anything owner-facing". Read as its
    // own statement, so a second sentence of the same answer is never quoted as support for the work.
    id: "no-customer-ai",
    class: "never",
    keywords: [
      "before (trying|launching|doing|rolling out|putting out|offering) (anything|something) (owner|customer|client|patient|guest|member|tenant|resident|public)-facing",
      "avant (d'essayer|de lancer|d'offrir) (quoi que ce soit|rien) (qui s'adresse|destiné) (aux|à nos) (clients|propriétaires|copropriétaires|patients|membres|locataires)",
    ],
    respect: "nothing facing your customers until you decide it may",
  },
  {
    // A red line: a decision AI never makes ("We will not use AI to decide admissions or grades",
    // "We can't let AI reject candidates on its own", "l'IA ne décidera jamais"). A person decides.
    id: "no-ai-decision",
    class: "never",
    keywords: [
      `${REFUSED} (\\w+ )?(use|let|allow|have|trust) ${AI_AGENT} (to )?(${DECIDES})`,
      `${AI_AGENT} (will |should |must |may |can |shall |is to |is )?(never|not) (be (allowed|used|trusted) to )?(${DECIDES})`,
      `${AI_AGENT} (won't|cannot|can't|mustn't|shouldn't) (be (allowed|used|trusted) to )?(${DECIDES})`,
      `no (\\w+ )?decisions? (\\w+ ){0,3}(made )?by (ai|an algorithm)`,
      // "No AI decides which driver gets which load."
      `no (ai|a\\.i\\.|algorithm|bot)( \\w+)? (${DECIDES})`,
      `${IA} (ne |n')(\\w+ )?(${DECIDE_FR})\\w* (jamais|pas)`,
      `${IA} (ne |n')(va|doit|peut|pourra|devra)\\w* (jamais|pas) (${DECIDE_FR})\\w*`,
      `(jamais|pas|pas question de|pas question que) (laisser |utiliser )?${IA} (pour |de )?(${DECIDE_FR})\\w*`,
      ...MORE_RED_LINES,
      ...GRADING_RED_LINES,
    ],
    respect: "{decision}",
  },
];

/**
 * The three ways a confidentiality rule is written, read from the words that state it: the
 * material never leaves the premises, never goes into a public or personal tool, or never into
 * any AI tool. Each says what the report keeps to, and how a kept tool keeps to it.
 */
export type ConfidentialRule =
  "on-site" | "cloud" | "public-tool" | "any-ai" | "client-consent" | "code";

export const confidentialRules: Readonly<
  Record<ConfidentialRule, { words: RegExp | null; respect: string; note: string }>
> = {
  "on-site": {
    words:
      /\b(?:leave|premises|on[\s-]?site|in[\s-]?house|inside|own (?:servers?|computers)|sortir|quitter|restent|rester|demeur\w*|gardé\w*|conservé\w*|sur place|à l'interne)\b/iu,
    respect: "confidential client material kept on site, out of every cloud and AI tool",
    note: "{tool} is used only on work that holds none of the confidential client material, which stays on {company's} own computers.",
  },
  cloud: {
    // "forbid their art files going through a cloud service they have not approved"
    words: CLOUD_RULE_WORDS,
    respect: "clients' files kept out of every cloud service they have not approved",
    note: "",
  },
  "public-tool": {
    // "leaves our control": only tools held under the company's own business account.
    words:
      /\b(?:public|free|personal|consumer|publics?|gratuits?|personnels?|control|custody|hands)\b/iu,
    respect: "confidential client material kept out of public and personal AI tools",
    note: "{tool} is used only under {company's} business account, once its terms are checked to say what staff enter is not used to train its models; no confidential client material goes into a personal or free account.",
  },
  "client-consent": {
    words: /\b(?:consent\w*|consentement)\b/iu,
    respect: "a client's written consent before any of their material goes into an AI tool",
    note: "{tool} is used on a client's material only once that client has consented in writing; without it, none of their material goes in.",
  },
  code: {
    // A code of conduct, the Criminal Code or a postal code is no software (review r29: "the
    // Nova Scotia Barristers' Society's Code of Professional Conduct" read as source code).
    words:
      /\b(?:source code|code source|codebase|(?<!\b(?:postal|zip|building|criminal|fire|labour|civil|tax|dress|discount|promo|safety|health)\s)code(?!\s+(?:of|de|du|des|civil|criminel)\b))\b/iu,
    respect: "source code kept out of every AI tool hosted outside the company",
    note: "",
  },
  "any-ai": {
    words: null,
    respect: "nothing that identifies a client entered into any AI tool",
    note: "Nothing that identifies a client goes into {tool}: names and personal details are taken out first.",
  },
};

/**
 * Whether an item of a list of people's information names what a rule keeps out of every AI tool:
 * "donors' giving histories" and "donors'" name "donor information".
 */
export function namesKept(item: string, kept: string): boolean {
  const stem = /^(\p{L}+?)s?\b/u.exec(kept)?.[1]?.toLowerCase();
  return stem !== undefined && item.toLowerCase().startsWith(stem);
}

/**
 * Vendors an executive can rule out by name ("we will never use Google"), each with the words
 * that name it; a catalogue tool is theirs when its name or address holds one of the words.
 */
export const vendorNames: Readonly<Record<string, readonly string[]>> = {
  microsoft: ["microsoft", "copilot"],
  google: ["google", "gemini"],
  openai: ["openai", "chatgpt"],
  anthropic: ["anthropic", "claude"],
  zoom: ["zoom"],
  otter: ["otter"],
  fireflies: ["fireflies"],
  salesforce: ["salesforce", "agentforce"],
  hubspot: ["hubspot"],
  slack: ["slack"],
  zoho: ["zoho"],
  notion: ["notion"],
  grammarly: ["grammarly"],
  perplexity: ["perplexity"],
  gong: ["gong"],
  zapier: ["zapier"],
  intuit: ["intuit", "quickbooks"],
  shopify: ["shopify"],
  oracle: ["oracle", "netsuite"],
  deepl: ["deepl"],
  canva: ["canva"],
  adobe: ["adobe", "firefly"],
  tali: ["tali"],
  abridge: ["abridge"],
  nuance: ["nuance", "dragon"],
};
