import type { AssessmentInput } from "@/model/assessment/schemas";
import { joinWords } from "./text";
import { sentencesOf } from "./theme-patterns";

/**
 * Topics the executive keeps for a person ("… not something we will let an AI answer guest
 * questions about; skippers answer those", "Only our pharmacist answers medication questions",
 * "Les questions de sécurité, c'est le capitaine qui y répond"): no assistant is grounded in them,
 * and the report says once who answers them.
 */

export interface ReservedTopic {
  /** "safety", in English whatever the answer's language. */
  topic: string;
  /** Who answers it, as written: "skippers", "the pharmacist". */
  who: string;
}

/** The topics a person can be said to keep, and the grounding items each rules out. */
const TOPICS: readonly { topic: string; said: RegExp; items: RegExp }[] = [
  { topic: "safety", said: /\bsafety\b|sécurité/iu, items: /\bsafety\b|sécurité/iu },
  { topic: "allergen", said: /allerg/iu, items: /allerg/iu },
  {
    topic: "medical",
    said: /\b(?:medical|medication|clinical|dosage|drug)|médic|clinique/iu,
    items: /\b(?:medical|medication|clinical|dosage|drug)/iu,
  },
  { topic: "legal", said: /\blegal\b|juridique/iu, items: /\blegal\b/iu },
];

const PERSON = String.raw`(?:(?:our|the|your|nos|notre|le|la|les|l['’])\s+)?((?:\p{L}+\s+){0,2}?\p{L}+)`;
/** "skippers answer those", "only our pharmacist answers medication questions", "safety questions go to the skipper". */
const ANSWERS = [
  new RegExp(
    String.raw`(?:^|[;:,.]\s*|\bonly\s+)${PERSON}\s+(?:answers?|handles?|deals? with|takes?)\s+(?:those|these|them|that|all\s+(?:of\s+)?(?:those|them)|(?:all\s+)?(?:\p{L}+\s+){0,2}questions)\b`,
    "iu",
  ),
  new RegExp(String.raw`\bquestions\s+(?:go|goes|are sent)\s+to\s+${PERSON}`, "iu"),
  new RegExp(
    String.raw`c['’]est\s+${PERSON}\s+qui\s+(?:y\s+)?répond(?:ent)?|\bquestions\s+(?:de|sur)\s+(?:la\s+)?\p{L}+\s+vont\s+(?:au|à la|aux)\s+(\p{L}+)`,
    "iu",
  ),
];
/** An AI, a tool or a chatbot is what is kept from the topic, never a person; nor is a wish ("AI could answer"). */
const NOT_A_PERSON =
  /(?:^|\s)(?:ai|ia|it|we|they|i|you|chatgpt|gemini|copilot|bots?|chatbots?|assistants?|agents?|tools?|systems?|software|nous|outils?)$|(?:^|\s)(?:could|would|should|can|cannot|will|may|might|must|to|not|never|want|wants)(?:\s|$)/iu;
const FRENCH_WHO: Record<string, string> = {
  capitaine: "the captain",
  capitaines: "the captains",
  pharmacien: "the pharmacist",
  pharmacienne: "the pharmacist",
  guides: "the guides",
  guide: "the guide",
};

function whoIn(sentence: string): string | null {
  for (const pattern of ANSWERS) {
    const m = pattern.exec(sentence);
    const who = (m?.[1] ?? m?.[2])?.trim();
    if (!who || NOT_A_PERSON.test(who)) continue;
    const lower = who.toLowerCase();
    if (FRENCH_WHO[lower]) return FRENCH_WHO[lower];
    // "our pharmacist" -> "the pharmacist"; "skippers", "HSE coordinator" as written.
    const written = /^\p{Lu}\p{Ll}/u.test(who) ? who[0]!.toLowerCase() + who.slice(1) : who;
    return /s$/u.test(lower) ? written : `the ${written}`;
  }
  return null;
}

export function reservedTopicsOf(answers: AssessmentInput): ReservedTopic[] {
  const text = [answers.aiFriction, answers.otherChallenge, answers.aiExperience]
    .filter(Boolean)
    .join("\n");
  const found: ReservedTopic[] = [];
  for (const sentence of sentencesOf(text)) {
    const who = whoIn(sentence);
    const topic = who && TOPICS.find((t) => t.said.test(sentence));
    if (topic && !found.some((f) => f.topic === topic.topic))
      found.push({ topic: topic.topic, who: who! });
  }
  return found;
}

/**
 * An assistant's grounding without the topics kept for a person, with who answers them said once:
 * "your itineraries, prices and cancellation terms, leaving safety questions to skippers as you wrote".
 */
export function groundingWithout(grounding: string, reserved: readonly ReservedTopic[]): string {
  if (!reserved.length) return grounding;
  const items = grounding.split(/,\s+(?:and\s+)?|\s+and\s+/u);
  const kept = items.filter((i) => !reserved.some((r) => topicOf(r).items.test(i)));
  if (!kept.length) return grounding;
  if (kept.length < items.length && /^your\s/u.test(items[0]!) && !/^your\s/u.test(kept[0]!))
    kept[0] = `your ${kept[0]}`;
  const leaving = reserved.map((r) => `${r.topic} questions to ${r.who}`);
  return `${joinWords(kept)}, leaving ${joinWords(leaving)} as you wrote`;
}

const topicOf = (r: ReservedTopic) => TOPICS.find((t) => t.topic === r.topic)!;
