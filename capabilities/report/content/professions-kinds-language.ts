import type { ProfessionDefinition } from "./professions";

/**
 * A translation bureau (translation and interpreting services): its translators' and
 * interpreters' work is what it sells, so "translation work" in its words is its trade, never a
 * need to have its own documents translated. Entered under Consulting or "Other"; certified
 * translations are signed by members of its province's body of translators and interpreters.
 * A CAT tool held under those options shows it too: few others run Trados, Phrase or memoQ.
 */
export const languageKinds: readonly ProfessionDefinition[] = [
  {
    id: "translation-bureau",
    sector: "professional",
    noun: "a translation bureau",
    plural: "translation bureaus",
    industry: "consulting",
    alsoUnder: ["other"],
    keywords: [
      "translation (?:bureau|agency|agencies|company|firm|services? (?:company|firm|provider))",
      "translation and interpret\\w+",
      "interpreting services?",
      "language services? (?:company|provider|firm)",
      // A client's documents "need certified translations" show no bureau: only its own translators do.
      "(?:we|our \\w+) (?:do|does|provide|produce|deliver|sign) certified translations?",
      "our certified translators?",
      "in-house translators?",
      "our translators",
      "our interpreters",
      "translators and interpreters",
      "interpreters and translators",
      "words per translator",
      "stibc",
      "ottiaq",
      "atio",
      "cttic",
      "cabinets? de traduction",
      "agences? de traduction",
      "services? de traduction",
      "entreprises? de traduction",
      "traducteurs? agréés?",
      "traductrices? agréées?",
      "nos traducteurs",
      "nos traductrices",
      "nos interprètes",
      "traductions? certifiées?",
      "traductions? officielles?",
    ],
    names: ["translation", "translations", "traduction", "traductions", "translating"],
    systems: ["trados", "phrase-tms", "memoq"],
  },
];
