import type { AssessmentInput } from "@/model/assessment/schemas";
import { WORK_BY_CATEGORY } from "@/capabilities/report/content/tool-work";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import { sentencesOf } from "./theme-patterns";

/**
 * Kinds of tool the executive tried and dropped ("we trialled a website chatbot … and switched
 * it off after seven weeks"): none of that kind is recommended again, since the report cannot
 * say what would be different this time. The AI of what the company runs is left alone.
 */

interface TriedKind {
  /** Words that name the kind in the sentence about the try. */
  named: RegExp;
  /** The catalogue tools of that kind. */
  is: (tool: CatalogueTool) => boolean;
}

const mainWork = (tool: CatalogueTool) => (tool.work ?? WORK_BY_CATEGORY[tool.category])?.[0];

const KINDS: readonly TriedKind[] = [
  {
    named:
      /\b(?:chat ?bots?|bots?|virtual (?:agents?|assistants?)|agents? conversationnels?|robots? conversationnels?|clavardage automatisé)\b/iu,
    is: (tool) =>
      tool.answersCustomers === true ||
      /^(?:Customer service AI|Guest messaging AI|Guest experience platform)$/.test(tool.category),
  },
  {
    named: /\b(?:forecast\w*|prévision\w*)\b/iu,
    is: (tool) => mainWork(tool) === "prediction",
  },
  {
    named: /\b(?:scribes?|transcri\w+|note-?takers?|recorders?|preneur de notes)\b/iu,
    is: (tool) => mainWork(tool) === "recording",
  },
  {
    named: /\b(?:translat\w+|tradu\w+)\b/iu,
    is: (tool) => tool.category === "Translation",
  },
];

/** A try: a trial, a pilot or a purchase of something. */
const TRIED =
  /\b(?:tri(?:ed|alled|aled)|trial(?:led|ed)?|pilot(?:ed|led)?|tested|paid (?:a|for)|bought|signed up|rolled out|launched|essayé|testé|projet pilote|mis en place)\b/iu;
/** It ended badly: switched off, cancelled, failed. */
const DROPPED =
  /\b(?:switched (?:it |them )?off|turned (?:it |them )?off|shut (?:it |them )?down|pulled (?:it|them)|took (?:it|them) down|cancel+ed|scrapped|abandoned|dropped|gave up|failed|useless|did(?:n't| not) work|never again|wrong answers?|complain\w*|annoyed|stopped|on l['’]a (?:arrêté|débranché|abandonné)|abandonné|arrêté|échoué|inutile)\b/iu;

/** It worked after all: kept, renewed or saving time is no try dropped. */
const KEPT =
  /\b(?:sav(?:ed|es)|helped|useful|works? well|worked well|kept it|renewed|still use|bought it|utile|on l['’]a gardé)\b/iu;

/** The kinds of tool the answers say were tried and dropped, each with the sentence that names it. */
export function triedAndDropped(answers: AssessmentInput): { kind: TriedKind; said: string }[] {
  const text = answers.aiExperience ?? "";
  const sentences = sentencesOf(text);
  const found: { kind: TriedKind; said: string }[] = [];
  sentences.forEach((sentence, i) => {
    if (!TRIED.test(sentence)) return;
    // The end may come in the next sentence: "… a website chatbot. It gave wrong answers …"
    const ending = [sentence, sentences[i + 1] ?? ""].find((s) => DROPPED.test(s));
    if (!ending || KEPT.test(`${sentence} ${ending}`)) return;
    for (const kind of KINDS)
      if (kind.named.test(sentence) && !found.some((f) => f.kind === kind))
        found.push({ kind, said: sentence });
  });
  return found;
}

/** Whether the tool is of a kind the executive tried and dropped. */
export const ofKindDropped = (tool: CatalogueTool, answers: AssessmentInput): boolean =>
  triedAndDropped(answers).some(({ kind }) => kind.is(tool));
