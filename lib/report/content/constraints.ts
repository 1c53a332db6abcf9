import { themes } from "./themes";
import type { Signal } from "./types";

/**
 * Constraints an executive states in their own words, in English or French: what every tool,
 * pilot and quick win of the report must respect, never advice to overcome. Read with the
 * themes' recogniser (lib/report/builtin/constraints.ts); what each one rules out is decided in
 * lib/report/builtin/constraint-fit.ts.
 */

export type ConstraintClass =
  "residency" | "recording" | "consent" | "sovereignty" | "union" | "budget" | "never";

export type ConstraintId =
  | "canada-only"
  | "no-us-hosting"
  | "no-recording"
  | "consent"
  | "ocap"
  | "union"
  | "no-budget"
  | "budget-cap"
  | "no-customer-ai"
  | "never-named";

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

/** "under $5,000", "no more than 5 000 $", "max 5k": an amount with the word that caps it. */
const AMOUNT = "\\$?\\s?\\d+(?:[,.\\s]\\d{3}){0,3}(?:k|\\s?000)?\\s?(?:\\$|dollars)?";
const CAPPED = `(under|below|less than|no more than|at most|max|maximum|maximum of|up to|capped at|a cap of|a limit of|moins de|pas plus de|au plus|maximum de|plafond de) ${AMOUNT}`;

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
    ],
    ambiguous: {
      words: [
        "hosted in the (us|u\\.s\\.|united states|states)",
        "(stored|kept|held|processed) in the (us|u\\.s\\.|united states)",
        "in an? (us|u\\.s\\.|american) cloud",
        "(us|u\\.s\\.) (clouds?|servers?|data cent(er|re)s?)",
        "(us|u\\.s\\.)-(based|hosted|owned)",
        "american (clouds?|servers?|hosting|vendors?|services?|providers?|companies|tools?|software|firms?)",
        "aux états-unis",
        "aux etats-unis",
        "(nuage|cloud|serveurs?|fournisseurs?|services?|entreprises?|outils?) américains?",
      ],
      context: REFUSAL_WORDS,
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
        "record (calls|meetings|appointments|visits|conversations|sessions|consultations|patients|clients|interviews|staff|employees|them|us)",
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
    id: "consent",
    class: "consent",
    keywords: [
      "without (their |the |our |her |his )?(\\w+'? )?consent",
      "no consent",
      "(explicit|express|informed|written|prior) consent",
      "consent (first|beforehand|is required|is needed|required|needed)",
      "sans (leur |le |son )?consentement",
      "consentement (explicite|éclairé|écrit|préalable)",
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
    respect: "consent asked and noted before anyone is recorded",
  },
  {
    id: "union",
    class: "union",
    ...themeWords("union"),
    respect: "changes to anyone's work agreed with the union first, under the collective agreement",
    themes: ["union"],
  },
  {
    id: "no-budget",
    class: "budget",
    keywords: [
      "no budget",
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
    themes: ["budget"],
  },
  {
    id: "budget-cap",
    class: "budget",
    keywords: [
      `(budget|spend|afford|dépenser|budget de) ${CAPPED}`,
      // "No budget for new software this year beyond $25,000": a ceiling, not no budget.
      `(no|pas de|aucun) (budget|money|spending|argent)( *'?*){0,6} (beyond|over|above|more than|au-delà de|plus de) ${AMOUNT}`,
    ],
    covers: ["no-budget"],
    ambiguous: {
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
    respect: "no tool costing more than {amount}",
    themes: ["budget"],
  },
  {
    id: "no-customer-ai",
    class: "never",
    keywords: [],
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
];

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
