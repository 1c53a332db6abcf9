import type { OrgElement } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * Governance the executive says is in place in their own words, whatever the tick-boxes say:
 * "The 2027 budget was approved in October with $180k for AI", "which our policy now forbids
 * for any member information", "We ran a Copilot pilot with 25 licences from March to August".
 * Free text outranks the tick-boxes, so advice never asks for what these sentences say exists.
 * A wish, a plan, a draft or a denial ("we have no AI budget", "we want to pilot", "the AI
 * budget will be set in January") is nothing in place.
 */

export type StatedElement = Exclude<OrgElement, "none_yet" | "external_consultants">;

export interface StatedGovernance {
  element: StatedElement;
  /** The sentence that says so, as written. */
  sentence: string;
}

const AI = String.raw`(?:AI|IA|A\.I\.|gen(?:erative)? ?AI|artificial intelligence|intelligence artificielle|ChatGPT|Copilot|Gemini|Claude)`;
const AI_IN = new RegExp(String.raw`(?<![\p{L}])${AI}(?![\p{L}])`, "u");

/** What each element is called, with the AI it concerns where the word alone is ambiguous. */
const SAYS: Record<StatedElement, { pattern: RegExp; needsAi: boolean }> = {
  dedicated_budget: {
    pattern: new RegExp(
      String.raw`\b${AI}\s+budget\b|\bbudget\b[^.;]{0,60}?\b(?:for|on|to|towards?)\s+${AI}(?![\p{L}])|\b(?:set aside|allocated?|earmarked|approved|committed|reserved)\s+(?:about\s+)?\$\s?\d[\d,. ]*\s?[km]?\s+(?:for|to)\s+${AI}(?![\p{L}])|\bbudget (?:IA|d['’]IA|de l['’]IA)\b|\bbudget\b[^.;]{0,60}?\bpour (?:l['’])?IA\b`,
      "iu",
    ),
    needsAi: false,
  },
  ai_policy: {
    pattern: new RegExp(
      String.raw`\b${AI}(?:[- ]use)? (?:use )?polic(?:y|ies)\b|\b(?:acceptable[- ]use|usage) polic(?:y|ies)\b|\b(?:our|the|company|firm|a|written) polic(?:y|ies)\s+(?:now\s+|already\s+)?(?:forbids?|forbade|bans?|banned|prohibits?|prohibited|allows?|permits?|requires?|says|covers?|restricts?|restricted|limits?|limited|sets?|on)\b|\bpolitique (?:d['’]utilisation de l['’]IA|(?:sur|relative à) l['’]IA|IA)\b|\bnotre politique\s+(?:interdit|permet|exige|encadre)\b`,
      "iu",
    ),
    needsAi: true,
  },
  dept_pilots: {
    pattern:
      /\b(?:ran|run|runs|running|completed|finished|did|conducted|launched|started|wrapped up)\s+(?:(?:a|an|our|the|two|three|four|\d+)\s+)?(?:[\p{L}\d-]+\s+){0,4}?pilots?\b|\bpilot(?:ed|ing)\b|\b(?:our|the) pilots? (?:of|with|in|on|ran|ended|finished|showed|found)\b|\bpilots? (?:is |are )?(?:running|under ?way|in progress)\b|\bprojets? pilotes?\b/iu,
    needsAi: true,
  },
  steering_committee: {
    pattern: new RegExp(
      String.raw`\b${AI}\s+(?:steering\s+)?(?:committee|working group|task ?force|council)\b|\bsteering (?:committee|group)\b|\bcomité (?:directeur )?(?:de l['’]|d['’]|sur l['’])?IA\b`,
      "iu",
    ),
    needsAi: true,
  },
  internal_champions: {
    pattern: new RegExp(String.raw`\b${AI} champions?\b|\bchampions? (?:for|of) ${AI}\b`, "iu"),
    needsAi: false,
  },
};

/** Words in the clause before the element that deny it or put it in the future: "no", "need", "want to". */
const NOT_HELD_BEFORE =
  /\b(?:no|not|never|without|lack\w*|need\w*|want\w*|wish\w*|hop(?:e|es|ing)|plan(?:s|ning)? to|going to|will|would|should|could|might|consider\w*|thinking|propos\w*|request\w*|ask(?:s|ed|ing)? for|draft\w*|working on|yet to|pas|aucun\w*|sans|besoin|aimerions|voudrions|prévoyons)\b|n't\b/iu;
/** A denial inside the element's own words: "budget has no line for AI", « budget n'a rien pour l'IA ». */
const NOT_HELD_INSIDE = /\b(?:no|not|nothing|without|aucun\w*|pas|rien)\b|n['’]t\b/iu;
/** Words just before it that make it a condition: "before any pilot", "whether the AI budget". */
const CONDITION_BEFORE =
  /\b(?:before|until|unless|if|whether|once|any|every|each|avant|si)\s+(?:[\p{L}\d'’-]+\s+)?$/iu;
/** Words right after it that say it is not there yet: "the AI budget will be set in January". */
const NOT_HELD_AFTER =
  /^\s*(?:will|would|should|could|might|is being|are being|to be|needs?|must|requests?|proposals?|is (?:still )?(?:pending|under review|a draft|not)|was (?:cut|refused|rejected|denied)|sera|serait|doit)\b/iu;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.;!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The clause before a match, back to the last comma or conjunction that starts a new one. */
const clauseBefore = (sentence: string, index: number) =>
  sentence
    .slice(0, index)
    .split(/,|\b(?:and|but|which|while|et|mais)\b/i)
    .pop() ?? "";

function heldIn(sentence: string, element: StatedElement): boolean {
  const { pattern, needsAi } = SAYS[element];
  if (needsAi && !AI_IN.test(sentence)) return false;
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of sentence.matchAll(global)) {
    const before = clauseBefore(sentence, match.index);
    const after = sentence.slice(match.index + match[0].length);
    if (
      // "the 2025-26 budget has no line for AI" (review r27): denied inside the words that name it.
      !NOT_HELD_INSIDE.test(match[0]) &&
      !NOT_HELD_BEFORE.test(before) &&
      !CONDITION_BEFORE.test(before) &&
      !NOT_HELD_AFTER.test(after)
    )
      return true;
  }
  return false;
}

type Said = Partial<Pick<AssessmentInput, "aiExperience" | "aiFriction" | "otherChallenge">>;

/** The governance each free-text answer says is in place, once per element, first sentence first. */
export function statedGovernance(answers: Said): StatedGovernance[] {
  const found: StatedGovernance[] = [];
  for (const text of [answers.aiExperience, answers.aiFriction, answers.otherChallenge]) {
    for (const sentence of sentencesOf(text ?? "")) {
      for (const element of Object.keys(SAYS) as StatedElement[]) {
        if (!found.some((f) => f.element === element) && heldIn(sentence, element))
          found.push({ element, sentence });
      }
    }
  }
  return found;
}

/** The elements the free text says are in place. */
export const statedElements = (answers: Said): StatedElement[] =>
  statedGovernance(answers).map((s) => s.element);
