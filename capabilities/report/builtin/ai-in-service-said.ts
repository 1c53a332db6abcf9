import type { Theme } from "@/capabilities/report/content/themes";
import { experienceInService } from "@/capabilities/report/content/themes-experience";
import { endOf } from "./ai-uses";
import { AT_HOME, resultFigures, runningTry, wentWrong } from "./experience";
import { NOT_RUNNING } from "./practices-in-place";
import { sentencesOf } from "./theme-patterns";

/**
 * An AI in service, said in a sentence (reviews r24 to r26): « notre robot conversationnel sur le
 * site répond aux questions de pannes », "an after-hours AI phone service answers our overflow
 * calls and has booked 1,180 appointments", "our Samsara AI dash cams have cut at-fault collisions
 * from 14 to 8 a year". It is in place: measured and extended, never piloted anew. A wish, a plan
 * or a denial before its name, a trial still running, or a use stopped is no AI in service.
 */

/** An AI that answers people: a chatbot, a virtual agent, an AI phone or answering service. */
export const ANSWERING_AI =
  /(?<!\p{L})(?:chat ?bots?|virtual (?:agents?|assistants?|receptionists?)|voice (?:agents?|bots?)|AI (?:agents?|assistants?) on (?:our|the) (?:web ?)?site|AI[- ](?:phone|answering|voice|call|booking)[- ](?:service|agent|assistant|line|system)s?|AI (?:[\p{L}-]+ )?(?:assistants?|agents?|receptionists?)|robots? conversationnels?|agents? conversationnels?|agents? vocaux|agent vocal|assistants? virtuels?|agents? virtuels?|réceptionnistes? virtuel\p{L}*)(?!\p{L})/iu;
/** An AI built into equipment or a system at work: "AI dash cams", "AI cameras", "AI scheduling". */
const AI_AT_WORK =
  /(?<!\p{L})(?:AI[- ](?:powered )?(?:dash ?cams?|dashboard cameras?|cameras?|camera system|vision system|inspection|scheduling|routing|dispatch|forecasting|fraud (?:detection|monitoring)|scribes?)|(?:camera|vision|optical|machine[- ]vision)[- ](?:grading|sorting|inspection)(?:[- ]system)?|(?:camera|vision|optical) graders?)(?!\p{L})/iu;
const IN_SERVICE =
  /(?<!\p{L})(?:since|depuis|live|in production|en production|en service|answers|handles|settles|resolves|books|booked|has booked|have booked|flags|flagged|catches|caught|installed|(?:we|they) (?:put|added|brought in)|sorts|grades|(?:have|has) (?:cut|reduced|lowered)|cut|runs|répond|règle|traite|résout|prend les rendez-vous)(?!\p{L})/iu;

/** An assistant in use at work since a date: "Since June our agents use Copilot to draft…" (review r25). */
const AI_TOOL =
  /(?<!\p{L})(?:(?:Microsoft 365 |M365 |GitHub )?Copilot|ChatGPT|Claude|Gemini)(?!\p{L})/iu;
const SINCE_IN_USE =
  /(?<!\p{L})(?:since|depuis)(?!\p{L})[^.;]*(?<!\p{L})(?:use|uses|used|using|utilise|utilisent|utilisons|utilisé)(?!\p{L})/iu;

/** A trial or a test, still on or past: "a free trial of", "tested", « à l'essai ». */
const ON_TRIAL =
  /(?<!\p{L})(?:tested|testing|trials?|trialled|trialed|trialling|tried|piloted|piloting|pilot|demo|essai\p{L}*|testé\p{L}*|à l['’]essai)(?!\p{L})/iu;

/** The AI's name in the sentence, when it tells of one in service; null otherwise. */
export function aiInServiceSaid(sentence: string): RegExpExecArray | null {
  const tool =
    SINCE_IN_USE.test(sentence) && !AT_HOME.test(sentence) ? AI_TOOL.exec(sentence) : null;
  const named = ANSWERING_AI.exec(sentence) ?? AI_AT_WORK.exec(sentence) ?? tool;
  if (!named || !(IN_SERVICE.test(sentence) || tool) || endOf(sentence)) return null;
  if (NOT_RUNNING.test(sentence.slice(0, named.index)) || runningTry(sentence)) return null;
  // A trial, a test or a try that went wrong is no AI in service (the audit's "A free trial of an
  // AI receptionist", "Tested an AI chatbot … but it gave wrong answers").
  if (ON_TRIAL.test(sentence) || wentWrong(sentence)) return null;
  return named;
}

/** A count with what it counts ("1,180 appointments") or a share ("6% of those calls"), years left out. */
const COUNTED =
  /(?<![\p{L}\d,.])(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)(\s?(?:%|percent|per cent|pour cent)(?:\s+(?:of|des?)\s+(?:the\s+|those\s+|these\s+|our\s+|all\s+|ces\s+|nos\s+)?[\p{L}-]+)?|\s+[\p{L}-]+)/giu;
const YEAR = /^(?:19|20)\d\d$/;

/** The results the sentence gives, as written: "from 14 to 8", "1,180 appointments and 6%". */
function resultsOf(sentence: string): string | null {
  const change = resultFigures(sentence);
  if (change) return change;
  const counts = [...sentence.matchAll(COUNTED)]
    .filter(([, n]) => !YEAR.test(n!))
    .map(([all]) => all.trim());
  return counts.length ? counts.slice(0, 2).join(" and ") : null;
}

/** The experience answer's AI in service, with its results as the baseline; null when none. */
export function inServiceHappened(text: string): { theme: Theme; sentence: string } | null {
  const sentences = sentencesOf(text);
  const found = sentences
    .map((s, at) => ({ at, named: aiInServiceSaid(s) }))
    .find(({ named }) => named !== null);
  if (!found?.named) return null;
  const { at, named } = found;
  // Its results may follow in the next sentence: "…; it sorts by size. Grading errors went from 6% to 2.5%."
  const next = sentences[at + 1];
  const sentence =
    !resultsOf(sentences[at]!) && next && resultFigures(next)
      ? `${sentences[at]} ${next}`
      : sentences[at]!;
  const results = resultsOf(sentence);
  const { pilot } = experienceInService;
  const ai = AI_TOOL.test(named[0]) ? named[0] : `the ${named[0]}`;
  const action = experienceInService.action
    .replace("{ai}", ai)
    .replace("{does}", /s$/.test(named[0]) ? "do" : "does");
  const theme: Theme = {
    ...experienceInService,
    action,
    name: `extending ${ai}`,
    ...(results && pilot
      ? {
          pilot: {
            ...pilot,
            baseline: pilot.baseline.replace("as you gave them", `as you gave them (${results})`),
          },
        }
      : {}),
  };
  return { theme, sentence: sentence.trim() };
}
