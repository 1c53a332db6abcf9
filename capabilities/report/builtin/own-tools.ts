import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import type { WorkKind } from "@/capabilities/report/content/types";
import { seatsIn, type StatedSeats } from "./in-place";
import { oncePer } from "./once";
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
  /** What a check of its work found, in the executive's words: "Our clinical lead audited 60 of those notes in September: 4 had findings the patient never reported". */
  audit?: string;
}

/** A check of the tool's work that the sentence after it tells, with its count: "audited 60 of those notes…". */
const AUDITED =
  /(?<!\p{L})(?:audit\p{L}*|checked|reviewed|sampled|spot-checked|vérifi\p{L}*|révis\p{L}*)(?!\p{L})/iu;
const COUNTED =
  /(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?%|(?<![\p{L}\d])\d+\s+(?:of|out of|sur)\s+\d+|(?<![\p{L}\d])\d+\s+(?:had|were|contained|showed|avaient|étaient)(?!\p{L})/iu;

/** The check the sentence after the tool's tells, to its consequence, when it gives a count. */
function auditAfter(sentences: readonly string[], index: number): string | undefined {
  const next = sentences[index + 1];
  if (!next || !AUDITED.test(next)) return undefined;
  const finding = next
    .split(/,\s+(?:so|and so|donc|alors)\s+|;\s*/u)[0]!
    .trim()
    .replace(/[.]+$/u, "");
  return COUNTED.test(finding) ? finding : undefined;
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

export const ownToolsInPlace = oncePer((answers: AssessmentInput): OwnTool[] => {
  const found: OwnTool[] = [];
  const sentences = sentencesOf(answers.aiExperience ?? "");
  for (const [index, sentence] of sentences.entries()) {
    if (!RUNNING.test(sentence) || NOT_RUNNING.test(sentence) || !AI_CUE.test(sentence)) continue;
    const work = WORK_WORDS.find(([words]) => words.test(sentence))?.[1];
    const name = (sentence.match(BEFORE_ROLE) ?? sentence.match(AFTER_VERB))?.[1]?.trim();
    if (!work || !name || NOT_A_NAME.test(name) || findTool(name)) continue;
    if (found.some((t) => t.name === name)) continue;
    const audit = auditAfter(sentences, index);
    found.push({
      name,
      work,
      says: oneLine(sentence, 120),
      seats: seatsIn(sentence),
      ...(audit ? { audit } : {}),
    });
  }
  return found;
});

/** The AI tool in place that does an application's kind of work, if any. */
export const ownToolFor = (
  ownTools: readonly OwnTool[],
  app: { work: WorkKind },
): OwnTool | undefined => ownTools.find((t) => t.work === app.work);

/**
 * Whether the sentence is one that says an AI tool runs ("11 of our physios use Jane's AI
 * Scribe"), or tells the check of its work that its pilot starts from.
 */
export const ownToolSaidIn = (sentence: string, answers: AssessmentInput): boolean =>
  ownToolsInPlace(answers).some(
    (t) =>
      t.says === oneLine(sentence, 120) || (t.audit !== undefined && sentence.startsWith(t.audit)),
  );
