import type { AssessmentInput } from "@/model/assessment/schemas";
import { WORK_BY_CATEGORY } from "@/capabilities/report/content/tool-work";
import type { CatalogueTool, ChallengeApplication } from "@/capabilities/report/content/types";
import { sentencesOf } from "./theme-patterns";

/**
 * Kinds of tool the executive tried and dropped ("we trialled a website chatbot … and switched
 * it off after seven weeks"), or turned down when offered ("a vendor quoted $90,000 for AI
 * cameras for weld inspection and we said no"): none of that kind is recommended again, nor
 * piloted, since the report cannot say what would be different this time (review r15 class 3).
 * The AI of what the company runs is left alone.
 */

interface TriedKind {
  /** Words that name the kind in the sentence about the try. */
  named: RegExp;
  /** The catalogue tools of that kind. */
  is: (tool: CatalogueTool) => boolean;
  /** The pilots of that kind. */
  pilots: (app: ChallengeApplication) => boolean;
  /** The kind answers customers itself (a chatbot). */
  answersCustomers?: true;
}

const mainWork = (tool: CatalogueTool) => (tool.work ?? WORK_BY_CATEGORY[tool.category])?.[0];

const KINDS: readonly TriedKind[] = [
  {
    named:
      /\b(?:chat ?bots?|bots?|virtual (?:agents?|assistants?)|agents? conversationnels?|robots? conversationnels?|clavardage automatisé)\b/iu,
    is: (tool) =>
      tool.answersCustomers === true ||
      /^(?:Customer service AI|Guest messaging AI|Guest experience platform)$/.test(tool.category),
    pilots: (app) => app.answersCustomers === true,
    answersCustomers: true,
  },
  {
    named:
      /\b(?:forecast\w*|prévision\w*|order suggestions?|suggested orders|re-?order suggestions?|replenishment|suggestions? de commandes?|réapprovisionnement)\b/iu,
    is: (tool) => mainWork(tool) === "prediction",
    // Demand and ordering, never a traffic forecast for staff schedules.
    pilots: (app) =>
      app.work === "prediction" &&
      /\b(?:demand|orders?|ordering|replenish\w*|stock\w*|inventory|sales)\b/i.test(
        app.application,
      ),
  },
  {
    named: /\b(?:scribes?|transcri\w+|note-?takers?|recorders?|preneur de notes)\b/iu,
    is: (tool) => mainWork(tool) === "recording",
    pilots: (app) => app.work === "recording",
  },
  {
    named: /\b(?:translat\w+|tradu\w+)\b/iu,
    is: (tool) => tool.category === "Translation",
    pilots: (app) => /\btranslat/i.test(app.application),
  },
  {
    named:
      /\b(?:cameras?|caméras?|computer vision|machine vision|vision (?:system|inspection)|visual inspection|vision artificielle|inspection visuelle)\b/iu,
    is: (tool) => mainWork(tool) === "vision",
    pilots: (app) => app.work === "vision",
  },
];

/** A try: a trial, a pilot or a purchase of something. */
const TRIED =
  /(?<![\p{L}])(?:tri(?:ed|alled|aled)|trial(?:led|ed)?|pilot(?:ed|led)?|tested|paid (?:a|for)|bought|signed up|rolled out|launched|essayé|testé|projet pilote|mis en place)(?![\p{L}])/iu;
/** It ended badly: switched off, cancelled, failed. */
const DROPPED =
  /(?<![\p{L}])(?:switched (?:it |them )?off|turned (?:it |them )?off|(?:l['’]|les )?(?:ont|a|avons) désactivée?s?|désactivée?s?|shut (?:it |them )?down|pulled (?:it|them)|took (?:it|them) down|cancel+ed|scrapped|abandoned|dropped|gave up|failed|useless|did(?:n't| not) work|never again|wrong answers?|complain\w*|annoyed|stopped|on l['’]a (?:arrêté|débranché|abandonné)|abandonné|arrêté|échoué|inutile)(?![\p{L}])/iu;

/** It worked after all: kept, renewed or saving time is no try dropped. */
const KEPT =
  /(?<![\p{L}])(?:sav(?:ed|es)|helped|useful|works? well|worked well|kept it|renewed|still use|bought it|utile|on l['’]a gardé)(?![\p{L}])/iu;

/** Offered: a quote, a proposal, a demo or a pitch. */
const OFFERED =
  /(?<![\p{L}])(?:quot(?:ed|e|es)|offered|proposed|pitched|demo(?:ed)?|sales ?(?:rep|call)|asked about|soumission|devis|propos\p{L}*|offert\p{L}*)(?![\p{L}])/iu;
/** Turned down: "we said no", "I declined", « on a refusé ». */
const DECLINED =
  /(?<![\p{L}])(?:(?:we|I) said no|said no to|turned (?:it |them |that )?down|declined|refused|passed on (?:it|them)|not worth it|(?:on a|j['’]ai|nous avons) (?:dit non|refusé|décliné)|refusé\p{L}*)(?![\p{L}])/iu;

interface Dropped {
  kind: TriedKind;
  /** The sentence that says so. */
  said: string;
  /** Tried and switched off, or turned down when offered. */
  how: "stopped" | "declined";
}

/** The kinds of tool the answers say were tried and dropped, or turned down, each with the sentence that names it. */
export function triedAndDropped(answers: AssessmentInput): Dropped[] {
  const found: Dropped[] = [];
  const add = (sentence: string, how: Dropped["how"]) => {
    for (const kind of KINDS)
      if (kind.named.test(sentence) && !found.some((f) => f.kind === kind))
        found.push({ kind, said: sentence, how });
  };
  const text = answers.aiExperience ?? "";
  const sentences = sentencesOf(text);
  sentences.forEach((sentence, i) => {
    if (!TRIED.test(sentence)) return;
    // The end may come in the next sentence: "… a website chatbot. It gave wrong answers …"
    const ending = [sentence, sentences[i + 1] ?? ""].find((s) => DROPPED.test(s));
    if (!ending || KEPT.test(`${sentence} ${ending}`)) return;
    add(sentence, "stopped");
  });
  // An offer turned down, wherever it is told: the executive decided against that kind of tool.
  for (const field of ["aiExperience", "aiFriction", "otherChallenge"] as const)
    for (const sentence of sentencesOf(answers[field] ?? ""))
      if (OFFERED.test(sentence) && DECLINED.test(sentence) && !KEPT.test(sentence))
        add(sentence, "declined");
  return found;
}

/**
 * The sentence that says a pilot of this kind was tried and dropped or turned down, when one
 * does: the pilot is not proposed again.
 */
export const pilotDropped = (
  app: ChallengeApplication,
  answers: AssessmentInput,
): Omit<Dropped, "kind"> | undefined =>
  triedAndDropped(answers).find(({ kind }) => kind.pilots(app));

/** Whether the tool is of a kind the executive tried and dropped. */
export const ofKindDropped = (tool: CatalogueTool, answers: AssessmentInput): boolean =>
  triedAndDropped(answers).some(({ kind }) => kind.is(tool));

/**
 * The sentence that says an assistant answering customers was tried and switched off, or turned
 * down, when one does: no such assistant is proposed, so nothing is said of one's liability.
 */
export const customerAnsweringDropped = (answers: AssessmentInput): string | undefined =>
  triedAndDropped(answers).find(({ kind }) => kind.answersCustomers)?.said;
