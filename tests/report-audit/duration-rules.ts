import type { GenerationInput } from "@/capabilities/report/generation-input";
import { inEnglish } from "@/capabilities/report/builtin/english-figures";
import { proseStrings } from "@/capabilities/report/lint-document";
import type { AuditedDocuments, Violation } from "./rules";

/**
 * A duration that is the nature of the work is never a measure (issue 34): a batch that takes
 * three weeks from brew day to packaging is no baseline to cut to 12 working days. Sentences
 * labelled with the duration they state, in English and French: `natural` ones a process takes
 * whatever the pilot does, the others stated as a problem of the work, which a pilot may measure.
 */

export interface DurationSentence {
  text: string;
  /** The duration as written. */
  figure: string;
  natural: boolean;
}

export const durationCorpus: readonly DurationSentence[] = [
  {
    text: "A batch takes three weeks from brew day to packaging.",
    figure: "three weeks",
    natural: true,
  },
  {
    text: "Un brassin prend trois semaines du brassage à l'embouteillage.",
    figure: "trois semaines",
    natural: true,
  },
  { text: "Our hams cure for six weeks before they ship.", figure: "six weeks", natural: true },
  { text: "Transit to the coast is five days.", figure: "five days", natural: true },
  {
    text: "Concrete needs 28 days to cure before we can load it.",
    figure: "28 days",
    natural: true,
  },
  {
    text: "Le séchage du bois prend trois semaines au séchoir.",
    figure: "trois semaines",
    natural: true,
  },
  { text: "La fermentation dure deux semaines.", figure: "deux semaines", natural: true },
  { text: "Our season is 12 weeks long.", figure: "12 weeks", natural: true },
  {
    text: "Tenants get 60 days' notice before any rent increase.",
    figure: "60 days",
    natural: true,
  },
  { text: "Quotes take three weeks.", figure: "three weeks", natural: false },
  { text: "It takes us 3 days to close the month.", figure: "3 days", natural: false },
  {
    text: "Nos soumissions prennent trois jours parce que tout se fait à la main.",
    figure: "trois jours",
    natural: false,
  },
];

/** How the documents make a figure a measure: its baseline, the target cut from it, the figure scoped. */
const asMeasure = (figure: string) => {
  // A French figure is restated in English outside the quotation: "trois semaines", "three weeks".
  const f = [figure, inEnglish(figure)]
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
  return new RegExp(
    `\\b(?:${f}) down to\\b|\\((?:${f}) today\\)|figures you gave \\(“?(?:${f})|“(?:${f})”`,
    "i",
  );
};

/** Every document string that measures a labelled natural duration the free text holds. */
export function durationViolations(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const { otherChallenge, aiFriction, aiExperience } = input.answers;
  const said = [otherChallenge, aiFriction, aiExperience];
  const natural = durationCorpus.filter((d) => d.natural && said.some((t) => t?.includes(d.text)));
  if (!natural.length) return [];
  const texts = [
    ...proseStrings(docs.reportData, "report"),
    ...proseStrings(docs.roadmap, "roadmap"),
  ];
  return natural.flatMap(({ figure, text }) =>
    texts
      .filter((s) => asMeasure(figure).test(s.text))
      .map((s) => ({
        rule: "a natural duration measured as a target",
        detail: `${s.path}: “${figure}” of “${text}”`,
      })),
  );
}
