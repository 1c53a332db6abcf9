import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import type { WorkKind } from "@/capabilities/report/content/types";
import { seatsIn, type StatedSeats } from "./in-place";
import { oneLine, sentencesOf } from "./theme-patterns";

/**
 * An AI tool the executive says runs at the company that the catalogue does not list ("We've
 * run ScribbleVet as an AI scribe since April 2025: 9 of our 22 vets use it"): it is in place,
 * so its work is measured and extended, and no rival is proposed for it.
 */
export interface OwnTool {
  name: string;
  work: WorkKind;
  /** The sentence that says so, on one line. */
  says: string;
  seats: StatedSeats | null;
}

/** The tool named just after a verb of running it, or before "as an AI scribe". */
const AFTER_VERB =
  /\b(?:run|ran|running|use|used|using|rolled out|deployed|pilot|piloted|piloting|trialling|adopted|utilisons|utilise|déployé)\s+(\p{Lu}[\p{L}\d.]*(?:['’]s\s(?:AI|IA)\s\p{Lu}[\p{L}\d.]*|(?:\s\p{Lu}[\p{L}\d.]*)?))/u;
const BEFORE_ROLE =
  /(\p{Lu}[\p{L}\d.]*(?:\s\p{Lu}[\p{L}\d.]*)?)\s+(?:as|comme)\s+(?:an?|our|notre|un|une)\s+(?:AI\s+|IA\s+)?(?:scribe|assistant|chatbot|bot|agent|receptionist)/u;
/** It is running, not tried once or being considered. */
const RUNNING =
  /\b(?:we(?:['’]ve| have)? (?:run|used|been|pilot)|we(?:['’]re| are) (?:running|using|piloting)|since\s+(?:\p{L}+\s+)?\d{4}|since (?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\d+ of our \p{L}+ use\b|for (?:the )?(?:last|past) \w+ (?:months|years)|nous utilisons|depuis\s+(?:\p{L}+\s+)?\d{4})/iu;
const NOT_RUNNING =
  /\b(?:tried once|stopped|cancel+ed|dropped|considering|looking at|evaluating)\b/i;
/** The sentence is about AI: "Excel for forecasting since 2019" is no AI tool in place. */
const AI_CUE = /\b(?:AI|IA|scribe|chatbot|bot|machine learning|intelligence artificielle)\b|\.ai\b/;

const WORK_WORDS: readonly [RegExp, WorkKind][] = [
  [/\b(?:scribe|dictation|transcri\w*|charting|soap notes?|ambient)\b/i, "recording"],
  [
    /\b(?:chatbot|chat|receptionist|agent|answers? (?:calls|questions)|conversations|DMs?)\b/i,
    "answering",
  ],
  [
    /\b(?:document capture|data capture|extraction|ocr|invoice processing|re-?key\w*)\b/i,
    "automation",
  ],
  [/\b(?:schedul\w*|roster\w*|dispatch\w*)\b/i, "scheduling"],
  [/\b(?:forecast\w*|predict\w*)\b/i, "prediction"],
  [/\b(?:camera|vision|visual inspection)\b/i, "vision"],
];

/** Words that lead a sentence or name no product. */
const NOT_A_NAME = /^(?:We|I|Our|The|It|AI|IA|Since|Nous|Notre|Microsoft|Google)\b/;

export function ownToolsInPlace(answers: AssessmentInput): OwnTool[] {
  const found: OwnTool[] = [];
  for (const sentence of sentencesOf(answers.aiExperience ?? "")) {
    if (!RUNNING.test(sentence) || NOT_RUNNING.test(sentence) || !AI_CUE.test(sentence)) continue;
    const work = WORK_WORDS.find(([words]) => words.test(sentence))?.[1];
    const name = (sentence.match(BEFORE_ROLE) ?? sentence.match(AFTER_VERB))?.[1]?.trim();
    if (!work || !name || NOT_A_NAME.test(name) || findTool(name)) continue;
    if (found.some((t) => t.name === name)) continue;
    found.push({ name, work, says: oneLine(sentence, 120), seats: seatsIn(sentence) });
  }
  return found;
}

/** The AI tool in place that does an application's kind of work, if any. */
export const ownToolFor = (
  ownTools: readonly OwnTool[],
  app: { work: WorkKind },
): OwnTool | undefined => ownTools.find((t) => t.work === app.work);

/** Whether the sentence is the one that says an AI tool runs ("11 of our physios use Jane's AI Scribe"). */
export const ownToolSaidIn = (sentence: string, answers: AssessmentInput): boolean =>
  ownToolsInPlace(answers).some((t) => t.says === oneLine(sentence, 120));
